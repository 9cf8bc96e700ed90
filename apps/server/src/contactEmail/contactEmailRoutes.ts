import { ComposeEmailFormSchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { sendOne } from '../sending/sendMessage';

/**
 * "Compose Email": `POST /api/contacts/:id/email` (mounted under `/api/contacts`), one message to
 * one contact, written in the dialog as plain text or HTML with merge tags. It goes through the
 * one message builder like a campaign's, without the footer, its unsubscribe link the contact's.
 */
export function contactEmailRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:id/email', requireAuth(deps), async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const input = await readBody(c, ComposeEmailFormSchema);
    const contact = await contactsRepository(deps, c.var.scope).find(contactId);
    if (!contact) throw notFound('Contact');
    const sent = await sendOne(deps, c.var.scope, {
      content: { subject: input.subject, content: input.message },
      to: { contact },
      unsubscribeFooter: false,
    });
    return c.json(sent);
  });
  return app;
}
