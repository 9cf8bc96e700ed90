import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { http, HttpResponse } from 'msw';
import { buildCampaign, buildCampaignContact } from '@crm/api-client/testing';
import { campaignHandlers, storyCampaigns } from '../testing/campaignHandlers';
import { CampaignDetailsDialog } from './CampaignDetailsDialog';

/**
 * `CampaignDetailsDialog`: a campaign's status, schedule and counts, its bounces and complaints once
 * it has sent, and its recipients by page.
 */
const meta = {
  title: 'App/Campaigns/CampaignDetailsDialog',
  component: CampaignDetailsDialog,
  render: dialogStory(CampaignDetailsDialog),
  args: { isOpen: true, onOpenChange: fn(), campaign: storyCampaigns[1]! },
  decorators: [withAppProviders()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...campaignHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof CampaignDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contacts added to the campaign, with how many there are. */
export const WithRecipients: Story = {
  play: async () => {
    const dialog = await findRole('dialog', 'Summer Launch');
    await within(dialog).findByRole('heading', { name: 'Recipients (2)' });
    const grid = within(dialog).getByRole('grid', { name: 'Recipients' });
    await expect(grid).toHaveTextContent('Grace Hopper');
    await expect(grid).toHaveTextContent('alan@example.com');
    await expect(dialog).toHaveTextContent('Scheduled');
  },
};

/**
 * A sent campaign: its bounces (hard and soft) and complaints counted, and the latest with the
 * address, kind and the receiving server's reason, ten at a time (issue 30 §2).
 */
export const WithBounces: Story = {
  args: { campaign: storyCampaigns[0]! },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Spring Sale'));
    const bounces = await dialog.findByRole('list', { name: 'Bounces and complaints' });
    await expect(dialog.getByText('Hard bounces').closest('dl')).toHaveTextContent(
      'Hard bounces4Soft bounces6Complaints2',
    );
    const first = within(bounces).getAllByRole('listitem')[0]!;
    // Below the recipients: scrolled to, so the screenshot shows it.
    dialog.getByRole('heading', { name: 'Bounces and complaints' }).scrollIntoView();
    await expect(first).toHaveTextContent('Hard bouncereader12@example.com');
    await expect(first).toHaveTextContent('does not exist');
    await expect(dialog.getByRole('button', { name: 'Show more (10 of 12)' })).toBeVisible();
  },
};

/**
 * Sent to an audience (issue 27 §2): how many the start queued, and who it left out and why, as
 * counted when it started.
 */
export const AudienceAtStart: Story = {
  tags: ['!visual'],
  args: {
    campaign: buildCampaign({
      ...storyCampaigns[0]!,
      audience: { segments: [1], tags: [], excludeSegments: [], excludeTags: ['trial'] },
      leftOut: { unsubscribed: 300, bounced: 40, pending: 0, suppressed: 0, excluded: 0 },
    }),
  },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/campaigns/:id/progress', () =>
          HttpResponse.json({
            status: 'sent',
            progress: {
              total: 12000,
              queued: 0,
              sent: 12000,
              failed: 0,
              cancelled: 0,
              opened: 0,
              clicked: 0,
              unsubscribed: 0,
              bounced: 0,
            },
          }),
        ),
        ...campaignHandlers(),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Spring Sale'));
    await expect(
      await dialog.findByText('12,000 queued; 340 left out: 300 unsubscribed, 40 bounced'),
    ).toBeVisible();
  },
};

