import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signIn, toastRegion } from './fixtures';

/** The names of the canvas's elements, top to bottom (from their drag handles). */
async function elementOrder(dialog: Locator): Promise<string[]> {
  const handles = dialog.getByRole('list', { name: 'Email elements' }).getByRole('button', {
    name: /^Move /,
  });
  return (await handles.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).map(
    (label) => String(label).replace(/^Move /, ''),
  );
}

const editor = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('email templates', () => {
  test('design a template from a theme, reorder, recolour, save and reopen it', async ({
    page,
  }) => {
    // The longest journey: about 14 s on a quiet machine, near the 30 s default on a loaded one.
    test.setTimeout(60_000);
    await signIn(page, newUser('tpl'), '/email-templates');
    await expect(page.getByText('No templates found')).toBeVisible();
    await expect(
      page.getByText('Get started by creating your first email template.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Create New Template' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose Template Design' });
    for (const name of ['Simple', 'Modern', 'Corporate', 'Elegant']) {
      await expect(chooser.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    // The previews are real images served under /templates/.
    const preview = chooser.locator('img[src="/templates/modern.png"]');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await chooser.getByRole('button', { name: /^Modern/ }).click();

    const dialog = editor(page, 'Create Email Template');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Subject is required')).toBeVisible();
    await dialog.getByLabel('Template Name').fill('Launch news');
    await dialog.getByLabel('Email Subject').fill('Something new is here');

    const start = await elementOrder(dialog);
    expect(start[0]).toBe('Header "Something new is here"');

    // Add a block with the mouse; undo and redo it.
    await dialog.getByRole('button', { name: 'Add Divider' }).click();
    await expect.poll(() => elementOrder(dialog)).toEqual([...start, 'Divider']);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => elementOrder(dialog)).toEqual(start);
    await dialog.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => elementOrder(dialog)).toEqual([...start, 'Divider']);

    // Reorder with the keyboard: the divider goes up one place, and a screen reader hears it.
    // Each key waits for what a screen reader says, as its user would: dnd-kit starts listening for
    // keys on a timer after the pickup, and Chromium runs queued input before timers, so presses a few
    // ms apart were dropped (and the unhandled ArrowUp scrolled the dialog instead).
    await dialog.getByRole('button', { name: 'Move Divider' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Divider is over position 5 of 5\.$/)).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(/^Divider is over position 4 of 5\.$/)).toBeAttached();
    await page.keyboard.press('Space');
    const keyboardOrder = [...start.slice(0, -1), 'Divider', start.at(-1)!];
    await expect.poll(() => elementOrder(dialog)).toEqual(keyboardOrder);
    await expect(page.getByText(/^Dropped Divider at position 4 of 5\.$/)).toBeAttached();

    // Reorder with the mouse: drag the header below the text under it.
    const header = dialog.getByRole('button', { name: 'Move Header "Something new is here"' });
    const target = dialog.getByRole('button', { name: /^Move Text/ });
    const from = (await header.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 4, { steps: 12 });
    await page.mouse.up();
    const mouseOrder = [keyboardOrder[1]!, keyboardOrder[0]!, ...keyboardOrder.slice(2)];
    await expect.poll(() => elementOrder(dialog)).toEqual(mouseOrder);

    // A curated palette: applied, announced, and every text reads on what it sits on.
    await dialog.getByRole('tab', { name: 'Color Palette' }).click();
    await dialog.getByRole('tab', { name: 'Predefined Themes' }).click();
    await dialog.getByRole('button', { name: 'Use Palette' }).first().click();
    await expect(toastRegion(page)).toContainText('Color palette applied');
    await expect(dialog.getByRole('tab', { name: 'Builder', selected: true })).toBeVisible();
    await expect(dialog.getByText(/Low contrast/)).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'Preview', exact: true }).click();
    const frame = dialog.frameLocator('iframe');
    await expect(frame.getByText('Something new is here')).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit Mode' }).click();

    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toastRegion(page)).toContainText('Email template created successfully');
    await expect(dialog).toBeHidden();

    const card = page.getByRole('list', { name: 'Your templates' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Launch news');
    await expect(card).toContainText('Newsletter');
    await expect(card).toContainText('Something new is here');
    await expect(card).toContainText(/Created: [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Reopened, the design is the one saved.
    await page.getByRole('button', { name: 'Edit Launch news' }).click();
    const edit = editor(page, 'Edit Email Template');
    await expect(edit.getByLabel('Template Name')).toHaveValue('Launch news');
    await expect.poll(() => elementOrder(edit)).toEqual(mouseOrder);
    await expect(edit.getByText(/Low contrast/)).toHaveCount(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

  test('search, filter, copy a ready-made template, ask before discarding, delete', async ({
    page,
  }) => {
    await signIn(page, newUser('tpl2'), '/email-templates');

    // A ready-made template opens as a copy in the create dialog.
    await page.getByRole('button', { name: 'Use Template: Welcome Email' }).click();
    const dialog = editor(page, 'Create Email Template');
    await expect(dialog.getByLabel('Template Name')).toHaveValue('Welcome Email');
    await expect(dialog.getByLabel('Email Subject')).toHaveValue('Welcome aboard!');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toastRegion(page)).toContainText('Email template created successfully');

    // Closing over unsaved work asks first.
    await page.getByRole('button', { name: 'Create New Template' }).click();
    await page.getByRole('button', { name: /^Simple/ }).click();
    await dialog.getByLabel('Template Name').fill('Half done');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Template Name')).toHaveValue('Half done');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();

    const cards = page.getByRole('list', { name: 'Your templates' }).getByRole('listitem');
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await search.fill('WELCOME');
    await expect(cards).toHaveCount(1);
    await search.fill('nothing like it');
    await expect(page.getByText('No templates found')).toBeVisible();
    await expect(page.getByText('Try changing your search or filter criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await page.getByRole('tab', { name: 'Promotion' }).click();
    await expect(page.getByText('No templates found')).toBeVisible();
    await page.getByRole('tab', { name: 'Welcome' }).click();
    await expect(cards).toHaveCount(1);
    await page.getByRole('tab', { name: 'All' }).click();

    await page.getByRole('button', { name: 'Delete Welcome Email' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      'This action cannot be undone. This will permanently delete the template.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(toastRegion(page)).toContainText('Template deleted');
    await expect(page.getByText('No templates found')).toBeVisible();
  });

  test('an image file dropped on the canvas is uploaded and shown from /uploads/', async ({
    page,
  }) => {
    await signIn(page, newUser('tpl4'), '/email-templates');
    await page.getByRole('button', { name: 'Create New Template' }).click();
    await page.getByRole('button', { name: /^Simple/ }).click();
    const dialog = editor(page, 'Create Email Template');
    const start = await elementOrder(dialog);
    const list = dialog.getByRole('list', { name: 'Email elements' });
    const first = (await list.getByRole('listitem').first().boundingBox())!;

    // A real PNG, dropped as a drag from the desktop arrives (Playwright cannot drag real files:
    // the events are synthetic, the file and the upload are real).
    const png = readFileSync(path.join(import.meta.dirname, '../public/templates/simple.png'));
    await page.evaluate(
      ({ bytes, x, y }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'simple.png', { type: 'image/png' }));
        // A script's DataTransfer is read-only outside a real drag: give it a desktop drag's.
        Object.defineProperty(data, 'effectAllowed', { value: 'all' });
        Object.defineProperty(data, 'dropEffect', { value: 'none', writable: true });
        const target = document.elementFromPoint(x, y)!;
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(
            new DragEvent(type, {
              bubbles: true,
              cancelable: true,
              clientX: x,
              clientY: y,
              dataTransfer: data,
            }),
          );
        }
      },
      { bytes: [...png], x: first.x + first.width / 2, y: first.y + first.height + 1 },
    );

    await expect
      .poll(() => elementOrder(dialog))
      .toEqual([start[0], 'Image "Image"', ...start.slice(1)]);
    const src = await list.getByRole('listitem').nth(1).getByRole('img').getAttribute('src');
    expect(src).toMatch(/\/uploads\/[^/]+$/);
    const image = await page.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await image.body(), png)).toBe(0);

    // Saved, the upload is in the image library: another template chooses it from there.
    await dialog.getByLabel('Template Name').fill('Dropped image');
    await dialog.getByLabel('Email Subject').fill('With an upload');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Create New Template' }).click();
    await page.getByRole('button', { name: /^Modern/ }).click();
    const second = editor(page, 'Create Email Template');
    await second.getByLabel('Template Name').fill('From the library');
    await second.getByLabel('Email Subject').fill('Chosen again');
    await second.getByRole('button', { name: 'Add Image' }).click();
    const settings = second.getByRole('group', { name: 'Element Settings: Image' });
    await settings.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    await expect(library.getByRole('meter', { name: 'Image storage' })).toHaveAttribute(
      'aria-valuetext',
      /^\d+ KB of 50 MB used$/,
    );
    await library.getByRole('row', { name: /^PNG image, \d+ KB, uploaded / }).click();
    await expect(library).toBeHidden();
    await expect(settings.getByLabel('Image URL')).toHaveValue(src!);
    await settings.getByLabel('Alt Text').fill('Our logo');
    await second.getByRole('button', { name: 'Save Template' }).click();
    await expect(second).toBeHidden();

    // Reopened, the saved design shows the upload, with the alt text typed.
    await page.getByRole('button', { name: 'Edit From the library' }).click();
    const reopened = editor(page, 'Edit Email Template');
    await expect(
      reopened.getByRole('list', { name: 'Email elements' }).locator(`img[src="${src}"]`),
    ).toHaveAttribute('alt', 'Our logo');
  });

  test('on a phone the designer takes the whole screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, newUser('tpl3'), '/email-templates');
    await page.getByRole('button', { name: 'Create New Template' }).click();
    await page.getByRole('button', { name: /^Elegant/ }).click();
    const dialog = editor(page, 'Create Email Template');
    await expect(dialog).toBeVisible();
    // The modal around the dialog covers the viewport exactly, once its 200 ms rise-in (from 98 %
    // scale) is over: measured during it, the box was 387 px wide.
    const modal = dialog.locator('xpath=..');
    await expect(modal).not.toHaveAttribute('data-entering');
    const box = (await modal.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    await expect(dialog.getByRole('button', { name: 'Add Text' })).toBeAttached();
  });
});
