import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { STORY_WEBHOOK_SECRET, webhooksHandlers } from '../../../testing/webhooksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { WebhooksScreen } from './WebhooksScreen';

/**
 * `WebhooksScreen`: the endpoints with their status, a disabled one's reason and "Turn on again",
 * Add endpoint (its secret shown once), and each endpoint's details opened in place.
 */
const meta = {
  title: 'App/Webhooks/WebhooksScreen',
  component: WebhooksScreen,
  decorators: [withStoryRoute(paths.webhooks), withAppProviders()],
  parameters: { msw: { handlers: [...webhooksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof WebhooksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  const list = await findRole('list', 'Webhook endpoints');
  await within(list).findByRole('listitem', { name: 'https://hooks.example.com/crm' });
  return list;
};

/** Each endpoint with its address, description, events and status. */
export const WithEndpoints: Story = {
  play: async () => {
    const list = await loaded();
    const active = within(list).getByRole('listitem', { name: 'https://hooks.example.com/crm' });
    await expect(active).toHaveTextContent('Sync contacts to the warehouse');
    await expect(active).toHaveTextContent(
      'Events: Contact created, Contact updated, Form submitted',
    );
    await expect(active).toHaveTextContent('Active');
    await expect(within(active).queryByRole('note')).toBeNull();
  },
};

/** A disabled endpoint says why, with "Turn on again". */
export const DisabledNotice: Story = {
  play: async () => {
    const list = await loaded();
    const old = within(list).getByRole('listitem', { name: 'https://old.example.org/webhook' });
    await expect(old).toHaveTextContent('Disabled');
    const note = within(old).getByRole('note');
    await expect(note).toHaveTextContent('every delivery failed for 24 hours (last: HTTP 500)');
    await expect(within(note).getByRole('button', { name: 'Turn on again' })).toBeVisible();
  },
};

/** "Turn on again" makes the endpoint Active and the notice goes. */
export const TurnOnAgain: Story = {
  tags: ['!visual'], // ends with a toast on its way in
  play: async () => {
    const list = await loaded();
    const old = within(list).getByRole('listitem', { name: 'https://old.example.org/webhook' });
    await userEvent.click(within(old).getByRole('button', { name: 'Turn on again' }));
    await waitFor(() => expect(within(old).queryByRole('note')).toBeNull(), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(old).toHaveTextContent('Active');
  },
};

/** No endpoint yet: an invitation to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...webhooksHandlers({ endpoints: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No endpoints yet');
    // The toolbar's button and the empty state's own.
    await expect(screen.getAllByRole('button', { name: 'Add endpoint' })).toHaveLength(2);
  },
};

/** The read fails: an alert instead of the list. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/webhooks'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findText('Error loading webhook endpoints. Please try again.');
    await expect(alert).toHaveAttribute('role', 'alert');
  },
};

/**
 * Add endpoint: nothing chosen is refused in the contract's words, a private address in the
 * server's on the URL field; then the secret is shown once and the endpoint is listed.
 */
export const AddEndpoint: Story = {
  play: async () => {
    const list = await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add endpoint' })[0]!);
    const dialog = await findRole('dialog', 'Add endpoint');
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    await userEvent.type(url, 'http://127.0.0.1:9000/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(
      await within(dialog).findByText('Choose at least one event to send'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Form submitted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(
      await within(dialog).findByText(
        /private, loopback or link-local address/,
        {},
        { timeout: LOAD_TIMEOUT },
      ),
    ).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://new.example.com/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const added = await findRole('dialog', 'Endpoint added');
    await expect(added).toHaveTextContent('Copy this secret now: it will not be shown again.');
    await expect(within(added).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      STORY_WEBHOOK_SECRET,
    );
    await within(list).findByRole(
      'listitem',
      { name: 'https://new.example.com/hook' },
      { timeout: LOAD_TIMEOUT },
    );
  },
};

/** Show details opens the endpoint's panel in place, with its log. */
export const Details: Story = {
  play: async () => {
    const list = await loaded();
    const active = within(list).getByRole('listitem', { name: 'https://hooks.example.com/crm' });
    const toggle = within(active).getByRole('button', { name: 'Show details' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(active).findByRole('grid', { name: 'Deliveries' });
    await within(table).findAllByRole('row', {}, { timeout: LOAD_TIMEOUT });
    await expect(within(active).getByRole('button', { name: 'Send test event' })).toBeVisible();
  },
};

/** At phone width the rows stack and nothing pushes the page sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    const list = await loaded();
    const active = within(list).getByRole('listitem', { name: 'https://hooks.example.com/crm' });
    await userEvent.click(within(active).getByRole('button', { name: 'Show details' }));
    await within(active).findByRole(
      'rowheader',
      { name: /Contact updated/ },
      { timeout: LOAD_TIMEOUT },
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
