import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { companiesHandlers } from '../../../testing/companiesHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { CompaniesScreen } from './CompaniesScreen';

/**
 * `CompaniesScreen`: companies by name with domain, industry, size and contacts; search; Add
 * Company; Edit and Delete (confirmed) from each row's menu.
 */
const meta = {
  title: 'App/Companies/CompaniesScreen',
  component: CompaniesScreen,
  decorators: [withStoryRoute(paths.companies), withAppProviders()],
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

const loaded = async () => {
  const table = await findRole('grid', 'Companies');
  await within(table).findByRole('rowheader', { name: 'Acme Ltd' }, { timeout: LOAD_TIMEOUT });
  return table;
};

/** Each company with its details and contacts, its name linking to its page. */
export const WithCompanies: Story = {
  play: async () => {
    const table = await loaded();
    const acme = rowOf(table, 'Acme Ltd');
    await expect(acme).toHaveTextContent('acme.example');
    await expect(acme).toHaveTextContent('Manufacturing');
    await expect(acme).toHaveTextContent('51-200');
    await expect(within(acme).getByRole('link', { name: 'Acme Ltd' })).toHaveAttribute(
      'href',
      '/companies/1',
    );
    await expect(rowOf(table, 'Globex')).toHaveTextContent('-');
  },
};

/** Search by name: only the matching company stays. */
export const Search: Story = {
  play: async () => {
    const table = await loaded();
    await userEvent.type(await findRole('searchbox', 'Search companies'), 'glo');
    await waitFor(() => expect(within(table).queryByText('Acme Ltd')).toBeNull(), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(within(table).getByRole('rowheader', { name: 'Globex' })).toBeVisible();
  },
};

/** No company yet: an invitation to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...companiesHandlers({ companies: [] }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Companies');
    await within(table).findByText('No companies yet', {}, { timeout: LOAD_TIMEOUT });
  },
};

/** The read fails: an alert instead of the table. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/companies'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText('Error loading companies. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};

/** Add Company: a blank name is refused in the form's words, then the new company is listed. */
export const AddCompany: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Company' })[0]!);
    const dialog = await findRole('dialog', 'Add Company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));
    await expect(await within(dialog).findByText('Company name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Umbrella');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Domain' }),
      'umbrella.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));
    await within(table).findByRole('rowheader', { name: 'Umbrella' }, { timeout: LOAD_TIMEOUT });
    await expect(rowOf(table, 'Umbrella')).toHaveTextContent('umbrella.example');
  },
};

/** A name another company has, whatever its case: the server's 409 shows on the name. */
export const NameTaken: Story = {
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
  play: async () => {
    await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Company' })[0]!);
    const dialog = await findRole('dialog', 'Add Company');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'ACME LTD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));
    await expect(
      await within(dialog).findByText('A company with this name already exists'),
    ).toBeVisible();
  },
};

/** Delete from the row's menu, confirmed: the company leaves the list. */
export const Delete: Story = {
  tags: ['!visual'], // ends as the dialog closes and focus returns
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await loaded();
    await userEvent.click(
      within(rowOf(table, 'Globex')).getByRole('button', { name: 'Actions for Globex' }),
    );
    await userEvent.click(await findRole('menuitem', 'Delete'));
    const confirm = await findRole('alertdialog', 'Delete “Globex”?');
    await expect(confirm).toHaveTextContent("The company's contacts stay");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Globex')).toBeNull(), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** At phone width one cell holds the name with its contacts, domain and industry under it. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const table = await findRole('grid', 'Companies');
    const header = await within(table).findByRole(
      'rowheader',
      { name: /^Acme Ltd/ },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Name', 'Actions']);
    const row = header.closest('[role="row"]') as HTMLElement;
    await expect(row).toHaveTextContent(/contacts? · acme\.example · Manufacturing/);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
    const button = within(row).getByRole('button', { name: 'Actions for Acme Ltd' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
