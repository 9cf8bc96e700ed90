import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companiesHandlers, sampleCompanies } from '../../../testing/companiesHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { CompanyFormDialog } from './CompanyFormDialog';

/** `CompanyFormDialog`: Add Company, or Edit Company with the company's values. */
const meta = {
  title: 'App/Companies/CompanyFormDialog',
  component: CompanyFormDialog,
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...companiesHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof CompanyFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Company: the contract's messages for a blank name and a domain that is not one. */
export const Add: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Add Company');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Domain' }), 'not a domain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));
    await expect(await within(dialog).findByText('Company name is required')).toBeVisible();
    await expect(within(dialog).getByText('Enter a domain like example.com')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Edit Company: saved, the dialog closes. */
export const Edit: Story = {
  args: { company: sampleCompanies[0] },
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Edit Company');
    const industry = within(dialog).getByRole('textbox', { name: 'Industry' });
    await expect(industry).toHaveValue('Manufacturing');
    await userEvent.clear(industry);
    await userEvent.type(industry, 'Robotics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
