import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { SqlDialect } from '../db/createDatabase';
import type { Database } from '../db/schema';

/** The signed-in user and how the request proved it (set by `requireAuth`). */
export interface AuthContext {
  userId: number;
  sessionId: number;
  /** True when the token came from the cookie rather than the Authorization header. */
  viaCookie: boolean;
}

/** Hono environment of every route: `c.var.auth` exists behind `requireAuth`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext;
    /** The configured idle timeout, which `requireAuth` applies (set for every request). */
    sessionIdleMs: number;
  };
}

/** What route factories need: the database and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: SqlDialect;
  config: ServerConfig;
}
