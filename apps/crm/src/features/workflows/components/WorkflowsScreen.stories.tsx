import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { paths } from '../../../config/paths';
import { BLANK } from '../../../lib/orDash';
import { WorkflowsScreen } from './WorkflowsScreen';

/**
 * `WorkflowsScreen`: the workflows table (name, description, trigger, status, created, and a menu
 * of Edit, Edit Steps, Activate/Deactivate and Delete) under a server-side search box and the Create Workflow button. A failed read
 * shows an alert instead.
 */
const meta = {
  title: 'App/Workflows/WorkflowsScreen',
  component: WorkflowsScreen,
  // The route composes the templates area's designer in (WorkflowEmailDesigner's stories).
  args: { EmailDesigner: () => null },
  decorators: [withStoryRoute(paths.workflows), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof WorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

/** Opens a row's actions menu and returns its items' names (the menu stays open). */
async function menuOf(row: HTMLElement, name: string) {
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  const menu = await findRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Chooses one of a row's actions from its menu. */
async function rowAction(table: HTMLElement, name: string, action: string) {
  await userEvent.click(
    within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }),
  );
  await userEvent.click(await findRole('menuitem', action));
}

/** Each workflow with its trigger label, status badge, and its actions menu: (de)activate by state. */
export const WithWorkflows: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    const welcome = rowOf(table, 'Welcome new subscribers');
    await expect(welcome).toHaveTextContent('Contact Added');
    await expect(welcome).toHaveTextContent('Active');
    const reEngage = rowOf(table, 'Re-engage clickers');
    // No description: the blank dash every table shows.
    await expect(within(reEngage).getByText(BLANK)).toBeVisible();
    await expect(reEngage).toHaveTextContent('Link Clicked');
    await expect(reEngage).toHaveTextContent('Inactive');
    await expect(await menuOf(welcome, 'Welcome new subscribers')).toEqual([
      'Edit',
      'Edit Steps',
      'Deactivate',
      'Delete',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(await menuOf(reEngage, 'Re-engage clickers')).toEqual([
      'Edit',
      'Edit Steps',
      'Activate',
      'Delete',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
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
    // In place of the table, and as the spec's toast (section 8).
    const message = 'Error loading automation workflows. Please try again.';
    const [inPlace] = await screen.findAllByText(message, {}, { timeout: LOAD_TIMEOUT });
    await expect(inPlace).toHaveAttribute('role', 'alert');
    await expect(await findRole('alertdialog', 'Error')).toHaveTextContent(message);
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

/** The search goes to the server after a pause: only matching workflows stay, then a no-match state. */
export const Search: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    const search = screen.getByRole('searchbox', { name: 'Search workflows' });
    // Matches the description ("Send the welcome email ...") ignoring case.
    await userEvent.type(search, 'WELCOME EMAIL');
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Re-engage clickers' })).toBeNull(),
    );
    await expect(
      within(table).getByRole('rowheader', { name: 'Welcome new subscribers' }),
    ).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    // Typing may pause mid-word on a busy machine: wait for the whole word's answer.
    await within(table).findByText('No workflow name or description contains "zebra".');
    await expect(within(table).getByText('No workflows found')).toBeVisible();
  },
};

/** Deactivate from the row: a toast names the workflow and its badge turns Inactive. */
export const Deactivate: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    await rowAction(table, 'Welcome new subscribers', 'Deactivate');
    await findText('Welcome new subscribers deactivated');
    await waitFor(() =>
      expect(rowOf(table, 'Welcome new subscribers')).toHaveTextContent('Inactive'),
    );
    await expect(
      await menuOf(rowOf(table, 'Welcome new subscribers'), 'Welcome new subscribers'),
    ).toContain('Activate');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Delete asks first (Cancel keeps it), then the row goes and a toast says so. */
export const Delete: Story = {
  tags: ['!visual'],
  // Its own handlers: the deletion must not reach the stories after it.
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Welcome new subscribers' });
    await rowAction(table, 'Welcome new subscribers', 'Delete');
    let dialog = await findRole('alertdialog', 'Delete “Welcome new subscribers”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      within(table).getByRole('rowheader', { name: 'Welcome new subscribers' }),
    ).toBeVisible();
    await rowAction(table, 'Welcome new subscribers', 'Delete');
    dialog = await findRole('alertdialog', 'Delete “Welcome new subscribers”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Workflow deleted');
    await waitFor(() =>
      expect(
        within(table).queryByRole('rowheader', { name: 'Welcome new subscribers' }),
      ).toBeNull(),
    );
  },
};

/** Edit opens with the workflow's values; the saved change shows in the row. */
export const Edit: Story = {
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: 'Re-engage clickers' });
    await rowAction(table, 'Re-engage clickers', 'Edit');
    const dialog = within(await findRole('dialog', 'Edit Workflow'));
    const name = dialog.getByRole('textbox', { name: 'Workflow Name' });
    await expect(name).toHaveValue('Re-engage clickers');
    await expect(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Win back clickers');
    await userEvent.click(dialog.getByRole('switch', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Workflow updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await within(table).findByRole('rowheader', { name: 'Win back clickers' });
    await expect(row.closest('[role="row"]')).toHaveTextContent('Active');
    await expect(row.closest('[role="row"]')).not.toHaveTextContent('Inactive');
  },
};

/**
 * A phone (390 x 844): name, status and actions of every workflow in view without scrolling
 * sideways (issue 24 §5), the description, trigger and date under the name.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const table = await findRole('grid', 'Automation workflows');
    await within(table).findByRole('rowheader', { name: /^Welcome new subscribers/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status', 'Actions']);
    await waitFor(() => expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth));
    const frame = table.getBoundingClientRect();
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right;
    };
    const row = within(table)
      .getByRole('rowheader', { name: /^Welcome new subscribers/ })
      .closest('[role="row"]') as HTMLElement;
    await expect(row).toHaveTextContent('Contact Added');
    await expect(inView(within(row).getByText(/^(Active|Inactive)$/))).toBe(true);
    await expect(
      inView(within(row).getByRole('button', { name: 'Actions for Welcome new subscribers' })),
    ).toBe(true);
  },
};

/** On a phone a row's actions are a menu: (de)activating from it works as the buttons do. */
export const OnPhoneActionsMenu: Story = {
  globals: OnPhone.globals,
  tags: ['!visual'],
  play: async () => {
    const table = await findRole('grid', 'Automation workflows');
    const header = await within(table).findByRole('rowheader', {
      name: /^Welcome new subscribers/,
    });
    const row = header.closest('[role="row"]') as HTMLElement;
    // Earlier stories may have toggled it (the handlers keep their state): read which it is.
    const isActive = within(row).getByText(/^(Active|Inactive)$/).textContent === 'Active';
    await userEvent.click(
      within(row).getByRole('button', { name: 'Actions for Welcome new subscribers' }),
    );
    await userEvent.click(await findRole('menuitem', isActive ? 'Deactivate' : 'Activate'));
    await findText(`Welcome new subscribers ${isActive ? 'deactivated' : 'activated'}`);
  },
};
