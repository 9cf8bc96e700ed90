import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

export interface CampaignsTable extends Owned {
  id: Generated<number>;
  name: string;
  subject: string;
  content: string;
  status: string;
  scheduled_at: ColumnType<Date | string | null, string | null, string | null>;
  sent_count: Generated<number>;
  open_count: Generated<number>;
  click_count: Generated<number>;
  created_at: Timestamp;
  /** The builder's design as JSON (migration 009); null for HTML-only campaigns. */
  design: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its segments and tags as JSON (migration 041); null for the added contacts only. */
  audience: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who its send left out and why, as JSON, counted at the start (migration 041). */
  left_out: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its A/B test's settings as JSON (migration 042); null without a test. */
  ab_test: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the test's winner is due: the send's start plus the wait. */
  ab_decide_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The winning variant (1-3), when it was chosen, how (`auto`, `manual`) and why. */
  ab_winner: ColumnType<number | null, number | null | undefined, number | null>;
  ab_chosen_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  ab_chosen_how: ColumnType<string | null, string | null | undefined, string | null>;
  ab_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The contacts added to a campaign (its audience before sending). */
export interface CampaignContactsTable {
  campaign_id: number;
  contact_id: number;
  created_at: Timestamp;
}

/** Statuses of a recipient row (the analytics read them). */
/** `held`: the rest of an A/B test's audience, queued when its winner is chosen. */
export const RECIPIENT_STATUSES = ['queued', 'held', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/**
 * Migration 005: one row per recipient per send, written when the send starts. It is the campaign's
 * record of who got what (progress, engagement, analytics) and the sending engine's queue: the
 * engine claims, renews and marks these rows through `sending/sendingQueue.ts`, the one place
 * outside this area that writes them.
 */
export interface CampaignRecipientsTable extends Owned {
  id: Generated<number>;
  campaign_id: number;
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
  /** The A/B variant (1-3) of a test row (migration 042); null otherwise. */
  variant: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Addresses an account confirmed (by a link sent to them) for test sends, beside its sign-in one. */
export interface CampaignTestAddressesTable extends Owned {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** SHA-256 of the confirmation link's token. */
  token_hash: string;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}
