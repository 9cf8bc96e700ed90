import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { DeliveryMode, OutboxMessage } from '@crm/api-client';

const html = (name: string) =>
  `<html><body style="font-family:Arial,sans-serif;background:#f5f5f5;padding:24px">` +
  `<h1 style="color:#333333">Hi ${name}</h1><p style="color:#666666">Our spring sale starts now.</p>` +
  `<p><a href="http://localhost:3000/t/c/abc">See the offer</a></p>` +
  `<img src="http://localhost:3000/t/o/abc" width="1" height="1" alt=""></body></html>`;

/** Two stored messages, newest first, as the server reads them back from their MIME. */
export const storyOutboxMessages: OutboxMessage[] = [
  ['Ann Lee', 'ann@example.com', 2],
  ['Tom Jones', 'tom@example.com', 1],
].map(([name, to, id]) => ({
  id: id as number,
  to: to as string,
  subject: `Spring sale for ${String(name).split(' ')[0]}`,
  messageId: `<c1.r${id}.a1.k1@beacon.test>`,
  campaignId: 1,
  createdAt: `2025-05-16T09:3${id}:00.000Z`,
  headers: [
    { name: 'From', value: 'Beacon <news@beacon.test>' },
    { name: 'To', value: to as string },
    { name: 'Subject', value: `Spring sale for ${String(name).split(' ')[0]}` },
    { name: 'Message-ID', value: `<c1.r${id}.a1.k1@beacon.test>` },
    {
      name: 'List-Unsubscribe',
      value: '<http://localhost:3000/u/abc>, <mailto:news@beacon.test?subject=unsubscribe>',
    },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ],
  html: html(String(name).split(' ')[0]!),
  text: `Hi ${String(name).split(' ')[0]}\n\nOur spring sale starts now.\n\nSee the offer [http://localhost:3000/t/c/abc]`,
  size: 2048,
}));

export interface OutboxHandlerOptions {
  /** @default storyOutboxMessages */
  messages?: OutboxMessage[];
  /** @default 'outbox' */
  mode?: DeliveryMode;
  /**
   * What the list read does.
   * @default 'ok'
   */
  list?: 'ok' | 'pending' | 'error';
}

/** The outbox and delivery-mode reads of the sending API. */
export function outboxHandlers({
  messages = storyOutboxMessages,
  mode = 'outbox',
  list = 'ok',
}: OutboxHandlerOptions = {}): RequestHandler[] {
  return [
    http.get('/api/sending/status', () =>
      HttpResponse.json({ mode, from: 'Beacon <news@beacon.test>' }),
    ),
    http.get('/api/outbox', async () => {
      if (list === 'pending') await delay('infinite');
      if (list === 'error') return HttpResponse.json({ message: 'Boom' }, { status: 500 });
      return HttpResponse.json({
        messages: messages.map(
          ({ headers: _h, html: _html, text: _t, size: _s, ...summary }) => summary,
        ),
        nextCursor: null,
      });
    }),
    http.get('/api/outbox/:id', ({ params }) => {
      const message = messages.find((m) => String(m.id) === params.id);
      return message
        ? HttpResponse.json({ message })
        : HttpResponse.json({ message: 'Message not found' }, { status: 404 });
    }),
  ];
}
