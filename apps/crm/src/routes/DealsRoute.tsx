import { DealsScreen } from '../features/deals/components/DealsScreen';

/** `/deals`: the pipeline board (issue 32 §3). */
export function DealsRoute() {
  return <DealsScreen />;
}
