import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { campaignHandlers, storyCampaigns } from '../testing/campaignHandlers';
import { CampaignDetailsDialog } from './CampaignDetailsDialog';

/** `CampaignDetailsDialog`: a campaign's status, schedule and counts, and its recipients by page. */
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
    ).toEqual(['Name', 'Email']);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    const box = done.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
