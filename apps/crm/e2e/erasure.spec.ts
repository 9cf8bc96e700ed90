import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

test.describe('erasure', () => {
  test('erase a contact from Edit Contact, then a re-import brings the address back only as unsubscribed', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('erasure'));
    const headers = { Authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/contacts', {
      headers,
      data: { firstName: 'Ida', lastName: 'Erased', email: 'ida@example.com' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await openSignedIn(page, token, '/contacts');

    const grid = page.getByRole('grid', { name: 'Contacts' });
    await expect(grid.getByRole('rowheader', { name: 'Ida Erased' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for Ida Erased' }).click();
    await page.getByRole('menuitem', { name: 'Edit Contact' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByRole('button', { name: 'Erase contact' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Erase this contact?' });
    await expect(confirm).toContainText('Kept: a one-way hash of the address');
    const erase = confirm.getByRole('button', { name: 'Erase contact' });
    await expect(erase).toBeDisabled();
    await confirm.getByLabel("Type the contact's email address to confirm").fill('IDA@example.com');
    await expect(erase).toBeEnabled();
    await erase.click();
    await expect(toastRegion(page)).toContainText('Contact erased successfully');
    await expect(edit).toBeHidden();
    await expect(grid.getByRole('rowheader', { name: 'Ida Erased' })).toBeHidden();

    await page
      .getByRole('button', { name: /^Import/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Import/Export Contacts' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'again.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First Name,Last Name,Email\nIda,Erased,ida@example.com\n'),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Successfully imported 1 contacts.')).toBeVisible();
    const suppressed = dialog.getByText('On your suppression list', { exact: true });
    await expect(suppressed.locator('xpath=following-sibling::dd')).toHaveText('1');
    await expect(dialog.getByText(/were imported as unsubscribed/)).toBeVisible();

    const list = await page.request.get('/api/contacts?q=ida%40example.com&limit=10', { headers });
    const { contacts } = (await list.json()) as { contacts: { status: string }[] };
    expect(contacts.map((c) => c.status)).toEqual(['unsubscribed']);
  });

  test('erase people by address from Settings: their contacts go, every address is suppressed', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('bulkerase'));
    const headers = { Authorization: `Bearer ${token}` };
    for (const [firstName, email] of [
      ['Ana', 'ana@example.com'],
      ['Ben', 'ben@example.com'],
      ['Cy', 'cy@example.com'],
    ]) {
      const created = await page.request.post('/api/contacts', {
        headers,
        data: { firstName, lastName: 'Doe', email },
      });
      expect(created.ok(), await created.text()).toBe(true);
    }
    await openSignedIn(page, token, '/settings');
    const field = page.getByRole('textbox', { name: 'Addresses to erase' });
    await field.fill('ANA@example.com, ben@example.com\nnobody@example.com\nnot-an-address');
    await page.getByRole('button', { name: 'Erase people' }).click();
    await expect(page.getByText('Not email addresses: not-an-address')).toBeVisible();
    await field.fill('ANA@example.com, ben@example.com\nnobody@example.com');
    await page.getByRole('button', { name: 'Erase people' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase 3 people?' });
    await confirm.getByRole('button', { name: 'Erase 3 people' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Erased' })).toHaveText(
      'Erased 2 contacts; 1 address was not a contact.',
    );
    await expect(toastRegion(page)).toContainText('2 contacts erased');

    const list = await page.request.get('/api/contacts?limit=10', { headers });
    const { contacts } = (await list.json()) as { contacts: { email: string }[] };
    expect(contacts.map((c) => c.email)).toEqual(['cy@example.com']);
    // The address that was never a contact is suppressed too: an import brings it in unsubscribed.
    const csv = 'First Name,Last Name,Email\nNo,Body,nobody@example.com\n';
    const imported = await page.request.post('/api/contacts/import-file', {
      headers,
      multipart: { file: { name: 'n.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
    expect((await imported.json()).details.suppressedCount).toBe(1);
  });
});
