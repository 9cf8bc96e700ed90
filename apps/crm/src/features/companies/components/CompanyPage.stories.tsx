import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { companiesHandlers } from '../../../testing/companiesHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { companyPath } from '../../../config/paths';
import { CompanyPage } from './CompanyPage';

/**
 * `CompanyPage`: a company's details with Edit, its contacts' email engagement, and its contacts
 * linking to their pages (issue 32 §2).
 */
const meta = {
  title: 'App/Companies/CompanyPage',
  component: CompanyPage,
  args: { companyId: 1 },
  decorators: [withStoryRoute(companyPath(1)), withAppProviders()],
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Details, engagement figures and the contacts, each a link to its page. */
export const Details: Story = {
  play: async () => {
    await expect(await findRole('heading', 'Acme Ltd')).toBeVisible();
    await expect(fact('Domain')).toBe('acme.example');
    await expect(fact('Industry')).toBe('Manufacturing');
    await expect(fact('Size')).toBe('51-200');
    // Custom fields after the fixed ones, a number as it was given.
    await expect(fact('Tier')).toBe('Gold');
    await expect(fact('Seats')).toBe('40');
    await expect(fact('Emails sent')).toBe('24');
    await expect(fact('Opened')).toBe('15');
    await expect(fact('Clicked')).toBe('4');
    const table = await findRole('grid', 'Contacts of Acme Ltd');
    const ann = await within(table).findByRole(
      'link',
      { name: 'Ann Lee' },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(ann).toHaveAttribute('href', '/contacts/1');
    await expect(within(table).getByRole('link', { name: 'Bob Ray' })).toBeVisible();
  },
};

/** A company no contact is linked to yet; its blank fields show the contact page's dash. */
export const NoContacts: Story = {
  args: { companyId: 2 },
  play: async () => {
    await expect(await findRole('heading', 'Globex')).toBeVisible();
    await expect(fact('Phone')).toBe('-');
    await expect(fact('Size')).toBe('-');
    await findText('No contacts yet');
  },
};

/** Edit opens Edit Company with the company's values. */
export const Edit: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Edit'));
    const dialog = await findRole('dialog', 'Edit Company');
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Acme Ltd');
    await expect(within(dialog).getByRole('textbox', { name: 'Domain' })).toHaveValue(
      'acme.example',
    );
    await expect(within(dialog).getByLabelText('Custom field 1 name')).toHaveValue('Tier');
  },
};

/** An id no company has: not found, with the way back. */
export const NotFound: Story = {
  args: { companyId: 99 },
  play: async () => {
    await findText('Company not found');
    await expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute(
      'href',
      paths.companies,
    );
  },
};

/** The read fails: an alert. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/companies/*'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText('Error loading company. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};
