import { HelperDashboardPage } from '../../features/assistance';

export default function HelperDashboardRoute() {
  return <HelperDashboardPage />;
}
