import type { Generated } from 'kysely';
import type { Bool, NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 032: an endpoint an owner's events are posted to (issue 33 §3). */
export interface WebhookEndpointsTable extends Owned {
  id: Generated<number>;
  url: string;
  description: string;
  /** JSON list of the event types it is subscribed to. */
  events: string;
  /** `whsec_` + base64 of 24 random bytes (Standard Webhooks form). */
  secret: string;
  /** The secret before the last rotation, still signed with until it expires. */
  previous_secret: string | null;
  previous_secret_expires_at: NullableTimestamp;
  enabled: Bool;
  /** Why it was turned off (by its owner, or after a day of failed deliveries). */
  disabled_reason: string | null;
  /** The first failure since its last success (null while deliveries succeed). */
  failing_since: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Migration 032: one event posted (or to be posted) to one endpoint: the delivery log. */
export interface WebhookDeliveriesTable extends Owned {
  id: Generated<number>;
  endpoint_id: number;
  /** `msg_...`: the `webhook-id` header, the same on every retry (receivers dedupe on it). */
  event_id: string;
  event_type: string;
  /** `contact:<id>`: one key's deliveries to one endpoint go one after another. */
  order_key: string | null;
  /** The exact JSON body posted and signed. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  response_code: number | null;
  response_ms: number | null;
  error: string | null;
  created_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
}
