import { expect, test, type Page } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

/** A signed-up user with a template and an API helper (issue 29: a workflow seen from a contact). */
async function setUp(page: Page, prefix: string) {
  const token = await registerByApi(page.request, newUser(prefix));
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const template = (
    await post('/api/email-templates', {
      name: 'Welcome aboard',
      subject: 'Welcome aboard, {{firstName}}',
      content: '<p>Hello {{firstName}}, glad you are here.</p>',
      templateType: 'welcome',
    })
  ).template.id as number;
  const workflow = async (name: string, steps: unknown[], isActive: boolean) =>
    post('/api/automation-workflows', {
      name,
      // Entered by hand only: contacts added below do not enter on their own.
      trigger: 'form_submission',
      isActive,
      steps: JSON.stringify({ version: 2, trigger: {}, steps }),
    });
  return { token, post, template, workflow };
}

test.describe('a workflow seen from a contact', () => {
  test('contacts selected on the Contacts screen enter a workflow, and the Edit Contact dialog shows where they are', async ({
    page,
  }) => {
    const { token, post, workflow } = await setUp(page, 'enrol');
    await workflow(
      'Trial follow-up',
      [
        { id: 'w', type: 'wait', amount: 2, unit: 'days' },
        { id: 't', type: 'add_tag', tag: 'followed-up' },
      ],
      true,
    );
    await post('/api/contacts', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      tags: ['trial'],
    });
    await post('/api/contacts', {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      tags: ['trial'],
    });
    await post('/api/contacts', { firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com' });

    await openSignedIn(page, token, '/contacts?tag=trial');
    await expect(page.getByText('2 contacts')).toBeVisible();
    // force: the checkbox's input lies under its drawn box, which takes the click as a user's does.
    await page.getByRole('checkbox', { name: 'Select all loaded contacts' }).click({ force: true });
    await page.getByRole('button', { name: 'Add to workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to workflow' });
    await expect(dialog.getByText(/^Add 2 contacts to a workflow\./)).toBeVisible();
    await dialog.getByRole('button', { name: /Workflow/ }).click();
    await page.getByRole('option', { name: 'Trial follow-up' }).click();
    await dialog.getByRole('button', { name: 'Add to workflow' }).click();
    await expect(toastRegion(page)).toContainText('2 contacts added to the workflow');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Edit Contact' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    const workflows = edit.getByRole('list', { name: 'Workflows this contact is in' });
    await expect(workflows.getByRole('listitem')).toHaveCount(1);
    await expect(workflows).toContainText('Trial follow-up');
    await expect(workflows).toContainText('In progress');
    await expect(workflows).toContainText('At step 1 (Wait)');
  });

  test('Test with a contact runs an inactive workflow: the first email, the shortened wait and the next email, both in the Outbox', async ({
    page,
  }) => {
    const { token, post, template, workflow } = await setUp(page, 'wftest');
    const followUp = (
      await post('/api/email-templates', {
        name: 'Fresh from the oven',
        subject: 'Fresh from the oven, {{firstName}}',
        content: '<p>Three days on, {{firstName}}: here is what we baked.</p>',
        templateType: 'newsletter',
      })
    ).template.id as number;
    await workflow(
      'Welcome series',
      [
        { id: 's1', type: 'send_email', templateId: template },
        { id: 'w1', type: 'wait', amount: 3, unit: 'days' },
        { id: 's2', type: 'send_email', templateId: followUp },
      ],
      false,
    );
    await post('/api/contacts', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });

    await openSignedIn(page, token, '/automation');
    await page.getByRole('button', { name: 'Actions for Welcome series' }).click();
    await page.getByRole('menuitem', { name: 'Edit Steps' }).click();
    const editor = page.getByRole('dialog', { name: 'Steps of Welcome series' });
    const panel = editor.getByRole('region', { name: 'Test with a contact' });
    await expect(panel).toContainText('Each wait lasts 5 seconds');
    const box = panel.getByRole('combobox', { name: 'Contact' });
    await box.fill('grace');
    // A scroll of the dialog (Playwright brings the box into view) closes the suggestions and
    // keeps the text: open them again with the Down arrow, as a keyboard user would.
    const grace = page.getByRole('option', { name: 'Grace Hopper · grace@example.com' });
    await expect(async () => {
      if (!(await grace.isVisible())) await box.press('ArrowDown', { timeout: 2_000 });
      await grace.click({ timeout: 2_000 });
    }).toPass();
    await expect(box).toHaveValue('Grace Hopper · grace@example.com');
    await panel.getByRole('button', { name: 'Run test' }).click();
    const steps = panel.getByRole('list', { name: 'Test steps' });
    await expect(steps.getByRole('listitem').first()).toContainText(
      'Step 1 (Send email “Welcome aboard”)email in the Outbox',
    );
    await expect(panel.getByRole('status')).toContainText('Testing with grace@example.com.');
    // The shortened wait ends and the test finishes within seconds.
    await expect(panel.getByRole('status')).toContainText('Test finished', { timeout: 20_000 });

    // Not counted in the workflow's figures.
    await expect(editor.getByRole('list', { name: 'Run history' })).toContainText('Enrolled 0');
    // The email after the wait went out once the shortened wait ended.
    await expect(steps.getByRole('listitem').nth(2)).toContainText(
      'Step 3 (Send email “Fresh from the oven”)email in the Outbox',
    );
    await page.goto('/outbox');
    const stored = page.getByRole('grid', { name: 'Stored messages' });
    await expect(stored.getByRole('row', { name: /Welcome aboard, Grace/ })).toHaveCount(1);
    await expect(stored.getByRole('row', { name: /Fresh from the oven, Grace/ })).toHaveCount(1);
  });
});
