import { type Http, idSegment, queryString } from '../http';
import { OutboxMessageResponseSchema, OutboxPageSchema } from './outbox.schemas';

export function outboxApi(http: Http) {
  return {
    /** `GET /api/outbox`: a page of stored messages, newest first. */
    getOutboxPage: ({ cursor, limit = 50 }: { cursor?: string | null; limit?: number } = {}) =>
      http.json(
        'GET',
        `/api/outbox${queryString({ limit, cursor: cursor ?? undefined })}`,
        OutboxPageSchema,
      ),
    /** `GET /api/outbox/{id}`. */
    getOutboxMessage: async (id: number) =>
      (await http.json('GET', `/api/outbox/${idSegment(id)}`, OutboxMessageResponseSchema)).message,
    /**
     * The URL of `GET /api/outbox/{id}/eml`, for a link the browser downloads (authenticated by the
     * session cookie): the message as the exact MIME it was sent as (`message/rfc822`).
     */
    outboxEmlUrl: (id: number): string => http.url(`/api/outbox/${idSegment(id)}/eml`),
  };
}
