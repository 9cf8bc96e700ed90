import { sql, type Kysely, type Transaction } from 'kysely';
import { toIso, type Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import './sendingTables';

type Db = Kysely<Database> | Transaction<Database>;

/** Contacts no campaign sends to: they asked not to get mail, or their address does not exist. */
export const UNSENDABLE_CONTACT_STATUSES = ['unsubscribed', 'bounced'] as const;

const nowIso = () => new Date().toISOString();
const ts = (dialect: SqlDialect, iso: string) =>
  dialect === 'postgres' ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;

export type StartOutcome =
  | { outcome: 'started'; recipients: number }
  | { outcome: 'not-found' }
  | { outcome: 'not-sendable'; status: string }
  | { outcome: 'no-recipients' };

class NoRecipients extends Error {}

/**
 * Moves a campaign from one of `from` to `sending` and queues one row per recipient in the same
 * transaction, set-based: the contacts added to the campaign minus the unsubscribed and bounced
 * ones. The status check in the UPDATE makes a second send (or a second process starting the
 * same schedule) a no-op. A campaign with nobody to send to stays as it was.
 */
export async function startCampaignSend(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  campaignId: number,
  from: readonly string[] = ['draft', 'scheduled'],
): Promise<StartOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('campaigns')
        .set({ status: 'sending' })
        .where('id', '=', campaignId)
        .where('user_id', '=', userId)
        .where('status', 'in', from)
        .returning('id')
        .executeTakeFirst();
      if (!moved) {
        const row = await trx
          .selectFrom('campaigns')
          .select('status')
          .where('id', '=', campaignId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return row ? { outcome: 'not-sendable', status: row.status } : { outcome: 'not-found' };
      }
      const now = nowIso();
      const inserted = await trx
        .insertInto('campaign_recipients')
        .columns([
          'campaign_id',
          'user_id',
          'contact_id',
          'email',
          'status',
          'attempts',
          'next_attempt_at',
          'created_at',
        ])
        .expression(
          trx
            .selectFrom('campaign_contacts as cc')
            .innerJoin('contacts as c', 'c.id', 'cc.contact_id')
            .select([
              'cc.campaign_id',
              'c.user_id',
              'c.id',
              'c.email',
              sql.lit('queued').as('status'),
              sql.lit(0).as('attempts'),
              ts(dialect, now).as('next_attempt_at'),
              ts(dialect, now).as('created_at'),
            ])
            .where('cc.campaign_id', '=', campaignId)
            .where('c.user_id', '=', userId)
            .where('c.status', 'not in', UNSENDABLE_CONTACT_STATUSES),
        )
        .executeTakeFirst();
      const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0);
      if (recipients === 0) throw new NoRecipients();
      return { outcome: 'started', recipients };
    });
  } catch (error) {
    if (error instanceof NoRecipients) return { outcome: 'no-recipients' };
    throw error;
  }
}

/** Stops a scheduled or sending campaign; rows already handed to SMTP stay sent. */
export async function cancelCampaignSend(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('campaigns')
      .set({ status: 'cancelled' })
      .where('id', '=', campaignId)
      .where('user_id', '=', userId)
      .where('status', 'in', ['scheduled', 'sending'])
      .returning('id')
      .executeTakeFirst();
    if (!moved) return false;
    await trx
      .updateTable('campaign_recipients')
      .set({
        status: 'cancelled',
        error: 'Campaign cancelled',
        claimed_by: null,
        claimed_until: null,
      })
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'queued')
      .execute();
    return true;
  });
}

export interface ClaimedRow {
  id: number;
  campaign_id: number;
  user_id: number;
  contact_id: number | null;
  email: string;
  attempts: number;
  message_id: string;
}

