import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { lastForwardedValue } from './lastForwardedValue';

/** The client's address: the proxy's last `X-Forwarded-For` value under TRUST_PROXY, else the socket's. */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = config.trustProxy ? lastForwardedValue(c, 'X-Forwarded-For') : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
