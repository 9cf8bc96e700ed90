import { expect, test, type Page } from '@playwright/test';
import { newUser, signIn } from './fixtures';

/** The card headed `title` on the current screen (the heading sits in the card's header). */
const card = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=../..');

test('analytics: a send in outbox mode, an open and a click move the dashboard, Analytics and Notifications', async ({
  page,
}) => {
  // One journey through sending, tracking and three screens: over the 30 s default on a loaded machine.
  test.setTimeout(60_000);
  await signIn(page, newUser('stats'));
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data?: unknown) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };

  // A new account: no figure invented, the checklist untouched, nothing to list.
  await expect(card(page, 'Open Rate')).toContainText('—');
  await expect(card(page, 'Open Rate')).toContainText('Appears once a campaign has been sent');
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
  await expect(page.getByText('No recent activity')).toBeVisible();

  const { campaign } = await post('/api/campaigns', {
    name: 'Autumn launch',
    subject: 'Hello {{firstName|there}}',
    content: '<p>Hi</p><p><a href="https://example.com/autumn">See what is new</a></p>',
  });
  for (const [firstName, email] of [
    ['Grace', 'grace@example.com'],
    ['Linus', 'linus@example.com'],
  ]) {
    const { contact } = await post('/api/contacts', { firstName, lastName: 'Test', email });
    await post(`/api/campaigns/${campaign.id}/contacts`, { contactId: contact.id });
  }
  // No SMTP_URL in the e2e server: both messages go to the local outbox.
  await post(`/api/campaigns/${campaign.id}/send`);
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/outbox', { headers })).json()).messages.length,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);

  // Delivered, not yet opened: a rate of 0, not '—'.
  await page.goto('/analytics');
  await expect(card(page, 'Campaigns Sent')).toContainText('1');
  await expect(card(page, 'Avg. Open Rate')).toContainText('0.0%');

  // Open and click Grace's message as her mail client would: the tracking URLs in the stored mail.
  const { messages } = await (await page.request.get('/api/outbox', { headers })).json();
  const grace = messages.find((m: { to: string }) => m.to === 'grace@example.com');
  const { message } = await (await page.request.get(`/api/outbox/${grace.id}`, { headers })).json();
  const pixel = /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(message.html)![1]!;
  const link = /<a href="([^"]+\/t\/c\/[^"]+)"/.exec(message.html)![1]!.replaceAll('&amp;', '&');
  const mailClient = await page.context().browser()!.newContext();
  expect((await mailClient.request.get(pixel)).status()).toBe(200);
  expect((await mailClient.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
  await mailClient.close();

  // Back on the dashboard without a reload: the cached 0.0% is refetched, as opens arrive from
  // mail clients and no write of the app invalidates them. 1 open of 2 delivered.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(card(page, 'Open Rate')).toContainText('50.0%');
  await expect(page.getByText('2 of 3 steps done')).toBeVisible();
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(
    activity.getByRole('link', { name: /“Autumn launch” sent to 2 recipients/ }),
  ).toBeVisible();
  await expect(activity.getByRole('link', { name: /First open of “Autumn launch”/ })).toBeVisible();
  await expect(
    activity.getByRole('link', { name: /First click on “Autumn launch”/ }),
  ).toBeVisible();

  // The Notifications panel lists the same events.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /First click on “Autumn launch”/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Analytics: the cards, the chart and the table moved; the timeframe is kept in the URL.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(card(page, 'Campaigns Sent')).toContainText('1');
  await expect(card(page, 'Avg. Open Rate')).toContainText('50.0%');
  await expect(card(page, 'Avg. Click Rate')).toContainText('50.0%');
  await expect(card(page, 'Total Contacts')).toContainText('2');
  const row = page.getByRole('grid', { name: 'Top performing campaigns' }).getByRole('row', {
    name: /Autumn launch/,
  });
  await expect(row).toHaveText(/Autumn launch\s*2\s*1\s*50\.0%\s*1\s*50\.0%/);
  // A real Tab from the chart's toggle lands on its first bar; arrows walk to the clicks.
  await page.getByRole('button', { name: 'Show as table' }).last().focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listitem', { name: 'Autumn launch, Opens: 1' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listitem', { name: 'Autumn launch, Clicks: 1' })).toBeFocused();
  await page.getByRole('button', { name: /Timeframe/ }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/analytics\?timeframe=week$/);
  await page.reload();
  await expect(page.getByText('Showing figures for the last 7 days.')).toBeVisible();
  await expect(card(page, 'Avg. Open Rate')).toContainText('50.0%');
});