/** Done closes the dialog. */
export const DoneCloses: Story = {
  // Ends with the dialog closed: nothing left to compare; WithRecipients shows the dialog.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Summer Launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Nobody added yet: a hint where to add them. */
export const NoRecipients: Story = {
  parameters: {
    msw: { handlers: [...campaignHandlers({ contacts: [] }), ...apiHandlers()] },
  },
  play: async () => {
    const dialog = await findRole('dialog', 'Summer Launch');
    await within(dialog).findByText('No recipients yet');
    await expect(
      within(dialog).getByText('Add contacts to this campaign from the Contacts page.'),
    ).toBeVisible();
  },
};

/**
 * A phone (390 x 844): the recipients fit the width (name and email), and Done stays in view below
 * the scrolling details, without scrolling.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerHeight).toBe(844);
    const dialog = await findRole('dialog', 'Summer Launch');
    await within(dialog).findByRole('heading', { name: 'Recipients (2)' });
    const grid = within(dialog).getByRole('grid', { name: 'Recipients' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'State']);
    await expect(grid).toHaveTextContent('grace@example.com');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    const box = done.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A sent campaign's recipients, one in each state a send leaves them in. */
const sentRecipients = [
  buildCampaignContact({
    id: 1,
    firstName: 'Ada',
    state: 'clicked',
    sentAt: '2024-04-02T09:00:00.000Z',
  }),
  buildCampaignContact({
    id: 2,
    firstName: 'Alan',
    state: 'opened',
    sentAt: '2024-04-02T09:00:00.000Z',
  }),
  buildCampaignContact({
    id: 3,
    firstName: 'Barbara',
    state: 'sent',
    sentAt: '2024-04-02T09:00:00.000Z',
  }),
  buildCampaignContact({
    id: 4,
    firstName: 'Claude',
    state: 'failed',
    reason: '550 5.1.1 <claude@example.com>: Recipient address rejected',
  }),
  buildCampaignContact({ id: 5, firstName: 'Dennis', state: 'skipped', reason: 'unsubscribed' }),
  buildCampaignContact({ id: 6, firstName: 'Edsger', state: 'skipped', reason: 'bounced' }),
  buildCampaignContact({ id: 7, firstName: 'Frances', state: 'unsubscribed' }),
  buildCampaignContact({ id: 8, firstName: 'Grace', state: 'bounced' }),
];

/**
 * Each recipient's state after a send: skipped with why, failed with the mail server's answer;
 * the filter keeps one state's recipients and says when none are in it.
 */
export const RecipientStates: Story = {
  args: { campaign: storyCampaigns[0]! },
  parameters: {
    msw: { handlers: [...campaignHandlers({ contacts: sentRecipients }), ...apiHandlers()] },
  },
  play: async () => {
    const dialog = await findRole('dialog', 'Spring Sale');
    await within(dialog).findByRole('heading', { name: 'Recipients (8)' });
    const grid = within(dialog).getByRole('grid', { name: 'Recipients' });
    const rowOf = (name: string) => within(grid).getByRole('row', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(rowOf('Ada')).toHaveTextContent('Clicked'));
    await expect(rowOf('Claude')).toHaveTextContent(
      'Failed550 5.1.1 <claude@example.com>: Recipient address rejected',
    );
    await expect(rowOf('Dennis')).toHaveTextContent('SkippedHad unsubscribed');
    await expect(rowOf('Edsger')).toHaveTextContent('SkippedAddress bounced');
    await expect(rowOf('Frances')).toHaveTextContent('Unsubscribed');
    await userEvent.click(within(dialog).getByRole('button', { name: /Show recipients/ }));
    await userEvent.click(await findRole('option', 'Failed'));
    await within(dialog).findByRole('heading', { name: 'Recipients (1)' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toHaveLength(2),
    );
    await expect(rowOf('Claude')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Show recipients/ }));
    await userEvent.click(await findRole('option', 'Cancelled'));
    await within(dialog).findByText('No recipients are cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: /Show recipients/ }));
    await userEvent.click(await findRole('option', 'Skipped'));
    await within(dialog).findByRole('heading', { name: 'Recipients (2)' });
  },
};

/** The same on a phone: the state and its reason beside the name and email, nothing sideways. */
export const RecipientStatesOnPhone: Story = {
  ...RecipientStates,
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const dialog = await findRole('dialog', 'Spring Sale');
    await within(dialog).findByRole('heading', { name: 'Recipients (8)' });
    const grid = within(dialog).getByRole('grid', { name: 'Recipients' });
    await waitFor(() => expect(grid).toHaveTextContent('Had unsubscribed'));
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};
