import { CancelPage } from '../../features/assistance/components/cancel-page';

export default function CancelRoute() {
  return <CancelPage />;
}
