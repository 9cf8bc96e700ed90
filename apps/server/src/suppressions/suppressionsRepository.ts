import type { Db } from '../db/Db';
import type { SqlDialect } from '../db/sqlDialect';
import { ownedBy, OWNER, type Scope } from '../db/scope';
import { addressHash, addressHashSql } from './addressHash';
import type { SuppressionReason } from './suppressionsTable';

/**
 * One account's suppression list (`suppressions`): addresses that unsubscribed, bounced
 * hard, complained or were erased, kept only as `addressHash`. The events add to it where they
 * happen; a person's own new consent (Resubscribe, a confirmed double opt-in) takes an address off.
 */
export function suppressionsRepository({ db }: Db, scope: Scope) {
  return {
    /**
     * Suppresses addresses for `reason`. An address already listed keeps its first reason and time
     * (a complaint recorded before the unsubscribe it causes stays a complaint), but for an
     * erasure, which replaces it.
     */
    async add(emails: readonly string[], reason: SuppressionReason, now = new Date()) {
      // An erased recipient row keeps no address: there is nothing to list.
      const hashes = [...new Set(emails.filter((e) => e.trim() !== '').map(addressHash))];
      if (hashes.length === 0) return;
      const created_at = now.toISOString();
      await db
        .insertInto('suppressions')
        .values(
          hashes.map((address_hash) => ({ ...ownedBy(scope), address_hash, reason, created_at })),
        )
        .onConflict((oc) =>
          // Erased is final: whatever the address was listed for before, it is now all there is.
          reason === 'erased'
            ? oc.columns([OWNER, 'address_hash']).doUpdateSet({ reason, created_at })
            : oc.columns([OWNER, 'address_hash']).doNothing(),
        )
        .execute();
    },

    /** The person consented again: the address may be mailed and imported as before. */
    async remove(email: string): Promise<void> {
      await db
        .deleteFrom('suppressions')
        .where(OWNER, '=', scope.ownerId)
        .where('address_hash', '=', addressHash(email))
        .execute();
    },

    /**
     * Whether the account has suppressed any address: the set-based checks cost a hash per row
     * (about 6 µs on SQLite), so an account with an empty list skips them.
     */
    async hasAny(): Promise<boolean> {
      const row = await db
        .selectFrom('suppressions')
        .select('address_hash')
        .where(OWNER, '=', scope.ownerId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which of `emails` the account has suppressed (a workflow's batch of contacts at an email step). */
    async suppressedAmong(emails: readonly string[]): Promise<Set<string>> {
      const byHash = new Map(emails.map((email) => [addressHash(email), email]));
      if (byHash.size === 0) return new Set();
      const rows = await db
        .selectFrom('suppressions')
        .select('address_hash')
        .where(OWNER, '=', scope.ownerId)
        .where('address_hash', 'in', [...byHash.keys()])
        .execute();
      return new Set(rows.map((row) => byHash.get(row.address_hash)!));
    },

    /** Why the address is suppressed, or undefined when it is not. */
    async reasonFor(email: string): Promise<SuppressionReason | undefined> {
      const row = await db
        .selectFrom('suppressions')
        .select('reason')
        .where(OWNER, '=', scope.ownerId)
        .where('address_hash', '=', addressHash(email))
        .executeTakeFirst();
      return row?.reason;
    },
  };
}

/**
 * SQL true when the address in `column` is on the list of the owner in `owner` (a column or a
 * parameter): for the set-based statements of other areas (a send's queue, an import's copy),
 * which match every row at once. One lookup per row on the primary key (owner, hash).
 */
export function isSuppressedSql(dialect: SqlDialect, owner: string, column: string): string {
  return (
    `exists (select 1 from suppressions sup where sup.${OWNER} = ${owner} ` +
    `and sup.address_hash = ${addressHashSql(dialect, column)})`
  );
}

/** SQL with a row when the owner in `owner` (a parameter) has suppressed any address. */
export const anySuppressedSql = (owner: string): string =>
  `select 1 from suppressions where ${OWNER} = ${owner} limit 1`;
