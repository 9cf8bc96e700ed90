import {
  AddContactToCampaignInputSchema,
  AudienceCountInputSchema,
  CAMPAIGN_OPEN_STATUSES,
  abVariantLetter,
  CAMPAIGN_PAGE_LIMIT,
  CampaignContactsQuerySchema,
  CampaignCreateInputSchema,
  CampaignListQuerySchema,
  CampaignUpdateInputSchema,
  PickAbWinnerInputSchema,
  SendCampaignInputSchema,
  TestSendInputSchema,
} from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { authRepository } from '../auth/authRepository';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { assertMessageWithinLimits } from '../sending/messageLimits';
import { noteCancelled } from '../sending/engine/cancelling';
import { wakeSending } from '../sending/sendingEngine';
import { sendOne } from '../sending/sendMessage';
import { usageRepository } from '../usage/usageRepository';
import { campaignsRepository, NOT_A_DRAFT } from './campaignsRepository';
import { assertSendable, preSendCheck } from './preSendCheck';
import { audienceConditions, resolveAudience, staleAudience } from './resolveAudience';
import { startCampaign } from './startCampaign';
import { testAddressesRepository } from './testAddressesRepository';
import { allowTestAddress, testSendLimit } from './testSends';
import { audited, recordAudit } from '../audit/recordAudit';
import { inTransaction, type Db } from '../db/Db';
import { systemClock, type Clock } from '../jobs/clock';

/**
 * `/api/campaigns`: list (whole, or searched and paged), create, read, edit a draft, duplicate,
 * archive, delete, the contacts added to a campaign; and its send: start, cancel, live progress and
 * a test send. Send/open/click counts are server-owned: a payload cannot set them.
 */
