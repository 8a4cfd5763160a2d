import { HelperDashboardPage } from '../../features/assistance/components/helper-dashboard-page';

export default function HelperDashboardRoute() {
  return <HelperDashboardPage />;
}
