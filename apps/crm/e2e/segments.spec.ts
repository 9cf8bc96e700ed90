import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, setPlan, toastRegion } from './fixtures';

test.describe('segments (issue 27 §1)', () => {
  test('a segment built in the editor filters Contacts in the URL, and a bulk tag on all it matches touches only them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = newUser('segment');
    const token = await registerByApi(page.request, user);
    setPlan(user.username, 'pro', 0);
    const headers = { Authorization: `Bearer ${token}` };
    // 105 VIP customers: more than a page of the table, so "Select all matching" is offered. The
    // VIP leads and the untagged customers each meet one condition, not both.
    const rows = ['First Name,Last Name,Email,Tags,Status'];
    for (let i = 1; i <= 105; i++) rows.push(`Match,${i},match${i}@example.com,vip,customer`);
    for (let i = 1; i <= 3; i++) rows.push(`Lead,${i},lead${i}@example.com,vip,lead`);
    for (let i = 1; i <= 3; i++) rows.push(`Plain,${i},plain${i}@example.com,,customer`);
    const imported = await page.request.post('/api/contacts/import-file', {
      headers,
      multipart: {
        file: { name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) },
      },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/contacts/count', { headers })).json()).total,
      )
      .toBe(111);

    await openSignedIn(page, token, '/segments/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('VIP customers');
    await expect(page.getByText('111 contacts match')).toBeVisible();
    const root = page.getByRole('group', { name: 'Conditions' });
    await root.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('menuitem', { name: 'Tags' }).click();
    const tags = page.getByRole('group', { name: 'Condition 1: Tags' });
    await tags.getByRole('combobox', { name: 'Tag' }).fill('vi');
    // The account's own tags are offered: the imported one is picked from them.
    await page.getByRole('option', { name: 'vip' }).click();
    await expect(tags.getByRole('list', { name: 'Chosen tags' })).toHaveText(/vip/);
    await expect(page.getByText('108 contacts match')).toBeVisible();
    await root.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('menuitem', { name: 'Status' }).click();
    const status = page.getByRole('group', { name: 'Condition 2: Status' });
    await status.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Customer' }).click();
    await expect(page.getByText('105 contacts match')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toastRegion(page)).toContainText('Segment saved');
    await expect(page).toHaveURL(/\/segments$/);

    const row = page.getByRole('row', { name: /VIP customers/ });
    await expect(row).toContainText('105 contacts');
    await row.getByRole('button', { name: 'Actions for VIP customers' }).click();
    await page.getByRole('menuitem', { name: 'View contacts' }).click();
    await expect(page).toHaveURL(/\/contacts\?segment=\d+$/);
    await expect(page.getByText('105 contacts')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Contacts' });
    await expect(grid.getByRole('rowheader', { name: /^Match / }).first()).toBeVisible();
    await expect(grid.getByRole('rowheader', { name: /^(Lead|Plain) / })).toHaveCount(0);

    // force: the checkbox's input lies under its drawn box, which takes the click as a user's does.
    await page.getByRole('checkbox', { name: 'Select all loaded contacts' }).click({ force: true });
    await page.getByRole('button', { name: 'Select all 105 matching' }).click();
    await page.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('spring');
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(toastRegion(page)).toContainText('105 contacts');

    const count = async (query: string) =>
      (await (await page.request.get(`/api/contacts/count?${query}`, { headers })).json()).total;
    await expect.poll(() => count('tag=spring')).toBe(105);
    expect(await count('tag=spring&status=customer')).toBe(105);
    expect(await count('q=Lead&tag=spring')).toBe(0);
    expect(await count('q=Plain&tag=spring')).toBe(0);
  });
});
