import { RoutingTestPage } from '../features/site/components/RoutingTestPage';

/** `/test`. */
export function TestRoute() {
  return <RoutingTestPage />;
}
