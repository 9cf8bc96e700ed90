import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { BLANK } from '../../../lib/orDash';
import { formsHandlers } from '../../../testing/formsHandlers';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { FormsScreen } from './FormsScreen';

/**
 * `FormsScreen`: the signup forms (name, opt-in, submissions, conversion, created, and a menu of
 * Edit, Share, Open hosted page, Duplicate and Delete) under the Create Form button. A failed read
 * shows an alert instead; no form yet, an invitation to create one.
 */
const meta = {
  title: 'App/Forms/FormsScreen',
  component: FormsScreen,
  // The builder's dialog is the route's (TemplateEditorDialog): the Forms route's stories open it.
  args: { EmailDesigner: fn(() => null) },
  decorators: [withStoryRoute(paths.forms), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof FormsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

/** Chooses one of a row's actions from its menu. */
async function rowAction(table: HTMLElement, name: string, action: string) {
  await userEvent.click(
    within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }),
  );
  await userEvent.click(await findRole('menuitem', action));
}

/** Each form with its opt-in, submissions and conversion; a form never viewed has no conversion. */
export const WithForms: Story = {
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Newsletter signup' });
    const newsletter = rowOf(table, 'Newsletter signup');
    await expect(newsletter).toHaveTextContent('Double opt-in');
    await expect(newsletter).toHaveTextContent('85');
    await expect(newsletter).toHaveTextContent('6.8%');
    await expect(newsletter).toHaveTextContent('Apr 1, 2024');
    const webinar = rowOf(table, 'Webinar registration');
    await expect(webinar).toHaveTextContent('Single opt-in');
    // No views yet: no conversion, the blank dash every table shows.
    await expect(within(webinar).getByText(BLANK)).toBeVisible();
    await userEvent.click(
      within(newsletter).getByRole('button', { name: 'Actions for Newsletter signup' }),
    );
    const menu = await findRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Share', 'Open hosted page', 'Duplicate', 'Delete']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** No form yet: the table invites creating one, with its own Create Form button. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...formsHandlers({ forms: [] }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByText('No forms yet', {}, { timeout: LOAD_TIMEOUT });
    await expect(within(table).getByRole('button', { name: 'Create Form' })).toBeEnabled();
  },
};

/** The empty state's Create Form button opens the dialog. */
export const EmptyCreates: Story = {
  // Ends with the dialog closed and focus coming back: its ring's timing is not the point.
  tags: ['!visual'],
  parameters: Empty.parameters,
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByText('No forms yet', {}, { timeout: LOAD_TIMEOUT });
    await userEvent.click(within(table).getByRole('button', { name: 'Create Form' }));
    await findRole('dialog', 'Create Form');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The read fails: an alert instead of the table. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/forms'), ...apiHandlers()] } },
  play: async () => {
    const alert = await screen.findByText(
      'Error loading forms. Please try again.',
      {},
      { timeout: LOAD_TIMEOUT },
    );
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(screen.queryByRole('grid', { name: 'Forms' })).toBeNull();
  },
};

/** The read has not answered: skeleton rows, not the empty state. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingHandlers('/api/forms'), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    const busy = await within(table).findByRole(
      'status',
      { name: 'Loading' },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByText('No forms yet')).toBeNull();
  },
};

/** A created form appears in the table with no submissions yet. */
export const CreateAddsRow: Story = {
  parameters: { msw: { handlers: [...formsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Newsletter signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Form' }));
    const dialog = within(await findRole('dialog', 'Create Form'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Form Name' }), 'Spring offers');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Form' }));
    await findText('Form created successfully');
    const row = await within(table).findByRole('rowheader', { name: 'Spring offers' });
    await expect(row.closest('[role="row"]')).toHaveTextContent('Double opt-in');
  },
};

/** Duplicate adds "<name> (copy)" with no figures, and a toast names it. */
export const Duplicate: Story = {
  parameters: { msw: { handlers: [...formsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Newsletter signup' });
    await rowAction(table, 'Newsletter signup', 'Duplicate');
    await findText('Newsletter signup (copy) created');
    const copy = await within(table).findByRole('rowheader', { name: 'Newsletter signup (copy)' });
    await expect(within(copy.closest<HTMLElement>('[role="row"]')!).getByText(BLANK)).toBeVisible();
  },
};

/** Delete asks first (Cancel keeps it), then the row goes and a toast says so. */
export const Delete: Story = {
  // Ends on a toast that fades on its own schedule.
  tags: ['!visual'],
  parameters: { msw: { handlers: [...formsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Webinar registration' });
    await rowAction(table, 'Webinar registration', 'Delete');
    let dialog = await findRole('alertdialog', 'Delete “Webinar registration”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await rowAction(table, 'Webinar registration', 'Delete');
    dialog = await findRole('alertdialog', 'Delete “Webinar registration”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Form deleted');
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Webinar registration' })).toBeNull(),
    );
  },
};

/** Edit opens with the form's definition; a new name shows in the row once saved. */
export const Edit: Story = {
  parameters: { msw: { handlers: [...formsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Newsletter signup' });
    await rowAction(table, 'Newsletter signup', 'Edit');
    const dialog = within(await findRole('dialog', 'Edit Form'));
    const name = dialog.getByRole('textbox', { name: 'Form Name' });
    await expect(name).toHaveValue('Newsletter signup');
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('newsletter');
    await expect(dialog.getByRole('textbox', { name: 'Choices' })).toHaveValue(
      'Product news\nEvents',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Monthly newsletter');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await findText('Form updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await within(table).findByRole('rowheader', { name: 'Monthly newsletter' });
  },
};

/** Share opens the form's hosted page address and its HTML to embed. */
export const Share: Story = {
  tags: ['!visual'],
  play: async () => {
    const table = await findRole('grid', 'Forms');
    await within(table).findByRole('rowheader', { name: 'Newsletter signup' });
    await rowAction(table, 'Newsletter signup', 'Share');
    const dialog = within(await findRole('dialog', 'Share “Newsletter signup”'));
    await expect(dialog.getByRole('textbox', { name: 'Hosted page' })).toHaveValue(
      `${window.location.origin}/f/AbCdEfGhIjKlMnOpQrStUv`,
    );
  },
};

/** A phone (390 x 844): name with its figures under it, and the menu, without scrolling sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const table = await findRole('grid', 'Forms');
    const header = await within(table).findByRole('rowheader', { name: /^Newsletter signup/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Name', 'Actions']);
    const row = header.closest('[role="row"]') as HTMLElement;
    await expect(row).toHaveTextContent('85 submissions · 6.8% conversion');
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
    const button = within(row).getByRole('button', { name: 'Actions for Newsletter signup' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
