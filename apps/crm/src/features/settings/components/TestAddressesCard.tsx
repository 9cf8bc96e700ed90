import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@crm/ui';
import { useRemoveTestAddress, useTestAddresses } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './TestAddressesCard.css';

/**
 * Where "Send Test" may go besides the sign-in address (issue 26 §1: test sends are not a relay).
 * An address joins when a first test send to it mails a confirmation link; it is listed as waiting
 * until the link is opened, and can be removed at any time.
 */
export function TestAddressesCard() {
  const addresses = useTestAddresses();
  const remove = useToastMutation(useRemoveTestAddress(), {
    success: 'Test address removed',
    error: 'Failed to remove the test address',
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Test addresses</CardTitle>
        <CardDescription>
          Send Test goes to your sign-in address, and to the addresses below once confirmed. A first
          test to a new address mails it a confirmation link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {addresses.isError ? (
          <LoadError message="Error loading your test addresses. Please try again." />
        ) : !addresses.data ? (
          <Skeleton height="3rem" />
        ) : addresses.data.length === 0 ? (
          <p className={styles.empty}>No other addresses yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Test addresses">
            {addresses.data.map(({ email, confirmed }) => (
              <li key={email} className={styles.row}>
                <span className={styles.email}>{email}</span>
                <Badge tone={confirmed ? 'green' : 'yellow'}>
                  {confirmed ? 'Confirmed' : 'Waiting for confirmation'}
                </Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${email}`}
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(email)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
