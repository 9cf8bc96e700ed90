import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, registerByApi, toastRegion } from './fixtures';

// Issue 32 §1: on a contact's page, write down a call and set a reminder; the reminder is on the
// Tasks screen, and the bell counts it once it is due.
test.describe('notes and tasks', () => {
  test('add a note and a task on a contact, see what is due on the bell, tick it done', async ({
    page,
  }) => {
    const token = await registerByApi(page.request, newUser('notestasks'));
    const headers = { Authorization: `Bearer ${token}` };
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    const { contact } = await post('/api/contacts', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    // An hour late: overdue wherever the browser's day is.
    await post('/api/tasks', {
      contactId: contact.id,
      title: 'Call Ada back',
      dueAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    });

    await openSignedIn(page, token, `/contacts/${contact.id}`);
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

    // A note: the empty one is refused, the written one stays after a reload, its address a link.
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('The note is empty: write something first')).toBeVisible();
    await notes.getByLabel('New note').fill('Called about pricing, see www.example.org');
    await notes.getByRole('button', { name: 'Add note' }).click();
    const note = notes.getByRole('listitem', { name: 'Note' });
    await expect(note).toContainText('Called about pricing');
    await page.reload();
    await expect(note.getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'https://www.example.org',
    );

    // A task with no due date: on the contact and in Upcoming.
    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByLabel('Task', { exact: true }).fill('Send the proposal');
    await tasks.getByRole('button', { name: 'Add task' }).click();
    await expect(tasks.getByRole('checkbox', { name: 'Send the proposal' })).toBeVisible();

    // The overdue call is on the bell; ticked done there, the bell has nothing left to count.
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('1 task due');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const overdue = panel.getByRole('list', { name: 'Overdue' });
    await overdue
      .getByRole('checkbox', { name: 'Call Ada back' })
      .locator('xpath=ancestor::label')
      .click();
    await expect(toastRegion(page)).toContainText('Task done');
    await expect(bell).not.toHaveAttribute('aria-describedby');
    // The ticked task left the list, and focus with it: close the panel as a mouse user would, by
    // a click outside it (on the header, beside the title).
    await page.mouse.click(640, 10);
    await expect(panel).toBeHidden();

    await page.getByRole('link', { name: 'Tasks', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('Send the proposal');
    await expect(page.getByRole('region', { name: 'Done' })).toContainText('Call Ada back');
    await expect(page.getByRole('region', { name: 'Overdue' })).toContainText('Nothing overdue');
  });
});
