import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { outboxHandlers, storyOutboxMessages } from '../testing/outboxHandlers';
import { OutboxScreen, previewDocument } from './OutboxScreen';

/**
 * `OutboxScreen`: the messages the server kept instead of delivering, newest first; the selected
 * one rendered in a sandboxed frame, with its plain-text part and headers.
 */
const meta = {
  title: 'App/Outbox/OutboxScreen',
  component: OutboxScreen,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...outboxHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof OutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest message is shown at once, in a sandboxed frame without its open pixel. */
export const WithMessages: Story = {
  play: async () => {
    await findText('Local outbox mode');
    const list = await findRole('grid', 'Stored messages');
    await expect(within(list).getAllByRole('row')).toHaveLength(2);
    const frame = await screen.findByTitle(
      'Preview of Spring sale for Ann',
      {},
      { timeout: LOAD_TIMEOUT },
    );
    await expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    await expect(frame.getAttribute('srcdoc')).not.toContain('/t/o/');
    await expect(frame.getAttribute('srcdoc')).toContain('Hi Ann');
    // The download is a link the browser follows: catch it before it leaves the page.
    const followed: HTMLAnchorElement[] = [];
    const catchLink = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      followed.push(event.target);
    };
    document.addEventListener('click', catchLink, true);
    try {
      screen.getByRole('button', { name: 'Download .eml' }).focus();
      await userEvent.keyboard('{Enter}');
    } finally {
      document.removeEventListener('click', catchLink, true);
    }
    await expect(followed).toHaveLength(1);
    const id = storyOutboxMessages[0]!.id;
    await expect(new URL(followed[0]!.href).pathname).toBe(`/api/outbox/${id}/eml`);
    await expect(followed[0]!.download).toBe(`Spring-sale-for-Ann-${id}.eml`);
  },
};

/** Choosing another message with the keyboard shows it; the text and header tabs show its parts. */
export const ReadPlainTextAndHeaders: Story = {
  play: async () => {
    const list = await findRole('grid', 'Stored messages');
    const first = within(list).getAllByRole('row')[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await findText('tom@example.com');
    await userEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    await findText(/Hi Tom/);
    await userEvent.click(screen.getByRole('tab', { name: 'Headers' }));
    await findText('List-Unsubscribe-Post');
    await expect(screen.getByText('List-Unsubscribe=One-Click')).toBeVisible();
  },
};

/** Nothing stored yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...outboxHandlers({ messages: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No messages in the outbox');
  },
};

/** With SMTP configured there is no outbox notice. */
export const SmtpMode: Story = {
  parameters: {
    msw: { handlers: [...outboxHandlers({ mode: 'smtp', messages: [] }), ...apiHandlers()] },
  },
  play: async () => {
    await findText('No messages in the outbox');
    await expect(screen.queryByText('Local outbox mode')).toBeNull();
  },
};

/** The list read fails: the load-error text instead of an empty outbox. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...outboxHandlers({ list: 'error' }), ...apiHandlers()] } },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading the outbox. Please try again.',
    );
  },
};

/** The preview drops only the open pixel. */
export const PreviewDocument: Story = {
  tags: ['!visual'],
  play: async () => {
    const doc = previewDocument(
      '<p>Hi</p><img src="https://x.test/t/o/abc" width="1"><img src="a.png">',
    );
    await expect(doc).toContain('<img src="a.png">');
    await expect(doc).not.toContain('/t/o/');
  },
};

/** Twelve stored messages: on a phone the list is long and the message sits below it. */
const manyMessages = Array.from({ length: 12 }, (_, i) => {
  const base = storyOutboxMessages[i % 2]!;
  return { ...base, id: 100 + i, subject: `${base.subject} (${i + 1})` };
});

/**
 * On a phone (390 px) the message is under the list: tapping one in the middle of the list brings
 * it into view (issue 24 §5), its subject at the top of the screen.
 */
export const TapOpensMessageInViewOnPhone: Story = {
  tags: ['!visual'],
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  parameters: {
    msw: { handlers: [...outboxHandlers({ messages: manyMessages }), ...apiHandlers()] },
  },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const list = await findRole('grid', 'Stored messages');
    const row = within(list).getAllByRole('row')[5]!;
    row.scrollIntoView({ block: 'center' });
    await userEvent.click(within(row).getByText(/\(6\)$/));
    const subject = await screen.findByText(
      manyMessages[5]!.subject,
      { selector: 'dd' },
      { timeout: LOAD_TIMEOUT },
    );
    await waitFor(() => {
      const box = subject.getBoundingClientRect();
      // At the top of the screen, with the message under it in view, not at the bottom edge.
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThan(window.innerHeight / 3);
    });
  },
};
