import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { campaignHandlers } from '../testing/campaignHandlers';
import { CreateTemplateDialog } from './CreateTemplateDialog';

/**
 * The Campaigns page's Create Email Template dialog: name, subject and content required; the
 * content designed in the builder; its own toasts.
 */
const meta = {
  title: 'App/Campaigns/CreateTemplateDialog',
  component: CreateTemplateDialog,
  args: { onClose: fn() },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...campaignHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof CreateTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and subject are required. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Email Template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await expect(within(dialog).getByText('Name is required')).toBeVisible();
    await expect(within(dialog).getByText('Subject is required')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Created: 'Email template created successfully' and the dialog closes. */
export const Create: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Email Template');
    await userEvent.type(within(dialog).getByLabelText('Template Name'), 'Quick note');
    await userEvent.type(within(dialog).getByLabelText('Email Subject'), 'A quick note');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await findText('Email template created successfully');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
