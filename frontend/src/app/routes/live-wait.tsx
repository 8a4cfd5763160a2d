import { LiveWaitPage } from '../../features/assistance';

export default function LiveWaitRoute() {
  return <LiveWaitPage />;
}
