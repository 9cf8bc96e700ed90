import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { testDatabaseUrl } from './harness';

/** PostgreSQL runs Kysely's parameterised reads as named statements (createDatabase.ts). */
describe.skipIf(!testDatabaseUrl)('named statements [postgres]', () => {
  const schema = `prepared_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  /** The statements this database connection has prepared (one connection: pool size 1). */
  const prepared = async () =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where name like 'crm\\_%'`.execute(handle.db)
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    handle = createDatabase(testDatabaseUrl!, { pgSchema: schema, poolSize: 1 });
    await sql`create table things (id integer primary key, name text)`.execute(handle.db);
    await sql`insert into things values (1, 'one'), (2, 'two')`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it('prepares a read once and answers each call with its own values', async () => {
    const read = (id: number) =>
      handle.db
        .selectFrom('things' as never)
        .select(sql<string>`name`.as('name'))
        .where(sql`id`, '=', id)
        .executeTakeFirst();
    expect(await read(1)).toEqual({ name: 'one' });
    expect(await read(2)).toEqual({ name: 'two' });
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('from "things"'))).toHaveLength(1);
    // Writes stay unnamed.
    await sql`update things set name = ${'uno'} where id = ${1}`.execute(handle.db);
    expect((await prepared()).some((text) => text.startsWith('update'))).toBe(false);
    expect(await read(1)).toEqual({ name: 'uno' });
    // A search is planned for its own words on every call.
    await sql`select to_tsquery('simple', ${'ana'}) as q`.execute(handle.db);
    expect((await prepared()).some((text) => text.includes('to_tsquery'))).toBe(false);
  });

  it('runs a read unnamed once its table changed shape since it was prepared', async () => {
    const all = () => sql`select * from things where id = ${1}`.execute(handle.db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'uno' }]);
    await sql`alter table things add column note text`.execute(handle.db);
    // A prepared `select *` would now fail with "cached plan must not change result type".
    expect((await all()).rows).toEqual([{ id: 1, name: 'uno', note: null }]);
    expect((await all()).rows).toEqual([{ id: 1, name: 'uno', note: null }]);
  });
});
