import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, setPlan } from './fixtures';
import { dragScrollbarThumb } from './scrollbar';

// Headless Chromium hides scrollbars (Playwright's default): shown here, so the mouse can drag one
// as a user does. A launch option, so it takes its own file (and browser).
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
});

test.describe('contacts at scale', () => {
  test('5,000 contacts: dragging the scrollbar to the middle shows its rows, few in the DOM', async ({
    page,
  }) => {
    // Importing the rows takes a few seconds on a loaded machine; a million is the bench's job.
    test.setTimeout(90_000);
    const user = newUser('scroll');
    const token = await registerByApi(page.request, user);
    // 5,000 contacts: Pro, which has no contact limit (Free refuses the whole file with 402).
    setPlan(user.username, 'pro', 0);
    const headers = { Authorization: `Bearer ${token}` };
    await openSignedIn(page, token, '/test');
    const rows = ['First Name,Last Name,Email'];
    for (let i = 1; i <= 5_000; i++)
      rows.push(`Person,${String(i).padStart(5, '0')},p${i}@example.com`);
    const imported = await page.request.post('/api/contacts/import-file', {
      headers,
      multipart: {
        file: { name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) },
      },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
    expect((await imported.json()).importedCount).toBe(5_000);

    const table = page.getByRole('grid', { name: 'Contacts' });
    // The grid sits in a sticky box inside the element whose scrollbar spans every row.
    const scroller = table.locator('xpath=../../..');
    const dragTo = (fraction: number) =>
      scroller.evaluate((element, f) => {
        element.scrollTop = (element.scrollHeight - element.clientHeight) * f;
      }, fraction);
    // Unscaled here: 5,000 rows (260,000 px) fit the browser's scroll height. The scaled
    // scrollbar of a million rows is the WindowedTable story's (ScaledScrollbar) and the screen
    // bench's, which drags it over a million contacts.
    // Oldest first (the list opens newest first): Person n is row n.
    await page.goto('/contacts?sort=createdAt&order=asc');
    await expect(page.getByText('5,000 contacts')).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    const height = await scroller.evaluate((element) => element.scrollHeight);
    expect(height).toBeGreaterThan(5_000 * 52);
    const { barWidth, startTop, moved } = await dragScrollbarThumb(page, scroller, 0.5);
    expect(barWidth, 'a scrollbar to drag').toBeGreaterThan(0);
    expect(startTop).toBe(0);
    expect(moved).toBeGreaterThan(0.4);
    expect(moved).toBeLessThan(0.6);
    // Where the drag let go: the loaded rows in view are that far through the list.
    await expect
      .poll(() =>
        scroller.evaluate((view) => {
          const { top, bottom } = view.getBoundingClientRect();
          const names = [...view.querySelectorAll('[role="row"]:not([aria-disabled="true"])')]
            .filter((row) => {
              const box = row.getBoundingClientRect();
              return box.bottom > top && box.top < bottom;
            })
            .map((row) => Number(/Person (\d+)/.exec(row.textContent ?? '')?.[1]))
            .filter(Number.isFinite);
          return names.length > 0 ? Math.min(...names) : 0;
        }),
      )
      .toBeGreaterThan(Math.round(moved * 5_000) - 100);
    const rendered = await table
      .getByRole('rowheader')
      .filter({ hasText: /Person \d+/ })
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent!.slice(7))));
    expect(Math.max(...rendered)).toBeLessThan(Math.round(moved * 5_000) + 100);
    expect(await table.getByRole('row').count()).toBeLessThan(200);
    // And exactly: the middle row at the middle of the list.
    await dragTo(0.5);
    await expect(table.getByRole('rowheader', { name: 'Person 02500' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Person 02500/ })).toHaveAttribute(
      'aria-rowindex',
      '2501',
    );
    expect(await table.getByRole('row').count()).toBeLessThan(200);
    await dragTo(1);
    await expect(table.getByRole('rowheader', { name: 'Person 05000' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeLessThan(200);

    // The keyboard reaches the whole list, not only the rendered rows: Ctrl+End and Ctrl+Home go
    // to its ends, focus waiting while the rows there load from the server.
    await dragTo(0);
    await table.getByRole('rowheader', { name: 'Person 00001' }).focus();
    const focusedRow = table.locator('[role="row"]:focus-within');
    await page.keyboard.press('Control+End');
    await expect(focusedRow).toHaveAttribute('aria-rowindex', '5001');
    await expect(page.locator(':focus')).toHaveText('Person 05000');
    await page.keyboard.press('PageUp');
    await expect(focusedRow).toHaveAttribute('aria-rowindex', /^49\d\d$/);
    await page.keyboard.press('Control+Home');
    await expect(page.locator(':focus')).toHaveText('Person 00001');
    expect(await table.getByRole('row').count()).toBeLessThan(200);
  });
});
