import { OutboxScreen } from '../features/outbox/components/OutboxScreen';

/** `/outbox`. */
export function OutboxRoute() {
  return <OutboxScreen />;
}
