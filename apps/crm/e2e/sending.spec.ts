import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

test.describe('sending', () => {
  test('send a campaign to the outbox, open and click it, see the counts move, unsubscribe with one click', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('send'));
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    const { campaign } = await post('/api/campaigns', {
      name: 'Launch news',
      subject: 'News for {{firstName|you}}',
      content:
        '<p>Hello {{firstName|there}},</p><p><a href="https://example.com/launch">Read the launch post</a></p>',
    });
    for (const [firstName, email] of [
      ['Ada', 'ada@example.com'],
      ['Alan', 'alan@example.com'],
    ]) {
      const { contact } = await post('/api/contacts', { firstName, lastName: 'Test', email });
      await post(`/api/campaigns/${campaign.id}/contacts`, { contactId: contact.id });
    }

    await openSignedIn(page, token, '/campaigns');
    // No SMTP_URL in the e2e server: the screen says messages stay local.
    await expect(page.getByRole('note')).toContainText(
      'Your administrator can connect a mail server',
    );
    await page.getByRole('button', { name: 'Actions for Launch news' }).click();
    await page.getByRole('menuitem', { name: 'Send now' }).click();
    await page
      .getByRole('alertdialog', { name: 'Send “Launch news” now?' })
      .getByRole('button', { name: 'Send now' })
      .click();
    await expect(toastRegion(page)).toContainText('Sending to 2 recipients');
    const row = page.getByRole('row', { name: /Launch news/ });
    await expect(row).toContainText('Sent', { timeout: 20_000 });

    await page.getByRole('link', { name: 'Outbox' }).click();
    const list = page.getByRole('grid', { name: 'Stored messages' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await list.getByRole('row', { name: /News for Ada/ }).click();
    await expect(page.getByTitle('Preview of News for Ada')).toBeVisible();
    await page.getByRole('tab', { name: 'Headers' }).click();
    await expect(page.getByText('List-Unsubscribe-Post')).toBeVisible();

    // Open and click the message as a mail client would: its pixel and its link, no session.
    const { messages } = await (await page.request.get('/api/outbox', { headers })).json();
    const ada = messages.find((m: { to: string }) => m.to === 'ada@example.com');
    const { message } = await (await page.request.get(`/api/outbox/${ada.id}`, { headers })).json();
    const pixel = /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(message.html)![1]!;
    const link = /<a href="([^"]+\/t\/c\/[^"]+)"/.exec(message.html)![1]!.replaceAll('&amp;', '&');
    const anonymous = await page.context().browser()!.newContext();
    expect((await anonymous.request.get(pixel)).status()).toBe(200);
    const click = await anonymous.request.get(link, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://example.com/launch');

    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('row', { name: /Launch news/ }).textContent();
        },
        { timeout: 15_000 },
      )
      .toMatch(/Sent\D*2\D*1/);

    // One click on the unsubscribe page, signed out.
    const unsubscribe = /<(http[^>]+\/u\/[^>]+)>/.exec(
      message.headers.find((h: { name: string }) => h.name === 'List-Unsubscribe').value,
    )![1]!;
    const visitor = await anonymous.newPage();
    await visitor.goto(unsubscribe);
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await anonymous.close();
    const contacts = await (await page.request.get('/api/contacts', { headers })).json();
    expect(
      contacts.contacts.find((c: { email: string }) => c.email === 'ada@example.com').status,
    ).toBe('unsubscribed');
  });

  test('the Send dialog shows the pre-send check: an error holds Send until overridden', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('presend'));
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    const { campaign } = await post('/api/campaigns', {
      name: 'Spring offers',
      subject: 'SPRING OFFERS',
      content: '<p>Hello {{firstName}},</p><p><a href="/offers">See the offers</a></p>',
    });
    const { contact } = await post('/api/contacts', {
      firstName: 'Ada',
      lastName: 'Test',
      email: 'ada.presend@example.com',
    });
    await post(`/api/campaigns/${campaign.id}/contacts`, { contactId: contact.id });

    await openSignedIn(page, token, '/campaigns');
    await page.getByRole('button', { name: 'Actions for Spring offers' }).click();
    await page.getByRole('menuitem', { name: 'Send now' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send “Spring offers” now?' });
    const errors = dialog.getByRole('region', { name: 'Fix before sending' });
    await expect(errors).toContainText('1 link does not go to a web address');
    await expect(errors).toContainText('Found: /offers');
    const warnings = dialog.getByRole('region', { name: 'Worth a look' });
    await expect(warnings).toContainText('The subject is all in capitals');
    await expect(warnings).toContainText('No postal address found');
    const send = dialog.getByRole('button', { name: 'Send now' });
    await expect(send).toBeDisabled();
    await dialog.getByText('Send anyway, with these errors').click();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toastRegion(page)).toContainText('Sending to 1 recipients');
    await expect(page.getByRole('row', { name: /Spring offers/ })).toContainText('Sent', {
      timeout: 20_000,
    });
  });
});
