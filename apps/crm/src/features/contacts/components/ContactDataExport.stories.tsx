import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ContactExportSchema } from '@crm/api-client';
import { clearToasts } from '@crm/ui';
import * as v from 'valibot';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { contactsHandlers } from '../testing/contactsHandlers';
import { ContactDataExport } from './ContactDataExport';

/** `ContactDataExport`: Export data in Edit Contact (issue 28 §3, the right of access). */
const meta = {
  title: 'App/Contacts/ContactDataExport',
  component: ContactDataExport,
  args: { contact: { id: 1 } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ContactDataExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a press downloaded: each download link's name and the text of the file it saves. */
async function pressExport() {
  const saved: Promise<{ name: string; text: string }>[] = [];
  const catchLink = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
    event.preventDefault();
    const { href, download } = event.target;
    // Read now: the page revokes the file's URL on its next task.
    saved.push(
      fetch(href)
        .then((res) => res.text())
        .then((text) => ({ name: download, text })),
    );
  };
  document.addEventListener('click', catchLink, true);
  try {
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    return { saved, done: () => document.removeEventListener('click', catchLink, true) };
  } catch (error) {
    document.removeEventListener('click', catchLink, true);
    throw error;
  }
}

/** At rest: what the file holds, and the button. */
export const Idle: Story = {
  play: async () => {
    const section = await findRole('region', 'Data');
    await expect(section).toHaveTextContent('Everything kept about this contact as a JSON file');
    await expect(screen.getByRole('button', { name: 'Export data' })).toBeEnabled();
  },
};

/** A press saves contact-1.json holding the contract's export of the contact, and says so. */
export const Downloads: Story = {
  // The toast counts down and fades: not screenshotted.
  tags: ['!visual'],
  play: async () => {
    const { saved, done } = await pressExport();
    try {
      await findText('The contact’s data has been saved as contact-1.json.');
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: LOAD_TIMEOUT });
    } finally {
      done();
    }
    const file = await saved[0]!;
    await expect(file.name).toBe('contact-1.json');
    const data = v.parse(ContactExportSchema, JSON.parse(file.text));
    await expect(data.contact).toMatchObject({ id: 1, email: 'ana.garcia@example.com' });
    await expect(data.campaignEmails[0]).toMatchObject({ subject: 'Spring is here', openCount: 1 });
    clearToasts();
  },
};

/** A failed read: the export's failure toast with the server's words, and nothing saved. */
export const Failed: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/export', () =>
          HttpResponse.json({ message: 'Contact not found' }, { status: 404 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const { saved, done } = await pressExport();
    try {
      await findText('Export failed');
      await expect(screen.getByText('Contact not found')).toBeVisible();
    } finally {
      done();
    }
    await expect(saved).toHaveLength(0);
    await expect(screen.getByRole('button', { name: 'Export data' })).toBeEnabled();
    clearToasts();
  },
};
