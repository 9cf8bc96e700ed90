import type { ApiKeyScope } from '@crm/api-client';
import type { ServerConfig } from '../config';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';

/** The signed-in user and how the request proved it (set by `requireAuth`). */
export type AuthContext = SessionAuth | ApiKeyAuth;

/** A session: the app's cookie or a Bearer session token. */
export interface SessionAuth {
  kind: 'session';
  userId: number;
  sessionId: number;
  /** True when the token came from the cookie rather than the Authorization header. */
  viaCookie: boolean;
}

/** An API key (`Authorization: Bearer crm_...`): it acts as the user who made it, within its scopes. */
export interface ApiKeyAuth {
  kind: 'apiKey';
  /** The key's creator. */
  userId: number;
  apiKeyId: number;
  scopes: readonly ApiKeyScope[];
  viaCookie: false;
}

/** Hono environment of every route: `c.var.auth` and `c.var.scope` exist behind `requireAuth`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext;
    /** Whose records this request reads and writes: hand it to the area's repository. */
    scope: Scope;
    /** The configured idle timeout, which `requireAuth` applies (set for every request). */
    sessionIdleMs: number;
    /** The configured TRUST_PROXY, so code given only the request reads its client address right. */
    trustProxy: boolean;
  };
}

/** What route factories need: the database (a `Db`, as repositories take it) and the configuration. */
export interface AppDeps extends Db {
  config: ServerConfig;
}
