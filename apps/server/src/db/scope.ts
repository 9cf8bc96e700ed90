import { sql, type RawBuilder } from 'kysely';

/**
 * Whose records a repository reads and writes. Every area's repository is made for one scope
 * (`contactsRepository(db, scope)`), and every query of an owned table filters on it, so another
 * owner's record simply does not exist there. A request gets its scope from `requestScope`
 * (auth/requestScope.ts), the one function that decides it; engines working through many owners'
 * rows make one per row with `ownerScope`.
 *
 * Today the owner is the signed-in user. Issue 33 moves every owned table from `user_id` to a
 * workspace: that change is `OWNER` below, `requestScope`, and a migration; repositories only ever
 * name the owner column through `OWNER`, `ownedBy` and `ownerRef`.
 */
export interface Scope {
  /** The owner every row read or written must belong to. */
  readonly ownerId: number;
}

/** The column of every owned table that holds its owner (issue 33: `workspace_id`). */
export const OWNER = 'user_id' as const;
export type OwnerColumn = typeof OWNER;

/** The owner column as every owned table's type declares it. */
export type Owned = { [K in OwnerColumn]: number };

/** The scope of one owner's records (engines, jobs and seeds, which act for a row's owner). */
export function ownerScope(ownerId: number): Scope {
  return { ownerId };
}

/** The owner column's value for an insert: `{ ...ownedBy(scope), name, ... }`. */
export function ownedBy(scope: Scope): Owned {
  return { [OWNER]: scope.ownerId } as Owned;
}

/** The owner column inside raw SQL, optionally of a table or alias: `ownerRef('c')` is `c.user_id`. */
export function ownerRef(table?: string): RawBuilder<number> {
  return sql.ref(table ? `${table}.${OWNER}` : OWNER);
}
