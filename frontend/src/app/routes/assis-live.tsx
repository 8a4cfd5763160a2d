import { HelperLiveViewPage } from '../../features/assistance/components/helper-live-view-page';

export default function HelperLiveViewRoute() {
  return <HelperLiveViewPage />;
}
