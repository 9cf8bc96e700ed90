import type { MiddlewareHandler } from 'hono';
import { HttpError } from './HttpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for writes a browser could make with the session cookie.
 * Requests carrying a Bearer token are exempt: a cross-site page cannot attach one. Everything
 * else (cookie writes, and login/register which set the cookie) must come from this host or an
 * allowed origin. Browsers always send Origin on cross-origin writes; a client without Origin and
 * without `Sec-Fetch-Site: cross-site` is not a browser being driven by another site.
 */
export function originCheck(options: {
  allowedOrigins: string[];
  trustProxy: boolean;
}): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map((o) => o.replace(/\/$/, '').toLowerCase()));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || /^Bearer\s+\S/i.test(c.req.header('Authorization') ?? ''))
      return next();
    const origin = c.req.header('Origin');
    if (origin) {
      const host =
        (options.trustProxy ? c.req.header('X-Forwarded-Host') : undefined) ?? c.req.header('Host');
      let originHost: string | null = null;
      try {
        originHost = origin === 'null' ? null : new URL(origin).host.toLowerCase();
      } catch {
        originHost = null;
      }
      const sameHost =
        originHost !== null && host !== undefined && originHost === host.toLowerCase();
      if (!sameHost && !allowed.has(origin.toLowerCase()))
        throw new HttpError(403, 'Cross-site request rejected');
    } else if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      throw new HttpError(403, 'Cross-site request rejected');
    }
    return next();
  };
}
