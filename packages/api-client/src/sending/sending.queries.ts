import type { ApiClient } from '../client';

/** Query keys of the sending engine: its status (SMTP or the local outbox). */
export const sendingKeys = {
  all: ['sending'] as const,
  status: () => [...sendingKeys.all, 'status'] as const,
};

export const sendingQueries = {
  status: (client: ApiClient) => ({
    queryKey: sendingKeys.status(),
    queryFn: () => client.getSendingStatus(),
    staleTime: 60_000,
  }),
};