export function campaignsRoutes(deps: AppDeps, clock: Clock = systemClock): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => campaignsRepository(deps, c.var.scope);
  const target = (campaign: { id: number; name: string }) => ({
    type: 'campaign',
    id: campaign.id,
    label: campaign.name,
  });
  /** Saves a campaign and, when the save scheduled it, records that in the same transaction. */
  const scheduling = <
    T extends { status: string; id: number; name: string; scheduledAt: string | null },
  >(
    c: Context<AppEnv>,
    save: (trx: Db) => Promise<T | undefined | typeof NOT_A_DRAFT>,
  ) =>
    inTransaction(deps, async (trx) => {
      const campaign = await save(trx);
      if (campaign && campaign !== NOT_A_DRAFT && campaign.status === 'scheduled')
        await recordAudit(
          trx,
          c.var.scope,
          {
            action: 'campaign.scheduled',
            target: target(campaign),
            details: { scheduledAt: campaign.scheduledAt },
          },
          c,
        );
      return campaign;
    });

  /** The campaign's status and live progress (also the answer of send and cancel). */
  const progressOf = async (c: Context<AppEnv>, status: 200 | 202 = 200) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const campaigns = repo(c);
    const campaign = await campaigns.find(id);
    if (!campaign) throw notFound('Campaign');
    return c.json({ status: campaign.status, progress: await campaigns.progress(id) }, status);
  };

  /** The addresses confirmed (or waiting for confirmation) for test sends. */
  app.get('/test-addresses', async (c) =>
    c.json({ addresses: await testAddressesRepository(deps, c.var.scope).list() }),
  );

  app.delete('/test-addresses/:email', async (c) => {
    if (!(await testAddressesRepository(deps, c.var.scope).remove(c.req.param('email'))))
      throw notFound('Test address');
    return c.body(null, 204);
  });

  app.get('/', async (c) => {
    const query = validate(CampaignListQuerySchema, c.req.query());
    const campaigns = repo(c);
    // The spec's call has no parameters and reads `{ campaigns }` whole; any parameter asks for a page.
    if (query.q === undefined && query.limit === undefined && query.cursor === undefined) {
      return c.json({ campaigns: await campaigns.listAll() });
    }
    const page = await campaigns.search(query.q ?? '', {
      limit: query.limit ?? CAMPAIGN_PAGE_LIMIT.default,
      cursor: query.cursor,
    });
    return c.json({ campaigns: page.items, nextCursor: page.nextCursor, total: page.total });
  });

  /**
   * How many an audience would reach now, before it is saved: the Create and Edit dialogs' live
   * count. With `campaignId`, that campaign's added contacts are in it too.
   */
  app.post('/audience/count', async (c) => {
    const { audience, campaignId } = await readBody(c, AudienceCountInputSchema);
    const conditions = await audienceConditions(deps, c.var.scope, audience);
    const counted = await repo(c).audience(campaignId, conditions);
    if (!counted) throw notFound('Campaign');
    return c.json(counted);
  });

  app.post('/', async (c) => {
    const input = await readBody(c, CampaignCreateInputSchema);
    if (input.content !== undefined) assertMessageWithinLimits(input.content);
    await audienceConditions(deps, c.var.scope, input.audience);
    const campaign = await scheduling(c, (trx) =>
      campaignsRepository(trx, c.var.scope).create(input),
    );
    return c.json({ campaign }, 201);
  });

  app.get('/:id', async (c) => {
    const campaign = await repo(c).find(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    // Live progress (issue 14) from the send's recipient rows, and an A/B test's figures.
    const [progress, abResults] = await Promise.all([
      repo(c).progress(campaign.id),
      campaign.abTest?.decideAt ? repo(c).abResults(campaign.id) : undefined,
    ]);
    return c.json({ campaign, progress, ...(abResults ? { abResults } : {}) });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const input = await readBody(c, CampaignUpdateInputSchema);
    if (input.content !== undefined) assertMessageWithinLimits(input.content);
    if (input.audience !== undefined) await audienceConditions(deps, c.var.scope, input.audience);
    // Only a draft is updated, so a scheduled answer is a campaign this save scheduled.
    const campaign = await scheduling(c, (trx) =>
      campaignsRepository(trx, c.var.scope).update(id, input),
    );
    if (campaign === NOT_A_DRAFT) throw new HttpError(409, 'Only draft campaigns can be edited');
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign });
  });

  app.post('/:id/duplicate', async (c) => {
    const campaign = await repo(c).duplicate(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign }, 201);
  });

  app.post('/:id/archive', async (c) => {
    const campaign = await repo(c).archive(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign });
  });

  /** Back from the archive (issue 24 §3): sent if anything went out, else a draft. */
  app.post('/:id/restore', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const campaign = await repo(c).restore(id);
    if (!campaign) {
      if (!(await repo(c).find(id))) throw notFound('Campaign');
      throw new HttpError(409, 'Only an archived campaign can be restored');
    }
    return c.json({ campaign });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const removed = await audited(
      deps,
      c,
      (trx) => campaignsRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'campaign.deleted', target: { type: 'campaign', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Campaign');
    return c.body(null, 204);
  });

  app.get('/:id/contacts', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const query = validate(CampaignContactsQuerySchema, c.req.query());
    const campaigns = repo(c);
    const campaign = await campaigns.find(id);
    if (!campaign) throw notFound('Campaign');
    const page = await campaigns.contacts(id, {
      limit: query.limit ?? CAMPAIGN_PAGE_LIMIT.default,
      cursor: query.cursor,
      state: query.state,
      started: !['draft', 'scheduled'].includes(campaign.status),
    });
    return c.json({
      contacts: page.items,
      nextCursor: page.nextCursor,
      total: page.total,
      ...(page.counts ? { counts: page.counts } : {}),
    });
  });

  /** Linking twice is not an error: the contact is in the campaign either way. */
  app.post('/:id/contacts', async (c) => {
    const campaignId = parseId(c.req.param('id'), 'Campaign');
    const { contactId } = await readBody(c, AddContactToCampaignInputSchema);
    const campaigns = repo(c);
    const campaign = await campaigns.find(campaignId);
    if (!campaign) throw notFound('Campaign');
    if (!(CAMPAIGN_OPEN_STATUSES as readonly string[]).includes(campaign.status))
      throw new HttpError(409, `This campaign is ${campaign.status} and cannot take new contacts`);
    if (!(await contactsRepository(deps, c.var.scope).find(contactId))) {
      throw notFound('Contact');
    }
    await campaigns.addContact(campaignId, contactId);
    return c.json({ success: true as const }, 201);
  });

  /** Who Send now would reach, so the confirmation can say it and refuse an empty audience. */
  app.get('/:id/audience', async (c) => {
    const campaign = await repo(c).find(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    const resolved = await resolveAudience(deps, c.var.scope, campaign.audience);
    if (!resolved.ok) throw staleAudience(resolved.missing);
    const { recipients, leftOut } = (await repo(c).audience(campaign.id, resolved.conditions))!;
    // `skipped` keeps its meaning from before audiences: those the contacts' state keeps out.
    const skipped = leftOut.unsubscribed + leftOut.bounced + leftOut.pending + leftOut.suppressed;
    return c.json({ audience: { recipients, skipped, leftOut } });
  });

  /** What Send now would go out with: errors to fix (or override), warnings to consider. */
  app.get('/:id/pre-send-check', async (c) => {
    const campaign = await repo(c).find(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    return c.json({ check: await preSendCheck(deps, c.var.scope, campaign) });
  });

  /**
   * Queues one recipient row per contact and wakes the sending engine: 202 with the progress. The
   * body is optional: `{ override: true }` sends past the pre-send check's overridable errors.
   */
  app.post('/:id/send', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const { override } = (await c.req.text()).trim()
      ? await readBody(c, SendCampaignInputSchema)
      : { override: false };
    // A draft saved before the caps existed is refused here, before any row is queued.
    const draft = await repo(c).find(id);
    if (draft) assertMessageWithinLimits(draft.content);
    // Only a campaign that can still go out is checked; any other gets startSend's answer.
    if (draft && ['draft', 'scheduled'].includes(draft.status))
      assertSendable(await preSendCheck(deps, c.var.scope, draft), override);
    const started = await startCampaign(deps, c.var.scope, id, undefined, clock.now());
    if (started.outcome === 'not-found') throw notFound('Campaign');
    if (started.outcome === 'missing-segment') throw staleAudience(started.missing);
    if (started.outcome === 'not-sendable')
      throw new HttpError(409, `This campaign is ${started.status} and cannot be sent again`);
    if (started.outcome === 'no-recipients')
      throw new HttpError(409, 'Add contacts to this campaign before sending it');
    // After the send's own transaction, which a nested one would keep from undoing a failed start.
    await recordAudit(
      deps,
      c.var.scope,
      {
        action: 'campaign.sent',
        target: { type: 'campaign', id, label: draft?.name },
        details: {
          recipients: started.recipients,
          leftOut: Object.values(started.leftOut).reduce((sum, n) => sum + n, 0),
        },
      },
      c,
    );
    wakeSending();
    return progressOf(c, 202);
  });

  app.post('/:id/cancel', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    if (!(await repo(c).cancelSend(id))) {
      if (!(await repo(c).find(id))) throw notFound('Campaign');
      throw new HttpError(409, 'Only a scheduled or sending campaign can be cancelled');
    }
    noteCancelled(deps, id);
    const cancelled = await repo(c).find(id);
    if (cancelled)
      await recordAudit(
        deps,
        c.var.scope,
        { action: 'campaign.unscheduled', target: target(cancelled) },
        c,
      );
    return progressOf(c);
  });

  app.get('/:id/progress', (c) => progressOf(c));

  /** The user picks an A/B test's winner before the wait ends; the rest get it at once. */
  app.post('/:id/ab-winner', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const { variant } = await readBody(c, PickAbWinnerInputSchema);
    const user = await authRepository(deps).users.find(c.var.auth.userId);
    const chosen = await repo(c).chooseAbWinner(id, clock.now(), {
      variant,
      by: user?.name || user?.email || 'a user',
    });
    if (chosen.outcome === 'not-found') throw notFound('Campaign');
    if (chosen.outcome === 'no-test') throw new HttpError(409, 'This campaign has no A/B test');
    if (chosen.outcome === 'no-such-variant')
      throw new HttpError(400, `This test has no variant ${abVariantLetter(variant)}`);
    if (chosen.outcome === 'already-chosen')
      throw new HttpError(409, 'The winner of this test was already chosen');
    if (chosen.outcome === 'not-sending')
      throw new HttpError(409, 'A winner can be picked only while the campaign is sending');
    wakeSending();
    const campaign = (await repo(c).find(id))!;
    return c.json({ campaign });
  });

  /**
   * The campaign's message to one address, made exactly as a recipient's is (the one message
   * builder: headers, footer, DKIM). Merge tags show their fallbacks; links are left untracked and
   * the unsubscribe link unsubscribes nobody, since no recipient row stands behind it.
   */
  app.post('/:id/test', async (c) => {
    const campaign = await repo(c).find(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    const { email } = await readBody(c, TestSendInputSchema);
    await allowTestAddress(deps, c.var.scope, c.var.auth.userId, email);
    await usageRepository(deps, c.var.scope).take(testSendLimit(deps));
    const sent = await sendOne(deps, c.var.scope, {
      content: { subject: `[Test] ${campaign.subject}`, content: campaign.content },
      to: { address: email, unsubscribeUrl: `${deps.config.mail.publicUrl}/u/test` },
      campaignId: campaign.id,
    });
    await recordAudit(
      deps,
      c.var.scope,
      { action: 'campaign.test_sent', target: target(campaign), details: { to: email } },
      c,
    );
    return c.json(sent);
  });

  return app;
}
