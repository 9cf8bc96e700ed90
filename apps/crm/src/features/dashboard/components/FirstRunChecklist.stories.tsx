import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { apiHandlers } from '../../../testing/handlers';
import { checklistStorageKey, FirstRunChecklist } from './FirstRunChecklist';

/**
 * `FirstRunChecklist`: getting started while the account is new. Each step ticks from the
 * account's data; the card goes once every step is done or it is dismissed (remembered per user).
 */
const meta = {
  title: 'App/Dashboard/FirstRunChecklist',
  component: FirstRunChecklist,
  args: { userId: 41, hasContacts: false, hasTemplate: false, hasSent: false },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
  beforeEach: () => localStorage.removeItem(checklistStorageKey(41)),
} satisfies Meta<typeof FirstRunChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: three links, none done. */
export const NewAccount: Story = {
  play: async () => {
    await findText('0 of 3 steps done');
    await expect(screen.getByRole('link', { name: 'Add or import contacts' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Send your first campaign' })).toBeVisible();
  },
};

/** Contacts added: that step is marked done (and says so to a screen reader), not a link. */
export const OneStepDone: Story = {
  args: { hasContacts: true },
  play: async () => {
    await findText('1 of 3 steps done');
    await expect(screen.queryByRole('link', { name: 'Add or import contacts' })).toBeNull();
    await expect(screen.getByText('(done)')).toBeInTheDocument();
  },
};

/** Every step done: nothing is shown. */
export const AllDone: Story = {
  args: { hasContacts: true, hasTemplate: true, hasSent: true },
  play: async () => {
    await expect(screen.queryByText('Get started')).toBeNull();
  },
};

/** Dismiss hides the card and remembers it for this user. */
export const Dismiss: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Dismiss'));
    await waitFor(() => expect(screen.queryByText('Get started')).toBeNull());
    await expect(localStorage.getItem(checklistStorageKey(41))).toBe('true');
  },
};
