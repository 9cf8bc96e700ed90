import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * How many rows `rows` selects, counting no further than `cap` (undefined: all of them). A count
 * stopped at a cap reads at most `cap` index entries, where a plain count reads every row: the
 * first page of a timeline with 100,000 events counted them all on each request.
 */
export async function countUpTo(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rows: SelectQueryBuilder<Database, any, object>,
  cap?: number,
): Promise<number> {
  const one = rows.select(sql<number>`1`.as('one'));
  const row = await db
    .selectFrom((cap === undefined ? one : one.limit(cap)).as('counted'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
