import { CancelPage } from '../../features/assistance';

export default function CancelRoute() {
  return <CancelPage />;
}
