import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bouncesHandlers, demoBounces } from '../testing/bouncesHandlers';
import { apiHandlers, failingHandlers } from '../testing/handlers';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { BounceList } from './BounceList';

/**
 * `BounceList`: a campaign's or a contact's bounces and complaints with their reasons, newest
 * first, ten at a time (issue 30 §2); shared by the campaign details and the contact's history.
 */
const meta = {
  title: 'App/Components/BounceList',
  component: BounceList,
  args: { filter: { campaignId: 1 }, showCounts: true },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof BounceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A campaign's: counts by kind over every page, then the latest ten, each with its address, kind,
 * date and the receiving server's reason; Show more reads the next page.
 */
export const CampaignBounces: Story = {
  play: async () => {
    const counts = (await findText('Hard bounces')).closest('dl')!;
    await expect(counts).toHaveTextContent('Hard bounces4');
    await expect(counts).toHaveTextContent('Soft bounces6');
    await expect(counts).toHaveTextContent('Complaints2');
    const list = await findRole('list', 'Bounces and complaints');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Hard bounce');
    await expect(first).toHaveTextContent('reader12@example.com');
    await expect(first).toHaveTextContent(
      '5.1.1: 550 5.1.1 The email account that you tried to reach does not exist.',
    );
    await expect(first.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-06-14T09:30:00.000Z',
    );
  },
};

/** Show more adds the older ones and goes away at the end of the list. */
export const ShowMore: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Show more (10 of 12)'));
    await findText('reader1@example.com');
    const list = await findRole('list', 'Bounces and complaints');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(list.parentElement!).queryByRole('button')).toBeNull();
  },
};

/** A contact's history: each row names the campaign instead of the address, and no counts. */
export const ContactHistory: Story = {
  args: { filter: { contactId: 1 }, subject: 'campaign', showCounts: false, headingLevel: 4 },
  parameters: {
    msw: { handlers: [...bouncesHandlers({ bounces: demoBounces(3) }), ...apiHandlers()] },
  },
  play: async () => {
    const list = await findRole('list', 'Bounces and complaints');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Complaint');
    await expect(items[2]).toHaveTextContent('Spring Sale');
    await expect(items[2]).toHaveTextContent('Marked as spam by the recipient');
    await expect(list.parentElement!.querySelector('dl')).toBeNull();
    await expect(await findRole('heading', 'Bounces and complaints')).toHaveProperty(
      'tagName',
      'H4',
    );
  },
};

/** Nothing came back: zero counts and a sentence, not an empty list. */
export const NoBounces: Story = {
  parameters: { msw: { handlers: [...bouncesHandlers({ bounces: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No bounces or complaints.');
    await expect((await findText('Hard bounces')).closest('dl')).toHaveTextContent('Hard bounces0');
  },
};

/** The read fails: an alert with the load-error text. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/bounces'), ...apiHandlers()] } },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading bounces and complaints. Please try again.',
    );
  },
};
