import { ScheduleSessionPage } from '../../features/assistance';

export default function ScheduleSessionRoute() {
  return <ScheduleSessionPage />;
}
