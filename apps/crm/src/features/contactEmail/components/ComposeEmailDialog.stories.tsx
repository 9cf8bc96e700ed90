import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { buildContact } from '@crm/api-client/testing';
import { apiHandlers, sendingStatusHandler } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { contactEmailHandlers } from '../testing/contactEmailHandlers';
import { ComposeEmailDialog } from './ComposeEmailDialog';

/** `ComposeEmailDialog`: To is read-only, the message greets by first name; it really sends. */
const meta = {
  title: 'App/ContactEmail/ComposeEmailDialog',
  component: ComposeEmailDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    contact: buildContact({
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana.garcia@example.com',
    }),
  },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...contactEmailHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ComposeEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subject and message are required; the prefilled greeting counts as a message. */
export const Validation: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Compose Email'));
    await expect(dialog.getByLabelText('To')).toHaveValue('ana.garcia@example.com');
    await expect(dialog.getByLabelText('To')).toHaveAttribute('readonly');
    await expect(dialog.getByLabelText('Message')).toHaveValue('Hi Ana,\n\n');
    await userEvent.clear(dialog.getByLabelText('Message'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await findText('Subject is required');
    await expect(dialog.getByText('Message is required')).toBeVisible();
  },
};

/** Sending posts the message and confirms with 'Email sent to' the recipient, then closes. */
export const Send: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Compose Email'));
    await expect(dialog.queryByRole('note')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Subject'), 'Welcome');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await findText('Email sent to ana.garcia@example.com');
    await findText('Email sent');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    clearToasts();
  },
};

const outboxHandlers = [
  sendingStatusHandler('outbox'),
  ...contactEmailHandlers('outbox'),
  ...apiHandlers(),
];

/** No SMTP server: the dialog says the message stays in the local Outbox and how to deliver. */
export const OutboxMode: Story = {
  parameters: { msw: { handlers: outboxHandlers } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Compose Email'));
    await expect(await dialog.findByRole('note')).toHaveTextContent(
      'Mail is kept here and not delivered yet. Your administrator can connect a mail server (see the README).',
    );
  },
};

/** In outbox mode the spec's toast stays, under a title that says where the message went. */
export const OutboxSend: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: outboxHandlers } },
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Compose Email'));
    await dialog.findByRole('note');
    await userEvent.type(dialog.getByLabelText('Subject'), 'Welcome');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    await findText('Kept in the local Outbox');
    await findText('Email sent to ana.garcia@example.com');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    clearToasts();
  },
};
