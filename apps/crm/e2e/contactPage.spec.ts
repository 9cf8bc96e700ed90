import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi } from './fixtures';

test.describe('contact page', () => {
  test('open a contact from the table and see its email history, newest first', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('contactpage'));
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data?: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    const { campaign } = await post('/api/campaigns', {
      name: 'Launch news',
      subject: 'News for {{firstName|you}}',
      content: '<p>Hello,</p><p><a href="https://example.com/launch">Read the launch post</a></p>',
    });
    const { contact } = await post('/api/contacts', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
    await post('/api/contacts', {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
    });
    await post(`/api/campaigns/${campaign.id}/contacts`, { contactId: contact.id });
    await post(`/api/campaigns/${campaign.id}/send`);

    // No SMTP in the e2e server: the message waits in the outbox; open and click it there as a
    // mail client would, signed out.
    let messages: { id: number; to: string }[] = [];
    await expect
      .poll(
        async () => {
          messages = (await (await page.request.get('/api/outbox', { headers })).json()).messages;
          return messages.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const { message } = await (
      await page.request.get(`/api/outbox/${messages[0]!.id}`, { headers })
    ).json();
    const pixel = /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(message.html)![1]!;
    const link = /<a href="([^"]+\/t\/c\/[^"]+)"/.exec(message.html)![1]!.replaceAll('&amp;', '&');
    const anonymous = await page.context().browser()!.newContext();
    expect((await anonymous.request.get(pixel)).status()).toBe(200);
    expect((await anonymous.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
    await anonymous.close();

    await openSignedIn(page, token, '/contacts');
    const grid = page.getByRole('grid', { name: 'Contacts' });
    await grid.getByRole('rowheader', { name: 'Ada Lovelace' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${contact.id}$`));
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contacts', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Opens and clicks are written a moment after they are answered: wait for them on the API,
    // then read the page once. (Counting right after a reload raced the page's own read: on a slow
    // machine every poll counted before the list arrived.)
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/contacts/${contact.id}/timeline`, {
            headers,
          });
          return (await response.json()).total;
        },
        { timeout: 20_000 },
      )
      .toBe(4);
    await page.reload();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    const items = timeline.getByRole('listitem');
    await expect(items.nth(0)).toContainText('Clicked a link in the campaign Launch news');
    await expect(items.nth(0)).toContainText('https://example.com/launch');
    await expect(items.nth(1)).toContainText('Opened the campaign Launch news');
    await expect(items.nth(2)).toContainText('Sent the campaign Launch news');
    await expect(items.nth(2)).toContainText('Subject: News for Ada');
    await expect(items.nth(3)).toContainText('Created through the API');

    await page.getByRole('button', { name: 'All events Show' }).click();
    await page.getByRole('option', { name: 'Subscription and consent' }).click();
    await expect(page.getByText('No events of this kind yet')).toBeVisible();

    // An edit in the Edit Contact dialog is on the timeline, with what changed: waited for on the
    // API, then the page read once.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Difference Engines');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(
        async () => {
          const response = await page.request.get(
            `/api/contacts/${contact.id}/timeline?kinds=field_changed`,
            { headers },
          );
          return (await response.json()).total;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'All events Show' }).click();
    await page.getByRole('option', { name: 'Field and tag changes' }).click();
    const change = timeline.getByRole('listitem').first();
    await expect(change).toContainText(
      'Company changed from “Analytical Engines” to “Difference Engines”',
    );
    await expect(change).toContainText('By ');

    await page.getByRole('link', { name: 'Back to Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(grid.getByRole('rowheader', { name: 'Alan Turing' })).toBeVisible();
  });
  test('edit a field in place: saved, kept on reload, and on the timeline', async ({ page }) => {
    const token = await registerByApi(page.request, newUser('inplace'));
    const headers = { Authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/contacts', {
      headers,
      data: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '555 0100',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { contact } = await created.json();

    await openSignedIn(page, token, `/contacts/${contact.id}`);
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    const phone = page
      .getByRole('definition')
      .filter({ has: page.getByRole('button', { name: 'Edit Phone' }) });
    await page.getByRole('button', { name: 'Edit Phone' }).click();
    const input = page.getByRole('textbox', { name: 'Phone' });
    await expect(input).toBeFocused();
    await input.fill('555 0199');
    await input.press('Enter');
    await expect(page.getByText('Contact updated successfully')).toBeVisible();
    await expect(phone).toContainText('555 0199');
    await expect(page.getByRole('button', { name: 'Edit Phone' })).toBeFocused();

    // Written with the update: waited for on the API, then the page read once.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(
            `/api/contacts/${contact.id}/timeline?kinds=field_changed`,
            { headers },
          );
          return (await response.json()).total;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.reload();
    await expect(phone).toContainText('555 0199');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').first()).toContainText(
      'Phone changed from “555 0100” to “555 0199”',
    );
  });
});
