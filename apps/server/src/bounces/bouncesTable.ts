import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';
import type { BounceKind } from './classifyReport';

/** Where a report came in. */
export const BOUNCE_SOURCES = [
  'smtp',
  'imap',
  'ses',
  'postmark',
  'mailgun',
  'sendgrid',
  'brevo',
] as const;
export type BounceSource = (typeof BOUNCE_SOURCES)[number];

/**
 * Migration 017: one row per bounce or complaint of one message, owned by the message's owner.
 * Unique per recipient row and kind, so the same report twice (or the same bounce from a DSN and a
 * provider's webhook) is one row; a soft bounce that completes three in a row adds the hard row
 * beside it.
 */
export interface BouncesTable extends Owned {
  id: Generated<number>;
  recipient_id: number;
  campaign_id: number | null;
  contact_id: number | null;
  email: string;
  kind: ColumnType<BounceKind, BounceKind, never>;
  /** The enhanced status code (5.1.1), the provider's type, or the ARF feedback type. */
  status: string | null;
  reason: string;
  source: BounceSource;
  created_at: Timestamp;
}

/** Signed webhook posts already taken (provider, nonce): a replay inside the freshness window. */
export interface BouncesWebhookReplaysTable {
  provider: string;
  nonce: string;
  seen_at: Timestamp;
}

/** How far the IMAP reader got in a mailbox: UIDs above `last_uid` are new. */
export interface BouncesMailboxesTable {
  mailbox: string;
  uid_validity: string;
  last_uid: number;
  updated_at: Timestamp;
}
