import { AnalyticsScreen } from '../features/analytics/components/AnalyticsScreen';

/** `/analytics`. */
export function AnalyticsRoute() {
  return <AnalyticsScreen />;
}
