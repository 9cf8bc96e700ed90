import { expect, test, type APIRequestContext } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
}

/** The newest stored message of `subject` to `to`, once the background job has kept it. */
async function outboxMessage(
  request: APIRequestContext,
  token: string,
  to: string,
  subject: string,
) {
  const headers = { Authorization: `Bearer ${token}` };
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/outbox', { headers })).json()) as {
          messages: OutboxItem[];
        };
        found = messages.find((m) => m.to === to && m.subject === subject);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const { message } = await (await request.get(`/api/outbox/${found!.id}`, { headers })).json();
  return message as { html: string; headers: { name: string; value: string }[] };
}

test('forgot password: a link by mail (kept in the Outbox), a new password, every session ended', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const user = newUser('reset');
  // A session from before the reset: it must end.
  const oldSession = await registerByApi(page.request, user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this email, a link to reset its password is on its way. The link works for one hour.',
  );

  // No SMTP server in the e2e run: the mail is in the account's Outbox.
  const mail = await outboxMessage(
    page.request,
    oldSession,
    user.email,
    'Reset your Beacon CRM password',
  );
  const link = new URL(/href="([^"]+\/reset-password\?token=[^"]+)"/.exec(mail.html)![1]!);
  expect(mail.headers.some((h) => h.name === 'List-Unsubscribe')).toBe(false);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('a brand new pass 2');
  await page.getByLabel('Confirm New Password').fill('a brand new pass 2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastRegion(page)).toContainText('Password reset');

  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${oldSession}` },
  });
  expect(me.status()).toBe(401);

  // The link worked once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('another new pass 3');
  await page.getByLabel('Confirm New Password').fill('another new pass 3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );

  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('a brand new pass 2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('settings: the sender identity set in the app is what a test send carries', async ({
  page,
}) => {
  const owner = newUser('sender');
  const token = await registerByApi(page.request, owner);
  await openSignedIn(page, token, '/dashboard');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('From name').fill("Rosie's Bakery");
  await page.getByLabel('From address').fill('hello@rosies.example');
  await page.getByLabel('Reply-To address').fill('rosie@rosies.example');
  await page.getByLabel('Postal address').fill('12 Main Street\nSpringfield, IL 62701');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toastRegion(page)).toContainText('Settings saved');
  await expect(page.getByText('"Rosie\'s Bakery" <hello@rosies.example>').first()).toBeVisible();

  // Reloaded, the identity is the account's.
  await page.reload();
  await expect(page.getByLabel('From name')).toHaveValue("Rosie's Bakery");

  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/campaigns', {
    headers,
    data: { name: 'Spring', subject: 'Spring bake', content: '<p>Fresh bread</p>' },
  });
  const { campaign } = await created.json();
  const sent = await page.request.post(`/api/campaigns/${campaign.id}/test`, {
    headers,
    // Test sends go only to the sign-in address or confirmed ones (issue 26 §1).
    data: { email: owner.email },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const message = await outboxMessage(page.request, token, owner.email, '[Test] Spring bake');
  const header = (name: string) => message.headers.find((h) => h.name === name)?.value;
  expect(header('From')).toBe('"Rosie\'s Bakery" <hello@rosies.example>');
  expect(header('Reply-To')).toBe('rosie@rosies.example');
  expect(message.html).toContain('12 Main Street<br>Springfield, IL 62701');

  // The Outbox speaks to the owner: no environment variable named.
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('note')).toContainText(
    'Mail is kept here and not delivered yet. Your administrator can connect a mail server (see the README).',
  );
  await expect(page.getByRole('note')).not.toContainText('SMTP_URL');
});
