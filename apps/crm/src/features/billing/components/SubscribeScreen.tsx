import { useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Link } from '@crm/ui';
import { PLAN_IDS, planById, type PlanId } from '@crm/api-client';
import { paths } from '../../../config/paths';
import * as screen from '../../../styles/screen.css';

const isPlanId = (value: string | null): value is PlanId =>
  value !== null && (PLAN_IDS as readonly string[]).includes(value);

/** `/subscribe`: the payment step is not available yet (spec: its screen is not shown). */
export function SubscribeScreen() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plan = isPlanId(planId) ? planById(planId) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Payment is not available yet</CardTitle>
        <CardDescription>
          {plan
            ? `You chose the ${plan.name} plan ($${plan.price}/month).`
            : 'You have not chosen a plan.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className={screen.stack}>
          <p className={screen.muted}>
            Online payment is not available yet, so your plan has not been changed. Please check
            back soon.
          </p>
          <Link href={paths.billing} variant="standalone">
            Back to Billing
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
