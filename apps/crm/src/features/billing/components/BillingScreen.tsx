import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@crm/ui';
import { DEFAULT_PLAN_ID, formatContactLimit, PLANS, planById, type PlanId } from '@crm/api-client';
import { useSubscription } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import * as styles from './BillingScreen.css';

/**
 * Shown instead of the current plan when the subscription read fails. The spec has no text for it;
 * this follows the wording of its page load failures (section 8).
 */
export const SUBSCRIPTION_LOAD_ERROR = 'Error loading subscription. Please try again.';

/** Billing (spec sections 2 and 4): current plan, plan cards, Proceed to Payment, history. */
export function BillingScreen() {
  const navigate = useNavigate();
  const subscription = useSubscription();
  const currentPlan: PlanId = subscription.data?.currentPlan ?? DEFAULT_PLAN_ID;
  // Computed by the server from the plan's start (spec section 9's fixed June 1, 2023 was in the
  // past); none on the free plan, which is never billed.
  const nextBillingDate = subscription.data?.nextBillingDate ?? null;
  const contactCount = subscription.data?.contactCount ?? null;
  // With the current plan unknown, a choice could be the plan the user already pays for.
  const canChoose = !subscription.isError;
  const [selectedPlan, setSelectedPlan] = useState<PlanId | null>(null);
  const showProceed = selectedPlan !== null && selectedPlan !== currentPlan;

  return (
    <div className={screen.stack}>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Current Subscription</CardTitle>
          <CardDescription>Your plan and billing details</CardDescription>
        </CardHeader>
        <CardContent>
          {subscription.isLoading ? (
            <Skeleton height="72px" />
          ) : subscription.isError ? (
            <LoadError message={SUBSCRIPTION_LOAD_ERROR} />
          ) : (
            <dl className={screen.definitionList}>
              <dt>Plan</dt>
              <dd>
                <strong>{planById(currentPlan).name}</strong>
              </dd>
              {contactCount !== null && (
                <>
                  <dt>Contacts</dt>
                  <dd>
                    <ContactUsage plan={currentPlan} count={contactCount} />
                  </dd>
                </>
              )}
              <dt>Status</dt>
              <dd>
                <Badge tone="green">Active</Badge>
              </dd>
              {nextBillingDate && (
                <>
                  <dt>Next billing date</dt>
                  <dd>{formatDate(nextBillingDate, 'medium')}</dd>
                </>
              )}
            </dl>
          )}
        </CardContent>
      </Card>

      <section className={screen.stack} aria-labelledby="plans-title">
        <h2 id="plans-title" className={screen.sectionTitle}>
          Available Plans
        </h2>
        <div className={styles.plans}>
          {PLANS.map((plan) => {
            // With the subscription unread, no plan is known to be the current one.
            const isCurrent = !subscription.isError && plan.id === currentPlan;
            const isSelected = plan.id === selectedPlan;
            // Spec: the label stays Select Plan; the choice shows as the card's outline and, for
            // screen readers, as the button's pressed state.
            const buttonText = isCurrent ? 'Current Plan' : 'Select Plan';
            return (
              <div
                key={plan.id}
                className={isSelected ? styles.selected : undefined}
                data-plan={plan.id}
              >
                <Card className={styles.planCard}>
                  <CardHeader>
                    <div className={screen.row}>
                      <CardTitle level={2}>{plan.name}</CardTitle>
                      {plan.recommended && <Badge tone="blue">Recommended</Badge>}
                    </div>
                    <CardDescription>{plan.description}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <div className={styles.planBody}>
                      <p className={styles.price}>
                        ${plan.price} <span className={styles.priceUnit}>per month</span>
                      </p>
                      <ul className={screen.list}>
                        {plan.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    </div>
                  </CardContent>
                  <CardFooter>
                    <Button
                      variant={isCurrent || !isSelected ? 'secondary' : 'primary'}
                      isDisabled={isCurrent || !canChoose}
                      aria-pressed={isCurrent ? undefined : isSelected}
                      onPress={() => setSelectedPlan(plan.id)}
                      aria-label={`${buttonText}: ${plan.name}`}
                    >
                      {buttonText}
                    </Button>
                  </CardFooter>
                </Card>
              </div>
            );
          })}
        </div>
        {showProceed && (
          <div className={styles.proceed}>
            <p className={screen.muted}>
              You selected the {planById(selectedPlan).name} plan (${planById(selectedPlan).price}
              /month).
            </p>
            <Button onPress={() => navigate(`${paths.subscribe}?plan=${selectedPlan}`)}>
              Proceed to Payment
            </Button>
          </div>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle level={2}>Billing History</CardTitle>
        </CardHeader>
        <CardContent>
          <p className={screen.muted}>No billing history available</p>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The contacts counted against the plan's limit: "42 of 500", and what to do when the plan is full
 * or over (an account that had more before limits existed keeps them, but cannot add more).
 */
function ContactUsage({ plan, count }: { plan: PlanId; count: number }) {
  const limit = planById(plan).contactLimit;
  const shown = count.toLocaleString('en-US');
  if (limit === null) return <>{shown} (no limit)</>;
  return (
    <span className={screen.row}>
      <span>
        {shown} of {formatContactLimit(limit)}
      </span>
      {count >= limit && (
        <Badge tone={count > limit ? 'red' : 'yellow'} className={styles.limitNotice}>
          {count > limit
            ? 'Over the limit: choose a larger plan'
            : 'Full: choose a larger plan to add more'}
        </Badge>
      )}
    </span>
  );
}
