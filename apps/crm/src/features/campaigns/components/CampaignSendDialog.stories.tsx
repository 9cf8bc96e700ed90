import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { PreSendCheck, PreSendFinding } from '@crm/api-client';
import { buildCampaign } from '@crm/api-client/testing';
import { domainsHandlers } from '../../../testing/domainsHandlers';
import { demoUser } from '../../../testing/fixtures';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { dialogStory } from '../../../testing/dialogStory';
import { CampaignSendDialog } from './CampaignSendDialog';

const progress = {
  total: 2,
  queued: 2,
  sent: 0,
  failed: 0,
  cancelled: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  bounced: 0,
};

/** Who Send now would reach: the story's campaign has 1,234 people and 2 skipped. */
const audienceHandler = (recipients: number, skipped: number) =>
  http.get('/api/campaigns/:id/audience', () =>
    HttpResponse.json({ audience: { recipients, skipped } }),
  );

/** The pre-send check's answer: clean unless findings are given. */
const checkHandler = (findings: PreSendFinding[] = []) =>
  http.get('/api/campaigns/:id/pre-send-check', () => {
    const errors = findings.filter((f) => f.severity === 'error');
    return HttpResponse.json({
      check: {
        findings,
        blocked: errors.length > 0,
        canOverride: errors.every((f) => f.overridable),
        postalAddress: 'settings',
        recipients: 1234,
      } satisfies PreSendCheck,
    });
  });

const brokenLink: PreSendFinding = {
  code: 'non-http-link',
  severity: 'error',
  message:
    '2 links do not go to a web address (http:// or https://), so they go nowhere in an inbox. Give each a full address such as https://example.com/page, or remove them.',
  count: 2,
  examples: ['/offers', '#'],
  overridable: true,
};
const placeholder: PreSendFinding = {
  code: 'placeholder-image',
  severity: 'error',
  message:
    '1 image is a placeholder or has no image file; recipients see an empty box. Choose an image for it or remove it.',
  count: 1,
  examples: ['builder placeholder'],
  overridable: true,
};
const capitals: PreSendFinding = {
  code: 'subject-capitals',
  severity: 'warning',
  message:
    'The subject is all in capitals, which reads as shouting and is a common spam sign. Write it in sentence case.',
  overridable: false,
};
const missingTag: PreSendFinding = {
  code: 'merge-tag-missing',
  severity: 'warning',
  message:
    '312 of 1,234 recipients have no value for {{company}}, and it has no fallback: they see nothing there. Give it a fallback such as {{company|friend}}, or fill the field.',
  count: 312,
  examples: ['{{company}}'],
  overridable: false,
};
const tooLarge: PreSendFinding = {
  code: 'message-limits',
  severity: 'error',
  message:
    'This email is 412 KB; an email may be at most 400 KB. Shorten it, or upload large images instead of pasting them in.',
  overridable: false,
};

const sendingHandlers = [
  audienceHandler(1234, 2),
  checkHandler(),
  http.get('/api/sending/status', () =>
    HttpResponse.json({ mode: 'outbox', from: 'news@beacon.test' }),
  ),
  http.post('/api/campaigns/:id/send', () =>
    HttpResponse.json({ status: 'sending', progress }, { status: 202 }),
  ),
  http.post('/api/campaigns/:id/cancel', () =>
    HttpResponse.json({ status: 'cancelled', progress }),
  ),
  http.post('/api/campaigns/:id/test', () =>
    HttpResponse.json({ success: true, messageId: '<t@beacon.test>', mode: 'outbox' }),
  ),
];

/**
 * `CampaignSendDialog`: confirms Send now and Cancel sending, and asks where a test copy goes;
 * in outbox mode each says that messages stay on this machine.
 */
const meta = {
  title: 'App/Campaigns/CampaignSendDialog',
  component: CampaignSendDialog,
  render: dialogStory(CampaignSendDialog),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    action: 'send',
    campaign: buildCampaign({ id: 7, name: 'Spring Sale', status: 'draft' }),
  },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...sendingHandlers, ...apiHandlers()] } },
} satisfies Meta<typeof CampaignSendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Send now asks first, says how many people get it and how many are skipped, and that messages
 * stay local in outbox mode.
 */
