import { ComposeEmailFormSchema, TestSendInputSchema } from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { simpleParser } from 'mailparser';
import { requireAuth } from '../auth/requireAuth';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import { toIso } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { toMergeContact } from './composeMessage';
import { newMessageId, sharedMailer, type OutgoingMessage } from './mailer';
import { mergeValues } from './mergeTags';
import { compileMessage, renderMessage } from './renderCampaign';
import { wakeSending } from './sendingEngine';
import {
  campaignProgress,
  cancelCampaignSend,
  contactEngagement,
  contactsByIds,
  insertOutbox,
  startCampaignSend,
} from './sendingRepository';

/** The progress answer `GET /api/campaigns/{id}` can embed (exported for the campaigns routes). */
export { campaignProgress } from './sendingRepository';

/**
 * The signed-in side of sending, mounted on `/api`: send, test, cancel and progress of a campaign;
 * one message to a contact and their engagement; the local outbox; the delivery mode. Each route
 * carries `requireAuth` itself, so mounting here does not put auth in front of anyone else's path.
 */
export function sendingRoutes({ db, dialect, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(db);
  const mailer = () => sharedMailer(config.mail);

  // Campaigns and contacts are read through their own areas' repositories.
  const ownedCampaign = (userId: number, id: number) => campaignsRepository(db, userId).find(id);

  const progressOf = async (c: Context<AppEnv>, status?: number) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const campaign = await ownedCampaign(c.var.auth.userId, id);
    if (!campaign) throw notFound('Campaign');
    return c.json(
      { status: campaign.status, progress: await campaignProgress(db, id) },
      (status ?? 200) as 200,
    );
  };

  /** Sends one message now, through the same mailer as campaigns; outbox mode stores it. */
  const sendNow = async (userId: number, message: OutgoingMessage, campaignId: number | null) => {
    const result = await mailer().send(message);
    if (!result.ok) throw new HttpError(502, `The email could not be sent: ${result.error}`);
    if (result.raw !== undefined)
      await insertOutbox(db, [
        {
          user_id: userId,
          campaign_id: campaignId,
          recipient_id: null,
          to_address: message.to,
          subject: message.subject,
          message_id: message.messageId,
          raw: result.raw,
        },
      ]);
    return { success: true as const, messageId: message.messageId, mode: mailer().mode };
  };

  app.get('/sending/status', auth, (c) => c.json({ mode: mailer().mode, from: config.mail.from }));

  app.post('/campaigns/:id/send', auth, async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    const started = await startCampaignSend(db, dialect, c.var.auth.userId, id);
    if (started.outcome === 'not-found') throw notFound('Campaign');
    if (started.outcome === 'not-sendable')
      throw new HttpError(409, `This campaign is ${started.status} and cannot be sent again`);
    if (started.outcome === 'no-recipients')
      throw new HttpError(409, 'Add contacts to this campaign before sending it');
    wakeSending(db);
    return progressOf(c, 202);
  });

  app.post('/campaigns/:id/cancel', auth, async (c) => {
    const id = parseId(c.req.param('id'), 'Campaign');
    if (!(await cancelCampaignSend(db, c.var.auth.userId, id))) {
      if (!(await ownedCampaign(c.var.auth.userId, id))) throw notFound('Campaign');
      throw new HttpError(409, 'Only a scheduled or sending campaign can be cancelled');
    }
    return progressOf(c);
  });

  app.get('/campaigns/:id/progress', auth, (c) => progressOf(c));

  app.post('/campaigns/:id/test', auth, async (c) => {
    const { userId } = c.var.auth;
    const campaign = await ownedCampaign(userId, parseId(c.req.param('id'), 'Campaign'));
    if (!campaign) throw notFound('Campaign');
    const { email } = await readBody(c, TestSendInputSchema);
    // Tags show their fallbacks; links are left untracked and nobody can be unsubscribed by it.
    const rendered = renderMessage(
      compileMessage(campaign),
      new Map([['unsubscribeurl', `${config.mail.publicUrl}/u/test`]]),
      { click: (url) => url, openPixelUrl: undefined },
    );
    const message = {
      to: email,
      ...rendered,
      subject: `[Test] ${rendered.subject}`,
      messageId: newMessageId(mailer().domain),
    };
    return c.json(await sendNow(userId, message, campaign.id));
  });

  app.post('/contacts/:id/email', auth, async (c) => {
    const { userId } = c.var.auth;
    const contactId = parseId(c.req.param('id'), 'Contact');
    const input = await readBody(c, ComposeEmailFormSchema);
    const contact = (await contactsByIds(db, [contactId], userId)).get(contactId);
    if (!contact) throw notFound('Contact');
    const rendered = renderMessage(
      compileMessage(
        { subject: input.subject, content: input.message },
        { unsubscribeFooter: false },
      ),
      mergeValues(toMergeContact(contact)),
      { click: (url) => url, openPixelUrl: undefined },
    );
    const message = { to: contact.email, ...rendered, messageId: newMessageId(mailer().domain) };
    return c.json(await sendNow(userId, message, null));
  });

  app.get('/contacts/:id/engagement', auth, async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const owned = await contactsRepository(db, c.var.auth.userId, dialect).find(contactId);
    if (!owned) throw notFound('Contact');
    return c.json({ engagement: await contactEngagement(db, c.var.auth.userId, contactId) });
  });

  app.get('/outbox', auth, async (c) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit')) || 50));
    const cursor = c.req.query('cursor');
    let query = db
      .selectFrom('outbox_messages')
      .select(['id', 'to_address', 'subject', 'message_id', 'campaign_id', 'created_at'])
      .where('user_id', '=', c.var.auth.userId)
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (cursor) query = query.where('id', '<', parseId(cursor, 'Cursor'));
    const rows = await query.execute();
    const page = rows.slice(0, limit);
    return c.json({
      messages: page.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        messageId: r.message_id,
        campaignId: r.campaign_id,
        createdAt: toIso(r.created_at),
      })),
      nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
    });
  });

  app.get('/outbox/:id', auth, async (c) => {
    const row = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('user_id', '=', c.var.auth.userId)
      .where('id', '=', parseId(c.req.param('id'), 'Message'))
      .executeTakeFirst();
    if (!row) throw notFound('Message');
    // Read back from the stored MIME, so the screen shows what a mail server would have received.
    const parsed = await simpleParser(row.raw, { skipImageLinks: true });
    return c.json({
      message: {
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        messageId: row.message_id,
        campaignId: row.campaign_id,
        createdAt: toIso(row.created_at),
        headers: parsed.headerLines.map(({ line }) => {
          const colon = line.indexOf(':');
          return {
            name: line.slice(0, colon).trim(),
            value: line
              .slice(colon + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim(),
          };
        }),
        html: typeof parsed.html === 'string' ? parsed.html : '',
        text: parsed.text ?? '',
        size: Buffer.byteLength(row.raw),
      },
    });
  });

  return app;
}
