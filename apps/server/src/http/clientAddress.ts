import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { lastForwardedValue } from './lastForwardedValue';

/**
 * The client's address: the proxy's last `X-Forwarded-For` value under TRUST_PROXY, else the
 * socket's; an IPv4 client on a dual-stack socket is shown as itself (`127.0.0.1`, not
 * `::ffff:127.0.0.1`), as the audit log's "From where" shows it.
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = config.trustProxy ? lastForwardedValue(c, 'X-Forwarded-For') : undefined;
  if (forwarded) return forwarded;
  try {
    return (getConnInfo(c).remote.address ?? 'unknown').replace(
      /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i,
      '',
    );
  } catch {
    return 'unknown';
  }
}
