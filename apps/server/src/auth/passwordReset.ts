import { escapeHtml } from '@crm/email-builder';
import { PASSWORD_RESET_TTL_MS } from '@crm/api-client';
import type { MailConfig, ServerConfig } from '../config';
import type { Db } from '../db/Db';
import { serverSecret } from '../db/serverSecretsRepository';
import { ownerScope } from '../db/scope';
import { JobFailure, jobDone, type JobKind } from '../jobs/jobKinds';
import { sendOne } from '../sending/sendMessage';
import { accountLinks } from './accountLinks';
import { authRepository } from './authRepository';

export const PASSWORD_RESET_MAIL = 'auth.passwordResetMail';
/** The app's page a reset link opens. */
export const RESET_PASSWORD_PATH = '/reset-password';

export interface PasswordResetPayload {
  userId: number;
  /** The link stops working then: an hour after it was asked for, not after the job ran. */
  expiresAt: number;
}

/** A reset link for the account's current password (it stops working once that changes). */
export async function passwordResetLink(
  deps: Db & { config: { mail: MailConfig } },
  user: { id: number; password_hash: string },
  expiresAt: number,
): Promise<string> {
  const links = accountLinks(await serverSecret(deps, deps.config.mail.appSecret));
  const token = links.sign('password-reset', { u: user.id, e: expiresAt }, user.password_hash);
  return `${deps.config.mail.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
}

/** The new expiry of a reset asked for at `now`. */
export const resetExpiry = (now: Date) => now.getTime() + PASSWORD_RESET_TTL_MS;

/**
 * Sends a reset link by mail: through the one message builder and the product's mailer, so with no
 * SMTP server it is in the account's Outbox. A job, so the request answers alike whether or not the
 * address has an account (no mail is built or sent while it waits) and a failed delivery is retried.
 */
export const passwordResetMailJob = (config: ServerConfig): JobKind<PasswordResetPayload> => ({
  name: PASSWORD_RESET_MAIL,
  payload(value) {
    const { userId, expiresAt } = (value as Partial<PasswordResetPayload> | null) ?? {};
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expiresAt))
      throw new Error('userId or expiresAt is missing');
    return { userId: userId!, expiresAt: expiresAt! };
  },
  // A link is worth sending only while it works.
  retryDelaysMs: [10_000, 60_000, 600_000],
  async run(job) {
    const user = await authRepository(job.db).users.find(job.payload.userId);
    if (!user) throw new JobFailure('The account no longer exists');
    if (job.payload.expiresAt <= job.now().getTime()) return jobDone({ sent: false });
    const deps = { ...job.db, config };
    const link = await passwordResetLink(deps, user, job.payload.expiresAt);
    const name = escapeHtml(user.name || user.username);
    await sendOne(deps, ownerScope(user.id), {
      content: {
        subject: 'Reset your Beacon CRM password',
        content:
          `<p>Hello ${name},</p>` +
          `<p>Someone, hopefully you, asked to reset the password of your Beacon CRM account ` +
          `<strong>${escapeHtml(user.username)}</strong>. Choose a new password here:</p>` +
          `<p><a href="${escapeHtml(link)}">Reset your password</a></p>` +
          `<p>The link works once, for one hour. When you reset your password, every device ` +
          `signed in to your account is signed out.</p>` +
          `<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
      },
      to: { address: user.email },
      accountMail: true,
      key: `password-reset:${user.id}:${job.payload.expiresAt}`,
    });
    return jobDone({ sent: true });
  },
});
