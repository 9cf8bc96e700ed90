import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  email: string;
  name: string;
  password: string;
}

/** A user no other test has registered. */
export function newUser(prefix = 'user'): TestUser {
  const id = randomBytes(4).toString('hex');
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    name: `Test ${prefix} ${id}`,
    password: 'secret-pass-1',
  };
}

/** Registers through the API (no UI), returning the session token. */
export async function registerByApi(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, name: user.name, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Opens `path` signed in with `token`, once the app has read the current user. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/test');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  const me = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/me',
  );
  await page.goto(path);
  await me;
}

/** Signs `page` in as a freshly registered user and opens `path`. */
export async function signIn(page: Page, user: TestUser, path = '/dashboard'): Promise<void> {
  await openSignedIn(page, await registerByApi(page.request, user), path);
}

/**
 * Runs one write on the e2e run's own SQLite database, for states the API cannot create, and
 * checks that it changed exactly one row.
 */
function updateOneRow(sql: string, ...params: unknown[]): void {
  const file = process.env.E2E_DATABASE_URL;
  if (!file) throw new Error('E2E_DATABASE_URL is not set (playwright.config.ts sets it)');
  const db = new Database(file);
  try {
    expect(db.prepare(sql).run(...params).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Marks a user as holding a temporary password, as an administrator's reset would. */
export function requirePasswordChange(username: string): void {
  updateOneRow('UPDATE users SET requires_password_change = 1 WHERE username = ?', username);
}

/** Puts a user on a plan that began `daysAgo`, as a completed payment would (none exists yet). */
export function setPlan(username: string, plan: string, daysAgo: number): void {
  updateOneRow(
    'UPDATE billing_subscriptions SET current_plan = ?, updated_at = ? ' +
      'WHERE user_id = (SELECT id FROM users WHERE username = ?)',
    plan,
    new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    username,
  );
}

/** The toast region's text (at most one toast shows at a time). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}
