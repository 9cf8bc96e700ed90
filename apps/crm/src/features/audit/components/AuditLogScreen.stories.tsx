import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { auditHandlers, storyAuditEvent } from '../../../testing/auditHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { AuditLogScreen } from './AuditLogScreen';

/**
 * `AuditLogScreen`: the account's audit log, newest first, with who, what in words and the
 * address; filtered by a group of actions, days and a name; Load more; the retention stated.
 */
const meta = {
  title: 'App/Audit/AuditLogScreen',
  component: AuditLogScreen,
  decorators: [withStoryRoute(paths.auditLog), withAppProviders()],
  parameters: { msw: { handlers: [...auditHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  const table = await findRole('grid', 'Audit log');
  await within(table).findByText('Sent campaign Spring Sale', {}, { timeout: LOAD_TIMEOUT });
  return table;
};
const whats = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Each event with when, who, what in words and from where; the retention said above. */
export const WithEvents: Story = {
  play: async () => {
    const table = await loaded();
    await expect(await findText(/Events are kept for 365 days\./)).toBeVisible();
    await expect(whats(table)).toEqual([
      'Sent campaign Spring Sale',
      'Deleted template Old newsletter',
      'Exported contacts',
      'Deleted 1,200 contacts',
      'Failed to sign in (wrong password)',
      'Signed in',
    ]);
    const sent = within(table)
      .getByRole('rowheader', { name: 'Sent campaign Spring Sale' })
      .closest('[role="row"]') as HTMLElement;
    await expect(sent).toHaveTextContent('demo@example.com');
    await expect(sent).toHaveTextContent('203.0.113.7');
    await expect(sent).toHaveTextContent('Mar 4, 2026');
  },
};

/** A row opens the event in full: exact time, the action's code, target, details, address, browser. */
export const EventDetails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...auditHandlers({
          events: [
            storyAuditEvent({
              id: 6,
              action: 'campaign.sent',
              targetType: 'campaign',
              targetId: '4',
              targetLabel: 'Spring Sale',
              details: { recipients: 1200, wasResent: false },
              userAgent:
                'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
              createdAt: '2026-03-04T09:30:00.000Z',
            }),
          ],
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const table = await loaded();
    const row = within(table)
      .getByRole('rowheader', { name: 'Sent campaign Spring Sale' })
      .closest('[role="row"]') as HTMLElement;
    await userEvent.click(row);
    const dialog = await findRole('dialog', 'Sent campaign Spring Sale');
    const facts = within(dialog);
    await expect(facts.getByText('campaign.sent')).toBeVisible();
    await expect(facts.getByText('Spring Sale (campaign 4)')).toBeVisible();
    await expect(facts.getByText('Recipients').nextElementSibling).toHaveTextContent('1,200');
    await expect(facts.getByText('Was resent').nextElementSibling).toHaveTextContent('No');
    await expect(facts.getByText('203.0.113.7')).toBeVisible();
    await expect(facts.getByText(/Chrome\/156\.0/)).toBeVisible();
    await expect(facts.getByText(/Wednesday, March 4, 2026/)).toBeVisible();
  },
};

/** The keyboard opens a row's event with Enter; Escape closes it and focus goes back to the row. */
export const EventDetailsByKeyboard: Story = {
  tags: ['!visual'], // Event Details covers the look.
  play: async () => {
    const table = await loaded();
    const row = within(table)
      .getByRole('rowheader', { name: 'Deleted template Old newsletter' })
      .closest('[role="row"]') as HTMLElement;
    row.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findRole('dialog', 'Deleted template Old newsletter');
    await expect(within(dialog).getByText('template.deleted')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** A group of actions: only the deletions stay. */
export const FilterByGroup: Story = {
  play: async () => {
    const table = await loaded();
    await userEvent.click(await findRole('button', /Show/));
    await userEvent.click(await findRole('option', 'Deletions'));
    await waitFor(
      () =>
        expect(whats(table)).toEqual(['Deleted template Old newsletter', 'Deleted 1,200 contacts']),
      { timeout: LOAD_TIMEOUT },
    );
  },
};

/** Search by the target's name. */
export const Search: Story = {
  play: async () => {
    const table = await loaded();
    await userEvent.type(await findRole('searchbox', 'Search by name'), 'spring');
    await waitFor(() => expect(whats(table)).toEqual(['Sent campaign Spring Sale']), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** Filters that match nothing: said so, with what to try. */
export const NoMatches: Story = {
  play: async () => {
    const table = await loaded();
    await userEvent.type(await findRole('searchbox', 'Search by name'), 'zzz');
    await within(table).findByText('No events match these filters', {}, { timeout: LOAD_TIMEOUT });
  },
};

const many = Array.from({ length: 60 }, (_, i) =>
  storyAuditEvent({
    id: 100 - i,
    action: 'campaign.sent',
    targetLabel: `Weekly ${60 - i}`,
    createdAt: new Date(Date.UTC(2026, 2, 4, 9, 0) - i * 60_000).toISOString(),
  }),
);

/** Fifty at a time: Load more brings the rest, and goes away at the end. */
export const LoadMore: Story = {
  parameters: { msw: { handlers: [...auditHandlers({ events: many }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Audit log');
    await within(table).findByText('Sent campaign Weekly 60', {}, { timeout: LOAD_TIMEOUT });
    await expect(whats(table)).toHaveLength(50);
    await userEvent.click(await findRole('button', 'Load more'));
    await within(table).findByText('Sent campaign Weekly 1', {}, { timeout: LOAD_TIMEOUT });
    await expect(whats(table)).toHaveLength(60);
    await waitFor(() => expect(within(document.body).queryByText('Load more')).toBeNull());
  },
};

/** Nothing recorded yet; the retention the server answers is the one stated. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...auditHandlers({ events: [], retentionDays: 90 }), ...apiHandlers()] },
  },
  play: async () => {
    const table = await findRole('grid', 'Audit log');
    await within(table).findByText('No activity yet', {}, { timeout: LOAD_TIMEOUT });
    await expect(await findText(/Events are kept for 90 days\./)).toBeVisible();
  },
};

/** The read fails: the load error instead of the table. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/audit-log'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText('Error loading the audit log. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};

/** At phone width one cell holds what happened with when, who and where under it. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const table = await findRole('grid', 'Audit log');
    const sent = await within(table).findByRole(
      'rowheader',
      { name: /^Sent campaign Spring Sale/ },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Event']);
    await expect(sent).toHaveTextContent('demo@example.com · 203.0.113.7');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
