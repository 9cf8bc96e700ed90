import type { Context } from 'hono';

/**
 * The entry the trusted proxy appended to an `X-Forwarded-*` header: the rightmost one. Entries to
 * its left arrived from the client, which can write anything there. Only read this when the
 * server is configured to sit behind a proxy (`trustProxy`).
 */
export function lastForwardedValue(c: Context, header: string): string | undefined {
  const last = c.req.header(header)?.split(',').at(-1)?.trim();
  return last || undefined;
}
