import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { paths } from '../../../config/paths';
import { duplicatesHandlers } from '../../../testing/duplicatesHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { DuplicatesScreen } from './DuplicatesScreen';

/**
 * `DuplicatesScreen`: groups of contacts that look like one person, each with why (the same
 * address as Gmail reads it, or the same name at the same company), and a Merge button whose
 * dialog picks each differing field's value and shows the tags united.
 */
const meta = {
  title: 'App/Duplicates/DuplicatesScreen',
  component: DuplicatesScreen,
  decorators: [withStoryRoute(paths.duplicates), withAppProviders()],
  parameters: { msw: { handlers: [...duplicatesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof DuplicatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANA = 'Same address: anagarcia@gmail.com (Gmail ignores dots and +tags)';
const SAM = 'Same name and company: sam lee · globex';

/** Each group with its reason and contacts. */
export const WithGroups: Story = {
  play: async () => {
    const list = await findRole('list', 'Duplicates');
    await within(list).findByRole('heading', { name: ANA }, { timeout: LOAD_TIMEOUT });
    await expect(within(list).getByRole('heading', { name: SAM })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Ana García' })).toHaveAttribute(
      'href',
      '/contacts/11',
    );
    await expect(list).toHaveTextContent('anagarcia+shop@gmail.com · Globex · Subscriber');
  },
};

/** At phone width the groups stack, nothing wider than the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const list = await findRole('list', 'Duplicates');
    await within(list).findByRole('heading', { name: ANA }, { timeout: LOAD_TIMEOUT });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The merge dialog: a choice for each field that differs, the tags united. */
export const MergeDialog: Story = {
  parameters: { msw: { handlers: [...duplicatesHandlers(), ...apiHandlers()] } },
  play: async () => {
    const list = await findRole('list', 'Duplicates');
    await within(list).findByRole('heading', { name: ANA }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(list).getByRole('button', { name: `Merge ${ANA}` }));
    const dialog = await findRole('dialog', 'Merge 2 contacts');
    const email = within(dialog).getByRole('radiogroup', { name: 'Email' });
    await expect(within(email).getByRole('radio', { name: 'ana.garcia@gmail.com' })).toBeChecked();
    await expect(within(dialog).getByRole('radiogroup', { name: 'Phone' })).toBeVisible();
    // The same status on both: nothing to choose.
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Status' })).toBeNull();
    await expect(dialog).toHaveTextContent('newsletter, customer');
  },
};

/** An unsubscribed duplicate: its status stays, the other one is not offered. */
export const MergeKeepsOptOut: Story = {
  tags: ['!visual'], // the dialog's status choice is MergeDialog's shot
  play: async () => {
    const list = await findRole('list', 'Duplicates');
    await within(list).findByRole('heading', { name: SAM }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(list).getByRole('button', { name: `Merge ${SAM}` }));
    const dialog = await findRole('dialog', 'Merge 2 contacts');
    const status = within(dialog).getByRole('radiogroup', { name: 'Status' });
    await expect(within(status).getByRole('radio', { name: 'Unsubscribed' })).toBeChecked();
    await expect(within(status).getByRole('radio', { name: 'Customer' })).toBeDisabled();
    await expect(status).toHaveTextContent(
      'One of them unsubscribed or bounced: that status stays.',
    );
  },
};

/** Picking values and merging: a toast, and the group leaves the list. */
export const Merge: Story = {
  tags: ['!visual'], // ends as the dialog closes and the toast shows
  // Its own copy of the groups: the merge must not reach the other stories.
  parameters: { msw: { handlers: [...duplicatesHandlers(), ...apiHandlers()] } },
  play: async () => {
    const list = await findRole('list', 'Duplicates');
    await within(list).findByRole('heading', { name: ANA }, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(list).getByRole('button', { name: `Merge ${ANA}` }));
    const dialog = await findRole('dialog', 'Merge 2 contacts');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'anagarcia+shop@gmail.com' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '+1 555 0100' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await findText('2 contacts merged into one');
    await waitFor(() => expect(within(list).queryByRole('heading', { name: ANA })).toBeNull());
    clearToasts();
  },
};

/** No duplicates: says so, and what would show. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...duplicatesHandlers([]), ...apiHandlers()] } },
  play: async () => {
    await findText('No duplicates found');
  },
};

/** The read fails: an alert instead of the list. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/contacts/duplicates'), ...apiHandlers()] },
  },
  play: async () => {
    const alert = await findText('Error loading duplicates. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};
