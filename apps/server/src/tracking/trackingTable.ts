import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

export const TRACKING_EVENT_TYPES = ['open', 'click', 'unsubscribe', 'bounce'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/**
 * Every open, click, unsubscribe and bounce of a message, with its time (`email_events` until
 * migration 015). Written through the tracking repository, by the public tracking routes and by
 * the sending engine (a hard bounce); the analytics read it.
 */
export interface TrackingEventsTable extends Owned {
  id: Generated<number>;
  campaign_id: number | null;
  recipient_id: number | null;
  contact_id: number | null;
  type: TrackingEventType;
  url: string | null;
  created_at: Timestamp;
}
