import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

/** The user's own website: a page on another local origin (another host name and port) with the snippet. */
async function startSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // `localhost`, where the app is on 127.0.0.1: another origin, still a secure context for Web Crypto.
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('forms script embed', () => {
  test('a form with proof of work, embedded by script on another origin: errors by field, then the thank-you in place, on its hosted page too, and the contacts pending in the app', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const token = await registerByApi(page.request, newUser('formsembed'));

    await openSignedIn(page, token, '/forms');
    await page.getByRole('button', { name: 'Create Form' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Form' });
    await create.getByRole('textbox', { name: 'Form Name' }).fill('Shop news');
    await create.getByRole('textbox', { name: 'Consent text' }).fill('Send me the shop news.');
    // The switch's label takes the press, as a user's does.
    await create.getByText(/^Proof of work:/).click();
    await expect(create.getByRole('switch', { name: /Proof of work/ })).toBeChecked();
    await create.getByRole('button', { name: 'Create Form' }).click();
    await expect(toastRegion(page)).toContainText('Form created successfully');

    await page.getByRole('button', { name: 'Actions for Shop news' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share “Shop news”' });
    const hostedUrl = await share.getByRole('textbox', { name: 'Hosted page' }).inputValue();
    const snippet = await share.getByRole('textbox', { name: 'Script to embed' }).inputValue();
    expect(snippet).toContain('/f/embed.js');
    await page.keyboard.press('Escape');

    const site = await startSite(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Our shop</h1>${snippet}</body></html>`,
    );
    const visitor = await browser.newContext();
    try {
      const shop = await visitor.newPage();
      await shop.goto(site.url);
      const email = shop.getByLabel('Email');
      await email.fill('not-an-address');
      await shop.getByLabel('First name').fill('Ada');
      await shop.getByLabel('Send me the shop news.').check();
      // A person takes longer than the server's minimum fill time (2 s).
      await shop.waitForTimeout(2_100);
      await shop.getByRole('button', { name: 'Subscribe' }).click();
      // The server's message beside its field, tied to it, and the field focused.
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email');
      await expect(email).toBeFocused();
      expect(shop.url()).toBe(site.url);

      await email.fill('ada@example.com');
      await shop.getByRole('button', { name: 'Subscribe' }).click();
      await expect(shop.getByRole('status')).toHaveText(
        'Thank you! Please check your inbox to confirm your subscription.',
      );
      await expect(shop.getByRole('status')).toBeFocused();
      await expect(shop.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
      expect(shop.url()).toBe(site.url);

      // The hosted page of such a form runs the same script (its CSP allows this server's alone).
      const hosted = await visitor.newPage();
      await hosted.goto(hostedUrl);
      await hosted.getByLabel('Email').fill('grace@example.com');
      await hosted.getByLabel('Send me the shop news.').check();
      await hosted.waitForTimeout(2_100);
      await hosted.getByRole('button', { name: 'Subscribe' }).click();
      await expect(hosted.getByRole('status')).toHaveText(
        'Thank you! Please check your inbox to confirm your subscription.',
      );
      expect(hosted.url()).toBe(hostedUrl);
    } finally {
      await visitor.close();
      await site.close();
    }

    // Double opt-in: the contact waits, pending, for the confirmation.
    await page.goto('/contacts');
    for (const email of ['ada@example.com', 'grace@example.com'])
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Pending');
  });
});
