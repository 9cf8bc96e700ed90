import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { clearToasts } from '@crm/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { domainsHandlers, mixedDomainChecks } from '../../../testing/domainsHandlers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { SendingDomainScreen } from './SendingDomainScreen';

/** In the app the shell supplies the main landmark around every signed-in screen. */
const withMain: Decorator = (Story) => (
  <main style={{ padding: 24 }}>
    <Story />
  </main>
);

const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the clipboard for one story; the returned cleanup puts the browser's back. */
function stubClipboard() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  clearToasts();
  return () => {
    delete (navigator as { clipboard?: Clipboard }).clipboard;
    clearToasts();
  };
}

/** Each check's item in the list, by its heading. */
const checkItem = async (heading: string) => (await findRole('heading', heading)).closest('li')!;

/**
 * `SendingDomainScreen` (issue 30 §3): the From domain's SPF, DKIM, DMARC, bounce MX and return
 * path, each a pass, warning or failure in words and icon with what was found and the record to
 * add; and the bulk-sender readiness Gmail and Yahoo hold large senders to.
 */
const meta = {
  title: 'App/Domains/SendingDomainScreen',
  component: SendingDomainScreen,
  decorators: [withMain, withStoryRoute(paths.sendingDomain), withAppProviders({ signedIn: true })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...domainsHandlers(), ...apiHandlers()] },
  },
} satisfies Meta<typeof SendingDomainScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every record right: five passes, no record to add; the rates are well under Gmail's limits. */
export const AllPass: Story = {
  play: async () => {
    await findText('DNS records for beacon.test');
    const checks = await findRole('list', 'DNS checks');
    await expect(
      within(checks)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['SPF', 'DKIM', 'DMARC', 'Bounce domain MX', 'Return path alignment']);
    await expect(within(checks).getAllByText('Pass')).toHaveLength(5);
    await expect(within(checks).queryByText('Record to add')).toBeNull();
    const readiness = await findRole('list', 'Bulk-sender readiness');
    await expect(within(readiness).getAllByText('Pass')).toHaveLength(4);
    await expect(within(readiness).getByText('0.05%')).toBeVisible();
    await expect(within(readiness).getByText('SPF, DKIM and DMARC pass')).toBeVisible();
  },
};

/**
 * SPF open to the world, no DKIM key, DMARC at p=none, complaints over 0.3 %: each failure gives
 * the exact record, and its value copies with the keyboard; the readiness names what fails.
 */
export const MixedWithFailures: Story = {
  beforeEach: stubClipboard,
  parameters: {
    msw: {
      handlers: [
        ...domainsHandlers({
          checks: 'mixed',
          readiness: { complaints: 48, complaintRate: 0.004, complaintStatus: 'fail' },
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const spf = await checkItem('SPF');
    await expect(within(spf).getByText('Failure')).toBeVisible();
    await expect(within(spf).getByText('v=spf1 include:_spf.mail.example +all')).toBeVisible();
    await expect(within(spf).getByText('v=spf1 include:_spf.mail.example ~all')).toBeVisible();
    const dmarc = await checkItem('DMARC');
    await expect(within(dmarc).getByText('Warning')).toBeVisible();
    const dkim = await checkItem('DKIM');
    await expect(within(dkim).getByText('Nothing')).toBeVisible();

    within(dkim).getByRole('button', { name: 'Copy value of the DKIM record' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(mixedDomainChecks().checks[1]!.record!.value),
    );
    await expect(await screen.findByText('The DKIM record is on your clipboard.')).toBeVisible();

    const readiness = await findRole('list', 'Bulk-sender readiness');
    await expect(within(readiness).getByText('0.4%')).toBeVisible();
    await expect(within(readiness).getByText('SPF, DKIM need attention')).toBeVisible();
    await expect(within(readiness).getByText('Not signed')).toBeVisible();
    await expect(within(readiness).getAllByText('Failure')).toHaveLength(3);
    clearToasts();
  },
};

/** On a phone (390 px) the long DKIM key wraps inside its card: nothing scrolls sideways. */
export const MixedOnPhone: Story = {
  ...MixedWithFailures,
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const dkim = await checkItem('DKIM');
    await expect(within(dkim).getByText('Record to add')).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

/** No DNS server answered (502): said in words, with Check again; the rates still show. */
export const DnsError: Story = {
  parameters: {
    msw: { handlers: [...domainsHandlers({ checks: 'dns-error' }), ...apiHandlers()] },
  },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Your DNS records could not be checked');
    await expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    const readiness = await findRole('list', 'Bulk-sender readiness');
    await expect(within(readiness).getAllByText('Not checked')).toHaveLength(4);
  },
};

/** While DNS is asked: placeholders, and Check again shows it is working. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...domainsHandlers({ checks: 'pending' }), ...apiHandlers()] },
  },
  play: async () => {
    await findRole('list', 'Bulk-sender readiness');
    await expect(screen.queryByRole('list', { name: 'DNS checks' })).toBeNull();
    await expect(screen.getByRole('button', { name: /Check again/ })).toHaveAttribute(
      'data-pending',
    );
  },
};
