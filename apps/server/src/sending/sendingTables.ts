import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/schema';

type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

/** Statuses of a recipient row (the analytics read them). */
export const RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const EMAIL_EVENT_TYPES = ['open', 'click', 'unsubscribe', 'bounce'] as const;
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];

/** Migration 005: one row per recipient per send; the queue and the engagement record in one. */
export interface CampaignRecipientsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  contact_id: number | null;
  email: string;
  status: ColumnType<RecipientStatus, RecipientStatus | undefined, RecipientStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** The worker holding the row, and until when; an expired claim is free again. */
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  sent_at: NullableTimestamp;
  /** The SMTP answer of the last failed attempt. */
  error: string | null;
  message_id: string | null;
  first_opened_at: NullableTimestamp;
  open_count: Generated<number>;
  first_clicked_at: NullableTimestamp;
  click_count: Generated<number>;
  unsubscribed_at: NullableTimestamp;
  bounced_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface EmailEventsTable {
  id: Generated<number>;
  user_id: number;
  campaign_id: number | null;
  recipient_id: number | null;
  contact_id: number | null;
  type: EmailEventType;
  url: string | null;
  created_at: Timestamp;
}

/** A message kept instead of delivered (no SMTP_URL): its raw MIME, exactly as it would be sent. */
export interface OutboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  campaign_id: number | null;
  recipient_id: number | null;
  to_address: string;
  subject: string;
  message_id: string;
  raw: string;
  created_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

// The sending tables join the one Database type here, beside the code that owns them.
declare module '../db/schema' {
  interface Database {
    campaign_recipients: CampaignRecipientsTable;
    email_events: EmailEventsTable;
    outbox_messages: OutboxMessagesTable;
    server_secrets: ServerSecretsTable;
  }
}
