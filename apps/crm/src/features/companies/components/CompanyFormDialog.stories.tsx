import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { type CompanyUpdateData, CompanyUpdateSchema } from '@crm/api-client';
import { companiesHandlers, sampleCompanies } from '../../../testing/companiesHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { readBody } from '../../../testing/readBody';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { CompanyFormDialog } from './CompanyFormDialog';

/** The last Edit Company request's body, as the contract read it. */
let patched: CompanyUpdateData | null | undefined;
/** Read through a call: a play's own reset would otherwise narrow it to undefined for good. */
const sent = () => patched;

/** `CompanyFormDialog`: Add Company, or Edit Company with the company's values. */
const meta = {
  title: 'App/Companies/CompanyFormDialog',
  component: CompanyFormDialog,
  args: { isOpen: true, onOpenChange: fn() },
  decorators: [withAppProviders()],
  parameters: {
    msw: {
      handlers: [
        // Notes the request, then lets the companies' handler answer it.
        http.patch('/api/companies/:id', async ({ request }) => {
          patched = (await readBody(request.clone(), CompanyUpdateSchema)).body;
        }),
        ...companiesHandlers(),
        ...apiHandlers(),
      ],
    },
  },
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

/**
 * Custom fields as a contact's: the company's open as name and value rows; one changed, one
 * removed and one added travel in the PATCH, a number left as it was staying a number.
 */
export const CustomFields: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  args: { company: sampleCompanies[0] },
  play: async ({ args }) => {
    patched = undefined;
    const dialog = within(await findRole('dialog', 'Edit Company'));
    await expect(dialog.getByLabelText('Custom field 1 name')).toHaveValue('Tier');
    await expect(dialog.getByLabelText('Custom field 1 value')).toHaveValue('Gold');
    await expect(dialog.getByLabelText('Custom field 2 value')).toHaveValue('40');
    await userEvent.clear(dialog.getByLabelText('Custom field 1 value'));
    await userEvent.type(dialog.getByLabelText('Custom field 1 value'), 'Platinum');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Field' }));
    await userEvent.type(dialog.getByLabelText('Custom field 3 name'), 'Region');
    await userEvent.type(dialog.getByLabelText('Custom field 3 value'), 'EMEA');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove custom field Tier' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(sent()).toMatchObject({ customFields: { Seats: 40, Region: 'EMEA' } });
    await expect(Object.keys(sent()?.customFields ?? {})).toEqual(['Seats', 'Region']);
  },
};

/** More fields than a company may have: the contract's message, and nothing is sent. */
export const TooManyCustomFields: Story = {
  // A hundred rows: the play is the test, a screenshot would show only their start.
  tags: ['!visual'],
  args: {
    company: {
      ...sampleCompanies[0]!,
      customFields: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i + 1}`, i])),
    },
  },
  play: async ({ args }) => {
    patched = undefined;
    const dialog = within(await findRole('dialog', 'Edit Company'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Field' }));
    await userEvent.type(dialog.getByLabelText('Custom field 101 name'), 'one too many');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await dialog.findByText('A company can have at most 100 custom fields'),
    ).toBeVisible();
    await expect(sent()).toBeUndefined();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
