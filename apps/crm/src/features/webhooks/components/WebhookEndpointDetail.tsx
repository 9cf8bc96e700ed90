import { useState } from 'react';
import {
  AlertDialog,
  Badge,
  type BadgeTone,
  Button,
  Cell,
  Column,
  Dialog,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
  visuallyHidden,
} from '@crm/ui';
import type { WebhookDelivery, WebhookEndpoint } from '@crm/api-client';
import {
  useDeleteWebhookEndpoint,
  useResendWebhookDelivery,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useWebhookDeliveries,
} from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { useDialogState } from '../../../hooks/useDialogState';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { eventLabel } from '../lib/webhookEvents';
import { WebhookSecret } from './WebhookSecret';
import * as styles from './WebhooksScreen.css';
import { orDash } from '../../../lib/orDash';

export const DELIVERIES_LOAD_ERROR = 'Error loading deliveries. Please try again.';

const statusLabels: Record<WebhookDelivery['status'], string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed',
};
const statusTones: Record<WebhookDelivery['status'], BadgeTone> = {
  queued: 'grey',
  delivered: 'green',
  failed: 'red',
};

type DetailDialog =
  | { kind: 'rotate' | 'delete' }
  | { kind: 'secret'; secret: string }
  | { kind: 'payload'; delivery: WebhookDelivery };

const response = (delivery: WebhookDelivery) =>
  delivery.responseCode !== null
    ? `${delivery.responseCode}${delivery.responseMs !== null ? ` in ${delivery.responseMs} ms` : ''}`
    : orDash(delivery.error);

