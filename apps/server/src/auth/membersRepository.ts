import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';

/**
 * The people of a scope, who can own its records (a deal's owner). Today an account is its one
 * user; issue 33 reads the workspace's members here instead, and every caller follows.
 */
export function membersRepository({ db }: Db, scope: Scope) {
  const members = () => db.selectFrom('users').where('id', '=', scope.ownerId);
  return {
    /** The names of those of `ids` who are members (others are left out). */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await members()
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async isMember(id: number): Promise<boolean> {
      return (await members().select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}
