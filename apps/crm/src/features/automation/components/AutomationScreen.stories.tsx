import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AutomationScreen } from './AutomationScreen';

/**
 * `AutomationScreen`: the workflows table (name, description, trigger, status, created, an inert
 * Edit) under a search box and the Create Workflow button. A failed read shows an alert instead.
 */
const meta = {
  title: 'App/Automation/AutomationScreen',
  component: AutomationScreen,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AutomationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

/** Each workflow with its trigger label, status badge and a disabled Edit named after it. */
export const WithWorkflows: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    const welcome = rowOf(table, 'Welcome new subscribers');
    await expect(welcome).toHaveTextContent('Contact Added');
    await expect(welcome).toHaveTextContent('Active');
    const reEngage = rowOf(table, 'Re-engage clickers');
    await expect(reEngage).toHaveTextContent('—');
    await expect(reEngage).toHaveTextContent('Link Clicked');
    await expect(reEngage).toHaveTextContent('Inactive');
    await expect(
      within(table).getByRole('button', { name: 'Edit Welcome new subscribers' }),
    ).toBeDisabled();
    await expect(screen.getByRole('searchbox', { name: 'Search workflows' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create Workflow' })).toBeEnabled();
  },
};

/** No workflows: the table's empty state invites creating one. */
export const Empty: Story = {
  parameters: { msw: { handlers: apiHandlers({ workflows: [] }) } },
  play: async () => {
    await findText('No automation workflows yet');
    await expect(
      screen.getByText('Create a workflow to follow up with contacts automatically.'),
    ).toBeVisible();
  },
};

/** The read fails: an alert instead of the table. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/automation-workflows'), ...apiHandlers()] },
  },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading automation workflows. Please try again.');
    await expect(screen.queryByRole('grid', { name: 'Automation workflows' })).toBeNull();
  },
};

/** The read has not answered: the table is marked busy and shows skeleton rows, not the empty state. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingHandlers('/api/automation-workflows'), ...apiHandlers()] },
  },
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    // The read starts once the session is known: until then nothing is loading yet.
    const busy = await within(table).findByRole(
      'status',
      { name: 'Loading' },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(0);
    await expect(within(table).queryByText('No automation workflows yet')).toBeNull();
  },
};

/** A created workflow appears in the table: the create invalidates the list, which reads again. */
export const CreateAddsRow: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = within(await findRole('dialog', 'Create Workflow'));
    await userEvent.type(dialog.getByLabelText('Workflow Name'), 'Birthday greetings');
    await userEvent.click(dialog.getByRole('button', { name: /Trigger Type/ }));
    await userEvent.click(await findRole('option', 'Tag Added'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await findText('Workflow created successfully');
    const row = await within(table).findByRole('rowheader', { name: 'Birthday greetings' });
    await expect(row.closest('[role="row"]')).toHaveTextContent('Tag Added');
  },
};
