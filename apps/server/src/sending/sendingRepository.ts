import type { AbTestSettings } from '@crm/api-client';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../db/Db';
import { OWNER, ownerScope } from '../db/scope';
import { sqlTimestamp } from '../db/sqlTimestamp';
import { outboxRepository, type NewOutboxMessage } from '../outbox/outboxRepository';
import { trackingRepository } from '../tracking/trackingRepository';
import type { Group } from '../jobs/workerPool';
import { sendingDailyCounts } from './queries/sendingDailyCounts';
import { emitWebhookEvent } from '../webhooks/webhookEvents';

/** A recipient row as a worker claims it. */
export interface ClaimedRow {
  id: number;
  campaign_id: number;
  user_id: number;
  contact_id: number | null;
  email: string;
  attempts: number;
  message_id: string;
  /** The A/B variant its mail carries (1-3): the row's own, or the winner's for the rest; else null. */
  variant: number | null;
}

/** A campaign being sent: a group of the sending queue (one account's campaigns take turns). */
export interface SendingCampaign extends Group {
  ownerId: number;
  /** The campaign's id. */
  key: number;
  subject: string;
  content: string;
  /** An A/B test's variants (variant 1 first), a variant without content taking the campaign's. */
  variants: { subject: string; content: string }[] | null;
}

export interface Failure {
  id: number;
  contactId: number | null;
  ownerId: number;
  campaignId: number;
  attempts: number;
  error: string;
  transient: boolean;
  hardBounce: boolean;
}

/**
 * The sending engine's interface to the database: its queue is the campaigns area's recipient rows
 * (campaigns/campaignsTable.ts), claimed, renewed and marked here and nowhere else. Not scoped:
 * the engine serves every owner, each row carrying its own.
 */
