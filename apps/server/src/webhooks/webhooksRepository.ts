import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointData,
  WebhookEndpointUpdateData,
} from '@crm/api-client';
import { sql, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { toIso, toIsoOrNull } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import type {
  WebhookDeliveryStatus,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './webhooksTable';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as string[],
    enabled: Boolean(row.enabled),
    disabledReason: row.disabled_reason,
    failingSince: toIsoOrNull(row.failing_since),
    createdAt: toIso(row.created_at),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: Number(row.attempts),
    responseCode: row.response_code,
    responseMs: row.response_ms,
    error: row.error,
    payload: row.payload,
    createdAt: toIso(row.created_at),
    lastAttemptAt: toIsoOrNull(row.last_attempt_at),
    deliveredAt: toIsoOrNull(row.delivered_at),
  };
}

/** A new delivery: one event for one endpoint. */
export interface NewDelivery {
  endpointId: number;
  eventId: string;
  eventType: string;
  orderKey: string | null;
  payload: string;
  createdAt: string;
}

/** The secrets a delivery is signed with now: the current one, and a rotated-out one until it expires. */
export function signingSecrets(row: EndpointRow, now: Date): string[] {
  const expires = row.previous_secret_expires_at;
  const previousValid =
    row.previous_secret !== null && expires !== null && new Date(expires).getTime() > now.getTime();
  return previousValid ? [row.secret, row.previous_secret!] : [row.secret];
}

