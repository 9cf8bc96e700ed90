import { bouncesRepository } from '../bounces/bouncesRepository';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import { inTransaction, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { contactOrderKey, emitWebhookEvents } from '../webhooks/webhookEvents';
import { webhooksRepository } from '../webhooks/webhooksRepository';
import { formsRepository } from '../forms/formsRepository';
import { outboxRepository } from '../outbox/outboxRepository';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { contactsRepository } from './contactsRepository';

/**
 * Erases people of `scope` (the right to erasure, issue 28 §3), all or nothing: the contacts and
 * what identifies them go, each part through the repository of the area that keeps it, and a
 * one-way hash of each address goes on the suppression list so they are never mailed or imported
 * as a subscriber again.
 *
 * - Deleted with the contact (foreign keys): consent records, status changes, campaign
 *   audiences, workflow runs and their steps, notes and tasks about them.
 * - Kept without the person, because figures count them: recipient rows (a campaign's totals and
 *   the analytics' triggers), their opens, clicks, unsubscribes and bounces (tracking events lose
 *   the contact by foreign key), bounce rows, form submissions (a form's conversion).
 * - Deleted by address: the local outbox's copies of the mail they were sent.
 *
 * Which tables name a contact, and which of the two each is, is CONTACT_REFERENCES (the list a
 * merge moves rows by); its test fails when a foreign key and the list disagree.
 *
 * `emails` are lower case (as contacts keep them); `contactIds` are erased whatever their address.
 * Returns the contacts erased.
 */
export async function eraseContacts(
  database: Db,
  scope: Scope,
  which: { contactIds?: readonly number[]; emails?: readonly string[] },
): Promise<{ id: number; email: string }[]> {
  return inTransaction(database, async (trx) => {
    const contacts = contactsRepository(trx, scope);
    const found = await contacts.atAddresses(which.emails ?? []);
    for (const id of which.contactIds ?? []) {
      const contact = await contacts.find(id);
      if (contact) found.push(contact);
    }
    const ids = [...new Set(found.map((c) => c.id))];
    const emails = [
      ...new Set([...(which.emails ?? []), ...found.map((c) => c.email.toLowerCase())]),
    ];
    // Before the delete, while the rows still name the contacts.
    await campaignsRepository(trx, scope).forgetRecipients(ids, emails);
    await formsRepository(trx, scope).forgetSubmissionsOf(ids);
    await bouncesRepository(trx, scope).forgetAddresses(emails);
    await outboxRepository(trx, scope).removeTo(emails);
    await contacts.removeMany(ids);
    await suppressionsRepository(trx, scope).add(emails, 'erased');
    const erased = found.filter((c, i) => found.findIndex((o) => o.id === c.id) === i);
    await webhooksRepository(trx, scope).forgetContacts(ids.map(contactOrderKey));
    // The address goes with the event: a connected system needs it to erase its own copy.
    await emitWebhookEvents(trx, scope, 'contact.erased', () =>
      erased.map((c) => ({
        data: { contactId: c.id, email: c.email },
        orderKey: contactOrderKey(c.id),
      })),
    );
    return erased;
  });
}
