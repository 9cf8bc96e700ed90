import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { buildConsentRecord } from '@crm/api-client/testing';
import { formsHandlers } from '../../../testing/formsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { ContactConsents } from './ContactConsents';

/** `ContactConsents`: a contact's consent history in Edit Contact (issue 28 §2). */
const meta = {
  title: 'App/Contacts/ContactConsents',
  component: ContactConsents,
  args: { contact: { id: 1 } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ContactConsents>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A confirmed signup (the text ticked, when and from which address and browser, confirmed when
 * and from where), then
 * one still waiting for its confirmation from a form with no consent box.
 */
export const History: Story = {
  play: async () => {
    const list = within(await findRole('list', 'Consent history'));
    const [first, second] = list.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Signed up through Newsletter signup (version 1)');
    await expect(first).toHaveTextContent('Agreed to “I agree to receive the monthly newsletter.”');
    await expect(first).toHaveTextContent(
      'Apr 1, 2024, 9:00 AM UTC from 203.0.113.7 with Firefox on macOS · ada@example.com',
    );
    await expect(first).toHaveTextContent(
      'Confirmed Apr 1, 2024, 9:05 AM UTC from 203.0.113.7 with Firefox on macOS',
    );
    await expect(within(first!).getByText('Confirmed')).toBeVisible();
    await expect(second).toHaveTextContent('Signed up through Newsletter signup (version 3)');
    await expect(second).toHaveTextContent('The form had no consent box');
    await expect(second).toHaveTextContent(
      'Confirmation email sent Jun 2, 2024, 2:30 PM UTC, not confirmed yet',
    );
    await expect(within(second!).getByText('Waiting')).toBeVisible();
  },
};

/** A record outlives its form, and a single opt-in signup asks no confirmation. */
export const DeletedFormSingleOptIn: Story = {
  parameters: {
    msw: {
      handlers: [
        ...formsHandlers({
          forms: [],
          consents: [
            buildConsentRecord({
              formId: 9,
              confirmationSentAt: null,
              confirmedAt: null,
              confirmedIp: null,
              confirmedUserAgent: null,
            }),
          ],
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const item = within(await findRole('list', 'Consent history')).getByRole('listitem');
    await expect(item).toHaveTextContent('Signed up through a deleted form (version 1)');
    await expect(item).toHaveTextContent('No confirmation asked (single opt-in)');
  },
};

/**
 * Leaving and rejoining on the unsubscribe page: what they asked or agreed to, when and from
 * where, with no confirmation line (one press each).
 */
export const UnsubscribedAndBack: Story = {
  parameters: {
    msw: {
      handlers: [
        ...formsHandlers({
          consents: [
            buildConsentRecord(),
            buildConsentRecord({
              id: 2,
              kind: 'unsubscribe',
              formId: null,
              formVersion: null,
              consentText: 'Stop receiving campaign emails at ada@example.com',
              ip: '198.51.100.4',
              createdAt: '2024-05-03T08:15:00.000Z',
              confirmationSentAt: null,
              confirmedAt: null,
              confirmedIp: null,
              confirmedUserAgent: null,
            }),
            buildConsentRecord({
              id: 3,
              kind: 'resubscribe',
              formId: null,
              formVersion: null,
              consentText: 'Receive campaign emails again at ada@example.com',
              ip: '198.51.100.4',
              createdAt: '2024-05-03T08:16:00.000Z',
              confirmationSentAt: null,
              confirmedAt: null,
              confirmedIp: null,
              confirmedUserAgent: null,
            }),
          ],
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const [, left, back] = within(await findRole('list', 'Consent history')).getAllByRole(
      'listitem',
    );
    await expect(left).toHaveTextContent('Unsubscribed');
    await expect(left).toHaveTextContent(
      'Asked to “Stop receiving campaign emails at ada@example.com”',
    );
    await expect(left).toHaveTextContent('May 3, 2024, 8:15 AM UTC from 198.51.100.4');
    await expect(left).not.toHaveTextContent('confirm');
    await expect(back).toHaveTextContent('Resubscribed on the unsubscribe page');
    await expect(back).toHaveTextContent(
      'Agreed to “Receive campaign emails again at ada@example.com”',
    );
    await expect(back).not.toHaveTextContent('confirm');
  },
};

/** No signup through a form: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...formsHandlers({ consents: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No consent recorded: this contact did not sign up through a form.');
  },
};

/** While the history loads, a skeleton stands in. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...formsHandlers({ pendingConsents: true }), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading consent history')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed read says so in place of the list, never as an empty one. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/:id/consents', () =>
          HttpResponse.json({ message: 'boom' }, { status: 500 }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading consent history. Please try again.',
    );
  },
};