/** Webhook endpoints and their delivery log (issue 33 §3); every query scoped to one owner. */
export function webhooksRepository(database: Db, scope: Scope) {
  const { db } = database;
  const endpoints = () =>
    db.selectFrom('webhook_endpoints').selectAll().where(OWNER, '=', scope.ownerId);
  const deliveries = () =>
    db.selectFrom('webhook_deliveries').selectAll().where(OWNER, '=', scope.ownerId);
  const insertDeliveries = async (rows: readonly NewDelivery[]) =>
    (
      await db
        .insertInto('webhook_deliveries')
        .values(
          rows.map((r) => ({
            ...ownedBy(scope),
            endpoint_id: r.endpointId,
            event_id: r.eventId,
            event_type: r.eventType,
            order_key: r.orderKey,
            payload: r.payload,
            status: 'queued' as const,
            response_code: null,
            response_ms: null,
            error: null,
            created_at: r.createdAt,
            last_attempt_at: null,
            delivered_at: null,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
  return {
    async list(): Promise<WebhookEndpoint[]> {
      return (await endpoints().orderBy('id').execute()).map(toEndpoint);
    },
    async find(id: number): Promise<WebhookEndpoint | undefined> {
      const row = await this.row(id);
      return row && toEndpoint(row);
    },
    /** The stored row, secrets included (the delivery job signs with them). */
    async row(id: number): Promise<EndpointRow | undefined> {
      return endpoints().where('id', '=', id).executeTakeFirst();
    },
    /**
     * The enabled endpoints subscribed to `type`: what an event reads first, on the (owner,
     * enabled) index, and all it reads when there are none.
     */
    async subscribedTo(type: string): Promise<number[]> {
      const rows = await db
        .selectFrom('webhook_endpoints')
        .select(['id', 'events'])
        .where(OWNER, '=', scope.ownerId)
        .where('enabled', '=', 1)
        .execute();
      return rows.filter((r) => (JSON.parse(r.events) as string[]).includes(type)).map((r) => r.id);
    },
    async create(input: WebhookEndpointData, secret: string, now: Date): Promise<WebhookEndpoint> {
      const at = now.toISOString();
      const row = await db
        .insertInto('webhook_endpoints')
        .values({
          ...ownedBy(scope),
          url: input.url,
          description: input.description,
          events: JSON.stringify(input.events),
          secret,
          previous_secret: null,
          previous_secret_expires_at: null,
          enabled: 1,
          disabled_reason: null,
          failing_since: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEndpoint(row);
    },
    /** Turning an endpoint back on clears its reason and its failing streak. */
    async update(
      id: number,
      input: WebhookEndpointUpdateData,
      now: Date,
    ): Promise<WebhookEndpoint | undefined> {
      const changes: Updateable<WebhookEndpointsTable> = { updated_at: now.toISOString() };
      if (input.url !== undefined) changes.url = input.url;
      if (input.description !== undefined) changes.description = input.description;
      if (input.events !== undefined) changes.events = JSON.stringify(input.events);
      if (input.enabled !== undefined) {
        changes.enabled = input.enabled ? 1 : 0;
        changes.disabled_reason = input.enabled ? null : 'Turned off';
        changes.failing_since = null;
      }
      const row = await db
        .updateTable('webhook_endpoints')
        .set(changes)
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEndpoint(row);
    },
    /** Deletes an endpoint: its URL, or undefined when there is none with this id. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('webhook_endpoints')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returning('url')
        .executeTakeFirst();
      return row?.url;
    },
    /** A new secret; the old one keeps signing (beside it) until `overlapUntil`. */
    async rotate(
      id: number,
      secret: string,
      now: Date,
      overlapUntil: Date,
    ): Promise<WebhookEndpoint | undefined> {
      const current = await this.row(id);
      if (!current) return undefined;
      const row = await db
        .updateTable('webhook_endpoints')
        .set({
          secret,
          previous_secret: current.secret,
          previous_secret_expires_at: overlapUntil.toISOString(),
          updated_at: now.toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEndpoint(row);
    },
    /** A delivery succeeded: the endpoint's failing streak ends. */
    async succeeded(id: number): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .where('failing_since', 'is not', null)
        .execute();
    },
    /** A delivery failed: the streak starts now unless it already runs. Returns its start. */
    async failed(id: number, now: Date): Promise<Date | undefined> {
      await db
        .updateTable('webhook_endpoints')
        .set({ failing_since: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .where('failing_since', 'is', null)
        .execute();
      const row = await this.row(id);
      return row?.failing_since ? new Date(row.failing_since) : undefined;
    },
    async disable(id: number, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: reason, updated_at: now.toISOString() })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .execute();
    },

    /** In slices of 500 rows: a workflow entered by a whole import stays within bind limits. */
    async addDeliveries(rows: readonly NewDelivery[]): Promise<number[]> {
      const ids: number[] = [];
      for (let from = 0; from < rows.length; from += 500)
        ids.push(...(await insertDeliveries(rows.slice(from, from + 500))));
      return ids;
    },
    async delivery(id: number): Promise<DeliveryRow | undefined> {
      return deliveries().where('id', '=', id).executeTakeFirst();
    },
    async findDelivery(endpointId: number, id: number): Promise<WebhookDelivery | undefined> {
      const row = await deliveries()
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toDelivery(row);
    },
    /** A page of an endpoint's log, newest first (ids grow with time). */
    async deliveriesPage(
      endpointId: number,
      limit: number,
      before: number | undefined,
    ): Promise<{ deliveries: WebhookDelivery[]; next: number | null; total: number }> {
      let query = deliveries().where('endpoint_id', '=', endpointId);
      if (before !== undefined) query = query.where('id', '<', before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const counted = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(OWNER, '=', scope.ownerId)
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      return {
        deliveries: page.map(toDelivery),
        next: rows.length > limit ? page.at(-1)!.id : null,
        total: Number(counted.n),
      };
    },
    /**
     * Whether an earlier delivery of the same order key to the same endpoint is still queued:
     * this one waits for it, so one contact's events arrive in the order they happened.
     */
    async earlierQueued(row: DeliveryRow): Promise<boolean> {
      if (row.order_key === null) return false;
      const earlier = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', row.endpoint_id)
        .where('order_key', '=', row.order_key)
        .where('status', '=', 'queued')
        .where('id', '<', row.id)
        .limit(1)
        .executeTakeFirst();
      return earlier !== undefined;
    },
    /**
     * An erasure: the logged deliveries of these contacts' events go (their payloads name them);
     * their queued jobs then find nothing to send.
     */
    async forgetContacts(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .deleteFrom('webhook_deliveries')
        .where(OWNER, '=', scope.ownerId)
        .where('order_key', 'in', keys)
        .execute();
    },
    /**
     * The payloads (JSON text) of the jobs of an endpoint's queued deliveries, as
     * `enqueueDelivery` writes them (`{"deliveryId":<id>}`), as a subquery: an ended delivery's
     * job sends nothing anyway.
     */
    queuedJobPayloads(endpointId: number): RawBuilder<unknown> {
      return sql`select '{"deliveryId":' || cast(id as text) || '}' from webhook_deliveries
        where ${sql.ref(OWNER)} = ${scope.ownerId} and endpoint_id = ${endpointId} and status = 'queued'`;
    },
    /** The next queued delivery of the same order key to the same endpoint (waiting for `row`). */
    async nextInOrder(row: DeliveryRow): Promise<number | undefined> {
      if (row.order_key === null) return undefined;
      const next = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', row.endpoint_id)
        .where('order_key', '=', row.order_key)
        .where('status', '=', 'queued')
        .where('id', '>', row.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return next?.id;
    },
    /** One attempt's outcome: the log's status, answer and time. */
    async recordAttempt(
      id: number,
      outcome: {
        status: WebhookDeliveryStatus;
        responseCode: number | null;
        responseMs: number | null;
        error: string | null;
      },
      now: Date,
    ): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: outcome.status,
          attempts: eb('attempts', '+', 1),
          response_code: outcome.responseCode,
          response_ms: outcome.responseMs,
          error: outcome.error,
          last_attempt_at: at,
          delivered_at: outcome.status === 'delivered' ? at : null,
        }))
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .execute();
    },
    /** Ends a delivery without an attempt (its endpoint was turned off). */
    async giveUp(id: number, error: string): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', error })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .execute();
    },
    /** "Resend": queued again (same event id, so a receiver that took it once can tell). */
    async requeue(id: number): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'queued', error: null })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .execute();
    },
  };
}
