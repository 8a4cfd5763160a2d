import { HelperLiveViewPage } from '../../features/assistance';
import { useProductsByIds, useProductSearch } from '../../features/product';

export default function HelperLiveViewRoute() {
  return <HelperLiveViewPage useProductsByIds={useProductsByIds} useProductSearch={useProductSearch} />;
}
