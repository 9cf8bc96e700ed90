import { randomBytes } from 'node:crypto';
import type { PlanId } from '@crm/api-client';
import { hashPassword } from '../auth/passwordHash';
import type { Db } from '../db/Db';
import { writeDemoAccount } from './seedRepository';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PLAN: PlanId = 'growth';
/** A temporary password left unchanged this long stops working (issue 16). */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** A temporary password that is easy to type once: the user must change it at first login. */
function temporaryPassword(): string {
  const raw = randomBytes(9).toString('base64url');
  return `demo-${raw.slice(0, 6)}-${raw.slice(6, 12)}`;
}

/**
 * (Re)creates the demo account with a fresh temporary password and sample data, replacing any
 * earlier demo account and its records. Other accounts are untouched.
 */
export async function seedDemoAccount(db: Db): Promise<{ username: string; password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = Date.now();

  await writeDemoAccount(db, {
    username: DEMO_USERNAME,
    email: DEMO_EMAIL,
    passwordHash,
    plan: DEMO_PLAN,
    temporaryPasswordDays: TEMPORARY_PASSWORD_DAYS,
    now,
  });
  return { username: DEMO_USERNAME, password };
}

/** The lines `npm run seed:demo` and `npm start -- --seed-demo` print. */
export function demoCredentialsMessage({
  username,
  password,
}: {
  username: string;
  password: string;
}): string {
  return [
    'Demo account ready (sample contacts, campaigns, templates and workflows):',
    `  username: ${username}`,
    `  password: ${password}   (temporary: change it at first login; it expires in ${TEMPORARY_PASSWORD_DAYS} days)`,
  ].join('\n');
}
