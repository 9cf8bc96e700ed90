import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { notesHandlers, storyNote } from '../../../testing/notesHandlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { NOTES_LOAD_ERROR, RecordNotes } from './RecordNotes';

/**
 * `RecordNotes`: a contact's, a company's or a deal's notes, pinned first, with an add box (issue
 * 32 §1–§3).
 */
const meta = {
  title: 'App/Notes/RecordNotes',
  component: RecordNotes,
  args: { record: { contactId: 1 } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...notesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof RecordNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = async () => within(await findRole('list', 'Notes')).getAllByRole('listitem');

/** Pinned first, then newest; links are links, markup is text. */
export const Notes: Story = {
  play: async () => {
    const all = await items();
    await expect(all).toHaveLength(3);
    await expect(all[0]).toHaveAccessibleName('Pinned note');
    await expect(all[0]).toHaveTextContent('Decision maker');
    const link = within(all[1]!).getByRole('link', { name: 'https://shop.example.com/pricing' });
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/pricing');
    await expect(link).toHaveAttribute('target', '_blank');
    // The trailing full stop is the sentence's, not the address's.
    await expect(all[1]).toHaveTextContent('pricing. Follow up');
    await expect(all[2]).toHaveTextContent('<b>Not bold</b>: markup stays text.');
    await expect(all[2]!.querySelector('b')).toBeNull();
    await expect(all[2]).toHaveTextContent('(edited)');
  },
};

/** None yet: the add box and a hint. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...notesHandlers([]), ...apiHandlers()] } },
  play: async () => {
    await findText('No notes yet');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/contacts/1/notes'), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(NOTES_LOAD_ERROR);
  },
};

/** An empty note is refused in plain words; a written one appears at the top of the unpinned. */
export const AddNote: Story = {
  parameters: { msw: { handlers: [...notesHandlers(), ...apiHandlers()] } },
  play: async () => {
    await userEvent.click(await findRole('button', 'Add note'));
    await findText('The note is empty: write something first');
    await userEvent.type(
      await findRole('textbox', 'New note'),
      'Met at the fair, see www.example.org',
    );
    await userEvent.click(await findRole('button', 'Add note'));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    const all = await items();
    await expect(all[1]).toHaveTextContent('Met at the fair');
    await expect(within(all[1]!).getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'https://www.example.org',
    );
    await expect(await findRole('textbox', 'New note')).toHaveValue('');
  },
};

/** Delete asks first: Cancel keeps the note, Delete removes it. */
export const DeleteAsksFirst: Story = {
  parameters: { msw: { handlers: [...notesHandlers(), ...apiHandlers()] } },
  play: async () => {
    const first = (await items())[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const confirm = await findRole('alertdialog', 'Delete this note?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await items()).toHaveLength(3);
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await findRole('alertdialog', 'Delete this note?')).getByRole('button', {
        name: 'Delete',
      }),
    );
    await findText('Note deleted');
    await waitFor(async () => expect(await items()).toHaveLength(2));
    await expect((await items())[0]).not.toHaveTextContent('Decision maker');
  },
};

/** A company's notes, as on its page: its own only, and a new one is added to it. */
export const OnACompany: Story = {
  args: { record: { companyId: 1 } },
  parameters: {
    msw: {
      handlers: [
        ...notesHandlers([
          storyNote({
            id: 4,
            contactId: null,
            companyId: 1,
            body: 'Met their buyer at the spring fair.',
          }),
        ]),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await items()).toHaveLength(1);
    await userEvent.type(await findRole('textbox', 'New note'), 'Sent the yearly price list');
    await userEvent.click(await findRole('button', 'Add note'));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    await expect((await items())[0]).toHaveTextContent('Sent the yearly price list');
  },
};
