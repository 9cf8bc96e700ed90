import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { BAKERY_SENDER, settingsHandlers } from '../testing/settingsHandlers';
import { SettingsScreen } from './SettingsScreen';

/** In the app the shell supplies the main landmark around every signed-in screen. */
const withMain: Decorator = (Story) => (
  <main style={{ padding: 24 }}>
    <Story />
  </main>
);

/**
 * `SettingsScreen`: the account's sender identity (issue 24 §3): From name and address, Reply-To
 * and the postal address of the footer, with the From it makes. Empty fields take the server's
 * defaults, which each field's help names.
 */
const meta = {
  title: 'App/Settings/SettingsScreen',
  component: SettingsScreen,
  decorators: [withMain, withStoryRoute(paths.settings), withAppProviders({ signedIn: true })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...settingsHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: the server's defaults are named, and Save waits for a change. */
export const Defaults: Story = {
  play: async () => {
    const name = await findRole('textbox', 'From name');
    await expect(name).toHaveValue('');
    await expect(
      screen.getByText(
        "The name people see in their inbox, such as your business's name. Empty: Beacon CRM.",
      ),
    ).toBeVisible();
    await expect(screen.getByText('Beacon CRM <no-reply@beacon.test>')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    await expect(screen.getByRole('link', { name: 'Check your sending domain' })).toHaveAttribute(
      'href',
      '/sending-domain',
    );
    await expect(screen.getByRole('link', { name: 'View the audit log' })).toHaveAttribute(
      'href',
      '/settings/audit-log',
    );
    await expect(screen.getByRole('link', { name: 'Manage webhooks' })).toHaveAttribute(
      'href',
      '/settings/webhooks',
    );
  },
};

/** A bakery's identity: filled in, saved, and the From it makes shown. */
export const Saves: Story = {
  // Ends on the save's toast, which times out: Saved shows the saved form.
  tags: ['!visual'],
  // Its own story API: what it saves must not show up in the other stories.
  parameters: { msw: { handlers: [...settingsHandlers(), ...apiHandlers()] } },
  play: async () => {
    await userEvent.type(await findRole('textbox', 'From name'), "Rosie's Bakery");
    await userEvent.type(
      screen.getByRole('textbox', { name: 'From address' }),
      'hello@rosies.example',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply-To address' }),
      'rosie@rosies.example',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Postal address' }),
      '12 Main Street{Enter}Springfield, IL 62701',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findText('Settings saved');
    await expect(
      await findText('Your email is sent as "Rosie\'s Bakery" <hello@rosies.example>.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('"Rosie\'s Bakery" <hello@rosies.example>', { selector: 'strong' }),
      ).toBeVisible(),
    );
    // Saved: nothing left to save until the next change.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled(),
    );
  },
};

/** A saved identity is shown as stored. */
export const Saved: Story = {
  parameters: {
    msw: { handlers: [...settingsHandlers({ settings: BAKERY_SENDER }), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('textbox', 'From name')).toHaveValue("Rosie's Bakery");
    await expect(screen.getByRole('textbox', { name: 'Postal address' })).toHaveValue(
      '12 Main Street\nSpringfield, IL 62701',
    );
  },
};

/** An address that is not one is refused on its field before anything is sent. */
export const InvalidAddress: Story = {
  play: async () => {
    const address = await findRole('textbox', 'From address');
    await userEvent.type(address, 'rosie');
    await expect(address).toHaveValue('rosie');
    const save = screen.getByRole('button', { name: 'Save Settings' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(await findText('Please enter a valid email')).toBeVisible();
  },
};

/** The server refuses a field: its message shows on the field and in the toast. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        ...settingsHandlers({
          saveError: {
            status: 400,
            field: 'fromName',
            message: 'From name cannot hold line breaks, quotes or angle brackets',
          },
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await userEvent.type(await findRole('textbox', 'From name'), 'Rosie');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

/** The settings cannot be read: the load error in place of the form. */
export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [...settingsHandlers({ loadError: true }), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findText('Error loading your settings. Please try again.')).toBeVisible();
    await expect(screen.queryByRole('textbox', { name: 'From name' })).toBeNull();
  },
};
