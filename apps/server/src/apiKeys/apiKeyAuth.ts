import type { MiddlewareHandler } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { requestScope } from '../auth/requestScope';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { API_KEYS_NOT_ALLOWED, apiKeyRouteFor, missingScope } from './apiKeyAccess';
import { countApiKeyUse, findApiKeyByHash } from './apiKeysRepository';

/**
 * `crm_<8 public characters>_<secret>`: 56 characters, so a key never looks like a session token
 * (43 characters of base64url) and the middleware below knows it without a lookup.
 */
const KEY_SHAPE = /^crm_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** A new key and what is stored of it: the prefix shown in lists and the hash. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = `crm_${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/**
 * A plain SHA-256, not a password hash: the key is 32 random bytes, so no guess list or
 * brute force gets anywhere near it and a slow hash would only slow every API request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key a request carries, when its Bearer token has a key's shape. */
export function bearerApiKey(authorization: string | undefined): string | undefined {
  const token = BEARER.exec(authorization ?? '')?.[1];
  return token && KEY_SHAPE.test(token) ? token : undefined;
}

/** The last-use time is written at most this often per key, as for sessions. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Authenticates every `/api` request that carries an API key, before any route: the key must be
 * live (read from the database on every request, so a revocation holds from the next one), within
 * its rate limit, and have the scope `apiKeyAccess.ts` names for the route. Then `c.var.auth` and
 * `c.var.scope` are set and `requireAuth` lets it through. Requests without a key pass untouched.
 */
export function apiKeyAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limit = deps.config.apiKeyRateLimit;
  return async (c, next) => {
    const key = bearerApiKey(c.req.header('Authorization'));
    if (!key) return next();
    const stored = await findApiKeyByHash(deps, hashApiKey(key));
    if (!stored) throw new HttpError(401, 'This API key is not valid');
    if (stored.revokedAt) throw new HttpError(401, 'This API key has been revoked');
    const now = Date.now();
    if (stored.expiresAt && new Date(stored.expiresAt).getTime() <= now)
      throw new HttpError(401, 'This API key has expired');

    const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
    const stale =
      !stored.lastUsedAt || new Date(stored.lastUsedAt).getTime() <= now - LAST_USED_RESOLUTION_MS;
    const hits = await countApiKeyUse(
      deps,
      stored.id,
      windowStart,
      stale ? new Date(now).toISOString() : undefined,
    );
    if (hits > limit.max) {
      const seconds = Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000));
      throw new HttpError(
        429,
        `This API key has made too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { headers: { 'Retry-After': String(seconds) } },
      );
    }

    const route = apiKeyRouteFor(c.req.method, c.req.path);
    if (!route) throw new HttpError(403, API_KEYS_NOT_ALLOWED);
    if (route.scope && !stored.scopes.includes(route.scope))
      throw new HttpError(403, missingScope(route.scope));

    c.set('auth', {
      kind: 'apiKey',
      userId: stored.createdBy,
      apiKeyId: stored.id,
      scopes: stored.scopes,
      viaCookie: false,
    });
    c.set('scope', await requestScope({ user_id: stored.ownerId }));
    return next();
  };
}
