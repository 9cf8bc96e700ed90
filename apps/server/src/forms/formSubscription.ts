import {
  PENDING_CONTACT_STATUS,
  type Contact,
  type ContactUpdateData,
  type Form,
  type FormAnswers,
} from '@crm/api-client';
import {
  checkRoomForContact,
  confirmRoomForCreated,
  hasRoomForContact,
} from '../billing/contactLimit';
import { contactsRepository } from '../contacts/contactsRepository';
import { inTransaction, type Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { contactOrderKey, emitWebhookEvent } from '../webhooks/webhookEvents';
import { HttpError } from '../http/HttpError';
import { suppressionsRepository } from '../suppressions/suppressionsRepository';
import { fireWorkflowTrigger, SUBSCRIBER } from '../workflows/workflowTriggers';
import { CONFIRMATION_RESEND_MS, enqueueConfirmation } from './formsJobs';
import { formsRepository, type SubmissionOrigin } from './formsRepository';

/** Where a submission came from, kept in its consent record. */

const UNSUBSCRIBED = 'unsubscribed';

/**
 * What a submission does, in one transaction: creates the contact or fills in the fields the form
 * asked for (an answer left blank never clears a value), adds the form's tags and its lead source
 * (where the contact has none: the first source a contact came from is kept), records the consent
 * (the exact text and form version, time, address, user agent) and the submission, queues the
 * confirmation email under double opt-in, and fires the `form_submission` workflows (with
 * `contact_added`, `subscription_started` and `tag_added` as they apply).
 *
 * Statuses: a new contact is `pending` under double opt-in, else a subscriber (unsubscribed when
 * the address is on the suppression list: only a confirmed address comes off it). A known contact
 * keeps its status, but for an unsubscribed one under double opt-in: they consent again and are
 * `pending` until they confirm. A pending one is mailed again at most once an hour.
 *
 * Runs in the caller's transaction `trx`, which commits it with the submission's counts; two
 * submissions of one new address at once make the second's fail with 409, to be run again. False,
 * having written nothing, when a new contact would pass the plan's limit.
 */
export async function subscribeThroughForm(
  trx: Db,
  scope: Scope,
  form: Form,
  answers: FormAnswers,
  origin: SubmissionOrigin,
): Promise<boolean> {
  // Created or changed by the form: its name is on the contact's timeline.
  const contacts = contactsRepository(trx, scope, { by: 'form', name: form.name });
  const forms = formsRepository(trx, scope);
  const now = new Date();
  const existing = await contacts.findByEmail(answers.email);
  let contact: Contact;
  let newTags: string[];
  let mailConfirmation = false;
  // On PostgreSQL the plan's row is locked only at the end, for the count and the commit: held
  // from here, it would make all of an account's new subscribers take turns.
  const roomAtEnd = trx.dialect === 'postgres';
  if (!existing) {
    if (roomAtEnd) {
      if (!(await hasRoomForContact(trx, scope))) return false;
    } else if (!(await checkRoomForContact(trx, scope).then(() => true, noRoom))) return false;
    contact = await contacts.create({
      firstName: answers.contact.firstName ?? '',
      lastName: answers.contact.lastName ?? '',
      email: answers.email,
      phone: answers.contact.phone ?? null,
      company: answers.contact.company ?? null,
      position: answers.contact.position ?? null,
      status: form.doubleOptIn
        ? PENDING_CONTACT_STATUS
        : // Without a confirmed address, a suppressed one stays out of the mailing (issue 28 §3).
          (await suppressionsRepository(trx, scope).reasonFor(answers.email))
          ? UNSUBSCRIBED
          : SUBSCRIBER,
      tags: form.tags,
      leadSource: form.leadSource,
      customFields: answers.customFields,
    });
    newTags = contact.tags;
    mailConfirmation = form.doubleOptIn;
    const ids = [contact.id];
    await fireWorkflowTrigger(trx, scope, { trigger: 'contact_added' }, { ids }, now);
    if (contact.status === SUBSCRIBER)
      await fireWorkflowTrigger(trx, scope, { trigger: 'subscription_started' }, { ids }, now);
  } else {
    const had = new Set(existing.tags.map((t) => t.toLowerCase()));
    newTags = form.tags.filter((t) => !had.has(t.toLowerCase()));
    const changes: ContactUpdateData = { ...answers.contact };
    if (Object.keys(answers.customFields).length > 0)
      changes.customFields = { ...existing.customFields, ...answers.customFields };
    if (newTags.length > 0) changes.tags = [...existing.tags, ...newTags];
    if (!existing.leadSource && form.leadSource) changes.leadSource = form.leadSource;
    const status = existing.status.toLowerCase();
    if (status === UNSUBSCRIBED && form.doubleOptIn) {
      changes.status = PENDING_CONTACT_STATUS;
      mailConfirmation = true;
    } else if (status === PENDING_CONTACT_STATUS) {
      const last = await forms.lastConfirmationSent(existing.id);
      mailConfirmation = !last || now.getTime() - last.getTime() >= CONFIRMATION_RESEND_MS;
    }
    contact = (await contacts.update(existing.id, changes)) ?? existing;
  }
  const consentId = await forms.addConsent({
    contactId: contact.id,
    formId: form.id,
    formVersion: form.version,
    consentText: form.consent && answers.consented ? form.consent.text : null,
    email: answers.email,
    ip: origin.ip,
    userAgent: origin.userAgent,
    confirmationSentAt: mailConfirmation ? now : null,
  });
  await forms.recordSubmission(form.id, form.version, contact.id, {
    email: answers.email,
    ...answers.contact,
    customFields: answers.customFields,
    consented: answers.consented,
  });
  if (mailConfirmation) await enqueueConfirmation(trx, scope, consentId, now);
  const ids = [contact.id];
  for (const tag of newTags)
    await fireWorkflowTrigger(trx, scope, { trigger: 'tag_added', tag }, { ids }, now);
  await fireWorkflowTrigger(
    trx,
    scope,
    { trigger: 'form_submission', formId: form.id },
    { ids },
    now,
  );
  await emitWebhookEvent(
    trx,
    scope,
    'form.submitted',
    {
      form: { id: form.id, name: form.name, version: form.version },
      contactId: contact.id,
      email: answers.email,
      fields: answers.contact,
      customFields: answers.customFields,
      consented: answers.consented,
      newContact: !existing,
    },
    { orderKey: contactOrderKey(contact.id) },
  );
  // Overtaken to the plan's last place: all of it rolls back.
  if (!existing && roomAtEnd)
    await confirmRoomForCreated(trx, scope).catch((error: unknown) => {
      throw error instanceof HttpError ? NO_ROOM() : error;
    });
  return true;
}

/** The visitor is not the account's owner: the plan's limit is not theirs to read. */
export const NO_ROOM = () =>
  new HttpError(503, 'This form cannot take new subscribers at the moment.');

/** False for the plan's refusal, else the error again. */
function noRoom(error: unknown): false {
  if (error instanceof HttpError) return false;
  throw error;
}

/**
 * A confirmation link was pressed: the consent records its first confirmation (time, address,
 * user agent) and a pending contact becomes a subscriber (`subscription_started`). Pressing it
 * again changes nothing. Returns false when the record no longer exists (the contact was deleted).
 */
export async function confirmSubscription(
  database: Db,
  scope: Scope,
  consentId: number,
  origin: SubmissionOrigin,
): Promise<boolean> {
  return inTransaction(database, async (trx) => {
    const forms = formsRepository(trx, scope);
    const consent = await forms.consent(consentId);
    if (!consent) return false;
    const now = new Date();
    await forms.confirm(consentId, origin, now);
    // The person confirmed their address themselves.
    const contacts = contactsRepository(trx, scope, { by: 'contact' });
    const contact = await contacts.find(consent.contactId);
    if (contact?.status === PENDING_CONTACT_STATUS) {
      await contacts.update(contact.id, { status: SUBSCRIBER });
      // They confirmed their address themselves: it comes off the suppression list.
      await suppressionsRepository(trx, scope).remove(contact.email);
      await fireWorkflowTrigger(
        trx,
        scope,
        { trigger: 'subscription_started' },
        { ids: [contact.id] },
        now,
      );
    }
    return true;
  });
}

/**
 * "Send me a new link" from an expired one: a new seven-day link for a contact still pending,
 * at most once an hour. Says nothing about whether it sent one.
 */
export async function resendConfirmation(
  database: Db,
  scope: Scope,
  consentId: number,
): Promise<void> {
  await inTransaction(database, async (trx) => {
    const forms = formsRepository(trx, scope);
    const consent = await forms.consent(consentId);
    if (!consent) return;
    const contact = await contactsRepository(trx, scope).find(consent.contactId);
    if (contact?.status !== PENDING_CONTACT_STATUS) return;
    const now = new Date();
    const last = await forms.lastConfirmationSent(contact.id);
    if (last && now.getTime() - last.getTime() < CONFIRMATION_RESEND_MS) return;
    await forms.markConfirmationSent(consentId, now);
    await enqueueConfirmation(trx, scope, consentId, now);
  });
}
