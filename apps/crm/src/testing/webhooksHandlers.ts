import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  WebhookEndpointInputSchema,
  WebhookEndpointUpdateSchema,
} from '@crm/api-client';
import { readBody } from './readBody';

const CREATED_AT = '2026-03-02T14:05:00.000Z';

/** An endpoint as stories show it; times fixed so screenshots hold still. */
export function storyWebhookEndpoint(
  overrides: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, 'id' | 'url'>,
): WebhookEndpoint {
  return {
    description: '',
    events: ['contact.created'],
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** A delivery as stories show it. */
export function storyWebhookDelivery(
  overrides: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id' | 'endpointId'>,
): WebhookDelivery {
  const eventType = overrides.eventType ?? 'contact.created';
  return {
    eventId: `msg_${overrides.id}`,
    eventType,
    status: 'delivered',
    attempts: 1,
    responseCode: 200,
    responseMs: 84,
    error: null,
    payload: JSON.stringify({
      type: eventType,
      timestamp: CREATED_AT,
      data: { id: 7, email: 'ann@example.com' },
    }),
    createdAt: CREATED_AT,
    lastAttemptAt: CREATED_AT,
    deliveredAt: CREATED_AT,
    ...overrides,
  };
}

export const sampleWebhookEndpoints: WebhookEndpoint[] = [
  storyWebhookEndpoint({
    id: 1,
    url: 'https://hooks.example.com/crm',
    description: 'Sync contacts to the warehouse',
    events: ['contact.created', 'contact.updated', 'form.submitted'],
  }),
  storyWebhookEndpoint({
    id: 2,
    url: 'https://old.example.org/webhook',
    description: 'Old integration',
    events: ['campaign.sent'],
    enabled: false,
    disabledReason: 'Turned off on 2026-03-01: every delivery failed for 24 hours (last: HTTP 500)',
    failingSince: '2026-02-28T09:00:00.000Z',
  }),
];

/** Endpoint 1's log, newest first: more than a page, so "Show more" has something to read. */
export const sampleWebhookDeliveries: WebhookDelivery[] = [
  storyWebhookDelivery({
    id: 30,
    endpointId: 1,
    eventType: 'contact.updated',
    status: 'failed',
    attempts: 8,
    responseCode: 500,
    error: 'HTTP 500',
    deliveredAt: null,
    createdAt: '2026-03-02T13:00:00.000Z',
  }),
  storyWebhookDelivery({
    id: 29,
    endpointId: 1,
    eventType: 'form.submitted',
    status: 'queued',
    attempts: 0,
    responseCode: null,
    responseMs: null,
    lastAttemptAt: null,
    deliveredAt: null,
    createdAt: '2026-03-02T12:55:00.000Z',
  }),
  ...Array.from({ length: 26 }, (_, i) =>
    storyWebhookDelivery({
      id: 28 - i,
      endpointId: 1,
      createdAt: new Date(Date.parse('2026-03-02T12:00:00.000Z') - i * 60_000).toISOString(),
    }),
  ),
];

export const STORY_WEBHOOK_SECRET = 'whsec_c3RvcnlzZWNyZXRzdG9yeXNlY3JldA==';

/**
 * Webhooks as the server keeps them: endpoints with their secret shown on creation and rotation, a
 * private address refused as the server's SSRF guard does, and each endpoint's log newest first,
 * a page at a time (`before` the last id seen).
 */
export function webhooksHandlers({
  endpoints = sampleWebhookEndpoints,
  deliveries = sampleWebhookDeliveries,
  deliverQueued = false,
}: {
  endpoints?: WebhookEndpoint[];
  deliveries?: WebhookDelivery[];
  /**
   * A worker between two reads: a queued delivery the log was read with once is delivered by the
   * next read (200 in 84 ms), as the real server's would be while the panel polls.
   */
  deliverQueued?: boolean;
} = {}): RequestHandler[] {
  const stored = endpoints.map((e) => ({ ...e }));
  const log = deliveries.map((d) => ({ ...d }));
  let secrets = 0;
  const nextSecret = () => (secrets++ === 0 ? STORY_WEBHOOK_SECRET : `whsec_rotated${secrets}`);
  const notFound = () =>
    HttpResponse.json({ message: 'Webhook endpoint not found' }, { status: 404 });
  const find = (id: unknown) => stored.find((e) => e.id === Number(id));
  // The server refuses a literal private address when the endpoint is saved (a name is checked
  // when each delivery resolves it); its words, from apps/server/src/webhooks/webhookAddress.ts.
  const privateAddress = (url: string) => /^https?:\/\/(127\.|10\.|192\.168\.|\[::1\])/.test(url);
  const refusedAddress = () =>
    HttpResponse.json(
      {
        message:
          'Webhooks cannot be sent to a private, loopback or link-local address: use the receiver’s public address',
        field: 'url',
      },
      { status: 400 },
    );
  const addDelivery = (endpointId: number, eventType: string) => {
    const delivery = storyWebhookDelivery({
      id: Math.max(0, ...log.map((d) => d.id)) + 1,
      endpointId,
      eventType,
      status: 'queued',
      attempts: 0,
      responseCode: null,
      responseMs: null,
      lastAttemptAt: null,
      deliveredAt: null,
      createdAt: '2026-03-02T14:00:00.000Z',
    });
    log.unshift(delivery);
    return delivery;
  };
  return [
    http.get('/api/webhooks', () => HttpResponse.json({ endpoints: stored })),
    http.get('/api/webhooks/:id/deliveries', ({ params, request }) => {
      if (!find(params.id)) return notFound();
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const before = url.searchParams.get('before');
      const mine = log
        .filter((d) => d.endpointId === Number(params.id))
        .sort((a, b) => b.id - a.id);
      const after = before ? mine.filter((d) => d.id < Number(before)) : mine;
      const page = after.slice(0, limit);
      const answer = HttpResponse.json({
        deliveries: page,
        nextCursor: after.length > limit ? String(page.at(-1)!.id) : null,
        total: mine.length,
      });
      if (deliverQueued)
        for (const d of page.filter((d) => d.status === 'queued'))
          Object.assign(d, {
            status: 'delivered',
            attempts: 1,
            responseCode: 200,
            responseMs: 84,
            lastAttemptAt: d.createdAt,
            deliveredAt: d.createdAt,
          });
      return answer;
    }),
    http.get('/api/webhooks/:id', ({ params }) => {
      const endpoint = find(params.id);
      return endpoint ? HttpResponse.json({ endpoint }) : notFound();
    }),
    http.post('/api/webhooks', async ({ request }) => {
      const { body, refused } = await readBody(request, WebhookEndpointInputSchema);
      if (refused) return refused;
      if (privateAddress(body.url)) return refusedAddress();
      const endpoint = storyWebhookEndpoint({
        ...body,
        id: Math.max(0, ...stored.map((e) => e.id)) + 1,
      });
      stored.push(endpoint);
      return HttpResponse.json({ endpoint, secret: nextSecret() }, { status: 201 });
    }),
    http.patch('/api/webhooks/:id', async ({ params, request }) => {
      const { body, refused } = await readBody(request, WebhookEndpointUpdateSchema);
      if (refused) return refused;
      const endpoint = find(params.id);
      if (!endpoint) return notFound();
      if (body.url !== undefined && privateAddress(body.url)) return refusedAddress();
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      Object.assign(endpoint, changes);
      if (body.enabled !== undefined) {
        endpoint.disabledReason = body.enabled ? null : 'Turned off';
        if (body.enabled) endpoint.failingSince = null;
      }
      return HttpResponse.json({ endpoint });
    }),
    http.delete('/api/webhooks/:id', ({ params }) => {
      const index = stored.findIndex((e) => e.id === Number(params.id));
      if (index < 0) return notFound();
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/webhooks/:id/rotate-secret', ({ params }) => {
      const endpoint = find(params.id);
      return endpoint ? HttpResponse.json({ endpoint, secret: nextSecret() }) : notFound();
    }),
    http.post('/api/webhooks/:id/test', ({ params }) => {
      const endpoint = find(params.id);
      if (!endpoint) return notFound();
      return HttpResponse.json({ delivery: addDelivery(endpoint.id, WEBHOOK_TEST_EVENT) });
    }),
    http.post('/api/webhooks/:id/deliveries/:deliveryId/resend', ({ params }) => {
      const delivery = log.find(
        (d) => d.endpointId === Number(params.id) && d.id === Number(params.deliveryId),
      );
      if (!delivery) return HttpResponse.json({ message: 'Delivery not found' }, { status: 404 });
      Object.assign(delivery, { status: 'queued', error: null });
      return HttpResponse.json({ delivery });
    }),
  ];
}
