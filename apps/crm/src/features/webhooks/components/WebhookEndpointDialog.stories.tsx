import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import {
  sampleWebhookEndpoints,
  STORY_WEBHOOK_SECRET,
  webhooksHandlers,
} from '../../../testing/webhooksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';

/** `WebhookEndpointDialog`: Add endpoint (then its secret, once), or Edit endpoint. */
const meta = {
  title: 'App/Webhooks/WebhookEndpointDialog',
  component: WebhookEndpointDialog,
  render: dialogStory(WebhookEndpointDialog),
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...webhooksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof WebhookEndpointDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contract's words for a missing address and no event chosen. */
export const AddValidation: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Add endpoint');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(
      await within(dialog).findByText(
        'Enter the endpoint’s full address, starting with https:// or http://',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByText('Choose at least one event to send')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Select all ticks every event in every group; a group is labelled for screen readers. */
export const SelectAll: Story = {
  play: async () => {
    const dialog = await findRole('dialog', 'Add endpoint');
    for (const group of ['Contacts', 'Forms', 'Campaigns and email', 'Workflows'])
      await expect(within(dialog).getByRole('group', { name: group })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    const boxes = within(dialog).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(13);
    for (const box of boxes) await expect(box).toBeChecked();
  },
};

/** Added: the secret is shown once, with Copy and the warning; Done closes. */
export const SecretShownOnce: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Add endpoint');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'https://new.example.com/hook',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Campaign sent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const added = await findRole('dialog', 'Endpoint added');
    await expect(added).toHaveTextContent('Copy this secret now: it will not be shown again.');
    await expect(within(added).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      STORY_WEBHOOK_SECRET,
    );
    await expect(within(added).getByRole('button', { name: 'Copy signing secret' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Edit endpoint: its values filled in; saved, the dialog closes. */
export const Edit: Story = {
  tags: ['!visual'], // ends as the dialog closes
  args: { endpoint: sampleWebhookEndpoints[0] },
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Edit endpoint');
    await expect(within(dialog).getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue(
      'https://hooks.example.com/crm',
    );
    await expect(within(dialog).getByRole('checkbox', { name: 'Form submitted' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email opened' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), {
      timeout: LOAD_TIMEOUT,
    });
  },
};
