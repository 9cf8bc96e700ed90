import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { paths } from '../../../config/paths';
import { apiKeysHandlers } from '../../../testing/apiKeysHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { API_KEYS_LOAD_ERROR, ApiKeysScreen } from './ApiKeysScreen';

/**
 * `ApiKeysScreen`: the live keys with their prefix, scopes, creation, last use and expiry; Create
 * API Key shows the whole key once; Revoke asks first.
 */
const meta = {
  title: 'App/ApiKeys/ApiKeysScreen',
  component: ApiKeysScreen,
  decorators: [withStoryRoute(paths.apiKeys), withAppProviders()],
  parameters: { msw: { handlers: [...apiKeysHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ApiKeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('[role="row"]') as HTMLElement;

/** Two keys: one used minutes ago that expires, one never used that never expires. */
export const WithKeys: Story = {
  play: async () => {
    const table = await findRole('grid', 'API keys');
    await within(table).findByRole('rowheader', { name: 'Shop sync' }, { timeout: LOAD_TIMEOUT });
    const shop = rowOf(table, 'Shop sync');
    await expect(shop).toHaveTextContent('crm_8d41b0a7…');
    await expect(shop).toHaveTextContent('contacts:write');
    await expect(shop).toHaveTextContent('5 minutes ago');
    await expect(shop).toHaveTextContent('Jan 1, 2030');
    const zapier = rowOf(table, 'Zapier reports');
    await expect(zapier).toHaveTextContent('Never');
    // The secret is never on the screen, only the prefix.
    await expect(table).not.toHaveTextContent(/crm_\w{8}_/);
  },
};

/** At phone width one cell holds the name with its key, scopes and expiry under it. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const table = await findRole('grid', 'API keys');
    await within(table).findByRole('rowheader', { name: /^Shop sync/ }, { timeout: LOAD_TIMEOUT });
    await expect(rowOf(table, 'Shop sync')).toHaveTextContent('Expires: Jan 1, 2030');
  },
};

/** No key yet: an invitation to make one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...apiKeysHandlers({ apiKeys: [] }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'API keys');
    await within(table).findByText('No API keys yet', {}, { timeout: LOAD_TIMEOUT });
  },
};

/** The read fails: an alert instead of the table. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/api-keys'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText(API_KEYS_LOAD_ERROR);
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};

/** Create: the key is shown once; closed, the new key is in the list by its prefix. */
export const Create: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  // Its own copy of the keys: the change must not reach the other stories.
  parameters: { msw: { handlers: [...apiKeysHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'API keys');
    await within(table).findByRole('rowheader', { name: 'Shop sync' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click((await findRole('button', 'Create API Key')) as HTMLElement);
    const dialog = await findRole('dialog', 'Create API Key');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Form hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^forms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const shown = await findRole('dialog', 'Copy your API key');
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await within(table).findByRole('rowheader', { name: 'Form hook' }, { timeout: LOAD_TIMEOUT });
    await expect(rowOf(table, 'Form hook')).toHaveTextContent('Never');
    clearToasts();
  },
};

/** Revoke asks first; confirmed, the key leaves the list. */
export const Revoke: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  parameters: { msw: { handlers: [...apiKeysHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'API keys');
    await within(table).findByRole('rowheader', { name: 'Shop sync' }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(
      within(rowOf(table, 'Shop sync')).getByRole('button', { name: 'Actions for Shop sync' }),
    );
    await userEvent.click(await findRole('menuitem', 'Revoke'));
    const confirm = await findRole('alertdialog', 'Revoke “Shop sync”?');
    await expect(confirm).toHaveTextContent('stops working at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await findText('API key revoked');
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Shop sync' })).toBeNull(),
    );
    clearToasts();
  },
};
