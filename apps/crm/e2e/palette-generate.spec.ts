import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signIn } from './fixtures';

// Issue 24 §1: Color Palette -> Custom Generator -> Generate submitted the dialog's form natively,
// the page reloaded to /email-templates? or /campaigns? and every unsaved change was lost.

/**
 * Notes every load of the page from now on; `stillHere` fails once there was one (a reload also
 * clears the mark the page is given here).
 */
async function watchForReloads(page: Page) {
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await page.evaluate(() => {
    (window as { unsavedWorkMark?: boolean }).unsavedWorkMark = true;
  });
  return async function stillHere() {
    expect(loads, 'the page navigated').toEqual([]);
    expect(
      await page.evaluate(() => (window as { unsavedWorkMark?: boolean }).unsavedWorkMark),
      'the page was reloaded',
    ).toBe(true);
  };
}

/** Generate by the button and by Enter, in the dialog's Color Palette tab: palettes, no reload. */
async function generateTwice(dialog: Locator, stillHere: () => Promise<void>) {
  await dialog.getByRole('tab', { name: 'Color Palette' }).click();
  const base = dialog.getByRole('textbox', { name: 'Base color', exact: true });
  const palettes = dialog.getByRole('region', { name: 'Generated palettes' });
  const generated = (primary: string) =>
    expect(async () => {
      await stillHere();
      await expect(palettes.getByRole('img', { name: `Primary ${primary}` })).toHaveCount(4, {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
  await base.fill('#10b981');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await generated('#10b981');
  await base.fill('#f0a');
  await base.press('Enter');
  await generated('#ff00aa');
  await dialog.getByRole('tab', { name: 'Builder' }).click();
}

test.describe('the palette generator inside the design dialogs', () => {
  test('Generate in the template editor keeps the page and the unsaved template', async ({
    page,
  }) => {
    await signIn(page, newUser('gen'), '/email-templates');
    await page.getByRole('button', { name: 'Create New Template' }).click();
    await page
      .getByRole('dialog', { name: 'Choose Template Design' })
      .getByRole('button', { name: /^Modern/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create Email Template' });
    await dialog.getByLabel('Template Name').fill('Spring news');
    await dialog.getByRole('button', { name: 'Add Divider' }).click();
    const stillHere = await watchForReloads(page);

    await generateTwice(dialog, stillHere);

    await stillHere();
    await expect(page).toHaveURL(/\/email-templates$/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Template Name')).toHaveValue('Spring news');
    await expect(dialog.getByRole('button', { name: 'Move Divider' })).toBeVisible();
  });

  test('Generate in Create Campaign keeps the page and the unsaved campaign', async ({ page }) => {
    await signIn(page, newUser('gen'), '/campaigns');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByLabel('Campaign Name').fill('Spring sale');
    await dialog.getByRole('button', { name: 'Add Divider' }).click();
    const stillHere = await watchForReloads(page);

    await generateTwice(dialog, stillHere);

    await stillHere();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Campaign Name')).toHaveValue('Spring sale');
    await expect(dialog.getByRole('button', { name: 'Move Divider' })).toBeVisible();
  });
});
