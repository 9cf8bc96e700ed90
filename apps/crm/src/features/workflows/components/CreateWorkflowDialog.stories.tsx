import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';

/**
 * `CreateWorkflowDialog`: the Create Workflow button and its dialog. Name and trigger are
 * required; a created workflow is active, a toast confirms it and the dialog closes.
 */
const meta = {
  title: 'App/Automation/CreateWorkflowDialog',
  component: CreateWorkflowDialog,
  args: { defaultOpen: false },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof CreateWorkflowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the dialog from the keyboard; Escape closes it and gives focus back. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create Workflow' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findRole('dialog', 'Create Workflow');
    await expect(within(dialog).getByLabelText('Workflow Name')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Creating with nothing filled in: name and trigger are required, and the dialog stays open. */
export const Validation: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Workflow'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Name is required');
    await expect(dialog.getByText('Trigger is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Workflow Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A filled dialog (trigger chosen with the keyboard) creates: a success toast and it closes. */
export const Create: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Workflow'));
    await userEvent.type(dialog.getByLabelText('Workflow Name'), 'Birthday greetings');
    const trigger = dialog.getByRole('button', { name: /Trigger Type/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tag Added' }));
    await expect(trigger).toHaveTextContent('Tag Added');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Workflow created successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server fails: the spec's Error toast (not the server's 5xx text), and the dialog stays open. */
export const CreateFails: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Create Workflow'));
    // The story API answers 500 for this name.
    await userEvent.type(dialog.getByLabelText('Workflow Name'), 'Broken');
    await userEvent.click(dialog.getByRole('button', { name: /Trigger Type/ }));
    await userEvent.click(await findRole('option', 'Email Opened'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Failed to create workflow');
    await expect(screen.queryByText('Internal server error')).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Create Workflow' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Workflow' })).toBeEnabled();
  },
};
