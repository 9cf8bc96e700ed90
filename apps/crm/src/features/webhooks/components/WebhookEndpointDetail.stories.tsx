import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { sampleWebhookEndpoints, webhooksHandlers } from '../../../testing/webhooksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { WebhookEndpointDetail } from './WebhookEndpointDetail';

/**
 * `WebhookEndpointDetail`: an endpoint's actions (test, rotate, delete) and its delivery log,
 * newest first, a page at a time, each payload viewable and resendable.
 */
const meta = {
  title: 'App/Webhooks/WebhookEndpointDetail',
  component: WebhookEndpointDetail,
  args: { endpoint: sampleWebhookEndpoints[0]!, id: 'webhook-1-details' },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...webhooksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof WebhookEndpointDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  const table = await findRole('grid', 'Deliveries');
  await within(table).findByRole(
    'rowheader',
    { name: 'Contact updated' },
    { timeout: LOAD_TIMEOUT },
  );
  return table;
};

/** The log newest first: status, event, response, time and attempts; Show more reads on. */
export const Deliveries: Story = {
  play: async () => {
    const table = await loaded();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(25);
    await expect(rows[0]).toHaveTextContent('Failed');
    await expect(rows[0]).toHaveTextContent('500');
    await expect(rows[0]).toHaveTextContent('8');
    await expect(rows[1]).toHaveTextContent('Queued');
    await expect(within(rows[1]!).getByRole('button', { name: /^Resend/ })).toBeDisabled();
    await userEvent.click(await findRole('button', 'Show more (25 of 28)'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(29), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** A row's payload, pretty-printed in a dialog. */
export const Payload: Story = {
  play: async () => {
    const table = await loaded();
    const first = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(first).getByRole('button', { name: /^View payload/ }));
    const dialog = await findRole('dialog', 'Payload of Contact updated');
    await expect(dialog).toHaveTextContent('"email": "ann@example.com"');
  },
};

/** Send test event: a queued Test event heads the log. */
export const SendTest: Story = {
  // Its own API: what it queues must not be in the stories after it (Resend clicked a queued row).
  parameters: { msw: { handlers: [...webhooksHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await loaded();
    await userEvent.click(await findRole('button', 'Send test event'));
    await within(table).findByRole('rowheader', { name: 'Test event' }, { timeout: LOAD_TIMEOUT });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Test event');
  },
};

/**
 * The log reads itself again while open: a test event shows queued, then delivered, with no
 * reload (the server's worker posted it in between).
 */
export const SendTestDelivered: Story = {
  parameters: {
    msw: { handlers: [...webhooksHandlers({ deliverQueued: true }), ...apiHandlers()] },
  },
  play: async () => {
    const table = await loaded();
    await userEvent.click(await findRole('button', 'Send test event'));
    await within(table).findByRole('rowheader', { name: 'Test event' }, { timeout: LOAD_TIMEOUT });
    const first = () => within(table).getAllByRole('row')[1]!;
    await expect(first()).toHaveTextContent('Queued');
    await waitFor(() => expect(first()).toHaveTextContent('Delivered'), { timeout: 8000 });
    await expect(first()).toHaveTextContent('200 in 84 ms');
    await expect(within(first()).getByRole('button', { name: /^Resend/ })).toBeEnabled();
    // The toast closes itself about when the poll lands: gone either way, the shot holds still.
    clearToasts();
  },
};

/** Resend a failed delivery: it is queued again. */
export const Resend: Story = {
  parameters: { msw: { handlers: [...webhooksHandlers(), ...apiHandlers()] } },
  play: async () => {
    const table = await loaded();
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Failed');
    const resend = within(first).getByRole('button', { name: /^Resend/ });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Queued'), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** Rotate secret asks first, then shows the new secret once. */
export const RotateSecret: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(await findRole('button', 'Rotate secret'));
    const confirm = await findRole('alertdialog', 'Rotate this endpoint’s secret?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await findRole('dialog', 'New signing secret');
    await expect(shown).toHaveTextContent('Copy this secret now: it will not be shown again.');
    await expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'whsec_c3RvcnlzZWNyZXRzdG9yeXNlY3JldA==',
    );
  },
};

/** Delete asks first, naming the endpoint. */
export const DeleteConfirm: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(await findRole('button', 'Delete'));
    const confirm = await findRole(
      'alertdialog',
      'Delete the endpoint https://hooks.example.com/crm?',
    );
    await expect(confirm).toHaveTextContent('its delivery log is deleted with it');
  },
};

/** A new endpoint's empty log says how to see a delivery. */
export const NoDeliveries: Story = {
  parameters: { msw: { handlers: [...webhooksHandlers({ deliveries: [] }), ...apiHandlers()] } },
  play: async () => {
    const table = await findRole('grid', 'Deliveries');
    await within(table).findByText(
      'No deliveries yet. Send a test event to see one.',
      {},
      {
        timeout: LOAD_TIMEOUT,
      },
    );
  },
};
