import { SubscribeScreen } from '../features/billing/components/SubscribeScreen';

/** `/subscribe`. */
export function SubscribeRoute() {
  return <SubscribeScreen />;
}
