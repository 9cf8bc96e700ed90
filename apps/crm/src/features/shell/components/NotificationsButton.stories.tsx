import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AriaRouterBridge } from '../../../app/providers';
import { analyticsHandlers } from '../../../testing/analyticsHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { NotificationsButton } from './NotificationsButton';

function CurrentLocation() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * `NotificationsButton`: the header's bell opens a panel listing the same recent events as the
 * dashboard (each a link to what it concerns); Escape, a click outside or a followed link closes it.
 */
const meta = {
  title: 'App/Shell/NotificationsButton',
  component: NotificationsButton,
  render: (args) => (
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route element={<AriaRouterBridge />}>
          <Route
            path="*"
            element={
              <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 560 }}>
                <CurrentLocation />
                <NotificationsButton {...args} />
              </div>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>
  ),
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof NotificationsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the events newest first; a link goes where it says and closes the panel. */
export const Open: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await findRole('dialog', 'Notifications');
    const list = await within(dialog).findByRole(
      'list',
      { name: 'Recent activity' },
      { timeout: 15_000 },
    );
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('“Spring Sale” reached 100 opens');
    await userEvent.click(
      within(list).getByRole('link', { name: /Workflow “Welcome new subscribers”/ }),
    );
    await findText('Now at /automation');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: Enter opens it with focus inside, Escape closes it and focus returns to the bell. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async () => {
    const bell = screen.getByRole('button', { name: 'Notifications' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findRole('dialog', 'Notifications');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** A new account: the panel says there is nothing yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...analyticsHandlers({ account: 'new' }), ...apiHandlers()] } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await findRole('dialog', 'Notifications');
    await expect(
      await within(dialog).findByText('No recent activity', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The read fails: the panel says so instead of claiming there is nothing. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/analytics/activity'), ...apiHandlers()] },
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await findRole('dialog', 'Notifications');
    await expect(
      await within(dialog).findByRole('alert', {}, { timeout: 15_000 }),
    ).toHaveTextContent('Error loading recent activity. Please try again.');
  },
};

/**
 * What needs the user (the app passes the tasks coming due) is counted on the bell, described to a
 * screen reader in words, and listed above the recent events.
 */
export const WithAlerts: Story = {
  args: {
    alerts: <p>Call back about pricing: due today at 3:30 PM</p>,
    alertCount: { count: 2, text: '2 tasks due' },
  },
  play: async () => {
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('2 tasks due');
    await expect(bell.parentElement).toHaveTextContent('2');
    await userEvent.click(bell);
    const dialog = await findRole('dialog', 'Notifications');
    const recent = await within(dialog).findByRole(
      'list',
      { name: 'Recent activity' },
      { timeout: 15_000 },
    );
    const alert = within(dialog).getByText(/^Call back about pricing/);
    await expect(alert.compareDocumentPosition(recent)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

/** Nothing due: no badge and no description, only the bell. */
export const NothingDue: Story = {
  tags: ['!visual'],
  args: { alertCount: { count: 0, text: '0 tasks due' } },
  play: async () => {
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await expect(bell).not.toHaveAttribute('aria-describedby');
    await expect(bell.parentElement).toHaveTextContent('');
  },
};
