import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

/**
 * Issue 26 §1: Send test is no relay. From the Send dialog, a test goes to the sign-in address; a
 * stranger's address gets a confirmation link instead, and the test goes there once it is confirmed;
 * after 20 tests in an hour the dialog says so.
 */
test('Send test goes only to confirmed addresses, 20 an hour', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser('relay');
  const token = await registerByApi(page.request, user);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/campaigns', {
    headers,
    data: { name: 'Relay check', subject: 'Hello', content: '<p>Hello</p>' },
  });
  const { campaign } = await created.json();

  await openSignedIn(page, token, '/campaigns');
  const sendTest = async (email?: string) => {
    await page.getByRole('button', { name: 'Actions for Relay check' }).click();
    await page.getByRole('menuitem', { name: 'Send test email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send test email' });
    const field = dialog.getByRole('textbox', { name: 'Send to' });
    await expect(field).toHaveValue(user.email);
    if (email) await field.fill(email);
    await dialog.getByRole('button', { name: 'Send test' }).click();
    return dialog;
  };

  // The sign-in address, prefilled.
  const first = await sendTest();
  await expect(toastRegion(page)).toContainText(`Test email sent to ${user.email}`);
  await expect(first).toBeHidden();

  // A stranger: refused, and mailed a confirmation link (a fixed text, not the campaign).
  const dialog = await sendTest('friend@example.net');
  await expect(toastRegion(page)).toContainText(
    'We sent a confirmation link to friend@example.net: open it, then send the test again.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const { messages } = await (await page.request.get('/api/outbox', { headers })).json();
  const confirmation = messages.find((m: { to: string }) => m.to === 'friend@example.net');
  expect(confirmation.subject).toBe('Confirm test emails to this address');
  const { message } = await (
    await page.request.get(`/api/outbox/${confirmation.id}`, { headers })
  ).json();
  const link = /href="([^"]+\/t\/v\/[^"]+)"/.exec(message.html)![1]!;

  // The friend opens the link and confirms, signed out.
  const friend = await page.context().browser()!.newPage();
  await friend.goto(new URL(link).pathname);
  await friend.getByRole('button', { name: 'Allow test emails' }).click();
  await expect(friend.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  await friend.close();

  const confirmed = await sendTest('friend@example.net');
  await expect(toastRegion(page)).toContainText('Test email sent to friend@example.net');
  await expect(confirmed).toBeHidden();

  // Two sent; eighteen more reach the hourly cap of 20, and the dialog says so.
  for (let i = 0; i < 18; i++) {
    const res = await page.request.post(`/api/campaigns/${campaign.id}/test`, {
      headers,
      data: { email: user.email },
    });
    expect(res.status()).toBe(200);
  }
  await sendTest();
  await expect(toastRegion(page)).toContainText('You can send 20 test emails an hour');

  // Settings lists the confirmed address, and Remove takes it off.
  await page.goto('/settings');
  const addresses = page.getByRole('list', { name: 'Test addresses' });
  await expect(addresses.getByRole('listitem')).toHaveText(['friend@example.netConfirmedRemove']);
  await page.getByRole('button', { name: 'Remove friend@example.net' }).click();
  await expect(toastRegion(page)).toContainText('Test address removed');
  await expect(page.getByText('No other addresses yet.')).toBeVisible();
});
