import { useState } from 'react';
import { Badge, Button, Card, CardContent, EmptyState, Skeleton } from '@crm/ui';
import type { WebhookEndpoint } from '@crm/api-client';
import { useUpdateWebhookEndpoint, useWebhookEndpoints } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCountOf } from '../../../lib/formatCount';
import * as screen from '../../../styles/screen.css';
import { eventLabel } from '../lib/webhookEvents';
import { WebhookEndpointDetail } from './WebhookEndpointDetail';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import * as styles from './WebhooksScreen.css';

export const WEBHOOKS_LOAD_ERROR = 'Error loading webhook endpoints. Please try again.';

type WebhooksDialog = { kind: 'add' } | { kind: 'edit'; endpoint: WebhookEndpoint };

/** Up to three events by name; more as a count, so a long subscription keeps the row short. */
const eventsSummary = (events: readonly string[]) =>
  events.length <= 3
    ? events.map(eventLabel).join(', ')
    : formatCountOf(events.length, 'event', 'events');

/**
 * Webhooks (issue 33 §3): the endpoints events are posted to, each Active or Disabled (a disabled
 * one says why and can be turned on again), Add endpoint, and under each row its details: test,
 * rotate, delete and the delivery log. Details open in place rather than in a dialog so the
 * confirmations and payloads they open are never dialogs on a dialog, and the log sits beside the
 * endpoint it belongs to.
 */
export function WebhooksScreen() {
  const endpoints = useWebhookEndpoints();
  const dialogs = useDialogState<WebhooksDialog>();
  const { dialog } = dialogs;
  const [open, setOpen] = useState<number | null>(null);
  const turnOn = useToastMutation(useUpdateWebhookEndpoint(), {
    success: 'Endpoint turned on again',
    error: 'Failed to turn the endpoint on',
  });
  const add = () => dialogs.open({ kind: 'add' });
  const list = endpoints.data ?? [];

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Events are posted to your endpoints, signed as the Standard Webhooks specification says.
        </p>
        <Button onPress={add}>Add endpoint</Button>
      </div>
      {endpoints.isError ? (
        <Card>
          <CardContent>
            <LoadError message={WEBHOOKS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : !endpoints.data ? (
        <div role="status" aria-busy="true" aria-label="Loading webhook endpoints">
          <Skeleton shape="rect" height="96px" />
        </div>
      ) : list.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState
              title="No endpoints yet"
              hint="Add an endpoint to have contacts, forms, campaigns and workflows post their events to it."
              action={<Button onPress={add}>Add endpoint</Button>}
            />
          </CardContent>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Webhook endpoints">
          {list.map((endpoint) => {
            const panelId = `webhook-${endpoint.id}-details`;
            const isOpen = open === endpoint.id;
            return (
              <li key={endpoint.id} className={styles.item} aria-label={endpoint.url}>
                <div className={styles.itemHead}>
                  <h2 className={styles.url}>{endpoint.url}</h2>
                  <Badge tone={endpoint.enabled ? 'green' : 'red'}>
                    {endpoint.enabled ? 'Active' : 'Disabled'}
                  </Badge>
                </div>
                {endpoint.description && <p className={styles.detail}>{endpoint.description}</p>}
                <p className={styles.detail}>Events: {eventsSummary(endpoint.events)}</p>
                {!endpoint.enabled && (
                  <div className={styles.notice} role="note">
                    <span>{endpoint.disabledReason ?? 'Turned off'}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={turnOn.isPending}
                      onPress={() => turnOn.mutate({ id: endpoint.id, input: { enabled: true } })}
                    >
                      Turn on again
                    </Button>
                  </div>
                )}
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    onPress={() => setOpen(isOpen ? null : endpoint.id)}
                  >
                    {isOpen ? 'Hide details' : 'Show details'}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => dialogs.open({ kind: 'edit', endpoint })}
                  >
                    Edit
                  </Button>
                </div>
                {isOpen && <WebhookEndpointDetail endpoint={endpoint} id={panelId} />}
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === 'add' && <WebhookEndpointDialog key={dialogs.opened} {...dialogs.modal} />}
      {dialog?.kind === 'edit' && (
        <WebhookEndpointDialog key={dialogs.opened} {...dialogs.modal} endpoint={dialog.endpoint} />
      )}
    </div>
  );
}
