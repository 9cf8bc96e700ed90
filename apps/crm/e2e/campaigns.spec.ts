import { expect, test, type APIRequestContext } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

const design = JSON.stringify({
  elements: [
    {
      id: 'header-1',
      type: 'header',
      content: 'Summer is here',
      settings: { fontSize: '28px', color: '#1d4ed8', alignment: 'center' },
    },
    { id: 'text-1', type: 'text', content: 'Fresh picks for warm days.', settings: {} },
  ],
  style: { backgroundColor: '#ffffff', textColor: '#333333' },
});

async function seed(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  await post('/api/email-templates', {
    name: 'Summer template',
    subject: 'Summer is here',
    templateType: 'promotion',
    design,
  });
  const { contact } = await post('/api/contacts', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
  });
  return { post, contactId: contact.id as number };
}

test.describe('campaigns', () => {
  test('create a scheduled campaign from a template, find it, open its recipients', async ({
    page,
  }) => {
    // About 11 s on a quiet machine; it timed out at 30 s with the load average at 30.
    test.setTimeout(60_000);
    const token = await registerByApi(page.request, newUser('camp'));
    const { post, contactId } = await seed(page.request, token);
    await openSignedIn(page, token, '/campaigns');
    await expect(page.getByText('No campaigns yet')).toBeVisible();

    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Templates' })
      .getByRole('button', { name: /Summer template/ })
      .click();
    await expect(toastRegion(page)).toContainText('Template Applied');
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await expect(dialog.getByLabel('Email Subject')).toHaveValue('Summer is here');
    await expect(
      dialog.getByRole('button', { name: 'Move Header "Summer is here"' }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Campaign Name').fill('Summer launch');

    // 15 June 2031, 10:30 in the browser's time zone, typed segment by segment.
    const date = dialog.getByRole('group', { name: 'Scheduled date (optional)' });
    await date.getByRole('spinbutton', { name: /month/i }).click();
    await page.keyboard.type('06152031');
    await page.keyboard.type('1030');
    await page.keyboard.type('AM');
    await expect(date.getByRole('spinbutton', { name: /year/i })).toHaveText('2031');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastRegion(page)).toContainText('Campaign created successfully');
    await expect(dialog).toBeHidden();

    const table = page.getByRole('grid', { name: 'Campaigns' });
    const row = table.getByRole('row', { name: /Summer launch/ });
    await expect(row).toContainText('Scheduled');
    const expected = await page.evaluate(() => new Date(2031, 5, 15, 10, 30).toLocaleString());
    await expect(row).toContainText(expected);

    // Stored as UTC: the same moment whatever the browser's zone.
    const stored = await page.request.get('/api/campaigns?q=summer', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const campaign = (await stored.json()).campaigns[0];
    const utc = await page.evaluate(() => new Date(2031, 5, 15, 10, 30).toISOString());
    expect(campaign.scheduledAt).toBe(utc);
    expect(JSON.parse(campaign.design).elements[0].content).toBe('Summer is here');
    await post(`/api/campaigns/${campaign.id}/contacts`, { contactId });

    // A second campaign, then the server-side search.
    await post('/api/campaigns', { name: 'Autumn digest', subject: 'Leaves', content: '<p>x</p>' });
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await search.fill('LEAVES');
    // Virtualised rows are placed by their wrapper: count them rather than ask for visibility.
    await expect(table.getByRole('row', { name: 'Autumn digest' })).toHaveCount(1);
    await expect(table.getByRole('row', { name: /Summer launch/ })).toHaveCount(0);
    await search.fill('no such campaign');
    await expect(page.getByText('No campaigns found')).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Actions for Summer launch' }).click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: 'Summer launch' });
    await expect(details.getByRole('heading', { name: 'Recipients (1)' })).toBeVisible();
    await expect(details.getByRole('grid', { name: 'Recipients' })).toContainText(
      'grace@example.com',
    );
    await details.getByRole('button', { name: 'Done' }).click();
  });

  test('edit a draft, duplicate, archive and delete', async ({ page }) => {
    const token = await registerByApi(page.request, newUser('camp2'));
    const { post } = await seed(page.request, token);
    await post('/api/campaigns', { name: 'Draft one', subject: 'First', content: '<p>x</p>' });
    await openSignedIn(page, token, '/campaigns');
    const table = page.getByRole('grid', { name: 'Campaigns' });
    const menu = async (name: string, item: string) => {
      await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    await menu('Draft one', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await dialog.getByLabel('Campaign Name').fill('Draft renamed');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastRegion(page)).toContainText('Campaign updated successfully');
    await expect(table.getByRole('row', { name: 'Draft renamed', exact: true })).toContainText(
      'Not scheduled',
    );

    await menu('Draft renamed', 'Duplicate');
    await expect(toastRegion(page)).toContainText('Campaign duplicated successfully');
    await expect(table.getByRole('row', { name: /Draft renamed \(copy\)/ })).toContainText('Draft');

    await menu('Draft renamed', 'Archive');
    await expect(table.getByRole('row', { name: 'Draft renamed', exact: true })).toContainText(
      'Archived',
    );

    await menu('Draft renamed (copy)', 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastRegion(page)).toContainText('Campaign deleted successfully');
    await expect(table.getByRole('row', { name: /\(copy\)/ })).toHaveCount(0);
  });

  test('on a phone: name, status and actions without sideways scrolling; Done in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await registerByApi(page.request, newUser('camp3'));
    const { post, contactId } = await seed(page.request, token);
    const { campaign } = await post('/api/campaigns', {
      name: 'Spring newsletter for every customer',
      subject: 'Fresh picks for spring',
      content: '<p>x</p>',
    });
    await post(`/api/campaigns/${campaign.id}/contacts`, { contactId });
    await openSignedIn(page, token, '/campaigns');

    const table = page.getByRole('grid', { name: 'Campaigns' });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Status', 'Actions']);
    const row = table.getByRole('row', { name: /Spring newsletter/ });
    await expect(row).toContainText('Fresh picks for spring');
    await expect(row).toContainText('0 sent · 0 opens');
    const { scrollWidth, clientWidth } = await table.evaluate((grid) => ({
      scrollWidth: grid.scrollWidth,
      clientWidth: grid.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const inView = async (name: string, box: Promise<{ x: number; width: number } | null>) => {
      const { x, width } = (await box)!;
      expect(x, name).toBeGreaterThanOrEqual(0);
      expect(x + width, name).toBeLessThanOrEqual(390);
    };
    await inView('status', row.getByText('Draft', { exact: true }).boundingBox());
    const actions = page.getByRole('button', { name: `Actions for ${campaign.name}` });
    await inView('actions', actions.boundingBox());

    await actions.click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: campaign.name });
    await expect(details.getByRole('grid', { name: 'Recipients' })).toContainText(
      'grace@example.com',
    );
    // The actions stay in view below the details, however far they scroll.
    await expect(details.getByRole('button', { name: 'Done' })).toBeInViewport({ ratio: 1 });
    await details.getByRole('button', { name: 'Done' }).click();
    await expect(details).toBeHidden();
  });
});
