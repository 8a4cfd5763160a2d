import { LiveStartPage } from '../../features/assistance/components/live-start-page';

export default function LiveStartRoute() {
  return <LiveStartPage />;
}
