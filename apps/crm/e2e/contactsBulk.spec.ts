import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, setPlan, toastRegion } from './fixtures';

test.describe('a bulk action larger than the server does at once', () => {
  test('6,000 contacts tagged in the background: progress on screen, then the final report, and every contact tagged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = newUser('bulk');
    const token = await registerByApi(page.request, user);
    // The plan's contact limit is not this test's subject.
    setPlan(user.username, 'pro', 0);
    const headers = { Authorization: `Bearer ${token}` };
    const rows = ['First Name,Last Name,Email'];
    for (let i = 1; i <= 6_000; i++) rows.push(`Baker,${i},b${i}@example.com`);
    const imported = await page.request.post('/api/contacts/import-file', {
      headers,
      multipart: {
        file: { name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) },
      },
    });
    expect(imported.ok(), await imported.text()).toBe(true);

    await openSignedIn(page, token, '/contacts');
    await expect(page.getByText('6,000 contacts')).toBeVisible();
    // force: the checkbox's input lies under its drawn box, which takes the click as a user's does.
    await page.getByRole('checkbox', { name: 'Select all loaded contacts' }).click({ force: true });
    await page.getByRole('button', { name: 'Select all 6,000 matching' }).click();
    await page.getByRole('button', { name: 'Add Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tag' });
    await expect(dialog.getByText('Add a tag to all 6,000 contacts.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('wholesale');
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(toastRegion(page)).toContainText(
      'Adding the tag to 6,000 contacts in the background',
    );

    // The job's report replaces its progress bar once the server says it is done.
    await expect(
      page.getByRole('status').filter({ hasText: 'Tag added to 6,000 contacts.' }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('progressbar', { name: /Adding the tag/ })).toHaveCount(0);
    // The list was read again: filtering by the tag finds every contact.
    await page.goto('/contacts?tag=wholesale');
    await expect(page.getByText('6,000 contacts')).toBeVisible();
    const count = await page.request.get('/api/contacts/count?tag=wholesale', { headers });
    expect((await count.json()).total).toBe(6_000);
  });
});
