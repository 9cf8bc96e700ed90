import type { ApiClient } from '../client';

/** Query keys of the session. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const authQueries = {
  /** The signed-in user (`GET /api/auth/me`). */
  me: (client: ApiClient) => ({
    queryKey: authKeys.me(),
    queryFn: () => client.me(),
  }),
};
