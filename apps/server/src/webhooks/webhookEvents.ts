import type { WebhookEventType } from '@crm/api-client';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { jobsRepository } from '../jobs/jobsRepository';
import { enqueueJob } from '../jobs/jobWorkers';
import { newWebhookEventId } from './webhookSignature';
import { webhooksRepository } from './webhooksRepository';

/** The job kind that posts one delivery (`webhooksJobs.ts`). */
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/** One event to post: its data, and the key its deliveries keep their order by (`contact:<id>`). */
export interface WebhookEventInput {
  data: unknown;
  orderKey?: string;
}

/** The order key of a contact's events: one contact's deliveries to an endpoint go in order. */
export const contactOrderKey = (contactId: number) => `contact:${contactId}`;

/**
 * THE way an event leaves the product: for each enabled endpoint of `scope` subscribed to `type`,
 * a delivery row and its job, written with `db` (pass the caller's transaction: the event is sent
 * only if what caused it commits). `events` is called only when some endpoint listens, so with no
 * endpoint an event costs one read of the (owner, enabled) index: the data is not even built.
 */
export async function emitWebhookEvents(
  db: Db,
  scope: Scope,
  type: WebhookEventType | 'webhook.test',
  events: () => Promise<readonly WebhookEventInput[]> | readonly WebhookEventInput[],
  only?: { endpointId: number },
): Promise<number[]> {
  const repo = webhooksRepository(db, scope);
  const endpoints = only ? [only.endpointId] : await repo.subscribedTo(type);
  if (endpoints.length === 0) return [];
  const list = await events();
  if (list.length === 0) return [];
  const now = new Date();
  const timestamp = now.toISOString();
  const rows = list.flatMap((event) => {
    const payload = JSON.stringify({ type, timestamp, data: event.data });
    return endpoints.map((endpointId) => ({
      endpointId,
      // One id per event and endpoint: each endpoint's receiver dedupes its own deliveries.
      eventId: newWebhookEventId(),
      eventType: type,
      orderKey: event.orderKey ?? null,
      payload,
      createdAt: timestamp,
    }));
  });
  const ids = await repo.addDeliveries(rows);
  for (const id of ids) await enqueueDelivery(db, scope, id);
  return ids;
}

/** `emitWebhookEvents` for one event. */
export function emitWebhookEvent(
  db: Db,
  scope: Scope,
  type: WebhookEventType,
  data: unknown | (() => Promise<unknown>),
  options: { orderKey?: string } = {},
): Promise<number[]> {
  return emitWebhookEvents(db, scope, type, async () => [
    {
      data: typeof data === 'function' ? await (data as () => Promise<unknown>)() : data,
      orderKey: options.orderKey,
    },
  ]);
}

/** The key of a delivery's first job: the delivery before it in order wakes it by this key. */
export const deliveryJobKey = (id: number) => `webhook:${id}`;

/** Queues the job that posts delivery `id`; a resend queues another (`resend` names it apart). */
export async function enqueueDelivery(
  db: Db,
  scope: Scope,
  id: number,
  resend?: string,
): Promise<void> {
  await enqueueJob(db, {
    kind: WEBHOOK_DELIVERY_JOB,
    scope,
    payload: { deliveryId: id },
    key: resend ? `${deliveryJobKey(id)}:resend:${resend}` : deliveryJobKey(id),
  });
}

/**
 * An endpoint is being deleted (call it in the delete's transaction, before the delete): the jobs
 * of its queued deliveries, first tries and resends alike, are cancelled, so none is left to post
 * (or to wait out a day of retries) for an endpoint that is gone. Matched by payload, which
 * `enqueueDelivery` writes the same for every job of a delivery.
 */
export async function cancelEndpointDeliveries(
  db: Db,
  scope: Scope,
  endpointId: number,
  now: Date,
): Promise<number> {
  return jobsRepository(db).cancelPayloads(
    scope,
    WEBHOOK_DELIVERY_JOB,
    webhooksRepository(db, scope).queuedJobPayloads(endpointId),
    'Not sent: the endpoint was deleted',
    now,
  );
}
