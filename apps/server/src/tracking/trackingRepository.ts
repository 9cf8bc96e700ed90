import type { RowSet } from '../db/countUpTo';
import type { ContactTimelineEvent, ContactTimelineKind } from '@crm/api-client';
import { contactsRepository } from '../contacts/contactsRepository';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import { toIso } from '../db/columnTypes';
import { inTransaction, type Db } from '../db/Db';
import { OWNER, ownerScope, type Scope } from '../db/scope';
import {
  contactOrderKey,
  emitWebhookEvents,
  type WebhookEventInput,
} from '../webhooks/webhookEvents';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { formsRepository, type SubmissionOrigin } from '../forms/formsRepository';
import { workflowRunsRepository } from '../workflows/workflowRunsRepository';
import { fireWorkflowTrigger, type WorkflowEvent } from '../workflows/workflowTriggers';
import type { TrackingEventType } from './trackingTable';

/** The timeline kinds tracking's events are: their type, and whether a campaign sent the mail. */
export const TRACKING_TIMELINE_KINDS = [
  { kind: 'campaign_email_opened', type: 'open', campaign: true },
  { kind: 'campaign_email_clicked', type: 'click', campaign: true },
  { kind: 'email_bounced', type: 'bounce', campaign: true },
  { kind: 'workflow_email_opened', type: 'open', campaign: false },
  { kind: 'workflow_email_clicked', type: 'click', campaign: false },
] as const satisfies readonly {
  kind: ContactTimelineKind;
  type: TrackingEventType;
  campaign: boolean;
}[];

/** One event of a message's life, of one owner. */
export interface NewTrackingEvent {
  scope: Scope;
  campaignId: number | null;
  recipientId: number | null;
  contactId: number | null;
  type: TrackingEventType;
  url: string | null;
  at: string;
}

/** What one recipient did since the last flush: its opens and clicks. */
export interface Engagement {
  opens: number;
  clicks: string[];
  firstOpenAt?: string;
  firstClickAt?: string;
}

/** What the email of one workflow step, sent to one contact, had since the last flush. */
export interface StepEngagement {
  ownerId: number;
  runId: number;
  stepId: string;
  opens: number;
  clicks: string[];
  firstAt?: string;
}

/**
 * The tracking events and what the public mail links change: a recipient's open and click counts
 * and first times, the campaign's unique counts, an unsubscribe. Not scoped: a signed link names a
 * recipient row, and the row says whose it is.
 */
