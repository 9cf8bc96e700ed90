import { sql, type Kysely, type Transaction } from 'kysely';
import type { SqlDialect } from '../db/createDatabase';
import type { Database } from '../db/schema';
import '../sending/sendingTables';
import { unsubscribeRecipient } from '../tracking/unsubscribeRecipient';
import './bouncesTable';
import type { BounceSource } from './bouncesTable';
import type { BounceVerdict } from './classifyReport';

/** A message we sent, as a report names it. */
export interface SentMessage {
  recipientId: number;
  userId: number;
  campaignId: number;
  contactId: number | null;
  email: string;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/** Soft bounces in a row (the address's latest messages) that count as a hard bounce. */
export const SOFT_BOUNCES_AS_HARD = 3;

const nowIso = () => new Date().toISOString();

/**
 * Keeps an address from being mailed again. Today: every contact of the account with that address
 * is marked `bounced` or `unsubscribed` (an unsubscribed contact stays so). The suppression list
 * (another issue) replaces this one function with a per-account list entry; its callers stay.
 */
export async function suppressAddress(
  db: Kysely<Database>,
  entry: { userId: number; email: string; reason: 'bounced' | 'complained' },
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ status: entry.reason === 'bounced' ? 'bounced' : 'unsubscribed' })
    .where('user_id', '=', entry.userId)
    .where(sql`lower(email)`, '=', entry.email.toLowerCase())
    .where('status', '!=', 'unsubscribed')
    .execute();
}

/**
 * Bounces and complaints. Reports arrive from outside with no session, so the message they name is
 * found across accounts (by the recipient row the VERP token signed, or the Message-ID); everything
 * after that is scoped to that row's account.
 */
