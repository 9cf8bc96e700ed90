import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { buildEngagement, contactsHandlers } from '../testing/contactsHandlers';
import { ContactEngagement } from './ContactEngagement';

/** Three campaigns: one opened and clicked, one unsubscribed from, one that hard-bounced. */
const history = {
  1: [
    buildEngagement({
      campaignId: 3,
      campaignName: 'Summer Sale',
      sentAt: '2026-06-10T08:00:00.000Z',
      bouncedAt: '2026-06-10T08:00:05.000Z',
    }),
    buildEngagement({
      campaignId: 2,
      campaignName: 'May Product News',
      sentAt: '2026-05-04T09:30:00.000Z',
      firstOpenedAt: '2026-05-04T11:02:00.000Z',
      openCount: 1,
      unsubscribedAt: '2026-05-04T11:03:00.000Z',
    }),
    buildEngagement({
      firstOpenedAt: '2026-03-02T10:15:00.000Z',
      openCount: 4,
      firstClickedAt: '2026-03-02T10:16:00.000Z',
      clickCount: 2,
    }),
  ],
};

/** `ContactEngagement`: a contact's sends, opens, clicks, unsubscribe and bounce (issue 14). */
const meta = {
  title: 'App/Contacts/ContactEngagement',
  component: ContactEngagement,
  args: { contact: { id: 1, status: 'subscriber' } },
  decorators: [withAppProviders()],
  parameters: {
    msw: { handlers: [...contactsHandlers({ engagement: history }), ...apiHandlers()] },
  },
} satisfies Meta<typeof ContactEngagement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every campaign with its times and counts; the unsubscribe and hard bounce are flagged above. */
export const Full: Story = {
  play: async () => {
    const list = within(await findRole('list', 'Campaigns sent to this contact'));
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Summer Sale',
      'May Product News',
      'Spring Newsletter',
    ]);
    await expect(items[2]).toHaveTextContent('OpenedMar 2, 2026, 10:15 AM UTC (4 times)');
    await expect(items[2]).toHaveTextContent('ClickedMar 2, 2026, 10:16 AM UTC (2 times)');
    await expect(items[1]).toHaveTextContent('UnsubscribedMay 4, 2026, 11:03 AM UTC');
    await expect(items[0]).toHaveTextContent('BouncedJun 10, 2026, 8:00 AM UTC');
    const flags = (await findText('No campaign is sent to this contact.')).parentElement;
    await expect(flags).toHaveTextContent('Unsubscribed on May 4, 2026, 11:03 AM UTC');
    await expect(flags).toHaveTextContent('Hard bounce on Jun 10, 2026, 8:00 AM UTC');
    // Each bounce and complaint with the campaign, the receiving server's reason and the date.
    const bounces = within(await findRole('list', 'Bounces and complaints'));
    const first = bounces.getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent(
      'Hard bounceSpring SaleJun 14, 2024, 9:30 AM UTC5.1.1: 550 5.1.1 The email account that you tried to reach does not exist.',
    );
  },
};

/** Nothing sent yet: says so, with no status flags. */
export const Empty: Story = {
  args: { contact: { id: 2, status: 'lead' } },
  play: async () => {
    await findText('No campaign has been sent to this contact yet.');
    await expect(document.body).not.toHaveTextContent('Hard bounce');
  },
};

/** Unsubscribed by an edit or an import, with no campaign behind it: the flag still shows. */
export const UnsubscribedWithoutHistory: Story = {
  args: { contact: { id: 6, status: 'unsubscribed' } },
  play: async () => {
    await findText('No campaign has been sent to this contact yet.');
    await findText('No campaign is sent to this contact.');
  },
};

/** While the history loads, a skeleton stands in. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/engagement', async () => {
          await delay('infinite');
          return HttpResponse.json({ engagement: [] });
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading engagement')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed read says so in place of the history, never as an empty one. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/engagement', () =>
          HttpResponse.json({ message: 'boom' }, { status: 500 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading engagement. Please try again.',
    );
  },
};
