import { ScheduleSessionPage } from '../../features/assistance/components/schedule-session-page';

export default function ScheduleSessionRoute() {
  return <ScheduleSessionPage />;
}
