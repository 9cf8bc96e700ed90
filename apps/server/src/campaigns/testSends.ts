import { authRepository } from '../auth/authRepository';
import type { Scope } from '../db/scope';
import type { AppDeps } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { sendOne } from '../sending/sendMessage';
import { usageRepository, type UsageLimit } from '../usage/usageRepository';
import { testAddressesRepository } from './testAddressesRepository';

const HOUR_MS = 60 * 60 * 1000;

/** The public path of a test address's confirmation link (tracking/trackingRoutes.ts). */
export const TEST_ADDRESS_CONFIRM_PATH = '/t/v/';

export const testSendLimit = (deps: AppDeps): UsageLimit => ({
  kind: 'test-send',
  max: deps.config.mail.limits.testSendsPerHour,
  windowMs: HOUR_MS,
  message: `You can send ${deps.config.mail.limits.testSendsPerHour} test emails an hour`,
});

const confirmationLimit = (deps: AppDeps): UsageLimit => ({
  kind: 'test-address',
  max: deps.config.mail.limits.testAddressLinksPerHour,
  windowMs: HOUR_MS,
  message: `You can confirm ${deps.config.mail.limits.testAddressLinksPerHour} new test addresses an hour`,
});

export const notConfirmedMessage = (email: string) =>
  `Test emails go only to your sign-in address or to addresses you confirmed. ` +
  `We sent a confirmation link to ${email}: open it, then send the test again.`;

/**
 * A test send may go to the account's sign-in address, or to an address that confirmed it by the
 * link we mail it. Any other address gets that link (a fixed text, at most a few an hour) and the
 * request is refused with 403 saying so: a test send is never a way to mail strangers.
 */
export async function allowTestAddress(
  deps: AppDeps,
  scope: Scope,
  userId: number,
  email: string,
): Promise<void> {
  const user = await authRepository(deps).users.find(userId);
  if (user && user.email.toLowerCase() === email.toLowerCase()) return;
  const addresses = testAddressesRepository(deps, scope);
  if (await addresses.isConfirmed(email)) return;
  // One link an hour per address: asking again within the hour mails nothing new.
  if (await addresses.linkSentWithin(email, HOUR_MS))
    throw new HttpError(403, notConfirmedMessage(email), { field: 'email' });
  await usageRepository(deps, scope).take(confirmationLimit(deps));
  const token = await addresses.requestConfirmation(email);
  const link = `${deps.config.mail.publicUrl}${TEST_ADDRESS_CONFIRM_PATH}${token}`;
  await sendOne(deps, scope, {
    content: {
      subject: 'Confirm test emails to this address',
      content:
        `<p>A Beacon CRM account asked to send its test emails to this address.</p>` +
        `<p><a href="${link}">Allow test emails to this address</a></p>` +
        `<p>If you did not expect this, ignore this email: nothing more will be sent to you.</p>`,
    },
    to: { address: email, unsubscribeUrl: `${deps.config.mail.publicUrl}/u/test` },
    // The product's fixed text, from the product's sender: a stranger never gets the account's
    // unverified From or Reply-To.
    accountMail: true,
  });
  throw new HttpError(403, notConfirmedMessage(email), { field: 'email' });
}
