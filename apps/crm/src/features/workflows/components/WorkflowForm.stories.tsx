import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findRole, findText } from '../../../testing/storyQueries';
import { EMPTY_WORKFLOW, WorkflowForm } from './WorkflowForm';

/**
 * `WorkflowForm`: name, description and trigger, validated by the contract's schema; shared by
 * the Create and Edit dialogs.
 */
const meta = {
  title: 'App/Workflows/WorkflowForm',
  component: WorkflowForm,
  args: {
    initialValues: EMPTY_WORKFLOW,
    submitLabel: 'Create Workflow',
    pendingLabel: 'Creating...',
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof WorkflowForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filled in: both required messages under their fields, and nothing submitted. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Workflow' }));
    await findText('Name is required');
    await expect(within(canvasElement).getByText('Trigger is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in: the parsed input (trimmed, blank description as null) reaches onSubmit. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Workflow Name'), '  Birthday greetings ');
    await userEvent.click(form.getByRole('button', { name: /Trigger Type/ }));
    await userEvent.click(await findRole('option', 'Tag Added'));
    await userEvent.click(form.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Birthday greetings',
          description: null,
          trigger: 'tag_added',
        }),
      ),
    );
  },
};
