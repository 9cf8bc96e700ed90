import { promises as dns } from 'node:dns';
import type { DnsLookup } from './sendingDomainChecks';

/** Answers that mean "no such record", not "could not ask". */
const NO_RECORD = new Set([dns.NODATA, dns.NOTFOUND, 'ENODATA', 'ENOTFOUND']);

/**
 * The checks' lookups through Node's resolver, asking the servers in DNS_SERVERS (`host[:port]`)
 * or the system's when the list is empty. A missing name or record is an empty answer; a server
 * that cannot be reached or fails is an error the route reports as such.
 */
export function resolverLookup(servers: string[], timeoutMs = 3000): DnsLookup {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  const orEmpty = async <T>(run: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await run();
    } catch (error) {
      if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
  return {
    txt: (name) =>
      orEmpty(async () => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''))),
    mx: (name) => orEmpty(() => resolver.resolveMx(name)),
  };
}
