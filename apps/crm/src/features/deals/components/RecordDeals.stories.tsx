import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dealsHandlers, sampleDeals, storyDeal } from '../../../testing/dealsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { RecordDeals } from './RecordDeals';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const acmeLtd = { id: 1, name: 'Acme Ltd' };

/**
 * The stories' mock API. A story that adds a deal gets one of its own: sharing the file's, its deal
 * showed in the stories after it when the whole file ran, and not when one ran alone.
 */
const storyHandlers = () => [
  ...dealsHandlers(undefined, [
    ...sampleDeals,
    storyDeal({
      id: 9,
      name: 'Old support plan',
      stageId: 2,
      status: 'lost',
      lostReason: 'Went elsewhere',
      valueCents: 90_000,
      contacts: [ada],
    }),
    storyDeal({
      id: 10,
      name: 'Training day',
      stageId: 3,
      status: 'won',
      valueCents: 150_000,
      contacts: [ada],
      company: acmeLtd,
    }),
  ]),
  ...apiHandlers(),
];

/**
 * `RecordDeals`: a contact's or a company's deals on their page (issue 32 §3): open ones with their
 * value, stage and expected close, closed ones marked won or lost; each opens to be edited, and
 * "Add deal" starts one with this contact or company on it.
 */
const meta = {
  title: 'App/Deals/RecordDeals',
  component: RecordDeals,
  args: { filter: { contactId: 1 }, onThis: { contact: ada } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof RecordDeals>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async () => within(await findRole('list', 'Deals'));

/** A contact's deals: the open one with its stage and close date, closed ones marked. */
export const ContactsDeals: Story = {
  play: async () => {
    const deals = await list();
    await waitFor(() => expect(deals.getAllByRole('listitem')).toHaveLength(3));
    const [acme, lost, won] = deals.getAllByRole('listitem');
    // The stage's name arrives with the stages, which may answer after the deals.
    await waitFor(() => expect(acme).toHaveTextContent('Acme renewal$12,500 · Lead · closes'));
    await expect(lost).toHaveTextContent('Lost');
    await expect(won).toHaveTextContent('Won');
  },
};

/** A company's deals: only those on the company. */
export const CompanysDeals: Story = {
  args: { filter: { companyId: 1 }, onThis: { company: acmeLtd } },
  play: async () => {
    const deals = await list();
    await waitFor(() => expect(deals.getAllByRole('listitem')).toHaveLength(2));
    await expect(deals.getByRole('button', { name: 'Acme renewal' })).toBeVisible();
    await expect(deals.getByRole('button', { name: 'Training day' })).toBeVisible();
  },
};

/** None yet: said, with Add deal at hand. */
export const NoDeals: Story = {
  args: {
    filter: { contactId: 77 },
    onThis: { contact: { id: 77, name: 'Nobody', email: 'n@example.com' } },
  },
  play: async () => {
    await findText('No deals yet');
    await waitFor(async () => expect(await findRole('button', 'Add deal')).toBeEnabled());
  },
};

/** A deal added from a contact's page starts with that contact on it, and shows up in the list. */
export const AddFromContact: Story = {
  tags: ['!visual'], // Ends on a toast that fades in; Add Dialog From Company covers the look.
  parameters: { msw: { handlers: storyHandlers() } },
  play: async () => {
    await list();
    await waitFor(async () => expect(await findRole('button', 'Add deal')).toBeEnabled());
    await userEvent.click(await findRole('button', 'Add deal'));
    const dialog = within(await findRole('dialog', 'Add deal'));
    await expect(dialog.getByRole('list', { name: 'Contacts on this deal' })).toHaveTextContent(
      'Ada Lovelace',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Second site');
    await userEvent.click(dialog.getByRole('button', { name: 'Add deal' }));
    await waitFor(async () =>
      expect((await list()).getByRole('button', { name: 'Second site' })).toBeVisible(),
    );
  },
};

/** From a company's page, the new deal is the company's; its company can be removed. */
export const AddDialogFromCompany: Story = {
  args: { filter: { companyId: 1 }, onThis: { company: acmeLtd } },
  play: async () => {
    await list();
    await waitFor(async () => expect(await findRole('button', 'Add deal')).toBeEnabled());
    await userEvent.click(await findRole('button', 'Add deal'));
    const dialog = within(await findRole('dialog', 'Add deal'));
    await expect(dialog.getByRole('group', { name: 'Company of this deal' })).toHaveTextContent(
      'Acme Ltd',
    );
    await expect(dialog.getByRole('button', { name: 'Remove company Acme Ltd' })).toBeVisible();
  },
};

/** A deal opens from the list to be edited. */
export const OpenDeal: Story = {
  play: async () => {
    const deals = await list();
    await userEvent.click(await deals.findByRole('button', { name: 'Acme renewal' }));
    const dialog = within(await findRole('dialog', 'Edit Acme renewal'));
    await expect(dialog.getByRole('group', { name: 'Company of this deal' })).toHaveTextContent(
      'Acme Ltd',
    );
  },
};
