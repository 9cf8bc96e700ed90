import { expect, test } from '@playwright/test';
import { newUser, registerByApi, toastRegion } from './fixtures';

test.describe('audit log', () => {
  test('sign in, export contacts and delete a template: each at the top of the log, filtered to one', async ({
    page,
  }) => {
    const user = newUser('audit');
    const token = await registerByApi(page.request, user);
    const made = await page.request.post('/api/email-templates', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Spring Sale', subject: 'Spring is here', content: '<p>Hello</p>' },
    });
    expect(made.ok(), await made.text()).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^(Sign in|Log in|Login)$/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/contacts');
    await page
      .getByRole('button', { name: /^Import/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Import/Export Contacts' });
    await dialog.getByRole('tab', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export Contacts' }).click();
    await download;
    await expect(toastRegion(page)).toContainText('Export successful');

    await page.goto('/email-templates');
    await page.getByRole('button', { name: 'Delete Spring Sale' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastRegion(page)).toContainText('Template deleted');

    await page.goto('/settings');
    await page.getByRole('link', { name: 'View the audit log' }).click();
    await expect(page).toHaveURL(/\/settings\/audit-log$/);
    await expect(page.getByText('Events are kept for 365 days.', { exact: false })).toBeVisible();
    const log = page.getByRole('grid', { name: 'Audit log' });
    const whats = log.getByRole('rowheader');
    await expect(whats).toHaveText([
      'Deleted template Spring Sale',
      'Exported contacts',
      'Signed in',
    ]);
    await expect(log.getByRole('row').nth(1)).toContainText(user.email);
    await expect(log.getByRole('row').nth(1)).toContainText('127.0.0.1');

    await page.getByRole('button', { name: /Show/ }).click();
    await page.getByRole('option', { name: 'Exports and erasures' }).click();
    await expect(whats).toHaveText(['Exported contacts']);
    await expect(page).toHaveURL(/group=exports/);
  });
});
