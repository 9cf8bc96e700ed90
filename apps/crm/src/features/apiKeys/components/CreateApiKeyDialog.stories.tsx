import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiKeysHandlers, STORY_API_KEY } from '../../../testing/apiKeysHandlers';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { API_KEY_SHOWN_ONCE, CreateApiKeyDialog } from './CreateApiKeyDialog';

/** `CreateApiKeyDialog`: a name, scopes and an expiry; then the whole key, shown once. */
const meta = {
  title: 'App/ApiKeys/CreateApiKeyDialog',
  component: CreateApiKeyDialog,
  render: dialogStory(CreateApiKeyDialog),
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...apiKeysHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof CreateApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: every scope with what it lets through, expiry Never. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findRole('dialog', 'Create API Key');
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8);
    await expect(within(dialog).getByRole('radio', { name: 'Never' })).toBeChecked();
    await expect(within(dialog).getByText(/Read contacts, their notes/)).toBeVisible();
  },
};

/** Nothing filled in: the contract's words for a missing name and no scope, and no request. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create API Key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    await expect(await within(dialog).findByText('Give the key a name')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Shop sync');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    await expect(await within(dialog).findByText('Choose at least one scope')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Created: the whole key with a Copy button and the words that it is not shown again; Done closes. */
export const Created: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create API Key');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Shop sync');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^contacts:read/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '90 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const shown = await findRole('dialog', 'Copy your API key');
    await expect(within(shown).getByRole('textbox', { name: 'API key “Shop sync”' })).toHaveValue(
      STORY_API_KEY,
    );
    await expect(shown).toHaveTextContent(API_KEY_SHOWN_ONCE);
    await expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeVisible();
    clearToasts();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Done after the key was shown closes the dialog. */
export const Done: Story = {
  tags: ['!visual'], // ends as the dialog closes
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create API Key');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reports');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^analytics/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const shown = await findRole('dialog', 'Copy your API key');
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    clearToasts();
  },
};
