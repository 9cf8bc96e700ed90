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
});
