import type { ApiClient } from '../client';
import type { QueryInvalidator } from '../common/queryTypes';
import type { WarmupInput } from './domains.schemas';

/** Query keys of the sending domain: its DNS checks and the bulk-sender readiness. */
export const domainsKeys = {
  all: ['domains'] as const,
  checks: () => [...domainsKeys.all, 'checks'] as const,
  readiness: () => [...domainsKeys.all, 'readiness'] as const,
  warmup: () => [...domainsKeys.all, 'warmup'] as const,
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
  /** `GET /api/domains/warmup`: today's use moves as mail goes out, so read again each minute. */
  warmup: (client: ApiClient) => ({
    queryKey: domainsKeys.warmup(),
    queryFn: () => client.getWarmup(),
    refetchInterval: 60_000,
  }),
};

export const domainsMutations = {
  /** `PUT /api/domains/warmup`; the warm-up read again. */
  saveWarmup: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationFn: (input: WarmupInput) => client.saveWarmup(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKeys.warmup() }),
  }),
};
