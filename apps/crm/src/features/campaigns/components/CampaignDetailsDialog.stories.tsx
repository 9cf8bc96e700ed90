import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { http, HttpResponse } from 'msw';
import type { AbVariantResult } from '@crm/api-client';
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

const pickedVariant = fn();

const abTest = {
  variants: [
    { subject: 'Our summer launch is here', content: null },
    { subject: 'Summer launch: 20% off this week', content: null },
  ],
  sharePercent: 20,
  measure: 'opens' as const,
  waitHours: 4,
  decideAt: '2026-06-01T13:00:00.000Z',
  winner: null,
  chosenAt: null,
  chosenHow: null,
  reason: null,
};
const abResults: AbVariantResult[] = [
  {
    variant: 1,
    subject: abTest.variants[0]!.subject,
    sent: 200,
    opens: 40,
    clicks: 6,
    openRate: 0.2,
    clickRate: 0.03,
  },
  {
    variant: 2,
    subject: abTest.variants[1]!.subject,
    sent: 200,
    opens: 64,
    clicks: 10,
    openRate: 0.32,
    clickRate: 0.05,
  },
];
const testing = buildCampaign({ ...storyCampaigns[1]!, status: 'sending', abTest });
const won = buildCampaign({
  ...testing,
  status: 'sent',
  abTest: {
    ...abTest,
    winner: 2,
    chosenAt: '2026-06-01T13:00:05.000Z',
    chosenHow: 'auto',
    reason: 'Most opens: A 20.0%, B 32.0%',
  },
});
/** The campaign's details with its A/B figures; a pick answers with the campaign it chose for. */
const abHandlers = (results: AbVariantResult[], onPick = fn()) => [
  http.get('/api/campaigns/:id', () =>
    HttpResponse.json({
      campaign: testing,
      progress: {
        total: 2000,
        queued: 1600,
        sent: 400,
        failed: 0,
        cancelled: 0,
        opened: 104,
        clicked: 16,
        unsubscribed: 0,
        bounced: 0,
      },
      abResults: results,
    }),
  ),
  http.post('/api/campaigns/:id/ab-winner', async ({ request }) => {
    const { variant } = (await request.json()) as { variant: number };
    onPick(variant);
    return HttpResponse.json({
      campaign: { ...testing, abTest: { ...abTest, winner: variant, chosenHow: 'manual' } },
    });
  }),
  ...campaignHandlers(),
  ...apiHandlers(),
];

// The dialog's body scrolls here, and its overlay scrollbar's thumb, fading at its right edge, was
// caught in some runs and not others (20 of 691,200 pixels). The state under test is the cards.
const SCROLLING_BODY = { allowedMismatchedPixelRatio: 0.0001 };

/**
 * An A/B test waiting for its winner (issue 27 §3): each variant's subject, sent, opens and
 * clicks with their rates, when the winner is chosen, and "Pick B as winner" (and so on) on each.
 */
export const AbTestWaiting: Story = {
  args: { campaign: testing },
  parameters: { screenshot: SCROLLING_BODY, msw: { handlers: abHandlers(abResults) } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Summer Launch'));
    const variants = await dialog.findByRole('list', { name: 'Variants' });
    await waitFor(() =>
      expect(variants).toHaveTextContent('200 sent · 64 opened (32.0%) · 10 clicked (5.0%)'),
    );
    await expect(dialog.getByText(/The winner is chosen at Jun 1, 2026/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pick A as winner' })).toBeVisible();
  },
};

/** Pick B as winner: the server is asked for that variant, and the toast says so. */
export const AbTestPickWinner: Story = {
  tags: ['!visual'],
  args: { campaign: testing },
  parameters: { msw: { handlers: abHandlers(abResults, pickedVariant) } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Summer Launch'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pick B as winner' }));
    await expect(await screen.findByText('Variant B picked as the winner')).toBeVisible();
    await expect(pickedVariant).toHaveBeenCalledWith(2);
  },
};

/** The test is over: which variant won and why, and the rest's figures under the winner's subject. */
export const AbTestWon: Story = {
  args: { campaign: won },
  parameters: {
    screenshot: SCROLLING_BODY,
    msw: {
      handlers: abHandlers([
        ...abResults,
        {
          variant: null,
          subject: abTest.variants[1]!.subject,
          sent: 1600,
          opens: 480,
          clicks: 64,
          openRate: 0.3,
          clickRate: 0.04,
        },
      ]),
    },
  },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Summer Launch'));
    await expect(
      await dialog.findByText('Variant B won when the wait ended. Most opens: A 20.0%, B 32.0%'),
    ).toBeVisible();
    const variants = dialog.getByRole('list', { name: 'Variants' });
    await waitFor(() => expect(variants).toHaveTextContent('Rest of the audience'));
    await expect(within(variants).getAllByRole('listitem')[1]).toHaveTextContent('Winner');
    await expect(dialog.queryByRole('button', { name: /as winner/ })).toBeNull();
  },
};

/** The same on a phone (390 px): each variant's lines stack; nothing scrolls sideways. */
export const AbTestOnPhone: Story = {
  ...AbTestWaiting,
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const dialog = within(await findRole('dialog', 'Summer Launch'));
    const variants = await dialog.findByRole('list', { name: 'Variants' });
    await waitFor(() => expect(variants).toHaveTextContent('64 opened (32.0%)'));
    await expect(variants.scrollWidth).toBeLessThanOrEqual(variants.clientWidth);
  },
};
