import { http, HttpResponse, type RequestHandler } from 'msw';
import { ComposeEmailFormSchema, type DeliveryMode } from '@crm/api-client';
import { readBody } from '../../../testing/handlers';

/**
 * `POST /api/contacts/{id}/email` as the server answers it: the body checked with the contract,
 * then sent by `mode` (pair 'outbox' with `sendingStatusHandler('outbox')`). Put it before
 * `apiHandlers`.
 */
export function contactEmailHandlers(mode: DeliveryMode = 'smtp'): RequestHandler[] {
  return [
    http.post('/api/contacts/:id/email', async ({ request }) => {
      const { refused } = await readBody(request, ComposeEmailFormSchema);
      if (refused) return refused;
      return HttpResponse.json({ success: true, messageId: '<story@example.com>', mode });
    }),
  ];
}
