import type { ApiClient } from '@crm/api-client';

type Call = (...args: unknown[]) => unknown;
/** The members that answer at once (a URL) rather than with a promise: they cannot wait for a load. */
export type SyncMembers = {
  [K in keyof ApiClient]: ApiClient[K] extends (...args: never[]) => Promise<unknown> ? never : K;
}[keyof ApiClient];

/**
 * An `ApiClient` whose code (every area's calls and response schemas) loads on the first call
 * instead of with the landing page, where an anonymous visitor makes no call at all. Calls wait
 * for the load; the few members that answer synchronously come from `eager`. A failed load is
 * retried by the next call.
 */
export function lazyApiClient(
  load: () => Promise<ApiClient>,
  eager: Pick<ApiClient, SyncMembers>,
): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const client = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // One function per member, so hooks that list a call in their dependencies see a stable one.
  const calls = new Map<string, Call>(Object.entries(eager) as [string, Call][]);
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      // Not a thenable, and no symbols: `await client` or an inspector must not start a load.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let call = calls.get(name);
      if (!call) {
        call = async (...args) => ((await client())[name as keyof ApiClient] as Call)(...args);
        calls.set(name, call);
      }
      return call;
    },
  });
}
