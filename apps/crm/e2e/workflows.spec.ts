import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

test.describe('workflows', () => {
  test('start a welcome series from its recipe, add a contact, see its first email in the Outbox and the contact at the wait', async ({
    page,
  }) => {
    // A long journey: two screens, two dialogs, a message through the job layer to the outbox.
    test.setTimeout(90_000);
    const token = await registerByApi(page.request, newUser('flow'));
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    await post('/api/email-templates', {
      name: 'Welcome aboard',
      subject: 'Welcome aboard, {{firstName}}',
      content: '<p>Hello {{firstName}}, glad you are here.</p>',
      templateType: 'welcome',
    });

    await openSignedIn(page, token, '/automation');
    await page.getByRole('button', { name: 'Create Workflow' }).click();
    const create = page.getByRole('dialog', { name: 'Create Workflow' });
    await create.getByRole('textbox', { name: 'Workflow Name' }).fill('Welcome series');
    await create.getByRole('button', { name: /Trigger Type/ }).click();
    await page.getByRole('option', { name: 'Contact Added' }).click();
    await create.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(toastRegion(page)).toContainText('Workflow created successfully');

    await page.getByRole('button', { name: 'Actions for Welcome series' }).click();
    await page.getByRole('menuitem', { name: 'Edit Steps' }).click();
    const editor = page.getByRole('dialog', { name: 'Steps of Welcome series' });
    await expect(editor.getByText(/use your template “Welcome aboard”/)).toBeVisible();
    await editor.getByRole('button', { name: /Welcome series/ }).click();
    const flow = editor.getByRole('list', { name: 'Workflow steps' });
    await expect(flow.getByRole('listitem')).toHaveCount(5);
    await expect(flow.getByRole('listitem').nth(0)).toContainText('Send email “Welcome aboard”');
    await editor.getByRole('button', { name: 'Save Steps' }).click();
    await expect(toastRegion(page)).toContainText('Workflow steps saved');
    await expect(editor).toBeHidden();

    // A contact added through the API enters at once; its first email goes to the outbox.
    await post('/api/contacts', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    await page.goto('/outbox');
    const list = page.getByRole('grid', { name: 'Stored messages' });
    await expect
      .poll(
        async () => {
          await page.reload();
          // Counted once the list has loaded (right after a reload it has no rows yet).
          await page.waitForLoadState('networkidle');
          return list.getByRole('row', { name: /Welcome aboard, Grace/ }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);

    // The editor's figures: one sent by the first step, the contact waiting at the second.
    await page.goto('/automation');
    await page.getByRole('button', { name: 'Actions for Welcome series' }).click();
    await page.getByRole('menuitem', { name: 'Edit Steps' }).click();
    const items = editor.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('1 passed · 1 sent');
    await expect(items.nth(1)).toContainText('1 waiting');
    await expect(editor.getByRole('list', { name: 'Run history' })).toContainText('In progress 1');
    // The contacts inside, and where each is.
    const people = editor.getByRole('list', { name: 'Contacts in this workflow' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people.getByRole('listitem')).toContainText('Grace Hopper');
    await expect(people.getByRole('listitem')).toContainText(
      /At step 2 \(Wait\) since .*, waiting until/,
    );
  });

  test('design a send email step’s email in place: saved as a template, the step sends it after a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const token = await registerByApi(page.request, newUser('design'));
    await openSignedIn(page, token, '/automation');
    await page.getByRole('button', { name: 'Create Workflow' }).click();
    const create = page.getByRole('dialog', { name: 'Create Workflow' });
    await create.getByRole('textbox', { name: 'Workflow Name' }).fill('Onboarding');
    await create.getByRole('button', { name: /Trigger Type/ }).click();
    await page.getByRole('option', { name: 'Contact Added' }).click();
    await create.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(toastRegion(page)).toContainText('Workflow created successfully');

    await page.getByRole('button', { name: 'Actions for Onboarding' }).click();
    await page.getByRole('menuitem', { name: 'Edit Steps' }).click();
    const editor = page.getByRole('dialog', { name: 'Steps of Onboarding' });
    // No template yet: the step's email is designed here, over the unsaved steps.
    await expect(editor.getByText('No email templates yet')).toBeVisible();
    await editor.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('menuitem', { name: 'Send email' }).click();
    const settings = editor.getByRole('region', { name: 'Send email settings' });
    const design = settings.getByRole('button', { name: 'Design new email' });
    await design.click();
    const designer = page.getByRole('dialog', { name: 'Create Email Template' });
    await expect(designer.getByLabel('Template Name')).toHaveValue('Onboarding – email 1');
    await designer.getByLabel('Email Subject').fill('Welcome, {{firstName}}');
    await designer.getByRole('button', { name: 'Save Template' }).click();
    await expect(toastRegion(page)).toContainText('Email template created successfully');
    await expect(designer).toBeHidden();
    await expect(design).toBeFocused();
    await expect(settings.getByRole('button', { name: /Email template/ })).toContainText(
      'Onboarding – email 1',
    );
    await expect(settings.getByText('Subject: Welcome, {{firstName}}')).toBeVisible();
    // The toast sits over the steps' footer (and stays while the pointer is on it): closed, as
    // a user would.
    await toastRegion(page).getByRole('button', { name: 'Close' }).click();
    await editor.getByRole('button', { name: 'Save Steps' }).click();
    await expect(toastRegion(page)).toContainText('Workflow steps saved');
    await expect(editor).toBeHidden();

    await page.goto('/email-templates');
    await expect(page.getByText('Onboarding – email 1')).toBeVisible();

    await page.goto('/automation');
    await page.reload();
    await page.getByRole('button', { name: 'Actions for Onboarding' }).click();
    await page.getByRole('menuitem', { name: 'Edit Steps' }).click();
    const flow = editor.getByRole('list', { name: 'Workflow steps' });
    await expect(flow.getByRole('listitem')).toHaveCount(1);
    await expect(flow.getByRole('listitem').first()).toContainText(
      '1. Send email “Onboarding – email 1”',
    );
    await expect(
      editor
        .getByRole('region', { name: 'Send email settings' })
        .getByRole('button', { name: /Email template/ }),
    ).toContainText('Onboarding – email 1');
  });
});
