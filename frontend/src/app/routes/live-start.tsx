import { LiveStartPage } from '../../features/assistance';

export default function LiveStartRoute() {
  return <LiveStartPage />;
}