export function trackingRepository(database: Db) {
  const { db } = database;
  /** A contact's events of the timeline's `kinds`. */
  const timelineOf = (scope: Scope, contactId: number, kinds: readonly ContactTimelineKind[]) => {
    const wanted = TRACKING_TIMELINE_KINDS.filter((k) => kinds.includes(k.kind));
    // Two terms (with a campaign and without), not one per kind: the first page's count tests
    // each of up to 1,001 events against them.
    const types = (campaign: boolean) =>
      wanted.filter((k) => k.campaign === campaign).map((k) => k.type);
    return (
      db
        .selectFrom('tracking_events as e')
        // The owner through the contact, checked once: the (contact, time) index then answers the
        // first page's count of up to 1,001 events alone, without reading each event's row.
        .where('e.contact_id', '=', (eb) =>
          eb
            .selectFrom('contacts')
            .select('id')
            .where('id', '=', contactId)
            .where(OWNER, '=', scope.ownerId),
        )
        .where((eb) =>
          eb.or(
            [true, false].flatMap((campaign) =>
              types(campaign).length === 0
                ? []
                : [
                    eb.and([
                      eb('e.campaign_id', campaign ? 'is not' : 'is', null),
                      eb('e.type', 'in', types(campaign)),
                    ]),
                  ],
            ),
          ),
        )
    );
  };
  const insertEvents = async (events: NewTrackingEvent[]) => {
    for (let i = 0; i < events.length; i += 500)
      await db
        .insertInto('tracking_events')
        .values(
          events.slice(i, i + 500).map((e) => ({
            [OWNER]: e.scope.ownerId,
            campaign_id: e.campaignId,
            recipient_id: e.recipientId,
            contact_id: e.contactId,
            type: e.type,
            url: e.url,
            created_at: e.at,
          })),
        )
        .execute();
  };

  return {
    record: insertEvents,

    /** Every event of one contact of `scope`, oldest first (a contact's data export). */
    async eventsOfContact(scope: Scope, contactId: number) {
      const rows = await db
        .selectFrom('tracking_events')
        .select(['recipient_id', 'type', 'url', 'created_at'])
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        recipientId: r.recipient_id,
        type: r.type,
        url: r.url,
        at: toIso(r.created_at),
      }));
    },

    /**
     * A contact's opens, clicks and bounces as a timeline source, newest first, on
     * `tracking_events_contact_time`. A workflow email's have no campaign. Unsubscribes are left
     * to the consent records, which keep every one since issue 28 §2.
     */
    async timelineEvents(scope: Scope, contactId: number, rank: number, read: TimelineRead) {
      const rows = await timelineOf(scope, contactId, read.kinds)
        .leftJoin('campaigns as c', 'c.id', 'e.campaign_id')
        .select(['e.id', 'e.type', 'e.campaign_id', 'c.name', 'e.url', 'e.created_at'])
        .where(timelineBefore(rank, 'e.created_at', ['e.id'], read.before))
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        const id = timelineId(rank, keys);
        const campaign = { campaignId: r.campaign_id, campaignName: r.name };
        const event: ContactTimelineEvent =
          r.campaign_id === null
            ? r.type === 'click'
              ? { kind: 'workflow_email_clicked', id, at, url: r.url }
              : { kind: 'workflow_email_opened', id, at }
            : r.type === 'click'
              ? { kind: 'campaign_email_clicked', id, at, ...campaign, url: r.url }
              : r.type === 'bounce'
                ? { kind: 'email_bounced', id, at, ...campaign }
                : { kind: 'campaign_email_opened', id, at, ...campaign };
        return { at, rank, keys, event };
      });
    },

    /** The contact's opens, clicks and bounces of `kinds`, unexecuted (the timeline counts them). */
    timelineRows: (
      scope: Scope,
      contactId: number,
      kinds: readonly ContactTimelineKind[],
    ): RowSet => timelineOf(scope, contactId, kinds),

    /** The address a recipient row was sent to and whether it unsubscribed (the public page). */
    async recipient(recipientId: number) {
      const row = await db
        .selectFrom('campaign_recipients')
        .select([OWNER, 'contact_id', 'email', 'unsubscribed_at'])
        .where('id', '=', recipientId)
        .executeTakeFirst();
      return (
        row && {
          ownerId: row[OWNER],
          contactId: row.contact_id,
          email: row.email,
          unsubscribed: row.unsubscribed_at !== null,
        }
      );
    },

    /**
     * Stores a flush of opens and clicks in one transaction: the events, each recipient's first
     * open and click and its counts, and the campaigns' unique openers and clickers.
     */
    async recordEngagement(batch: ReadonlyMap<number, Engagement>): Promise<void> {
      const ids = [...batch.keys()];
      await inTransaction(database, async (trx) => {
        const rows = await trx.db
          .selectFrom('campaign_recipients')
          .select(['id', OWNER, 'campaign_id', 'contact_id', 'email'])
          .where('id', 'in', ids)
          .execute();
        const events = rows.flatMap((r) => {
          const p = batch.get(r.id)!;
          const base = {
            scope: ownerScope(r[OWNER]),
            campaignId: r.campaign_id,
            recipientId: r.id,
            contactId: r.contact_id,
          };
          return [
            ...Array.from({ length: p.opens }, () => ({
              ...base,
              type: 'open' as const,
              url: null,
              at: p.firstOpenAt!,
            })),
            ...p.clicks.map((url) => ({
              ...base,
              type: 'click' as const,
              url,
              at: p.firstClickAt!,
            })),
          ];
        });
        await trackingRepository(trx).record(events);

        const newUnique = new Map<number, { opens: number; clicks: number }>();
        // Who opened a campaign's mail for the first time, and who clicked which link: they enter
        // the owner's `email_opened` and `link_clicked` workflows (each contact enters once).
        const triggers = new Map<string, { scope: Scope; event: WorkflowEvent; ids: number[] }>();
        const triggered = (scope: Scope, event: WorkflowEvent, contactId: number | null) => {
          if (contactId === null) return;
          const key = JSON.stringify([scope.ownerId, event]);
          const entry = triggers.get(key) ?? { scope, event, ids: [] };
          if (!entry.ids.includes(contactId)) entry.ids.push(contactId);
          triggers.set(key, entry);
        };
        // Webhook events by owner: a first open, and each link clicked in this flush.
        const hooks = new Map<number, Record<'opened' | 'clicked', WebhookEventInput[]>>();
        const hook = (
          r: (typeof rows)[number],
          kind: 'opened' | 'clicked',
          extra: Record<string, unknown>,
        ) => {
          const entry = hooks.get(r[OWNER]) ?? { opened: [], clicked: [] };
          hooks.set(r[OWNER], entry);
          entry[kind].push({
            data: { campaignId: r.campaign_id, contactId: r.contact_id, email: r.email, ...extra },
            orderKey: r.contact_id === null ? undefined : contactOrderKey(r.contact_id),
          });
        };
        const bump = (campaignId: number, key: 'opens' | 'clicks') => {
          const c = newUnique.get(campaignId) ?? { opens: 0, clicks: 0 };
          c[key]++;
          newUnique.set(campaignId, c);
        };
        for (const r of rows) {
          const p = batch.get(r.id)!;
          // A click proves the message was opened even when its pixel was not loaded (images
          // off, a privacy proxy): like Mailchimp, it counts as one open at the click's time, so
          // the campaign's, the progress' and the analytics' opens never trail their clicks.
          const openedAt = [p.firstOpenAt, p.firstClickAt].filter((t) => t !== undefined).sort()[0];
          let inferredOpens = 0;
          if (openedAt !== undefined) {
            const first = await trx.db
              .updateTable('campaign_recipients')
              .set({ first_opened_at: openedAt })
              .where('id', '=', r.id)
              .where('first_opened_at', 'is', null)
              .executeTakeFirst();
            if (Number(first.numUpdatedRows) > 0) {
              bump(r.campaign_id, 'opens');
              hook(r, 'opened', { openedAt });
              if (p.opens === 0) inferredOpens = 1;
              const event = { trigger: 'email_opened' as const, campaignId: r.campaign_id };
              triggered(ownerScope(r[OWNER]), event, r.contact_id);
            }
          }
          if (p.clicks.length > 0) {
            const first = await trx.db
              .updateTable('campaign_recipients')
              .set({ first_clicked_at: p.firstClickAt! })
              .where('id', '=', r.id)
              .where('first_clicked_at', 'is', null)
              .executeTakeFirst();
            if (Number(first.numUpdatedRows) > 0) bump(r.campaign_id, 'clicks');
            for (const url of new Set(p.clicks)) {
              hook(r, 'clicked', { url, clickedAt: p.firstClickAt });
              const event = { trigger: 'link_clicked' as const, campaignId: r.campaign_id, url };
              triggered(ownerScope(r[OWNER]), event, r.contact_id);
            }
          }
          await trx.db
            .updateTable('campaign_recipients')
            .set((eb) => ({
              open_count: eb('open_count', '+', p.opens + inferredOpens),
              click_count: eb('click_count', '+', p.clicks.length),
            }))
            .where('id', '=', r.id)
            .execute();
        }
        // The campaign's openCount and clickCount are unique recipients (issue 14).
        for (const [campaignId, c] of newUnique)
          await trx.db
            .updateTable('campaigns')
            .set((eb) => ({
              open_count: eb('open_count', '+', c.opens),
              click_count: eb('click_count', '+', c.clicks),
            }))
            .where('id', '=', campaignId)
            .execute();
        const now = new Date();
        for (const { scope, event, ids } of triggers.values())
          await fireWorkflowTrigger(trx, scope, event, { ids }, now);
        for (const [ownerId, { opened, clicked }] of hooks) {
          if (opened.length > 0)
            await emitWebhookEvents(trx, ownerScope(ownerId), 'email.opened', () => opened);
          if (clicked.length > 0)
            await emitWebhookEvents(trx, ownerScope(ownerId), 'email.clicked', () => clicked);
        }
      });
    },

    /**
     * Stores a flush of opens and clicks of workflow steps' emails in one transaction: the events
     * (with their contact, no campaign) and each step's outcome for the contact (`sent`, then
     * `opened`, then `clicked`), which the workflow's figures and its email conditions read.
     */
    async recordStepEngagement(batch: readonly StepEngagement[]): Promise<void> {
      await inTransaction(database, async (trx) => {
        const events: NewTrackingEvent[] = [];
        for (const e of batch) {
          const scope = ownerScope(e.ownerId);
          const recorded = await workflowRunsRepository(trx, scope).recordEmailEngagement(
            e.runId,
            e.stepId,
            e.clicks.length > 0,
          );
          if (!recorded) continue;
          const base = {
            scope,
            campaignId: null,
            recipientId: null,
            contactId: recorded.contactId,
          };
          const at = e.firstAt ?? new Date().toISOString();
          for (let i = 0; i < e.opens; i++) events.push({ ...base, type: 'open', url: null, at });
          for (const url of e.clicks) events.push({ ...base, type: 'click', url, at });
        }
        await trackingRepository(trx).record(events);
      });
    },

    /**
     * Unsubscribes the contact a message went to: the contact's status becomes `unsubscribed`, the
     * recipient row and an event keep the time and campaign, and rows still queued for them in any
     * campaign are cancelled (the send loop also re-checks the status). Repeating it changes
     * nothing. Undefined when the recipient row no longer exists.
     */
    async unsubscribe(
      recipientId: number,
      now: Date,
      origin: SubmissionOrigin,
    ): Promise<{ email: string } | undefined> {
      return inTransaction(database, async (trx) => {
        const row = await trx.db
          .selectFrom('campaign_recipients')
          .select(['id', OWNER, 'campaign_id', 'contact_id', 'email', 'unsubscribed_at'])
          .where('id', '=', recipientId)
          .executeTakeFirst();
        if (!row) return undefined;
        const at = now.toISOString();
        const scope = ownerScope(row[OWNER]);
        // The campaign counts a recipient's unsubscribe once, even when they rejoined since and
        // leave again from the same message.
        if (row.unsubscribed_at === null) {
          await trx.db
            .updateTable('campaign_recipients')
            .set({ unsubscribed_at: at })
            .where('id', '=', row.id)
            .execute();
          await trackingRepository(trx).record([
            {
              scope,
              campaignId: row.campaign_id,
              recipientId: row.id,
              contactId: row.contact_id,
              type: 'unsubscribe',
              url: null,
              at,
            },
          ]);
        }
        if (row.contact_id !== null)
          await stopSendingTo(trx, scope, { id: row.contact_id, email: row.email }, origin);
        // A deleted contact's address still leaves the list: a re-import must not mail it.
        // An erased recipient row keeps no address to list.
        else if (row.email !== '')
          await suppressionsRepository(trx, scope).add([row.email], 'unsubscribed', now);
        return { email: row.email };
      });
    },

    /**
     * Unsubscribes a contact from the link of a single message (Compose Email), which has no
     * recipient row: the contact's status, an event, and their queued campaign rows cancelled.
     */
    async unsubscribeContact(
      scope: Scope,
      contactId: number,
      now: Date,
      origin: SubmissionOrigin,
    ): Promise<{ email: string } | undefined> {
      return inTransaction(database, async (trx) => {
        const contact = await contactsRepository(trx, scope).find(contactId);
        if (!contact) return undefined;
        if (contact.status === 'unsubscribed') return { email: contact.email };
        await trackingRepository(trx).record([
          {
            scope,
            campaignId: null,
            recipientId: null,
            contactId,
            type: 'unsubscribe',
            url: null,
            at: now.toISOString(),
          },
        ]);
        await stopSendingTo(trx, scope, contact, origin);
        return { email: contact.email };
      });
    },

    /**
     * "Resubscribe" on the unsubscribe page: the person's own new consent, so an unsubscribed
     * contact becomes a subscriber again, audited, recorded as consent, and starting
     * `subscription_started` workflows. A bounced address stays bounced. Undefined when the
     * contact is gone or not unsubscribed.
     */
    async resubscribe(
      scope: Scope,
      contactId: number,
      now: Date,
      origin: SubmissionOrigin,
    ): Promise<{ email: string } | undefined> {
      return inTransaction(database, async (trx) => {
        const contacts = contactsRepository(trx, scope, { by: 'contact' });
        const contact = await contacts.find(contactId);
        if (contact?.status !== 'unsubscribed') return undefined;
        await contacts.update(contactId, { status: 'subscriber' }, RESUBSCRIBED_REASON);
        await suppressionsRepository(trx, scope).remove(contact.email);
        await contacts.recordStatusChange(
          contactId,
          'unsubscribed',
          'subscriber',
          RESUBSCRIBED_REASON,
        );
        await formsRepository(trx, scope).addChoice({
          contactId,
          kind: 'resubscribe',
          text: resubscribeText(contact.email),
          email: contact.email,
          ...origin,
        });
        await fireWorkflowTrigger(
          trx,
          scope,
          { trigger: 'subscription_started' },
          { ids: [contactId] },
          now,
        );
        return { email: contact.email };
      });
    },
    /**
     * A message bounced hard: its recipient row keeps the time, a `bounce` event is recorded and
     * the contact becomes `bounced` (unless they unsubscribed), so later sends skip the address.
     * The one place a hard bounce is marked: the engine's refused delivery and a bounce report that
     * comes back later both call it. False, changing nothing, when the row was marked already.
     */
    async bounce(
      scope: Scope,
      message: { recipientId: number; campaignId: number; contactId: number | null },
      now: Date,
    ): Promise<boolean> {
      return inTransaction(database, async (trx) => {
        const at = now.toISOString();
        const marked = await trx.db
          .updateTable('campaign_recipients')
          .set({ bounced_at: at })
          .where('id', '=', message.recipientId)
          .where(OWNER, '=', scope.ownerId)
          .where('bounced_at', 'is', null)
          .returning('email')
          .executeTakeFirst();
        if (!marked) return false;
        await suppressionsRepository(trx, scope).add([marked.email], 'hard_bounce', now);
        await trackingRepository(trx).record([
          {
            scope,
            campaignId: message.campaignId,
            recipientId: message.recipientId,
            contactId: message.contactId,
            type: 'bounce',
            url: null,
            at,
          },
        ]);
        if (message.contactId !== null)
          await contactsRepository(trx, scope).markBounced(message.contactId);
        return true;
      });
    },
  };
}

