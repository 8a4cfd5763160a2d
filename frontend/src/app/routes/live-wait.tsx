import { LiveWaitPage } from '../../features/assistance/components/live-wait-page';

export default function LiveWaitRoute() {
  return <LiveWaitPage />;
}
