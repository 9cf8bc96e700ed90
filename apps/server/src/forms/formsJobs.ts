import {
  CONFIRM_URL_MERGE_TAG,
  FORM_CONFIRM_TTL_MS,
  linksToConfirmUrl,
  PENDING_CONTACT_STATUS,
} from '@crm/api-client';
import { escapeHtml } from '@crm/email-builder';
import { accountLinks } from '../auth/accountLinks';
import type { MailConfig, ServerConfig } from '../config';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import { serverSecret } from '../db/serverSecretsRepository';
import type { Scope } from '../db/scope';
import { jobDone, JobFailure, type JobKind } from '../jobs/jobKinds';
import { enqueueJob } from '../jobs/jobWorkers';
import { recurringJob } from '../jobs/recurringJob';
import { mergeValues } from '../sending/mergeTags';
import type { MessageContent } from '../sending/messageBuilder';
import { sendOne } from '../sending/sendMessage';
import { templatesRepository } from '../templates/templatesRepository';
import { formsRepository, purgeFormHits, purgeSpentChallenges } from './formsRepository';

export const FORM_CONFIRMATION_MAIL = 'forms.confirmationMail';
/** The public page a confirmation link opens (one press confirms). */
export const FORM_CONFIRM_PATH = '/f/confirm';
/** A repeated submission or a press of "send a new link" mails again at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export interface ConfirmationPayload {
  consentId: number;
  /** The link works until then: seven days from when it was asked for, not from when it was sent. */
  expiresAt: number;
}

type LinkDeps = Db & { config: { mail: MailConfig } };

/**
 * A confirmation link: signed for this one purpose (a password reset's key cannot make one),
 * naming the consent record and its owner, valid seven days. Confirming twice is harmless, so no
 * state makes it single-use; the record it names keeps the first confirmation.
 */
export async function confirmationLink(
  deps: LinkDeps,
  ownerId: number,
  consentId: number,
  expiresAt: number,
): Promise<string> {
  const links = accountLinks(await serverSecret(deps, deps.config.mail.appSecret));
  const token = links.sign('form-confirm', { u: ownerId, r: consentId, e: expiresAt }, '');
  return `${deps.config.mail.publicUrl}${FORM_CONFIRM_PATH}?token=${token}`;
}

/** A confirmation token's owner and consent record when it is genuine, and whether it expired. */
export async function readConfirmationToken(
  deps: LinkDeps,
  token: string,
  now: Date,
): Promise<{ ownerId: number; consentId: number; expired: boolean } | undefined> {
  const links = accountLinks(await serverSecret(deps, deps.config.mail.appSecret));
  const claims = links.genuine('form-confirm', token, '');
  if (!claims || claims.r === undefined) return undefined;
  return { ownerId: claims.u, consentId: claims.r, expired: claims.e <= now.getTime() };
}

/** Queues the confirmation email of a consent record (in the caller's transaction). */
export async function enqueueConfirmation(
  db: Db,
  scope: Scope,
  consentId: number,
  now: Date,
): Promise<void> {
  const expiresAt = now.getTime() + FORM_CONFIRM_TTL_MS;
  await enqueueJob(db, {
    kind: FORM_CONFIRMATION_MAIL,
    scope,
    payload: { consentId, expiresAt } satisfies ConfirmationPayload,
    key: `${consentId}:${expiresAt}`,
  });
}

/**
 * Mails a new subscriber their confirmation link, through the one message builder and the
 * product's mailer, from the account's sender identity (it is the account's list they join).
 * A job, so the submission answers alike for a new and a known address, and a failed delivery is
 * retried. A contact no longer pending (confirmed, unsubscribed since, deleted) gets nothing.
 */
export const formConfirmationMailJob = (config: ServerConfig): JobKind<ConfirmationPayload> => ({
  name: FORM_CONFIRMATION_MAIL,
  payload(value) {
    const { consentId, expiresAt } = (value as Partial<ConfirmationPayload> | null) ?? {};
    if (!Number.isSafeInteger(consentId) || !Number.isSafeInteger(expiresAt))
      throw new Error('consentId or expiresAt is missing');
    return { consentId: consentId!, expiresAt: expiresAt! };
  },
  retryDelaysMs: [10_000, 60_000, 600_000, 3_600_000],
  async run(job) {
    if (!job.scope) throw new JobFailure('A confirmation belongs to an account');
    const consent = await formsRepository(job.db, job.scope).consent(job.payload.consentId);
    if (!consent) return jobDone({ sent: false });
    const contact = await contactsRepository(job.db, job.scope).find(consent.contactId);
    if (!contact || contact.status !== PENDING_CONTACT_STATUS) return jobDone({ sent: false });
    if (job.payload.expiresAt <= job.now().getTime()) return jobDone({ sent: false });
    const deps = { ...job.db, config };
    const link = await confirmationLink(deps, job.scope.ownerId, consent.id, job.payload.expiresAt);
    const designed = await designedConfirmation(job.db, job.scope, consent.formId);
    await sendOne(deps, job.scope, {
      content: designed ?? standardConfirmation(consent.email, link),
      to: {
        address: consent.email,
        // The designed email's tags: the subscriber's fields and their link (this email only).
        values: mergeValues(contact, { [CONFIRM_URL_MERGE_TAG]: link }),
      },
      // A confirmation is not a mailing: nothing to unsubscribe from yet.
      unsubscribeFooter: false,
      key: `form-confirm:${consent.id}:${job.payload.expiresAt}`,
    });
    return jobDone({ sent: true, designed: designed !== undefined });
  },
});

/** The confirmation email of a form without a designed one. */
function standardConfirmation(email: string, link: string): MessageContent {
  const href = escapeHtml(link);
  return {
    subject: 'Please confirm your subscription',
    content:
      `<p>Thank you for subscribing with <strong>${escapeHtml(email)}</strong>.</p>` +
      `<p>Please confirm that you want to receive our emails:</p>` +
      `<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">Confirm my subscription</a></p>` +
      `<p>The link works for 7 days. If you did not subscribe, ignore this email: you will not hear from us.</p>`,
  };
}

/**
 * The form's designed confirmation email, as it is when sent. None when the form has none, was
 * deleted, or its template lost its link to `{{confirmUrl}}` in an edit since: the standard email
 * then goes, so a subscriber can always confirm.
 */
async function designedConfirmation(
  db: Db,
  scope: Scope,
  formId: number | null,
): Promise<MessageContent | undefined> {
  const templateId =
    formId === null ? null : (await formsRepository(db, scope).get(formId))?.confirmationTemplateId;
  if (!templateId) return undefined;
  const template = await templatesRepository(db, scope).find(templateId);
  if (!template || !linksToConfirmUrl(template.content)) return undefined;
  return { subject: template.subject, content: template.content };
}

/**
 * A form's rate windows older than an hour count for nothing, and a spent proof-of-work challenge
 * past its expiry would be refused anyway: both deleted once an hour.
 */
export const formsPurgeJob = recurringJob('forms.purge', 60 * 60 * 1000, async (job) => ({
  deleted: await purgeFormHits(job.db, new Date(job.now().getTime() - 60 * 60 * 1000)),
  spentChallenges: await purgeSpentChallenges(job.db, job.now()),
}));
