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
  };
}
