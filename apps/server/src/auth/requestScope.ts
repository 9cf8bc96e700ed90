import { ownerScope, type Scope } from '../db/scope';
import type { SessionRow } from './authRepository';

/**
 * THE scope function: whose records a signed-in request reads and writes. `requireAuth` calls it
 * once per request and puts the answer in `c.var.scope`, which every route hands to its area's
 * repository. Today every user owns their own records. Issue 33 changes this one function (the
 * workspace the request names, after checking membership) with the migration from `user_id` to
 * `workspace_id` (db/scope.ts's `OWNER`).
 */
export function requestScope(session: Pick<SessionRow, 'user_id'>): Promise<Scope> {
  return Promise.resolve(ownerScope(session.user_id));
}
