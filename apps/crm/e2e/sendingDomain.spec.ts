import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi } from './fixtures';

/**
 * Issue 30 §3 and §1: the Sending domain page, reached from Settings, reads the account's own From
 * domain from the DNS server the e2e run starts (playwright.config.ts: SPF `v=spf1 mx -all`,
 * DMARC p=none, no DKIM key: the e2e server signs nothing), and starts a warm-up. And the Outbox
 * downloads a message as the exact .eml it was kept as.
 */
test('Settings -> Sending domain shows each record and readiness and starts a warm-up; the Outbox downloads a message as .eml', async ({
  page,
}) => {
  const token = await registerByApi(page.request, newUser('domain'));
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await page.request.put('/api/settings', {
    headers,
    data: {
      fromName: 'Shop',
      fromEmail: 'hello@shop.e2e.test',
      replyTo: null,
      postalAddress: null,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await openSignedIn(page, token, '/settings');
  await page.getByRole('link', { name: 'Check your sending domain' }).click();
  await expect(page).toHaveURL(/\/sending-domain$/);
  await expect(page.getByRole('heading', { name: 'DNS records for shop.e2e.test' })).toBeVisible();
  const checks = page.getByRole('list', { name: 'DNS checks' });
  const item = (name: string) =>
    checks.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item('SPF')).toContainText('Pass');
  await expect(item('SPF')).toContainText('v=spf1 mx -all');
  await expect(item('DKIM')).toContainText('Failure');
  await expect(item('DKIM')).toContainText('Messages are not DKIM-signed');
  const readiness = page.getByRole('list', { name: 'Bulk-sender readiness' });
  await expect(readiness).toContainText('No mail sent');
  await expect(readiness).toContainText('Not signed');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(item('SPF')).toContainText('Pass');

  // The warm-up: off, then on from today (day 1's cap of 50), and kept on a reload.
  const warmup = page.getByRole('switch', { name: 'Warm up this domain' });
  await expect(warmup).not.toBeChecked();
  await page.getByText('Warm up this domain').click();
  await expect(page.getByText(/Day 1 of 28: up to 50 messages today, 0 sent/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Warm up this domain' })).toBeChecked();

  // A Compose message to a contact, kept in the outbox (the e2e server has no SMTP server).
  const contact = await page.request.post('/api/contacts', {
    headers,
    data: { firstName: 'Ada', lastName: 'Test', email: 'ada@example.com' },
  });
  const { contact: ada } = await contact.json();
  const sent = await page.request.post(`/api/contacts/${ada.id}/email`, {
    headers,
    data: { subject: 'Opening hours', message: 'Hi {{firstName}}, we open at nine.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto('/outbox');
  await expect(page.getByTitle('Preview of Opening hours')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .eml' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Opening-hours-\d+\.eml$/);
  const eml = readFileSync(await file.path(), 'utf8');
  expect(eml).toMatch(/^Subject: Opening hours$/m);
  expect(eml).toMatch(/^From: Shop <hello@shop\.e2e\.test>$/m);
  expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});
