import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { lastForwardedValue } from './lastForwardedValue';

/** The browser reached us over HTTPS: directly, or through a proxy we trust to say so. */
export function arrivedOverHttps(c: Context, config: Pick<ServerConfig, 'trustProxy'>): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' ||
    (config.trustProxy && lastForwardedValue(c, 'X-Forwarded-Proto')?.toLowerCase() === 'https')
  );
}
