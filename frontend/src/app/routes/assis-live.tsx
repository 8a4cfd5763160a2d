import { HelperLiveViewPage } from '../../features/assistance';
import { useProductsByIds } from '../../features/product';

export default function HelperLiveViewRoute() {
  return <HelperLiveViewPage useProductsByIds={useProductsByIds} />;
}
