import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';

/** `/dashboard`. */
export function DashboardRoute() {
  return <DashboardScreen />;
}
