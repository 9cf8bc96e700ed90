import { expect, test, type Page } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

/** Create a key on the screen, call the API with it, revoke it on the screen: the next call is 401. */
async function createUseRevoke(page: Page, width: 'desktop' | 'phone') {
  const token = await registerByApi(page.request, newUser(`keys-${width}`));
  await openSignedIn(page, token, '/settings');
  await page.getByRole('link', { name: 'Manage API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByText('No API keys yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create API Key' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create API Key' });
  await create.getByRole('textbox', { name: /Name/ }).fill('Shop sync');
  // React Aria's inputs sit under their labels: press the words, as a user does.
  await create.getByText('contacts:read', { exact: true }).click();
  await expect(create.getByRole('checkbox', { name: /^contacts:read/ })).toBeChecked();
  await create.getByText('30 days', { exact: true }).click();
  await expect(create.getByRole('radio', { name: '30 days' })).toBeChecked();
  await create.getByRole('button', { name: 'Create Key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your API key' });
  await expect(shown).toContainText('This key will not be shown again');
  const key = await shown.getByRole('textbox').inputValue();
  expect(key).toMatch(/^crm_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('grid', { name: 'API keys' }).getByRole('row').filter({
    hasText: 'Shop sync',
  });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).not.toContainText(key.slice(13));

  // A server using the key: no cookie, only the header.
  const asKey = { headers: { Authorization: `Bearer ${key}` } };
  const contacts = await page.request.fetch('/api/contacts', { ...asKey, maxRedirects: 0 });
  expect(contacts.status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: 'Actions for Shop sync' }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke “Shop sync”?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(toastRegion(page)).toContainText('API key revoked');
  await expect(row).toBeHidden();

  const refused = await page.request.fetch('/api/contacts', asKey);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'This API key has been revoked' });
}

test.describe('API keys', () => {
  test('create a key, use it, revoke it: the next request is refused (desktop)', async ({
    page,
  }) => {
    await createUseRevoke(page, 'desktop');
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('create a key, use it, revoke it: the next request is refused (phone)', async ({
      page,
    }) => {
      await createUseRevoke(page, 'phone');
    });
  });
});