/** Pretty-printed when it is JSON (it always is from this server), as sent otherwise. */
function prettyPayload(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export interface WebhookEndpointDetailProps {
  endpoint: WebhookEndpoint;
  /** The panel's id, for the button that shows it (`aria-controls`). */
  id: string;
}

/**
 * One endpoint's details, opened under its row: Send test event, Rotate secret (confirmed, the new
 * secret shown once), Delete (confirmed) and its delivery log newest first, a page at a time, each
 * delivery's payload viewable and resendable.
 */
export function WebhookEndpointDetail({ endpoint, id }: WebhookEndpointDetailProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const deliveries = useWebhookDeliveries(endpoint.id);
  const dialogs = useDialogState<DetailDialog>();
  const { dialog } = dialogs;
  const [resending, setResending] = useState<number | null>(null);
  const test = useToastMutation(useSendWebhookTest(), {
    success: 'Test event queued: it shows in the deliveries below',
    error: 'Failed to send test event',
  });
  const rotate = useToastMutation(useRotateWebhookSecret(), {
    success: 'Secret rotated: the old one keeps signing for 24 hours',
    error: 'Failed to rotate secret',
  });
  const remove = useToastMutation(useDeleteWebhookEndpoint(), {
    success: 'Endpoint deleted',
    error: 'Failed to delete endpoint',
  });
  const resend = useToastMutation(useResendWebhookDelivery(), {
    success: 'Delivery queued again',
    error: 'Failed to resend delivery',
  });
  const rows = deliveries.data?.rows ?? [];
  const headingId = `${id}-deliveries`;

  return (
    <div id={id} className={styles.panel}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={test.isPending}
          onPress={() => test.mutate(endpoint.id)}
        >
          Send test event
        </Button>
        <Button variant="secondary" onPress={() => dialogs.open({ kind: 'rotate' })}>
          Rotate secret
        </Button>
        <Button variant="destructive" onPress={() => dialogs.open({ kind: 'delete' })}>
          Delete
        </Button>
      </div>
      <h3 id={headingId} className={styles.panelHeading}>
        Deliveries
      </h3>
      {deliveries.isError ? (
        <LoadError message={DELIVERIES_LOAD_ERROR} />
      ) : (
        <Table key={isPhone ? 'phone' : 'desktop'} aria-labelledby={headingId}>
          {isPhone ? (
            <TableHeader>
              <Column id="event" isRowHeader>
                Event
              </Column>
              <Column id="actions" width={96}>
                <span className={visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          ) : (
            <TableHeader>
              <Column id="status">Status</Column>
              <Column id="event" isRowHeader>
                Event
              </Column>
              <Column id="response">Response</Column>
              <Column id="time">Time</Column>
              <Column id="attempts" width={96}>
                Attempts
              </Column>
              <Column id="actions" width={200}>
                <span className={visuallyHidden}>Actions</span>
              </Column>
            </TableHeader>
          )}
          <TableBody
            items={rows}
            isLoading={deliveries.data === undefined}
            dependencies={[isPhone, resending]}
            renderEmptyState={() => (
              <p className={styles.detail}>No deliveries yet. Send a test event to see one.</p>
            )}
          >
            {(delivery) => {
              const status = (
                <Badge tone={statusTones[delivery.status]}>{statusLabels[delivery.status]}</Badge>
              );
              const time = (
                <time dateTime={delivery.createdAt}>
                  {formatDate(delivery.createdAt, 'date-time')}
                </time>
              );
              const actions = (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`View payload of ${eventLabel(delivery.eventType)}, ${formatDate(delivery.createdAt, 'date-time')}`}
                    onPress={() => dialogs.open({ kind: 'payload', delivery })}
                  >
                    Payload
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Resend ${eventLabel(delivery.eventType)}, ${formatDate(delivery.createdAt, 'date-time')}`}
                    isDisabled={delivery.status === 'queued' || resending === delivery.id}
                    onPress={() => {
                      setResending(delivery.id);
                      resend.mutate(
                        { endpointId: endpoint.id, deliveryId: delivery.id },
                        { onSettled: () => setResending(null) },
                      );
                    }}
                  >
                    Resend
                  </Button>
                </div>
              );
              return isPhone ? (
                <Row id={delivery.id}>
                  <Cell>
                    <span className={screen.phoneName}>{eventLabel(delivery.eventType)}</span>
                    <span className={screen.phoneDetail}>{status}</span>
                    <span className={screen.phoneDetail}>
                      {response(delivery)} · {time} · {delivery.attempts} attempts
                    </span>
                  </Cell>
                  <Cell>{actions}</Cell>
                </Row>
              ) : (
                <Row id={delivery.id}>
                  <Cell>{status}</Cell>
                  <Cell>{eventLabel(delivery.eventType)}</Cell>
                  <Cell>{response(delivery)}</Cell>
                  <Cell>{time}</Cell>
                  <Cell>{delivery.attempts}</Cell>
                  <Cell>{actions}</Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}
      {deliveries.hasNextPage && deliveries.data && (
        <ShowMoreButton
          shown={rows.length}
          total={deliveries.data.total}
          isLoading={deliveries.isFetchingNextPage}
          onPress={() => void deliveries.fetchNextPage()}
        />
      )}
      {dialog?.kind === 'rotate' && (
        <AlertDialog
          {...dialogs.modal}
          title="Rotate this endpoint’s secret?"
          confirmLabel="Rotate secret"
          variant="primary"
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: ({ secret }) => dialogs.open({ kind: 'secret', secret }),
            })
          }
        >
          A new secret signs every delivery from now on. The old one keeps signing too for 24 hours,
          so your receiver can change over.
        </AlertDialog>
      )}
      {dialog?.kind === 'secret' && (
        <Modal {...dialogs.modal}>
          <Dialog
            title="New signing secret"
            footer={({ close }) => <Button onPress={close}>Done</Button>}
          >
            <WebhookSecret secret={dialog.secret} />
          </Dialog>
        </Modal>
      )}
      {dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Delete the endpoint ${endpoint.url}?`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(endpoint.id)}
        >
          This action cannot be undone. No more events are sent to it, and its delivery log is
          deleted with it.
        </AlertDialog>
      )}
      {dialog?.kind === 'payload' && (
        <Modal size="lg" {...dialogs.modal}>
          <Dialog
            title={`Payload of ${eventLabel(dialog.delivery.eventType)}`}
            description={`Event ${dialog.delivery.eventId}, ${formatDate(dialog.delivery.createdAt, 'date-time')}`}
          >
            <pre className={styles.payload}>{prettyPayload(dialog.delivery.payload)}</pre>
          </Dialog>
        </Modal>
      )}
    </div>
  );
}
