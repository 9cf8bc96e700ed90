import { expect, test, type Page } from '@playwright/test';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test('the theme choice survives a reload and follows across tabs', async ({ context }) => {
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect.poll(() => theme(page)).toBe('light');

  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/privacy-policy');
  await expect.poll(() => theme(other)).toBe('light');

  await page
    .getByRole('button', { name: /dark|theme/i })
    .first()
    .click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The other tab hears the storage event and switches too.
  await expect.poll(() => theme(other)).toBe('dark');

  await page.reload();
  await expect.poll(() => theme(page)).toBe('dark');

  await page
    .getByRole('button', { name: /light|theme/i })
    .first()
    .click();
  await expect.poll(() => theme(page)).toBe('light');
  await expect.poll(() => theme(other)).toBe('light');
});
