import type { ServerConfig } from '../config';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';

/** The signed-in user and how the request proved it (set by `requireAuth`). */
export interface AuthContext {
  userId: number;
  sessionId: number;
  /** True when the token came from the cookie rather than the Authorization header. */
  viaCookie: boolean;
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