/**
 * Claims up to `limit` due rows of one campaign for `workerId` until `until`. On PostgreSQL the
 * inner SELECT takes row locks with SKIP LOCKED, so concurrent workers in several processes get
 * disjoint batches without waiting on each other; SQLite runs one writer at a time anyway. The
 * attempt counter and this attempt's unique Message-ID are set in the same statement.
 */
export async function claimBatch(
  db: Kysely<Database>,
  dialect: SqlDialect,
  options: {
    campaignId: number;
    workerId: string;
    limit: number;
    leaseMs: number;
    /** Makes Message-IDs unique across installations sharing a domain. */
    messageIdTag: string;
    domain: string;
  },
): Promise<ClaimedRow[]> {
  const now = nowIso();
  const until = new Date(Date.now() + options.leaseMs).toISOString();
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const { rows } = await sql<ClaimedRow>`
    update campaign_recipients
    set claimed_by = ${options.workerId}, claimed_until = ${ts(dialect, until)},
      attempts = attempts + 1,
      message_id = '<c' || campaign_id || '.r' || id || '.a' || (attempts + 1) || '.'
        || ${options.messageIdTag} || '@' || ${options.domain} || '>'
    where id in (
      select id from campaign_recipients
      where campaign_id = ${options.campaignId} and status = 'queued'
        and next_attempt_at <= ${ts(dialect, now)}
        and (claimed_until is null or claimed_until < ${ts(dialect, now)})
      order by next_attempt_at, id limit ${options.limit} ${lock}
    )
    returning id, campaign_id, user_id, contact_id, email, attempts, message_id`.execute(db);
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/** Keeps a slow batch's claim alive so no other worker takes it over. */
export async function renewClaims(
  db: Kysely<Database>,
  dialect: SqlDialect,
  workerId: string,
  ids: number[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  const until = ts(dialect, new Date(Date.now() + leaseMs).toISOString());
  if (dialect === 'postgres') {
    // Rows locked right now are being marked: they need no renewal, and waiting for them while
    // holding others deadlocked with the marking statement (PostgreSQL 40P01 in the send bench).
    await sql`update campaign_recipients set claimed_until = ${until}
      where id in (
        select id from campaign_recipients
        where id = any(${ids}::int[]) and claimed_by = ${workerId} and status = 'queued'
        for update skip locked
      )`.execute(db);
    return;
  }
  await db
    .updateTable('campaign_recipients')
    .set({ claimed_until: until })
    .where('id', 'in', ids)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'queued')
    .execute();
}

/** Hands rows claimed but never sent back to the queue, this attempt uncounted. */
export async function releaseClaims(
  db: Kysely<Database>,
  workerId: string,
  ids: number[],
): Promise<void> {
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
}

/** SQLite has exactly one sending process: at its start, every claim is a dead process's. */
export async function releaseAllClaims(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('campaign_recipients')
    .set({ claimed_by: null, claimed_until: null })
    .where('status', '=', 'queued')
    .where('claimed_until', 'is not', null)
    .execute();
}

export interface OutboxRow {
  user_id: number;
  campaign_id: number | null;
  recipient_id: number | null;
  to_address: string;
  subject: string;
  message_id: string;
  raw: string;
}

/**
 * Marks accepted rows sent and counts them on the campaign, in one transaction with the outbox
 * copies when there are any: in outbox mode a message is stored exactly when its row is marked.
 */
export async function markSent(
  db: Kysely<Database>,
  dialect: SqlDialect,
  campaignId: number,
  ids: number[],
  outbox: OutboxRow[],
): Promise<void> {
  if (ids.length === 0) return;
  const now = nowIso();
  if (dialect === 'postgres' && outbox.length === 0) {
    // One statement, so one round trip: marks are on the hot path of every batch (with BEGIN,
    // two UPDATEs and COMMIT a PostgreSQL send ran at about half of nodemailer's own rate).
    await sql`with marked as (
        update campaign_recipients
        set status = 'sent', sent_at = ${ts(dialect, now)}, error = null,
          claimed_by = null, claimed_until = null
        where id = any(${ids}::int[])
        returning 1
      )
      update campaigns set sent_count = sent_count + (select count(*) from marked)
      where id = ${campaignId}`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (outbox.length > 0) await insertOutbox(trx, outbox, now);
    await trx
      .updateTable('campaign_recipients')
      .set({ status: 'sent', sent_at: now, error: null, claimed_by: null, claimed_until: null })
      .where('id', 'in', ids)
      .execute();
    await trx
      .updateTable('campaigns')
      .set((eb) => ({ sent_count: eb('sent_count', '+', ids.length) }))
      .where('id', '=', campaignId)
      .execute();
  });
}

