import type { ApiClient } from '../client';

/** Query keys of the sending domain: its DNS checks and the bulk-sender readiness. */
export const domainsKeys = {
  all: ['domains'] as const,
  checks: () => [...domainsKeys.all, 'checks'] as const,
  readiness: () => [...domainsKeys.all, 'readiness'] as const,
};

export const domainsQueries = {
  /**
   * `GET /api/domains/checks`. DNS changes take minutes to spread: kept 5 minutes (the page's
   * "Check again" refetches at once), and not retried, so a DNS failure shows without delay.
   */
  checks: (client: ApiClient) => ({
    queryKey: domainsKeys.checks(),
    queryFn: () => client.getDomainChecks(),
    staleTime: 5 * 60_000,
    retry: false,
  }),
  /** `GET /api/domains/readiness`. */
  readiness: (client: ApiClient) => ({
    queryKey: domainsKeys.readiness(),
    queryFn: () => client.getDomainReadiness(),
    staleTime: 60_000,
  }),
};