export function sendingRepository(database: Db) {
  const { db, dialect } = database;
  const at = (date: Date) => sqlTimestamp(dialect, date.toISOString());

  return {
    /** The campaigns with a send in progress, oldest first: the groups workers take turns over. */
    async sendingCampaigns(): Promise<SendingCampaign[]> {
      const rows = await db
        .selectFrom('campaigns')
        .select(['id', OWNER, 'subject', 'content', 'ab_test'])
        .where('status', '=', 'sending')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        ownerId: r[OWNER],
        key: r.id,
        subject: r.subject,
        content: r.content,
        variants: r.ab_test
          ? (JSON.parse(r.ab_test) as AbTestSettings).variants.map((variant) => ({
              subject: variant.subject,
              content: variant.content ?? r.content,
            }))
          : null,
      }));
    },

    /**
     * Claims up to `limit` due rows of one campaign for `workerId` until `leaseUntil`. On PostgreSQL
     * the inner SELECT takes row locks with SKIP LOCKED, so concurrent workers in several processes
     * get disjoint batches without waiting on each other; SQLite runs one writer at a time anyway.
     * The attempt counter and this attempt's unique Message-ID are set in the same statement.
     */
    async claim(options: {
      campaignId: number;
      workerId: string;
      limit: number;
      now: Date;
      leaseUntil: Date;
      /** Makes Message-IDs unique across installations sharing a domain. */
      messageIdTag: string;
      domain: string;
    }): Promise<ClaimedRow[]> {
      const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const now = at(options.now);
      const { rows } = await sql<ClaimedRow>`
        update campaign_recipients
        set claimed_by = ${options.workerId}, claimed_until = ${at(options.leaseUntil)},
          attempts = attempts + 1,
          message_id = '<c' || campaign_id || '.r' || id || '.a' || (attempts + 1) || '.'
            || ${options.messageIdTag} || '@' || ${options.domain} || '>'
        where id in (
          select id from campaign_recipients
          where campaign_id = ${options.campaignId} and status = 'queued'
            and next_attempt_at <= ${now}
            and (claimed_until is null or claimed_until < ${now})
          order by next_attempt_at, id limit ${options.limit} ${lock}
        )
        returning id, campaign_id, ${sql.ref(OWNER)}, contact_id, email, attempts, message_id,
          coalesce(variant, (select c.ab_winner from campaigns c where c.id = campaign_recipients.campaign_id)) as variant`.execute(
        db,
      );
      return rows.map((r) => ({
        ...r,
        attempts: Number(r.attempts),
        variant: r.variant === null ? null : Number(r.variant),
      }));
    },

    /** An owner's messages taken per day while its domain warms up (sending/warmup.ts). */
    dailyCounts: (ownerId: number) => sendingDailyCounts(database, ownerId),

    /**
     * The campaign's due rows that no worker holds wait until `until` (an owner's warm-up cap for
     * the day is used): they stay queued, and the campaign is not due again before then.
     */
    async deferDue(campaignId: number, until: Date, now: Date): Promise<void> {
      await sql`update campaign_recipients set next_attempt_at = ${at(until)}
        where campaign_id = ${campaignId} and status = 'queued'
          and next_attempt_at < ${at(until)}
          and (claimed_until is null or claimed_until < ${at(now)})`.execute(db);
    },

    /** Keeps a slow batch's claim alive so no other worker takes it over. */
    async renew(workerId: string, ids: number[], leaseUntil: Date): Promise<void> {
      if (ids.length === 0) return;
      if (dialect === 'postgres') {
        // Rows locked right now are being marked: they need no renewal, and waiting for them while
        // holding others deadlocked with the marking statement (PostgreSQL 40P01 in the send bench).
        await sql`update campaign_recipients set claimed_until = ${at(leaseUntil)}
          where id in (
            select id from campaign_recipients
            where id = any(${ids}::int[]) and claimed_by = ${workerId} and status = 'queued'
            for update skip locked
          )`.execute(db);
        return;
      }
      await db
        .updateTable('campaign_recipients')
        .set({ claimed_until: at(leaseUntil) })
        .where('id', 'in', ids)
        .where('claimed_by', '=', workerId)
        .where('status', '=', 'queued')
        .execute();
    },

    /** Hands rows claimed but never sent back to the queue, this attempt uncounted. */
    async release(workerId: string, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('campaign_recipients')
        .set((eb) => ({
          claimed_by: null,
          claimed_until: null,
          attempts: eb('attempts', '-', 1),
        }))
        .where('id', 'in', ids)
        .where('claimed_by', '=', workerId)
        .where('status', '=', 'queued')
        .execute();
    },

    /** SQLite has exactly one sending process: at its start, every claim is a dead process's. */
    async releaseAll(): Promise<void> {
      await db
        .updateTable('campaign_recipients')
        .set({ claimed_by: null, claimed_until: null })
        .where('status', '=', 'queued')
        .where('claimed_until', 'is not', null)
        .execute();
    },

    /**
     * Marks accepted rows sent and counts them on the campaign, in one transaction with the outbox
     * copies when there are any: in outbox mode a message is stored exactly when its row is marked.
     */
    async markSent(
      campaign: { ownerId: number; id: number },
      ids: number[],
      outbox: NewOutboxMessage[],
      now: Date,
    ): Promise<void> {
      if (ids.length === 0) return;
      if (dialect === 'postgres' && outbox.length === 0) {
        // One statement, so one round trip: marks are on the hot path of every batch (with BEGIN,
        // two UPDATEs and COMMIT a PostgreSQL send ran at about half of nodemailer's own rate).
        await sql`with marked as (
            update campaign_recipients
            set status = 'sent', sent_at = ${at(now)}, error = null,
              claimed_by = null, claimed_until = null
            where id = any(${ids}::int[])
            returning 1
          )
          update campaigns set sent_count = sent_count + (select count(*) from marked)
          where id = ${campaign.id}`.execute(db);
        return;
      }
      const nowIso = now.toISOString();
      await inTransaction(database, async (trx) => {
        if (outbox.length > 0)
          await outboxRepository(trx, ownerScope(campaign.ownerId)).store(outbox, now);
        await trx.db
          .updateTable('campaign_recipients')
          .set({
            status: 'sent',
            sent_at: nowIso,
            error: null,
            claimed_by: null,
            claimed_until: null,
          })
          .where('id', 'in', ids)
          .execute();
        await trx.db
          .updateTable('campaigns')
          .set((eb) => ({ sent_count: eb('sent_count', '+', ids.length) }))
          .where('id', '=', campaign.id)
          .execute();
      });
    },

    /**
     * A transient failure goes back in the queue after its backoff while tries remain; anything
     * else fails the row. A hard bounce also marks the contact `bounced` (unless they unsubscribed)
     * and records a bounce event, so later campaigns skip the address.
     */
    async markFailed(
      failures: Failure[],
      retryDelaysMs: readonly number[],
      now: Date,
    ): Promise<void> {
      if (failures.length === 0) return;
      await inTransaction(database, async (trx) => {
        for (const f of failures) {
          const delay = f.transient ? retryDelaysMs[f.attempts - 1] : undefined;
          if (delay !== undefined) {
            await trx.db
              .updateTable('campaign_recipients')
              .set({
                error: f.error,
                next_attempt_at: at(new Date(now.getTime() + delay)),
                claimed_by: null,
                claimed_until: null,
              })
              .where('id', '=', f.id)
              .execute();
            continue;
          }
          await trx.db
            .updateTable('campaign_recipients')
            .set({
              status: 'failed',
              error: f.error,
              claimed_by: null,
              claimed_until: null,
            })
            .where('id', '=', f.id)
            .execute();
          if (f.hardBounce)
            await trackingRepository(trx).bounce(
              ownerScope(f.ownerId),
              { recipientId: f.id, campaignId: f.campaignId, contactId: f.contactId },
              now,
            );
        }
      });
    },

    /** Rows whose contact left (deleted, unsubscribed, bounced) between queueing and sending. */
    async markSkipped(ids: number[], reason: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('campaign_recipients')
        .set({ status: 'cancelled', error: reason, claimed_by: null, claimed_until: null })
        .where('id', 'in', ids)
        .execute();
    },

    /** Whether a campaign is still being sent (a cancel moves it to `cancelled`). */
    async stillSending(campaignId: number): Promise<boolean> {
      const row = await db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirst();
      return row?.status === 'sending';
    },

    /**
     * A sending campaign with no queued row left (none due later either, nor held for an A/B
     * test's winner) is sent.
     */
    async finishIfDone(campaignId: number): Promise<boolean> {
      const pending = await db
        .selectFrom('campaign_recipients')
        .select('id')
        .where('campaign_id', '=', campaignId)
        .where('status', 'in', ['queued', 'held'])
        .limit(1)
        .executeTakeFirst();
      if (pending) return false;
      return inTransaction(database, async (trx) => {
        const done = await trx.db
          .updateTable('campaigns')
          .set({ status: 'sent' })
          .where('id', '=', campaignId)
          .where('status', '=', 'sending')
          .returning(['id', 'name', 'sent_count', OWNER])
          .executeTakeFirst();
        if (!done) return false;
        await emitWebhookEvent(trx, ownerScope(done[OWNER]), 'campaign.sent', async () => {
          const counts = await trx.db
            .selectFrom('campaign_recipients')
            .select((eb) => [
              eb.fn.countAll<number | string>().as('recipients'),
              sql<
                number | string
              >`coalesce(sum(case when status = 'sent' then 1 else 0 end), 0)`.as('sent'),
              sql<
                number | string
              >`coalesce(sum(case when status = 'failed' then 1 else 0 end), 0)`.as('failed'),
            ])
            .where('campaign_id', '=', campaignId)
            .executeTakeFirstOrThrow();
          return {
            campaign: { id: done.id, name: done.name },
            recipients: Number(counts.recipients),
            sent: Number(counts.sent),
            failed: Number(counts.failed),
          };
        });
        return true;
      });
    },
  };
}

export type SendingRepository = ReturnType<typeof sendingRepository>;
