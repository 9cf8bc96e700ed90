import { sql } from 'kysely';
import { contactsRepository } from '../contacts/contactsRepository';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { toIso } from '../db/columnTypes';
import { inTransaction, type Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { contactOrderKey, emitWebhookEvent } from '../webhooks/webhookEvents';
import { sqlTimestamp } from '../db/sqlTimestamp';
import { trackingRepository } from '../tracking/trackingRepository';
import { fireWorkflowTrigger } from '../workflows/workflowTriggers';
import type { BounceSource } from './bouncesTable';
import type { BounceVerdict } from './classifyReport';

/** A message we sent, as a report names it. */
export interface SentMessage {
  recipientId: number;
  /** Whose message it is: the scope its bounce is applied in. */
  ownerId: number;
  campaignId: number;
  contactId: number | null;
  email: string;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/** Soft bounces in a row (the address's latest messages) that count as a hard bounce. */
export const SOFT_BOUNCES_AS_HARD = 3;

/**
 * What reports need before they know whose message they are about. Reports arrive from outside
 * with no session, so the message a report names is found across owners (by the recipient row the
 * VERP token signed, or the Message-ID), as tracking's signed links are; the webhook nonces and
 * the IMAP reader's place are tables no owner holds. The bounce itself is applied by
 * `bouncesRepository(db, ownerScope(message.ownerId))`.
 */
export function bounceReportsRepository({ db, dialect }: Db) {
  const sentMessages = () =>
    db
      .selectFrom('campaign_recipients')
      .select([
        'id as recipientId',
        `${OWNER} as ownerId`,
        'campaign_id as campaignId',
        'contact_id as contactId',
        'email',
      ])
      // Only a message that left can come back; a queued or cancelled row cannot bounce.
      .where('sent_at', 'is not', null);

  return {
    /** The sent message a verified VERP token names. */
    findByRecipientId: (recipientId: number): Promise<SentMessage | undefined> =>
      sentMessages().where('id', '=', recipientId).executeTakeFirst(),

    /** The sent message with this Message-ID (angle brackets included, as stored). */
    findByMessageId: (messageId: string): Promise<SentMessage | undefined> =>
      sentMessages().where('message_id', '=', messageId).executeTakeFirst(),

    /** Remembers a signed webhook post's nonce; false when it was seen already (a replay). */
    async firstSight(provider: string, nonce: string, keepMs: number): Promise<boolean> {
      const now = new Date();
      const cutoff = new Date(now.getTime() - keepMs).toISOString();
      await db
        .deleteFrom('bounces_webhook_replays')
        .where('provider', '=', provider)
        .where('seen_at', '<', sqlTimestamp(dialect, cutoff))
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
      const updated_at = new Date().toISOString();
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

/**
 * One owner's bounces and complaints: applying a report about one of their messages, and their
 * rates for bulk-sender readiness. Contacts change only through the contacts repository's status
 * setter, a hard bounce is marked by tracking's `bounce` (the same marking the engine's refused
 * deliveries get) and a complaint by tracking's `unsubscribe` (what the message's link does).
 */
export function bouncesRepository(database: Db, scope: Scope) {
  const { db, dialect } = database;

  /** Inserts the bounce row unless one of this kind exists for the message; true when inserted. */
  async function record(
    trx: Db,
    message: SentMessage,
    verdict: Pick<BounceVerdict, 'kind' | 'status' | 'reason'>,
    source: BounceSource,
    now: Date,
  ): Promise<boolean> {
    const inserted = await trx.db
      .insertInto('bounces')
      .values({
        ...ownedBy(scope),
        recipient_id: message.recipientId,
        campaign_id: message.campaignId,
        contact_id: message.contactId,
        email: message.email,
        kind: verdict.kind,
        status: verdict.status ?? null,
        reason: verdict.reason,
        source,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['recipient_id', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The message and its contact bounced, and every contact of the owner at its address. */
  async function applyHard(trx: Db, message: SentMessage, now: Date) {
    await trackingRepository(trx).bounce(scope, message, now);
    await contactsRepository(trx, scope).markAddressBounced(message.email);
  }

  /**
   * True when the contact's latest SOFT_BOUNCES_AS_HARD sent messages all bounced: a message sent
   * after the streak and not (yet) bounced breaks it.
   */
  async function softStreakComplete(trx: Db, contactId: number): Promise<boolean> {
    const latest = await trx.db
      .selectFrom('campaign_recipients as r')
      .leftJoin('bounces as b', (join) =>
        // A complaint says the message arrived: it breaks a streak of bounces.
        join.onRef('b.recipient_id', '=', 'r.id').on('b.kind', '!=', 'complaint'),
      )
      .select(['r.id', sql<number>`count(b.id)`.as('bounces')])
      .where(`r.${OWNER}`, '=', scope.ownerId)
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
    /**
     * An erasure: the bounces and complaints at `emails` (lower case) stay counted in their
     * campaign's figures, without the address or the report's text, which often quotes it.
     */
    async forgetAddresses(emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      await database.db
        .updateTable('bounces')
        .set({ email: '', reason: '', contact_id: null })
        .where(OWNER, '=', scope.ownerId)
        .where('email', 'in', emails)
        .execute();
    },

    /**
     * Applies a verdict once: a hard bounce marks the message and contact bounced; a soft bounce
     * is recorded, and the third in a row acts as a hard one; a complaint unsubscribes the contact
     * (as their unsubscribe link would). Every contact at the address follows. The same report
     * again, by any route, finds its row and changes nothing.
     */
    async apply(
      message: SentMessage,
      verdict: BounceVerdict,
      source: BounceSource,
    ): Promise<ApplyOutcome> {
      if (message.ownerId !== scope.ownerId) throw new Error('A bounce applied in another scope');
      const now = new Date();
      return inTransaction(database, async (trx) => {
        // The bounce row is what marks the report as taken: written first, it also holds off a
        // second copy of the same report arriving at once (it waits on the unique key).
        if (!(await record(trx, message, verdict, source, now))) return 'duplicate';
        if (verdict.kind === 'complaint') {
          // Listed before the unsubscribe it causes, so the list keeps "complaint" as the reason.
          await suppressionsRepository(trx, scope).add([message.email], 'complaint', now);
          // A complaint names no browser: its consent record has no address or user agent.
          await trackingRepository(trx).unsubscribe(message.recipientId, now, {
            ip: null,
            userAgent: null,
          });
          const ended = await contactsRepository(trx, scope).markAddressUnsubscribed(message.email);
          await emitWebhookEvent(
            trx,
            scope,
            'contact.complained',
            {
              email: message.email,
              contactId: message.contactId,
              campaignId: message.campaignId,
              feedbackType: verdict.status ?? null,
            },
            message.contactId === null ? {} : { orderKey: contactOrderKey(message.contactId) },
          );
          await fireWorkflowTrigger(
            trx,
            scope,
            { trigger: 'subscription_ended' },
            { ids: ended },
            now,
          );
        } else if (verdict.kind === 'hard') {
          await applyHard(trx, message, now);
        } else if (
          message.contactId !== null &&
          (await softStreakComplete(trx, message.contactId))
        ) {
          const reason = `${SOFT_BOUNCES_AS_HARD} soft bounces in a row; last: ${verdict.reason}`;
          await record(trx, message, { ...verdict, kind: 'hard', reason }, source, now);
          await applyHard(trx, message, now);
        }
        return 'applied';
      });
    },

    /**
     * One campaign's or contact's bounces and complaints, newest first, after `cursor` (the last id
     * seen), with how many match and how many of each kind. A campaign of 100,000 recipients can
     * have thousands: the screen reads the latest page and more on request.
     */
    async page(
      filter: { campaignId: number } | { contactId: number },
      limit: number,
      cursor: number | undefined,
    ) {
      const matching = () => {
        const query = db.selectFrom('bounces as b').where(`b.${OWNER}`, '=', scope.ownerId);
        return 'campaignId' in filter
          ? query.where('b.campaign_id', '=', filter.campaignId)
          : query.where('b.contact_id', '=', filter.contactId);
      };
      let rowsQuery = matching()
        .leftJoin('campaigns as c', 'c.id', 'b.campaign_id')
        .select([
          'b.id',
          'b.campaign_id',
          'c.name as campaign_name',
          'b.contact_id',
          'b.email',
          'b.kind',
          'b.status',
          'b.reason',
          'b.created_at',
        ])
        .orderBy('b.id', 'desc')
        .limit(limit + 1);
      if (cursor !== undefined) rowsQuery = rowsQuery.where('b.id', '<', cursor);
      const [rows, kinds] = await Promise.all([
        rowsQuery.execute(),
        matching()
          .select(['b.kind', sql<number>`count(*)`.as('n')])
          .groupBy('b.kind')
          .execute(),
      ]);
      const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
      const counts = { hard: count('hard'), soft: count('soft'), complaint: count('complaint') };
      const shown = rows.slice(0, limit);
      return {
        bounces: shown.map((r) => ({
          id: r.id,
          campaignId: r.campaign_id,
          campaignName: r.campaign_name ?? null,
          contactId: r.contact_id,
          email: r.email,
          kind: r.kind,
          status: r.status,
          reason: r.reason,
          createdAt: toIso(r.created_at),
        })),
        nextCursor: rows.length > limit ? String(shown.at(-1)!.id) : null,
        total: counts.hard + counts.soft + counts.complaint,
        counts,
      };
    },

    /**
     * Messages sent, bounces by kind and complaints from a time (bulk-sender readiness, the
     * analytics' window), up to a time when given (exclusive).
     */
    async rates(since: Date, until?: Date) {
      const from = sqlTimestamp(dialect, since.toISOString());
      const to = until ? sqlTimestamp(dialect, until.toISOString()) : undefined;
      let sentQuery = db
        .selectFrom('campaign_recipients')
        .select(sql<number>`count(*)`.as('n'))
        .where(OWNER, '=', scope.ownerId)
        .where('sent_at', '>=', from);
      if (to) sentQuery = sentQuery.where('sent_at', '<', to);
      const sent = await sentQuery.executeTakeFirstOrThrow();
      let kindsQuery = db
        .selectFrom('bounces')
        .select(['kind', sql<number>`count(*)`.as('n')])
        .where(OWNER, '=', scope.ownerId)
        .where('created_at', '>=', from);
      if (to) kindsQuery = kindsQuery.where('created_at', '<', to);
      const kinds = await kindsQuery.groupBy('kind').execute();
      const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
      return {
        sent: Number(sent.n),
        hardBounces: count('hard'),
        softBounces: count('soft'),
        complaints: count('complaint'),
      };
    },
  };
}
