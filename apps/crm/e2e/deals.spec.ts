import { expect, type Page, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

const column = (page: Page, stage: string) => page.getByRole('list', { name: `${stage} deals` });

test.describe('deals (issue 32 §3)', () => {
  test('a deal added on the board moves to the next stage by keyboard and by mouse, and stays after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = newUser('deals');
    const token = await registerByApi(page.request, user);
    await openSignedIn(page, token, '/deals');

    await expect(page.getByRole('heading', { name: 'Lead' })).toBeVisible();
    await page.getByRole('button', { name: 'Add deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add deal' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme renewal');
    await dialog.getByRole('textbox', { name: 'Value' }).fill('12,500');
    await dialog.getByRole('button', { name: 'Add deal' }).click();
    await expect(toastRegion(page)).toContainText('Deal added');
    await expect(column(page, 'Lead')).toContainText('Acme renewal');
    await expect(page.getByText('1 deal · $12,500')).toBeVisible();

    // Keyboard: Space picks it up, the right arrow takes it to Qualified, Space drops it.
    await page.getByRole('button', { name: 'Move Acme renewal' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Picked up Acme renewal in Lead\./)).toBeAttached();
    // dnd-kit starts listening for the arrows in a timer set as it picks up, and the pickup's words
    // can be on screen first: the clean-clone run's arrow came before it and was lost. A timer set
    // now runs after that one. Then drop only once it is said to be over Qualified, as a screen
    // reader user would.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/^Acme renewal is (in|at the end of) Qualified/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Acme renewal dropped in Qualified.')).toBeAttached();
    await expect(column(page, 'Qualified')).toContainText('Acme renewal');
    await page.reload();
    await expect(column(page, 'Qualified')).toContainText('Acme renewal');
    await expect(column(page, 'Lead')).not.toContainText('Acme renewal');

    // Mouse: dragged by its handle onto the Proposal column.
    const handle = page.getByRole('button', { name: 'Move Acme renewal' });
    const target = page.getByRole('region', { name: 'Proposal' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
    // Released once the board has it over Proposal (a loaded machine may not have drawn that yet).
    await expect(page.getByText(/^Acme renewal is (in|at the end of) Proposal/)).toBeAttached();
    await page.mouse.up();
    await expect(column(page, 'Proposal')).toContainText('Acme renewal');
    await page.reload();
    await expect(column(page, 'Proposal')).toContainText('Acme renewal');
    await expect(column(page, 'Qualified')).not.toContainText('Acme renewal');
  });

  test('at 390 px the board scrolls sideways between stages, the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await registerByApi(page.request, newUser('dealsnarrow'));
    await openSignedIn(page, token, '/deals');
    const board = page.getByRole('region', { name: 'Pipeline board' });
    await expect(page.getByRole('heading', { name: 'Negotiation' })).toBeAttached();
    const sizes = await board.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(390);
    await board.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByRole('heading', { name: 'Negotiation' })).toBeInViewport();
  });

  test('the table view lists a created deal, sorts it on the server, and opens it as a card does', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('dealstable'));
    for (const [name, valueCents] of [
      ['Globex pilot', 480_000],
      ['Acme renewal', 1_250_000],
    ] as const) {
      const res = await page.request.post('/api/deals', {
        data: { name, valueCents, expectedClose: '2027-04-30' },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(201);
    }
    await openSignedIn(page, token, '/deals');
    await page.getByRole('tab', { name: 'Table' }).click();
    await expect(page).toHaveURL(/[?&]view=table/);
    const table = page.getByRole('grid', { name: 'Deals' });
    const acme = table.getByRole('row').filter({ hasText: 'Acme renewal' });
    await expect(acme).toContainText('Lead');
    await expect(acme).toContainText('$12,500');
    await expect(acme).toContainText('Apr 30, 2027');
    await expect(acme).toContainText('Open');

    await table.getByRole('columnheader', { name: 'Value' }).click();
    await expect(table.getByRole('rowheader')).toHaveText(['Globex pilot', 'Acme renewal']);
    await table.getByRole('columnheader', { name: 'Value' }).click();
    await expect(table.getByRole('rowheader')).toHaveText(['Acme renewal', 'Globex pilot']);
    await page.reload();
    await expect(table.getByRole('rowheader')).toHaveText(['Acme renewal', 'Globex pilot']);

    await acme.getByText('Acme renewal').click();
    await expect(page.getByRole('dialog', { name: 'Edit Acme renewal' })).toBeVisible();
  });
});
