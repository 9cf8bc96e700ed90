import type { ApiClient } from '../client';

/** Query keys of the local outbox: its pages and each message. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: () => [...outboxKeys.all, 'list'] as const,
  message: (id: number) => [...outboxKeys.all, 'message', id] as const,
};

export const outboxQueries = {
  /** Pages of `GET /api/outbox` for an infinite query, newest first. */
  list: (client: ApiClient) => ({
    queryKey: outboxKeys.list(),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.getOutboxPage({ cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
  }),
  /** `GET /api/outbox/{id}`. */
  message: (client: ApiClient, id: number) => ({
    queryKey: outboxKeys.message(id),
    queryFn: () => client.getOutboxMessage(id),
  }),
};