export function bouncesRepository({ db, dialect }: { db: Kysely<Database>; dialect: SqlDialect }) {
  const sentMessages = () =>
    db
      .selectFrom('campaign_recipients')
      .select([
        'id as recipientId',
        'user_id as userId',
        'campaign_id as campaignId',
        'contact_id as contactId',
        'email',
      ])
      // Only a message that left can come back; a queued or cancelled row cannot bounce.
      .where('sent_at', 'is not', null);

  /** Marks the message bounced, the contact `bounced`, records the event; once per message. */
  async function applyHard(trx: Transaction<Database>, message: SentMessage, now: string) {
    await trx
      .updateTable('campaign_recipients')
      .set({ bounced_at: now })
      .where('id', '=', message.recipientId)
      .where('bounced_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_events')
      .values({
        user_id: message.userId,
        campaign_id: message.campaignId,
        recipient_id: message.recipientId,
        contact_id: message.contactId,
        type: 'bounce',
        url: null,
        created_at: now,
      })
      .execute();
    if (message.contactId !== null)
      await trx
        .updateTable('contacts')
        .set({ status: 'bounced' })
        .where('id', '=', message.contactId)
        .where('user_id', '=', message.userId)
        .where('status', '!=', 'unsubscribed')
        .execute();
    await suppressAddress(trx, { userId: message.userId, email: message.email, reason: 'bounced' });
  }

  /** Inserts the bounce row unless one of this kind exists for the message; true when inserted. */
  async function record(
    trx: Kysely<Database>,
    message: SentMessage,
    verdict: Pick<BounceVerdict, 'kind' | 'status' | 'reason'>,
    source: BounceSource,
    now: string,
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('bounces')
      .values({
        user_id: message.userId,
        recipient_id: message.recipientId,
        campaign_id: message.campaignId,
        contact_id: message.contactId,
        email: message.email,
        kind: verdict.kind,
        status: verdict.status ?? null,
        reason: verdict.reason,
        source,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['recipient_id', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * True when the contact's latest SOFT_BOUNCES_AS_HARD sent messages all bounced: a message sent
   * after the streak and not (yet) bounced breaks it.
   */
  async function softStreakComplete(trx: Kysely<Database>, contactId: number): Promise<boolean> {
    const latest = await trx
      .selectFrom('campaign_recipients as r')
      .leftJoin('bounces as b', (join) =>
        // A complaint says the message arrived: it breaks a streak of bounces.
        join.onRef('b.recipient_id', '=', 'r.id').on('b.kind', '!=', 'complaint'),
      )
      .select(['r.id', sql<number>`count(b.id)`.as('bounces')])
      .where('r.contact_id', '=', contactId)
      .where('r.sent_at', 'is not', null)
      .groupBy(['r.id', 'r.sent_at'])
      .orderBy('r.sent_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(SOFT_BOUNCES_AS_HARD)
      .execute();
    return latest.length === SOFT_BOUNCES_AS_HARD && latest.every((r) => Number(r.bounces) > 0);
  }

  return {
    /** The sent message a verified VERP token names. */
    findByRecipientId: (recipientId: number): Promise<SentMessage | undefined> =>
      sentMessages().where('id', '=', recipientId).executeTakeFirst(),

    /** The sent message with this Message-ID (angle brackets included, as stored). */
    findByMessageId: (messageId: string): Promise<SentMessage | undefined> =>
      sentMessages().where('message_id', '=', messageId).executeTakeFirst(),

    /**
     * Applies a verdict once: a hard bounce marks the message and contact bounced and suppresses
     * the address; a soft bounce is recorded, and the third in a row acts as a hard one; a complaint
     * unsubscribes the contact (as their unsubscribe link would) and suppresses the address. The
     * same report again, by any route, finds its row and changes nothing.
     */
    async apply(
      message: SentMessage,
      verdict: BounceVerdict,
      source: BounceSource,
    ): Promise<ApplyOutcome> {
      const now = nowIso();
      if (verdict.kind === 'complaint') {
        // Unsubscribing is idempotent and runs its own transaction; the complaint row, written
        // last, is what marks the report as taken.
        await unsubscribeRecipient(db, message.recipientId);
        return db.transaction().execute(async (trx) => {
          if (!(await record(trx, message, verdict, source, now))) return 'duplicate';
          await suppressAddress(trx, {
            userId: message.userId,
            email: message.email,
            reason: 'complained',
          });
          return 'applied';
        });
      }
      return db.transaction().execute(async (trx) => {
        if (!(await record(trx, message, verdict, source, now))) return 'duplicate';
        if (verdict.kind === 'hard') {
          await applyHard(trx, message, now);
          return 'applied';
        }
        if (message.contactId !== null && (await softStreakComplete(trx, message.contactId))) {
          const reason = `${SOFT_BOUNCES_AS_HARD} soft bounces in a row; last: ${verdict.reason}`;
          await record(trx, message, { ...verdict, kind: 'hard', reason }, source, now);
          await applyHard(trx, message, now);
        }
        return 'applied';
      });
    },

    /** Sent messages, bounces by kind and complaints of one account since a time (readiness). */
    async rates(ownerId: number, since: Date) {
      const userId = ownerId;
      const from =
        dialect === 'postgres'
          ? sql<string>`cast(${since.toISOString()} as timestamptz)`
          : sql<string>`${since.toISOString()}`;
      const sent = await db
        .selectFrom('campaign_recipients')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('sent_at', '>=', from)
        .executeTakeFirstOrThrow();
      const kinds = await db
        .selectFrom('bounces')
        .select(['kind', sql<number>`count(*)`.as('n')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', from)
        .groupBy('kind')
        .execute();
      const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
      return {
        sent: Number(sent.n),
        hardBounces: count('hard'),
        softBounces: count('soft'),
        complaints: count('complaint'),
      };
    },

    /** Remembers a signed webhook post's nonce; false when it was seen already (a replay). */
    async firstSight(provider: string, nonce: string, keepMs: number): Promise<boolean> {
      const now = new Date();
      const cutoff = new Date(now.getTime() - keepMs).toISOString();
      await db
        .deleteFrom('bounces_webhook_replays')
        .where('provider', '=', provider)
        .where(
          'seen_at',
          '<',
          dialect === 'postgres'
            ? sql<string>`cast(${cutoff} as timestamptz)`
            : sql<string>`${cutoff}`,
        )
        .execute();
      const inserted = await db
        .insertInto('bounces_webhook_replays')
        .values({ provider, nonce: nonce.slice(0, 500), seen_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['provider', 'nonce']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async forgetSight(provider: string, nonce: string) {
      await db
        .deleteFrom('bounces_webhook_replays')
        .where('provider', '=', provider)
        .where('nonce', '=', nonce.slice(0, 500))
        .execute();
    },

    /** Where the IMAP reader stopped in a mailbox (undefined before its first pass). */
    mailboxPosition: (mailbox: string) =>
      db
        .selectFrom('bounces_mailboxes')
        .select(['uid_validity as uidValidity', 'last_uid as lastUid'])
        .where('mailbox', '=', mailbox)
        .executeTakeFirst(),

    async saveMailboxPosition(mailbox: string, uidValidity: string, lastUid: number) {
      const updated_at = nowIso();
      await db
        .insertInto('bounces_mailboxes')
        .values({ mailbox, uid_validity: uidValidity, last_uid: lastUid, updated_at })
        .onConflict((oc) =>
          oc
            .column('mailbox')
            .doUpdateSet({ uid_validity: uidValidity, last_uid: lastUid, updated_at }),
        )
        .execute();
    },
  };
}

export type BouncesRepository = ReturnType<typeof bouncesRepository>;
