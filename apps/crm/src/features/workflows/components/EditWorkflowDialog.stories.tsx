import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buildWorkflow } from '@crm/api-client/testing';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { EditWorkflowDialog } from './EditWorkflowDialog';

const workflow = buildWorkflow({
  id: 7,
  name: 'Nurture leads',
  description: 'Three emails over two weeks',
  trigger: 'form_submission',
  isActive: true,
});

/**
 * `EditWorkflowDialog`: the Create dialog's fields filled with the workflow's values, plus an
 * Active switch. Validation is the contract's; the change goes out as a PATCH.
 */
const meta = {
  title: 'App/Workflows/EditWorkflowDialog',
  component: EditWorkflowDialog,
  render: dialogStory(EditWorkflowDialog),
  args: { isOpen: true, onOpenChange: fn(), workflow },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: apiHandlers({ workflows: [workflow] }) },
  },
} satisfies Meta<typeof EditWorkflowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workflow's own values, trigger and state. */
export const Filled: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Workflow'));
    await expect(dialog.getByRole('textbox', { name: 'Workflow Name' })).toHaveValue(
      'Nurture leads',
    );
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Three emails over two weeks',
    );
    await expect(dialog.getByRole('button', { name: /Trigger Type/ })).toHaveTextContent(
      'Form Submission',
    );
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  },
};

/** A blank name is refused under the field, and nothing is sent. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Edit Workflow'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Workflow Name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Name is required');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server fails: the error toast (not the server's 500 text), and the dialog keeps the input. */
export const SaveFails: Story = {
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Edit Workflow'));
    const name = dialog.getByRole('textbox', { name: 'Workflow Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Broken');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Failed to update workflow');
    await expect(screen.queryByText('Internal server error')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(name).toHaveValue('Broken');
  },
};

/** Saving turns the workflow off and closes. */
export const SaveDeactivated: Story = {
  // Ends with the dialog closed: nothing left to compare; Filled shows the dialog.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Edit Workflow'));
    await userEvent.click(dialog.getByRole('switch', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Workflow updated successfully');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