export async function insertOutbox(db: Db, rows: OutboxRow[], now = nowIso()): Promise<void> {
  // 8 values a row: 500 rows stay far below both databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('outbox_messages')
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, created_at: now })))
      .execute();
  }
}

export interface Failure {
  id: number;
  contactId: number | null;
  userId: number;
  campaignId: number;
  attempts: number;
  error: string;
  transient: boolean;
  hardBounce: boolean;
}

/**
 * A transient failure goes back in the queue after its backoff while tries remain; anything else
 * fails the row. A hard bounce also marks the contact `bounced` (unless they unsubscribed) and
 * records a bounce event, so later campaigns skip the address.
 */
export async function markFailed(
  db: Kysely<Database>,
  dialect: SqlDialect,
  failures: Failure[],
  retryDelaysMs: readonly number[],
): Promise<void> {
  if (failures.length === 0) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const f of failures) {
      const delay = f.transient ? retryDelaysMs[f.attempts - 1] : undefined;
      if (delay !== undefined) {
        await trx
          .updateTable('campaign_recipients')
          .set({
            error: f.error,
            next_attempt_at: ts(dialect, new Date(Date.now() + delay).toISOString()),
            claimed_by: null,
            claimed_until: null,
          })
          .where('id', '=', f.id)
          .execute();
        continue;
      }
      await trx
        .updateTable('campaign_recipients')
        .set({
          status: 'failed',
          error: f.error,
          claimed_by: null,
          claimed_until: null,
          ...(f.hardBounce ? { bounced_at: now } : {}),
        })
        .where('id', '=', f.id)
        .execute();
      if (!f.hardBounce) continue;
      await trx
        .insertInto('email_events')
        .values({
          user_id: f.userId,
          campaign_id: f.campaignId,
          recipient_id: f.id,
          contact_id: f.contactId,
          type: 'bounce',
          url: null,
          created_at: now,
        })
        .execute();
      if (f.contactId !== null)
        await trx
          .updateTable('contacts')
          .set({ status: 'bounced' })
          .where('id', '=', f.contactId)
          .where('status', '!=', 'unsubscribed')
          .execute();
    }
  });
}

/** Rows whose contact left (deleted, unsubscribed, bounced) between queueing and sending. */
export async function markSkipped(db: Kysely<Database>, ids: number[], reason: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('campaign_recipients')
    .set({ status: 'cancelled', error: reason, claimed_by: null, claimed_until: null })
    .where('id', 'in', ids)
    .execute();
}

/** A sending campaign with no queued row left (none due later either) is sent. */
export async function finishIfDone(db: Kysely<Database>, campaignId: number): Promise<boolean> {
  const pending = await db
    .selectFrom('campaign_recipients')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'queued')
    .limit(1)
    .executeTakeFirst();
  if (pending) return false;
  const done = await db
    .updateTable('campaigns')
    .set({ status: 'sent' })
    .where('id', '=', campaignId)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function sendingCampaigns(db: Kysely<Database>) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'user_id', 'subject', 'content'])
    .where('status', '=', 'sending')
    .orderBy('id')
    .execute();
}

