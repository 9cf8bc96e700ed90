import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import {
  dealsHandlers,
  sampleDeals,
  sampleStages,
  storyDeal,
} from '../../../testing/dealsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DealDialog } from './DealDialog';
import { DealSectionsProvider } from './DealSections';

const stages = sampleStages.map((s) => ({ ...s, count: 0, totals: [] }));
const acme = sampleDeals[0]!;

/**
 * `DealDialog`: adds a deal, or edits one: name, value and currency, stage, expected close and its
 * contacts; an open deal is marked won or lost here, a closed one reopened, and a deal deleted once
 * the user confirms (issue 32 §3).
 */
const meta = {
  title: 'App/Deals/DealDialog',
  component: DealDialog,
  render: dialogStory(DealDialog),
  args: { isOpen: true, onOpenChange: fn(), stages },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...dealsHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof DealDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new deal: empty, in the first stage, in dollars. */
export const Add: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Add deal'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Currency' })).toHaveValue('USD');
    await expect(dialog.getByRole('button', { name: /Lead/ })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete deal' })).not.toBeInTheDocument();
  },
};

/** A name is needed and the value must read as an amount, each said on its field. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Add deal'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add deal' }));
    await expect(await dialog.findByText('Give the deal a name')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Hooli expansion');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Value' }), 'lots');
    await userEvent.click(dialog.getByRole('button', { name: 'Add deal' }));
    await expect(
      await dialog.findByText('Value must be an amount, such as 1,250 or 99.50'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A company is found by name and put on the deal; removing it offers the search again. */
export const ChooseCompany: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Add deal'));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Find a company' }), 'glo');
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Globex' }));
    const company = dialog.getByRole('group', { name: 'Company of this deal' });
    await expect(company).toHaveTextContent('Globex');
    await expect(
      dialog.queryByRole('searchbox', { name: 'Find a company' }),
    ).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove company Globex' }));
    await expect(dialog.getByRole('searchbox', { name: 'Find a company' })).toBeVisible();
  },
};

/** A new deal starts in the stage whose column it was added from. */
export const AddToStage: Story = {
  args: { stageId: 3 },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Add deal'));
    await expect(dialog.getByRole('button', { name: /Proposal/ })).toBeVisible();
  },
};

/** An open deal: its owner, fields filled in, its contact listed, and won, lost and delete offered. */
export const EditOpen: Story = {
  args: { deal: acme },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Acme renewal'));
    await expect(dialog.getByText('Owner: Ada Lovelace')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('12500');
    await expect(dialog.getByText('$12,500')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Contacts on this deal' })).toHaveTextContent(
      'Ada Lovelace',
    );
    await expect(dialog.getByRole('group', { name: 'Company of this deal' })).toHaveTextContent(
      'Acme Ltd',
    );
    await expect(dialog.getByRole('button', { name: 'Mark won' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark lost' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  },
};

/** A lost deal shows when and why, and can be reopened instead of won or lost again. */
export const EditLost: Story = {
  args: {
    deal: storyDeal({
      id: 2,
      name: 'Globex pilot',
      stageId: 1,
      status: 'lost',
      lostReason: 'Budget cut',
      closedAt: '2026-03-20T10:00:00.000Z',
    }),
  },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Globex pilot'));
    await expect(dialog.getByText('Owner: Ada Lovelace · Lost Mar 20, 2026')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Mark won' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Mark lost' })).not.toBeInTheDocument();
  },
};

/** Delete asks first; Cancel keeps the deal and the dialog, Delete deal removes it and closes. */
export const DeleteAsksFirst: Story = {
  args: { deal: acme },
  tags: ['!visual'], // Ends on a toast that fades in; Delete Confirmation covers the look.
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Edit Acme renewal'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete deal' }));
    const confirm = within(await findRole('alertdialog', 'Delete Acme renewal?'));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete deal' }));
    const again = within(await findRole('alertdialog', 'Delete Acme renewal?'));
    await userEvent.click(again.getByRole('button', { name: 'Delete deal' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The confirmation over the deal, Cancel focused so Enter never deletes by accident. */
export const DeleteConfirmation: Story = {
  args: { deal: acme },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Acme renewal'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete deal' }));
    const confirm = within(await findRole('alertdialog', 'Delete Acme renewal?'));
    await expect(confirm.getByText(/This action cannot be undone/)).toBeVisible();
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/**
 * Editing a deal shows the sections the app composes for it (its tasks and notes: the RecordTasks
 * and RecordNotes stories show those) under the form; adding one shows none.
 */
export const WithSections: Story = {
  args: { deal: acme },
  decorators: [
    (Story) => (
      <DealSectionsProvider
        value={(deal) => (
          <section aria-label="Deal sections">
            <h2>Tasks of {deal.name}</h2>
          </section>
        )}
      >
        <Story />
      </DealSectionsProvider>
    ),
  ],
  play: async () => {
    const dialog = within(await findRole('dialog', 'Edit Acme renewal'));
    await expect(dialog.getByRole('region', { name: 'Deal sections' })).toHaveTextContent(
      'Tasks of Acme renewal',
    );
  },
};
