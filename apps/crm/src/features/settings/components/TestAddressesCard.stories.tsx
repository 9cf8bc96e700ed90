import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { settingsHandlers } from '../testing/settingsHandlers';
import { TestAddressesCard } from './TestAddressesCard';

/**
 * `TestAddressesCard` (on Settings): where Send Test may go besides the sign-in address, confirmed
 * or waiting for the link a first test send mails, each removable.
 */
const meta = {
  title: 'App/Settings/TestAddressesCard',
  component: TestAddressesCard,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: {
    msw: {
      handlers: [
        ...settingsHandlers({
          testAddresses: [
            { email: 'chef@rosies.example', confirmed: true },
            { email: 'partner@gmail.example', confirmed: false },
          ],
        }),
        ...apiHandlers(),
      ],
    },
  },
} satisfies Meta<typeof TestAddressesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed and a waiting address. */
export const Listed: Story = {
  play: async () => {
    const list = await findRole('list', 'Test addresses');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'chef@rosies.exampleConfirmedRemove',
      'partner@gmail.exampleWaiting for confirmationRemove',
    ]);
  },
};

/** Remove takes an address off the list, with a toast. */
export const Remove: Story = {
  tags: ['!visual'],
  play: async () => {
    const list = await findRole('list', 'Test addresses');
    await userEvent.click(screen.getByRole('button', { name: 'Remove partner@gmail.example' }));
    await findText('Test address removed');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    clearToasts();
  },
};

/** None yet: the card says so (the description tells how one is added). */
export const Empty: Story = {
  parameters: { msw: { handlers: [...settingsHandlers(), ...apiHandlers()] } },
  play: async () => {
    await findText('No other addresses yet.');
  },
};

/** The list cannot be read: the error, in the card. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/campaigns/test-addresses', () =>
          HttpResponse.json({ message: 'Server error' }, { status: 500 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('Error loading your test addresses. Please try again.');
  },
};
