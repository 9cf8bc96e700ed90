import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { manyTimelineEvents, sampleTimeline } from '../testing/contactTimelineFixtures';
import { contactsHandlers } from '../testing/contactsHandlers';
import { ContactTimeline } from './ContactTimeline';

/**
 * `ContactTimeline`: every event kept about a contact, newest first, fifty at a time, filtered by
 * kind (issue 32 §1); part of the contact's page.
 */
const meta = {
  title: 'App/Contacts/ContactTimeline',
  component: ContactTimeline,
  args: { contactId: 1 },
  decorators: [withAppProviders()],
  parameters: {
    msw: { handlers: [...contactsHandlers({ timeline: { 1: sampleTimeline } }), ...apiHandlers()] },
  },
} satisfies Meta<typeof ContactTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => findRole('list', 'Timeline');
const items = async () => within(await list()).getAllByRole('listitem');

/** One event of every kind, each with what it says, when, and its details (link, reason, text). */
export const AllKinds: Story = {
  play: async () => {
    const all = await items();
    await expect(all).toHaveLength(18);
    await expect(all[0]).toHaveTextContent(
      'Clicked a link in the campaign Spring launchMar 4, 2026, 10:12 AM UTChttps://shop.example.com/spring',
    );
    await expect(all[2]).toHaveTextContent('Sent the campaign Spring launch');
    await expect(all[2]).toHaveTextContent('Subject: Spring is here');
    await expect(all[3]).toHaveTextContent(
      'Company changed from “Acme” to “Globex”Mar 1, 2026, 2:00 PM UTCBy Sam Lee',
    );
    await expect(all[4]).toHaveTextContent('Tagged “vip”; Untagged “trial”');
    await expect(all[4]).toHaveTextContent('By the workflow Welcome series');
    await expect(all[5]).toHaveTextContent(
      'Status changed from Unsubscribed to SubscriberFeb 20, 2026, 4:30 PM UTCThey resubscribed on the unsubscribe pageBy the contact',
    );
    await expect(all[8]).toHaveTextContent('The campaign a deleted campaign bounced');
    await expect(all[11]).toHaveTextContent('Sent an email of the workflow Welcome series');
    await expect(all[12]).toHaveTextContent(
      'Gave consent on the form Newsletter' +
        'Feb 1, 2026, 9:00 AM UTC' +
        '“I agree to receive the monthly newsletter.”' +
        'Confirmed Feb 1, 2026, 9:03 AM UTC',
    );
    await expect(all[14]).toHaveTextContent('Task done: Send the welcome pack');
    await expect(all[15]).toHaveTextContent('Task added: Send the welcome pack');
    await expect(all[16]).toHaveTextContent(
      'Note addedFeb 1, 2026, 9:00 AM UTCMet at the spring fair.',
    );
    await expect(all[17]).toHaveTextContent('Created from the form Newsletter');
    await expect(within(all[0]!).getByText(/Mar 4, 2026/)).toHaveAttribute(
      'datetime',
      '2026-03-04T10:12:00.000Z',
    );
    // Everything fits on one page: nothing more to show.
    await expect(
      within((await list()).parentElement!).queryByRole('button', { name: /Show more/ }),
    ).toBeNull();
  },
};

/** Fifty at a time: Show more adds the next page, counted against the whole timeline. */
export const ShowMore: Story = {
  parameters: {
    msw: {
      handlers: [
        ...contactsHandlers({ timeline: { 1: manyTimelineEvents(120) } }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await findRole('button', 'Show more (50 of 120)'));
    await waitFor(async () => expect(await items()).toHaveLength(100));
    await userEvent.click(await findRole('button', 'Show more (100 of 120)'));
    await waitFor(async () => expect(await items()).toHaveLength(120));
    const last = (await items()).at(-1);
    await expect(last).toHaveTextContent('Contact created');
    await expect(
      within((await list()).parentElement!).queryByRole('button', { name: /Show more/ }),
    ).toBeNull();
  },
};

/** The filter asks the server for some kinds only: here subscription and consent. */
export const FilterByKind: Story = {
  play: async () => {
    await waitFor(async () => expect(await items()).toHaveLength(18));
    await userEvent.click(await findRole('button', /Show/));
    await userEvent.click(await findRole('option', 'Subscription and consent'));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    const titles = (await items()).map((item) => item.firstChild?.textContent);
    await expect(titles).toEqual([
      'Status changed from Unsubscribed to Subscriber',
      'Resubscribed',
      'Unsubscribed',
      'Gave consent on the form Newsletter',
    ]);
  },
};

/** Field and tag changes: what changed, from and to, and who changed it. */
export const FieldAndTagChanges: Story = {
  play: async () => {
    await waitFor(async () => expect(await items()).toHaveLength(18));
    await userEvent.click(await findRole('button', /Show/));
    await userEvent.click(await findRole('option', 'Field and tag changes'));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    const [field, tags] = await items();
    await expect(field).toHaveTextContent('Company changed from “Acme” to “Globex”');
    await expect(field).toHaveTextContent('By Sam Lee');
    await expect(tags).toHaveTextContent('Tagged “vip”; Untagged “trial”');
    await expect(tags).toHaveTextContent('By the workflow Welcome series');
  },
};

/** Past 1,000 events the first page stops counting: Show more says "1,000+". */
export const ManyEvents: Story = {
  parameters: {
    msw: {
      handlers: [
        ...contactsHandlers({ timeline: { 1: manyTimelineEvents(1_200) } }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findRole('button', 'Show more (50 of 1,000+)');
  },
};

/** A contact with nothing but its creation shows that one event. */
export const OnlyCreated: Story = {
  args: { contactId: 3 },
  play: async () => {
    await expect(await items()).toHaveLength(1);
    await expect((await items())[0]).toHaveTextContent('Contact created');
  },
};

/** No event at all of the kinds chosen: the empty state, not an empty list. */
export const NoEvents: Story = {
  parameters: {
    msw: { handlers: [...contactsHandlers({ timeline: { 1: [] } }), ...apiHandlers()] },
  },
  play: async () => {
    await findText('No events of this kind yet');
    await findText('Sends, opens, clicks, form submissions and consent show here as they happen.');
  },
};

/** A failed read says so in place of the list, never an empty timeline. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingHandlers('/api/contacts/:id/timeline'),
        ...contactsHandlers(),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading the timeline. Please try again.',
    );
  },
};

/** While the first page loads, a busy placeholder stands in. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingHandlers('/api/contacts/:id/timeline'), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading the timeline')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
