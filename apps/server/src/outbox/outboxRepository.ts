import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';

/** A message to keep: the raw MIME exactly as it would have gone to an SMTP server. */
export interface NewOutboxMessage {
  campaignId: number | null;
  recipientId: number | null;
  to: string;
  subject: string;
  messageId: string;
  raw: string;
}

export interface OutboxListItem {
  id: number;
  to: string;
  subject: string;
  messageId: string;
  campaignId: number | null;
  createdAt: string;
}

/**
 * The local outbox of one scope: the messages kept instead of delivered when no SMTP server is
 * configured (the sending engine stores them as it marks them sent), newest first.
 */
export function outboxRepository({ db }: Db, scope: Scope) {
  const owned = () => db.selectFrom('outbox_messages').where(OWNER, '=', scope.ownerId);
  return {
    async store(messages: NewOutboxMessage[], now: Date): Promise<void> {
      const createdAt = now.toISOString();
      // 8 values a row: 500 rows stay far below both databases' bound-parameter limits.
      for (let i = 0; i < messages.length; i += 500) {
        await db
          .insertInto('outbox_messages')
          .values(
            messages.slice(i, i + 500).map((m) => ({
              ...ownedBy(scope),
              campaign_id: m.campaignId,
              recipient_id: m.recipientId,
              to_address: m.to,
              subject: m.subject,
              message_id: m.messageId,
              raw: m.raw,
              created_at: createdAt,
            })),
          )
          .execute();
      }
    },
    /** An erasure: the kept messages to `emails` (lower case) go, their copies hold the person. */
    async removeTo(emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      await db
        .deleteFrom('outbox_messages')
        .where(OWNER, '=', scope.ownerId)
        .where('to_address', 'in', emails)
        .execute();
    },
    /** A page after `cursor` (the last id seen), and the cursor of the next page. */
    async page(
      limit: number,
      cursor: number | undefined,
    ): Promise<{ messages: OutboxListItem[]; nextCursor: string | null }> {
      let query = owned()
        .select(['id', 'to_address', 'subject', 'message_id', 'campaign_id', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (cursor !== undefined) query = query.where('id', '<', cursor);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return {
        messages: page.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          messageId: r.message_id,
          campaignId: r.campaign_id,
          createdAt: toIso(r.created_at),
        })),
        nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
      };
    },
    /** One message with its raw MIME. */
    async find(id: number): Promise<(OutboxListItem & { raw: string }) | undefined> {
      const row = await owned().selectAll().where('id', '=', id).executeTakeFirst();
      return (
        row && {
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          messageId: row.message_id,
          campaignId: row.campaign_id,
          createdAt: toIso(row.created_at),
          raw: row.raw,
        }
      );
    },
  };
}