/**
 * The contact is unsubscribed and every row still queued for them, in any campaign, cancelled; if
 * that ended their subscription, the `subscription_ended` workflows take them in.
 */
/** The audit's words for a contact who pressed Resubscribe on the unsubscribe page. */
export const RESUBSCRIBED_REASON = 'They resubscribed on the unsubscribe page';
/** What a person agrees to by pressing Resubscribe: kept in their consent record. */
export const resubscribeText = (email: string) => `Receive campaign emails again at ${email}`;
/** What a person asks by unsubscribing: kept in their consent record. */
export const unsubscribeText = (email: string) => `Stop receiving campaign emails at ${email}`;

async function stopSendingTo(
  trx: Db,
  scope: Scope,
  contact: { id: number; email: string },
  origin: SubmissionOrigin,
): Promise<void> {
  const contactId = contact.id;
  await suppressionsRepository(trx, scope).add([contact.email], 'unsubscribed');
  const ended = await contactsRepository(trx, scope).markUnsubscribed(contactId);
  // Recorded as consent is, when the person really left now (not again, not a deleted contact).
  if (ended.length > 0)
    await formsRepository(trx, scope).addChoice({
      contactId,
      kind: 'unsubscribe',
      text: unsubscribeText(contact.email),
      email: contact.email,
      ...origin,
    });
  await fireWorkflowTrigger(
    trx,
    scope,
    { trigger: 'subscription_ended' },
    { ids: ended },
    new Date(),
  );
  await trx.db
    .updateTable('campaign_recipients')
    .set({
      status: 'cancelled',
      error: 'Contact unsubscribed',
      claimed_by: null,
      claimed_until: null,
    })
    .where('contact_id', '=', contactId)
    .where(OWNER, '=', scope.ownerId)
    .where('status', '=', 'queued')
    .execute();
}
