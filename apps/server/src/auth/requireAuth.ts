import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultConfig } from '../config';
import type { Db } from '../db/Db';
import type { AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { requestScope } from './requestScope';
import { findSession } from './sessionTokens';

export const SESSION_COOKIE = 'crm_session';
/** The name when the cookie is Secure: browsers refuse it unless Secure, Path=/ and host-only. */
export const SECURE_SESSION_COOKIE = '__Host-crm_session';

/** The token of a request: the Bearer header wins over the cookie. */
export function readToken(c: Context): { token: string; viaCookie: boolean } | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  if (match?.[1]) return { token: match[1], viaCookie: false };
  const cookie = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

export const PASSWORD_CHANGE_REQUIRED = 'Password change required';

/**
 * Rejects requests without a live session or API key (apiKeys/apiKeyAuth.ts) with 401; otherwise sets `c.var.auth` and the request's
 * `c.var.scope` (see requestScope.ts). A user still on
 * a temporary password gets 403 until it is changed (ASVS 2.3.1), except on the routes that let
 * them do so (`allowPendingPasswordChange`).
 */
export function requireAuth(
  db: Db,
  options: { allowPendingPasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An API key was checked, scope and all, by `apiKeyAuth` ahead of every /api route.
    if (c.var.auth?.kind === 'apiKey') return next();
    const found = readToken(c);
    const idleMs = c.var.sessionIdleMs ?? defaultConfig.sessionIdleMs;
    const session = found ? await findSession(db, found.token, idleMs) : undefined;
    if (!found || !session) throw new HttpError(401, 'Not authenticated');
    if (session.requires_password_change && !options.allowPendingPasswordChange) {
      throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
    }
    c.set('auth', {
      kind: 'session',
      userId: session.user_id,
      sessionId: session.id,
      viaCookie: found.viaCookie,
    });
    c.set('scope', await requestScope(session));
    await next();
  };
}
