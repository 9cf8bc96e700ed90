import {
  AddContactToCampaignInputSchema,
  CAMPAIGN_PAGE_LIMIT,
  CampaignContactsQuerySchema,
  CampaignCreateInputSchema,
  CampaignListQuerySchema,
  CampaignUpdateInputSchema,
} from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { campaignProgress } from '../sending/sendingRoutes';
import { campaignsRepository, NOT_A_DRAFT } from './campaignsRepository';

/**
 * `/api/campaigns`: list (whole, or searched and paged), create, read, edit a draft, duplicate,
 * archive, delete, and the contacts added to a campaign. Send/open/click counts are server-owned:
 * a payload cannot set them.
 */
export function campaignsRoutes({ db, dialect }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));
  const repo = (userId: number) => campaignsRepository(db, userId);

  app.get('/', async (c) => {
    const query = validate(CampaignListQuerySchema, c.req.query());
    const campaigns = repo(c.var.auth.userId);
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

  app.post('/', async (c) => {
    const input = await readBody(c, CampaignCreateInputSchema);
    return c.json({ campaign: await repo(c.var.auth.userId).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const campaign = await repo(c.var.auth.userId).find(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    // Live progress (issue 14), read through the sending area that owns the recipient rows.
    return c.json({ campaign, progress: await campaignProgress(db, campaign.id) });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const input = await readBody(c, CampaignUpdateInputSchema);
    const campaign = await repo(c.var.auth.userId).update(id, input);
    if (campaign === NOT_A_DRAFT) throw new HttpError(409, 'Only draft campaigns can be edited');
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign });
  });

  app.post('/:id/duplicate', async (c) => {
    const campaign = await repo(c.var.auth.userId).duplicate(
      parseId(c.req.param('id'), 'Campaign'),
    );
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign }, 201);
  });

  app.post('/:id/archive', async (c) => {
    const campaign = await repo(c.var.auth.userId).archive(parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    return c.json({ campaign });
  });

  app.delete('/:id', async (c) => {
    const removed = await repo(c.var.auth.userId).remove(parseId(c.req.param('id'), 'Campaign'));
    if (!removed) throw notFound('Campaign');
    return c.body(null, 204);
  });

  app.get('/:id/contacts', async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const query = validate(CampaignContactsQuerySchema, c.req.query());
    const campaigns = repo(c.var.auth.userId);
    if (!(await campaigns.find(id))) throw notFound('Campaign');
    const page = await campaigns.contacts(id, {
      limit: query.limit ?? CAMPAIGN_PAGE_LIMIT.default,
      cursor: query.cursor,
    });
    return c.json({ contacts: page.items, nextCursor: page.nextCursor, total: page.total });
  });

  /** Linking twice is not an error: the contact is in the campaign either way. */
  app.post('/:id/contacts', async (c) => {
    const { userId } = c.var.auth;
    const campaignId = parseId(c.req.param('id'), 'Campaign');
    const { contactId } = await readBody(c, AddContactToCampaignInputSchema);
    const campaigns = repo(userId);
    if (!(await campaigns.find(campaignId))) throw notFound('Campaign');
    if (!(await contactsRepository(db, userId, dialect).find(contactId))) {
      throw notFound('Contact');
    }
    await campaigns.addContact(campaignId, contactId);
    return c.json({ success: true as const }, 201);
  });

  return app;
}
