import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';
import { TodayTasksCard } from '../features/tasks/components/TodayTasksCard';

/** `/dashboard`, with today's tasks (issue 32 §1). */
export function DashboardRoute() {
  return <DashboardScreen cards={<TodayTasksCard />} />;
}
