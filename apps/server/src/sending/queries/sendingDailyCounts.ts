import { sql } from 'kysely';
import type { Db } from '../../db/Db';
import { OWNER } from '../../db/scope';

/** An owner's messages taken per day (`sending_daily_counts`). */
export function sendingDailyCounts({ db, dialect }: Db, ownerId: number) {
  return {
    /** How many were taken on `date`. */
    async taken(date: string): Promise<number> {
      const row = await db
        .selectFrom('sending_daily_counts')
        .select('claimed')
        .where(OWNER, '=', ownerId)
        .where('day', '=', date)
        .executeTakeFirst();
      return Number(row?.claimed ?? 0);
    },
    /**
     * Takes up to `wanted` of what is left of `cap` on `date` and says how many it took. In the
     * caller's transaction: the row is locked (PostgreSQL) or the database is (SQLite) until it
     * commits, so workers of several processes never take more than the cap between them.
     */
    async take(date: string, cap: number, wanted: number): Promise<number> {
      await db
        .insertInto('sending_daily_counts')
        .values({ [OWNER]: ownerId, day: date, claimed: 0 })
        .onConflict((oc) => oc.columns([OWNER, 'day']).doNothing())
        .execute();
      const lock = dialect === 'postgres' ? sql`for update` : sql``;
      const { rows } = await sql<{ claimed: number }>`
        select claimed from sending_daily_counts
        where ${sql.ref(OWNER)} = ${ownerId} and day = ${date} ${lock}`.execute(db);
      const granted = Math.max(0, Math.min(wanted, cap - Number(rows[0]?.claimed ?? 0)));
      if (granted > 0)
        await db
          .updateTable('sending_daily_counts')
          .set((eb) => ({ claimed: eb('claimed', '+', granted) }))
          .where(OWNER, '=', ownerId)
          .where('day', '=', date)
          .execute();
      return granted;
    },
    /** Gives back what was taken but not used (fewer rows were due than the cap allowed). */
    async giveBack(date: string, count: number): Promise<void> {
      await db
        .updateTable('sending_daily_counts')
        .set((eb) => ({ claimed: eb('claimed', '-', count) }))
        .where(OWNER, '=', ownerId)
        .where('day', '=', date)
        .execute();
    },
  };
}
