import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_AUDIENCE } from '@crm/api-client';
import { http } from 'msw';
import { defaultDesign, renderDesign } from '@crm/email-builder';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { expectFooterOnEveryTab, LAPTOP_VIEWPORT } from '../../../testing/layoutChecks';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { campaignHandlers } from '../testing/campaignHandlers';
import { CampaignFormDialog } from './CampaignFormDialog';

const newDraft = {
  name: '',
  subject: '',
  content: renderDesign(defaultDesign),
  design: defaultDesign,
  scheduledAt: '',
  audience: EMPTY_AUDIENCE,
  abTest: null,
};

/**
 * `CampaignFormDialog`: Create Campaign and Edit Campaign. Name, subject and content are required;
 * the content comes from the builder or a template; a scheduled date makes it scheduled.
 */
const meta = {
  title: 'App/Campaigns/CampaignFormDialog',
  component: CampaignFormDialog,
  render: dialogStory(CampaignFormDialog),
  args: { isOpen: true, onOpenChange: fn(), draft: newDraft },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...campaignHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof CampaignFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and subject are required; nothing is sent. */
export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    await expect(within(dialog).getByText('Name is required')).toBeVisible();
    await expect(within(dialog).getByText('Subject is required')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** 'Use a Template' fills the subject and the design, and says 'Template Applied'. */
export const UseATemplate: Story = {
  tags: ['!visual'],
  play: async () => {
    const dialog = await findRole('dialog', 'Create Campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a Template' }));
    const picker = await findRole('dialog', 'Templates');
    await userEvent.click(
      await within(picker).findByRole('button', { name: /Monthly Newsletter/ }),
    );
    await findText('Template Applied');
    await expect(within(dialog).getByLabelText('Email Subject')).toHaveValue(
      'This month at Beacon',
    );
  },
};

/** Created as a draft when no date is set: the toast, then the dialog closes. */
export const CreateDraft: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Campaign');
    await userEvent.type(within(dialog).getByLabelText('Campaign Name'), 'Autumn');
    await userEvent.type(within(dialog).getByLabelText('Email Subject'), 'Leaves are falling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    await findText('Campaign created successfully');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

const createdBody = fn();

/**
 * An A/B subject test (issue 27 §3): switched on, subject B typed; the campaign is created with
 * both subjects, variant A being the Email Subject.
 */
export const CreateWithAbTest: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        // Reads the body and answers nothing: the campaigns handler answers.
        http.post('/api/campaigns', async ({ request }) => {
          createdBody(await request.clone().json());
        }),
        ...campaignHandlers(),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Create Campaign'));
    await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Autumn');
    await userEvent.type(dialog.getByLabelText('Email Subject'), 'Leaves are falling');
    await userEvent.click(dialog.getByRole('switch', { name: 'Test 2 or 3 subjects first' }));
    // Subject B left blank: the contract's message, nothing sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await expect(await dialog.findByText('Each variant needs a subject')).toBeVisible();
    await expect(createdBody).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Subject B'), 'Autumn sale inside');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await findText('Campaign created successfully');
    await expect(createdBody).toHaveBeenCalledWith(
      expect.objectContaining({
        abTest: {
          variants: [
            { subject: 'Leaves are falling', content: null },
            { subject: 'Autumn sale inside', content: null },
          ],
          sharePercent: 20,
          measure: 'opens',
          waitHours: 4,
        },
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A draft opens with its fields; Save Changes updates it. */
export const Edit: Story = {
  // Ends with the dialog closed: nothing left to compare; Validation shows the dialog.
  tags: ['!visual'],
  args: {
    draft: {
      ...newDraft,
      id: 3,
      name: 'Monthly Newsletter',
      subject: 'News from May',
    },
  },
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Edit Campaign');
    await expect(within(dialog).getByLabelText('Campaign Name')).toHaveValue('Monthly Newsletter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await findText('Campaign updated successfully');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** At 1280 x 800 (issue 24 §5): Cancel and Create Campaign stay in view on every design tab. */
export const FooterInViewOnEveryTab: Story = {
  ...LAPTOP_VIEWPORT,
  tags: ['!visual'],
  play: async () => {
    const dialog = await findRole('dialog', 'Create Campaign');
    await expectFooterOnEveryTab(dialog, ['Cancel', 'Create Campaign'], (tab) =>
      userEvent.click(tab),
    );
  },
};
