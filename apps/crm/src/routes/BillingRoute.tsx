import { BillingScreen } from '../features/billing/components/BillingScreen';

/** `/billing`. */
export function BillingRoute() {
  return <BillingScreen />;
}
