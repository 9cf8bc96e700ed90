import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { contactsHandlers } from '../testing/contactsHandlers';
import { ContactErasure } from './ContactErasure';

const ADDRESS = 'ana.garcia@example.com';
const FIELD = "Type the contact's email address to confirm";

/** `ContactErasure`: Erase contact in Edit Contact (issue 28 §3, the right to erasure). */
const meta = {
  title: 'App/Contacts/ContactErasure',
  component: ContactErasure,
  args: { contact: { id: 1, email: ADDRESS }, onErased: fn() },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ContactErasure>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(await findRole('button', 'Erase contact'));
  return findRole('alertdialog', 'Erase this contact?');
};
const confirmButton = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Erase contact')!;

/** At rest: the action only. */
export const Idle: Story = {
  play: async () => {
    await expect(await findRole('button', 'Erase contact')).toBeEnabled();
    await expect(screen.queryByRole('alertdialog', { name: 'Erase this contact?' })).toBeNull();
  },
};

/** Open: what goes, what is kept (the hash), and Erase disabled until the address is typed. */
export const Open: Story = {
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveTextContent(`Erasing deletes ${ADDRESS}`);
    await expect(dialog).toHaveTextContent('Kept: a one-way hash of the address');
    await expect(screen.getByRole('textbox', { name: FIELD })).toHaveValue('');
    await expect(confirmButton(dialog)).toBeDisabled();
    // Focus starts on Cancel: Enter never erases by accident.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Another address keeps Erase disabled; the contact's, in any case, enables it. */
export const TypedAddress: Story = {
  play: async () => {
    const dialog = await open();
    const field = screen.getByRole('textbox', { name: FIELD });
    await userEvent.type(field, 'ana@example.com');
    await expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ana.Garcia@Example.com');
    await expect(confirmButton(dialog)).toBeEnabled();
  },
};

/** Erase: the server erases, the success toast shows, and Edit Contact is told to close. */
export const Erases: Story = {
  // The toast counts down and fades: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.type(screen.getByRole('textbox', { name: FIELD }), ADDRESS);
    await userEvent.click(confirmButton(dialog));
    await findText('Contact erased successfully');
    await waitFor(() => expect(args.onErased).toHaveBeenCalledTimes(1), {
      timeout: LOAD_TIMEOUT,
    });
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Erase this contact?' })).toBeNull(),
    );
    clearToasts();
  },
};

/** Cancel closes the dialog and erases nothing. */
export const Cancelled: Story = {
  // The focus ring returns to the trigger as the dialog animates out.
  tags: ['!visual'],
  play: async ({ args }) => {
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: FIELD }), ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Erase this contact?' })).toBeNull(),
    );
    await expect(args.onErased).not.toHaveBeenCalled();
    // Opened again, nothing typed is left.
    await open();
    await expect(screen.getByRole('textbox', { name: FIELD })).toHaveValue('');
  },
};

/** A refusal: the failure toast with the server's words, and the contact is not reported erased. */
export const Failed: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/contacts/:id/erase', () =>
          HttpResponse.json({ message: 'Contact not found' }, { status: 404 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.type(screen.getByRole('textbox', { name: FIELD }), ADDRESS);
    await userEvent.click(confirmButton(dialog));
    await findText('Contact not found');
    await expect(args.onErased).not.toHaveBeenCalled();
    clearToasts();
  },
};