export async function dueScheduledCampaigns(db: Kysely<Database>, dialect: SqlDialect) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'user_id'])
    .where('status', '=', 'scheduled')
    .where('scheduled_at', 'is not', null)
    .where('scheduled_at', '<=', ts(dialect, nowIso()))
    .orderBy('scheduled_at')
    .limit(100)
    .execute();
}

export interface MergeContactRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  position: string | null;
  phone: string | null;
  custom_fields: string;
  status: string;
}

/** Contacts by id for merging; `userId` scopes it to one account when a request asks. */
export async function contactsByIds(
  db: Kysely<Database>,
  ids: number[],
  userId?: number,
): Promise<Map<number, MergeContactRow>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('contacts')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'company',
      'position',
      'phone',
      'custom_fields',
      'status',
    ])
    .where('id', 'in', ids);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface CampaignProgressCounts {
  total: number;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  bounced: number;
}

/** Live progress from the recipient rows; opens and clicks count recipients, not events. */
export async function campaignProgress(
  db: Kysely<Database>,
  campaignId: number,
): Promise<CampaignProgressCounts> {
  const row = await db
    .selectFrom('campaign_recipients')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      sql<number>`coalesce(sum(case when status = 'queued' then 1 else 0 end), 0)`.as('queued'),
      sql<number>`coalesce(sum(case when status = 'sent' then 1 else 0 end), 0)`.as('sent'),
      sql<number>`coalesce(sum(case when status = 'failed' then 1 else 0 end), 0)`.as('failed'),
      sql<number>`coalesce(sum(case when status = 'cancelled' then 1 else 0 end), 0)`.as(
        'cancelled',
      ),
      sql<number>`coalesce(sum(case when open_count > 0 then 1 else 0 end), 0)`.as('opened'),
      sql<number>`coalesce(sum(case when click_count > 0 then 1 else 0 end), 0)`.as('clicked'),
      sql<number>`count(unsubscribed_at)`.as('unsubscribed'),
      sql<number>`count(bounced_at)`.as('bounced'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Number(v)]),
  ) as unknown as CampaignProgressCounts;
}

/** The address a recipient row was sent to and when it unsubscribed (the public unsubscribe page). */
export function recipientUnsubscribeState(db: Kysely<Database>, recipientId: number) {
  return db
    .selectFrom('campaign_recipients')
    .select(['email', 'unsubscribed_at'])
    .where('id', '=', recipientId)
    .executeTakeFirst();
}

export interface EngagementRow {
  campaignId: number;
  campaignName: string;
  status: string;
  sentAt: string | null;
  firstOpenedAt: string | null;
  openCount: number;
  firstClickedAt: string | null;
  clickCount: number;
  unsubscribedAt: string | null;
  bouncedAt: string | null;
}

const isoOrNull = (v: Date | string | null) => (v === null ? null : toIso(v));

/** A contact's history across campaigns, newest first (bounded: the last 100 sends). */
export async function contactEngagement(
  db: Kysely<Database>,
  userId: number,
  contactId: number,
): Promise<EngagementRow[]> {
  const rows = await db
    .selectFrom('campaign_recipients as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.campaign_id',
      'c.name',
      'r.status',
      'r.sent_at',
      'r.first_opened_at',
      'r.open_count',
      'r.first_clicked_at',
      'r.click_count',
      'r.unsubscribed_at',
      'r.bounced_at',
    ])
    .where('r.user_id', '=', userId)
    .where('r.contact_id', '=', contactId)
    .orderBy('r.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    campaignId: r.campaign_id,
    campaignName: r.name,
    status: r.status,
    sentAt: isoOrNull(r.sent_at),
    firstOpenedAt: isoOrNull(r.first_opened_at),
    openCount: Number(r.open_count),
    firstClickedAt: isoOrNull(r.first_clicked_at),
    clickCount: Number(r.click_count),
    unsubscribedAt: isoOrNull(r.unsubscribed_at),
    bouncedAt: isoOrNull(r.bounced_at),
  }));
}
