import {
  AddContactToCampaignInputSchema,
  CampaignCreateInputSchema,
  type Campaign,
} from '@crm/api-client';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { requireAuth } from '../auth/requireAuth';
import type { CampaignsTable } from '../db/schema';
import { toIso } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';

export function toCampaign(row: Selectable<CampaignsTable>): Campaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    status: row.status as Campaign['status'],
    scheduledAt: row.scheduled_at === null ? null : toIso(row.scheduled_at),
    sentCount: Number(row.sent_count),
    openCount: Number(row.open_count),
    clickCount: Number(row.click_count),
    createdAt: toIso(row.created_at),
  };
}

/**
 * `/api/campaigns`: list, create, read, and link a contact. Send/open/click counts are
 * server-owned: a payload cannot set them.
 */
export function campaignsRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  const findOwned = (userId: number, id: number) =>
    db
      .selectFrom('campaigns')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();

  app.get('/', async (c) => {
    const rows = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .orderBy('id')
      .execute();
    return c.json({ campaigns: rows.map(toCampaign) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, CampaignCreateInputSchema);
    const row = await db
      .insertInto('campaigns')
      .values({
        user_id: c.var.auth.userId,
        name: input.name,
        subject: input.subject,
        content: input.content,
        status: input.status,
        scheduled_at: input.scheduledAt,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ campaign: toCampaign(row) }, 201);
  });

  app.get('/:id', async (c) => {
    const row = await findOwned(c.var.auth.userId, parseId(c.req.param('id'), 'Campaign'));
    if (!row) throw notFound('Campaign');
    return c.json({ campaign: toCampaign(row) });
  });

  /** Linking twice is not an error: the contact is in the campaign either way. */
  app.post('/:id/contacts', async (c) => {
    const { userId } = c.var.auth;
    const campaignId = parseId(c.req.param('id'), 'Campaign');
    const { contactId } = await readBody(c, AddContactToCampaignInputSchema);
    if (!(await findOwned(userId, campaignId))) throw notFound('Campaign');
    const contact = await db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', contactId)
      .executeTakeFirst();
    if (!contact) throw notFound('Contact');
    await db
      .insertInto('campaign_contacts')
      .values({
        campaign_id: campaignId,
        contact_id: contactId,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['campaign_id', 'contact_id']).doNothing())
      .execute();
    return c.json({ success: true as const }, 201);
  });

  return app;
}
