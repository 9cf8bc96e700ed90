import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** A message kept instead of delivered (no SMTP_URL): its raw MIME, exactly as it would be sent. */
export interface OutboxMessagesTable extends Owned {
  id: Generated<number>;
  campaign_id: number | null;
  recipient_id: number | null;
  to_address: string;
  subject: string;
  message_id: string;
  raw: string;
  created_at: Timestamp;
}
