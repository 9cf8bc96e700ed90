import { ComposeEmailFormSchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { UNSENDABLE_CONTACT_STATUSES } from '@crm/api-client';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody } from '../http/readJson';
import { sendOne } from '../sending/sendMessage';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { usageRepository } from '../usage/usageRepository';

/**
 * "Compose Email": `POST /api/contacts/:id/email` (mounted under `/api/contacts`), one message to
 * one contact, written in the dialog as plain text or HTML with merge tags. It goes through the
 * one message builder like a campaign's, without the footer, its unsubscribe link the contact's.
 * Only to the account's own contacts that can be mailed (never unsubscribed or bounced ones, nor an
 * address on the suppression list), at
 * most `composePerHour` an hour, and through the account's send rate like campaign mail.
 */
export function contactEmailRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:id/email', requireAuth(deps), async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const input = await readBody(c, ComposeEmailFormSchema);
    const contact = await contactsRepository(deps, c.var.scope).find(contactId);
    if (!contact) throw notFound('Contact');
    if ((UNSENDABLE_CONTACT_STATUSES as readonly string[]).includes(contact.status))
      throw new HttpError(
        409,
        `This contact is ${contact.status}: no email can be sent to them until they subscribe again`,
      );
    // An address that left (erased, unsubscribed, bounced hard, complained) under another contact
    // record is not mailed through this one either, as a campaign's send leaves it out.
    if (await suppressionsRepository(deps, c.var.scope).reasonFor(contact.email))
      throw new HttpError(
        409,
        'This address is on your suppression list: no email can be sent to it until the person subscribes again',
      );
    await usageRepository(deps, c.var.scope).take({
      kind: 'compose',
      max: deps.config.mail.limits.composePerHour,
      windowMs: 60 * 60 * 1000,
      message: `You can send ${deps.config.mail.limits.composePerHour} emails an hour from Compose Email`,
    });
    const sent = await sendOne(deps, c.var.scope, {
      content: { subject: input.subject, content: input.message },
      to: { contact },
      unsubscribeFooter: false,
      throttled: true,
    });
    return c.json(sent);
  });
  return app;
}
