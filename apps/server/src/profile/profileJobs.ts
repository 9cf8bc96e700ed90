import { escapeHtml } from '@crm/email-builder';
import type { ServerConfig } from '../config';
import { accountLinks } from '../auth/accountLinks';
import { authRepository } from '../auth/authRepository';
import { serverSecret } from '../db/serverSecretsRepository';
import { ownerScope } from '../db/scope';
import { JobFailure, jobDone, type JobKind } from '../jobs/jobKinds';
import { sendOne } from '../sending/sendMessage';

export const EMAIL_CHANGE_MAIL = 'profile.emailChangeMail';
/** The app's page an email change link opens. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

export interface EmailChangePayload {
  userId: number;
  email: string;
  expiresAt: number;
}

/**
 * Mails the link that confirms a new email to the new address (the one message builder, the
 * product's mailer: the Outbox shows it locally). Signed over the current email, so it works once.
 */
export const emailChangeMailJob = (config: ServerConfig): JobKind<EmailChangePayload> => ({
  name: EMAIL_CHANGE_MAIL,
  payload(value) {
    const { userId, email, expiresAt } = (value as Partial<EmailChangePayload> | null) ?? {};
    if (
      !Number.isSafeInteger(userId) ||
      !Number.isSafeInteger(expiresAt) ||
      typeof email !== 'string'
    )
      throw new Error('userId, email or expiresAt is missing');
    return { userId: userId!, email, expiresAt: expiresAt! };
  },
  retryDelaysMs: [10_000, 60_000, 600_000],
  async run(job) {
    const user = await authRepository(job.db).users.find(job.payload.userId);
    if (!user) throw new JobFailure('The account no longer exists');
    const deps = { ...job.db, config };
    const links = accountLinks(await serverSecret(deps, config.mail.appSecret));
    const token = links.sign(
      'email-change',
      { u: user.id, e: job.payload.expiresAt, m: job.payload.email },
      user.email,
    );
    const link = `${config.mail.publicUrl}${CONFIRM_EMAIL_PATH}?token=${token}`;
    await sendOne(deps, ownerScope(user.id), {
      content: {
        subject: 'Confirm your new Beacon CRM email',
        content:
          `<p>Hello ${escapeHtml(user.name || user.username)},</p>` +
          `<p>You asked to use this address for your Beacon CRM account ` +
          `<strong>${escapeHtml(user.username)}</strong>. Confirm it here:</p>` +
          `<p><a href="${escapeHtml(link)}">Use this email</a></p>` +
          `<p>The link works once, for 24 hours. Until then your account keeps its current email. ` +
          `If you did not ask for this, ignore this email.</p>`,
      },
      to: { address: job.payload.email },
      accountMail: true,
      key: `email-change:${user.id}:${job.payload.expiresAt}`,
    });
    return jobDone({ sent: true });
  },
});