export const SendNowConfirm: Story = {
  play: async () => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    await findText('Local outbox mode');
    await waitFor(() =>
      expect(dialog).toHaveTextContent('It goes to 1,234 people added to this campaign.'),
    );
    await expect(dialog).toHaveTextContent(
      '2 people added to it are skipped because they unsubscribed or bounced.',
    );
    await expect(dialog).toHaveTextContent('A campaign is sent only once.');
    // The pre-send check found nothing: no findings, and Send now is enabled once it answered.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send now' })).toBeEnabled());
    await expect(screen.queryByRole('region', { name: 'Fix before sending' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Worth a look' })).toBeNull();
  },
};

/**
 * A large send (12,000 people, Gmail's bulk-sender size) from a domain that is not ready: the
 * dialog names what is missing and links to the Sending domain page; Send now can still be pressed.
 */
export const SendNowLargeNotReady: Story = {
  parameters: {
    msw: {
      handlers: [
        audienceHandler(12000, 0),
        ...domainsHandlers({
          checks: 'mixed',
          readiness: { complaints: 48, complaintRate: 0.004, complaintStatus: 'fail' },
        }),
        ...sendingHandlers,
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    const warning = await findRole('note', 'Your sending domain is not ready for a large send');
    await expect(dialog).toContainElement(warning);
    await expect([...warning.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Complaint rate: 0.4%',
      'Authentication: SPF, DKIM need attention',
      'One-click unsubscribe: Not signed',
    ]);
    await expect(screen.getByRole('link', { name: 'Open Sending domain' })).toHaveAttribute(
      'href',
      '/sending-domain',
    );
    // A warning, not a block.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send now' })).toBeEnabled());
  },
};

/** The sending domain's reads answered so far (a handler that looks and falls through). */
const domainReads: string[] = [];

/** A large send from a ready domain: no warning. */
export const SendNowLargeReady: Story = {
  tags: ['!visual'],
  beforeEach: () => {
    domainReads.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/domains/*', ({ request }) => {
          domainReads.push(new URL(request.url).pathname);
        }),
        audienceHandler(12000, 0),
        ...domainsHandlers(),
        ...sendingHandlers,
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    await waitFor(() =>
      expect(dialog).toHaveTextContent('It goes to 12,000 people added to this campaign.'),
    );
    await findText('Local outbox mode');
    // Both reads were asked for (the warning waits for them) and found nothing missing.
    await waitFor(() =>
      expect(domainReads.sort()).toEqual(['/api/domains/checks', '/api/domains/readiness']),
    );
    for (let frame = 0; frame < 3; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(screen.queryByRole('note', { name: /not ready/ })).toBeNull();
  },
};

/** No one would receive it: the dialog says so and Send now cannot be pressed. */
export const SendNowEmptyAudience: Story = {
  parameters: {
    msw: { handlers: [audienceHandler(0, 1), ...sendingHandlers, ...apiHandlers()] },
  },
  play: async ({ args }) => {
    const dialog = await findRole('alertdialog', 'No one to send “Spring Sale” to');
    await expect(dialog).toHaveTextContent('Add contacts to this campaign before sending it.');
    await expect(dialog).toHaveTextContent(
      '1 person added to it is skipped because they unsubscribed or bounced.',
    );
    const confirm = screen.getByRole('button', { name: 'Send now' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** Send now: confirmed, the send starts and the toast counts the recipients. */
export const SendNow: Story = {
  // Ends with the dialog closed: nothing left to compare; SendNowConfirm shows the dialog.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    await findText('Local outbox mode');
    await expect(dialog).toHaveTextContent('A campaign is sent only once.');
    const send = screen.getByRole('button', { name: 'Send now' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await findText('Sending to 2 recipients');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The send body each story's Send now posted (the override flag among it). */
const sentBodies: unknown[] = [];
const recordingSend = http.post('/api/campaigns/:id/send', async ({ request }) => {
  sentBodies.push(await request.json());
  return HttpResponse.json({ status: 'sending', progress }, { status: 202 });
});

/** Warnings only: listed with their advice under "Worth a look"; Send now stays enabled. */
export const PreSendWarnings: Story = {
  parameters: {
    msw: {
      handlers: [checkHandler([capitals, missingTag]), ...sendingHandlers, ...apiHandlers()],
    },
  },
  play: async () => {
    await findRole('alertdialog', 'Send “Spring Sale” now?');
    const warnings = await findRole('region', 'Worth a look');
    await expect([...warnings.querySelectorAll('li')].map((li) => li.dataset.code)).toEqual([
      'subject-capitals',
      'merge-tag-missing',
    ]);
    await expect(warnings).toHaveTextContent('Write it in sentence case.');
    await expect(screen.queryByRole('region', { name: 'Fix before sending' })).toBeNull();
    await expect(screen.queryByRole('checkbox')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Send now' })).toBeEnabled();
  },
};

/**
 * Errors and warnings: errors first, each with its advice and examples; Send now is disabled until
 * the sender ticks the override.
 */
export const PreSendErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        checkHandler([brokenLink, placeholder, capitals]),
        ...sendingHandlers,
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    const errors = await findRole('region', 'Fix before sending');
    const warnings = screen.getByRole('region', { name: 'Worth a look' });
    // Errors come before warnings in the dialog.
    await expect(
      errors.compareDocumentPosition(warnings) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(errors).toHaveTextContent('For example: /offers, #');
    await expect(errors).toHaveTextContent('Choose an image for it or remove it.');
    await expect(dialog).toContainElement(errors);
    await expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await expect(
      screen.getByRole('checkbox', { name: 'Send anyway, with these errors' }),
    ).not.toBeChecked();
  },
};

/** Ticking the override enables Send now, and the send carries `override: true`. */
export const PreSendOverride: Story = {
  // Ends with the dialog closed; PreSendOverrideTicked shows the ticked state.
  tags: ['!visual'],
  beforeEach: () => {
    sentBodies.length = 0;
  },
  parameters: {
    msw: {
      handlers: [recordingSend, checkHandler([brokenLink]), ...sendingHandlers, ...apiHandlers()],
    },
  },
  play: async ({ args }) => {
    await findRole('alertdialog', 'Send “Spring Sale” now?');
    const send = screen.getByRole('button', { name: 'Send now' });
    await waitFor(() => expect(send).toBeDisabled());
    await userEvent.click(await findRole('checkbox', 'Send anyway, with these errors'));
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await findText('Sending to 2 recipients');
    await expect(sentBodies).toEqual([{ override: true }]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The override ticked, by keyboard: Send now is enabled. */
export const PreSendOverrideTicked: Story = {
  parameters: {
    msw: {
      handlers: [checkHandler([brokenLink, capitals]), ...sendingHandlers, ...apiHandlers()],
    },
  },
  play: async () => {
    await findRole('alertdialog', 'Send “Spring Sale” now?');
    const override = await findRole('checkbox', 'Send anyway, with these errors');
    const send = screen.getByRole('button', { name: 'Send now' });
    await expect(send).toBeDisabled();
    await userEvent.click(override);
    await userEvent.click(override);
    await expect(override).not.toBeChecked();
    await expect(send).toBeDisabled();
    await userEvent.click(override);
    await expect(override).toBeChecked();
    await expect(send).toBeEnabled();
  },
};

/** An error past the hard limits: no override is offered and Send now stays disabled. */
export const PreSendCannotOverride: Story = {
  parameters: {
    msw: {
      handlers: [checkHandler([tooLarge, brokenLink]), ...sendingHandlers, ...apiHandlers()],
    },
  },
  play: async () => {
    const dialog = await findRole('alertdialog', 'Send “Spring Sale” now?');
    await findRole('region', 'Fix before sending');
    await expect(dialog).toHaveTextContent(
      'This campaign cannot be sent until the errors are fixed.',
    );
    await expect(screen.queryByRole('checkbox')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
  },
};

/** The Send to field, once it holds the signed-in account's address. */
async function prefilledAddress() {
  const field = () => screen.getByRole('textbox', { name: 'Send to' });
  await waitFor(() => expect(field()).toHaveValue(demoUser.email));
  return field();
}

/** A test copy goes to the account's own address unless changed. */
export const SendTestPrefilled: Story = {
  args: { action: 'test' },
  play: async () => {
    await findRole('dialog', 'Send test email');
    await prefilledAddress();
  },
};

/** A test copy needs a valid address. */
export const SendTestInvalid: Story = {
  args: { action: 'test' },
  play: async () => {
    await findRole('dialog', 'Send test email');
    const to = await prefilledAddress();
    await userEvent.clear(to);
    await userEvent.type(to, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await findText('Please enter a valid email');
  },
};

/** A test copy needs a valid address; then it is sent and the toast names it. */
export const SendTest: Story = {
  // Ends with the dialog closed: nothing left to compare; SendTestInvalid shows the dialog.
  tags: ['!visual'],
  args: { action: 'test' },
  play: async ({ args }) => {
    await findRole('dialog', 'Send test email');
    const to = await prefilledAddress();
    await userEvent.clear(to);
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await findText('Please enter a valid email');
    await userEvent.type(to, 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await findText('Test email sent to me@example.com');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const sendingCampaign = buildCampaign({ id: 7, name: 'Spring Sale', status: 'sending' });

/** Cancelling a send is destructive and says what happens to messages already sent. */
export const CancelConfirm: Story = {
  args: { action: 'cancel', campaign: sendingCampaign },
  play: async () => {
    const dialog = await findRole('alertdialog', 'Cancel “Spring Sale”?');
    await expect(dialog).toHaveTextContent('those already sent stay sent');
  },
};

/** Confirmed, the send stops and the toast says so. */
export const CancelSending: Story = {
  // Ends with the dialog closed: nothing left to compare; CancelConfirm shows the dialog.
  tags: ['!visual'],
  args: { action: 'cancel', campaign: sendingCampaign },
  play: async () => {
    await findRole('alertdialog', 'Cancel “Spring Sale”?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    await findText('Campaign cancelled');
  },
};
