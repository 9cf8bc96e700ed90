import { sql } from 'kysely';
import type { Db } from './Db';
import type { Database } from './schema';

/**
 * A table whose rows name a contact by `contact_id` (a foreign key to `contacts`), and what the
 * contact's erasure and merge do to them.
 */
export interface ContactReference {
  table: keyof Database;
  /**
   * What the foreign key does when the contact is deleted or erased: `deleted` with the contact
   * (ON DELETE CASCADE), or `kept` without the person (SET NULL: figures count them).
   */
  erased: 'deleted' | 'kept';
  /**
   * A unique key the contact is part of (`columns` beside `contact_id`, among the rows `where`
   * holds), and what a merge does with a merged contact's row when the kept contact already has
   * one: `drop` it (it says nothing the kept row does not), `detach` it (the row stays, for the
   * figures, without a contact) or `finish` it (an unfinished workflow run ends as exited: a
   * contact is in a workflow once at a time).
   */
  unique?: { columns: string[]; where?: string; onCollision: 'drop' | 'detach' | 'finish' };
}

/**
 * Every table that references a contact: the one list contact merges move rows by, and that the
 * erasure's foreign keys must agree with. contactDuplicates.test.ts reads the schema of both
 * databases and fails when a migration adds a reference this list misses, or changes what
 * deleting a contact does to it.
 */
export const CONTACT_REFERENCES: readonly ContactReference[] = [
  {
    table: 'campaign_contacts',
    erased: 'deleted',
    unique: { columns: ['campaign_id'], onCollision: 'drop' },
  },
  // Both mailed by the same campaign: two sends, each kept for the campaign's figures.
  {
    table: 'campaign_recipients',
    erased: 'kept',
    unique: { columns: ['campaign_id'], onCollision: 'detach' },
  },
  { table: 'tracking_events', erased: 'kept' },
  { table: 'bounces', erased: 'kept' },
  { table: 'contacts_status_changes', erased: 'deleted' },
  { table: 'contacts_changes', erased: 'deleted' },
  {
    table: 'workflows_runs',
    erased: 'deleted',
    unique: { columns: ['workflow_id'], where: 'finished_at is null', onCollision: 'finish' },
  },
  { table: 'forms_submissions', erased: 'deleted' },
  { table: 'forms_consents', erased: 'deleted' },
  { table: 'notes', erased: 'deleted' },
  { table: 'tasks', erased: 'deleted' },
  {
    table: 'deals_contacts',
    erased: 'deleted',
    unique: { columns: ['deal_id'], onCollision: 'drop' },
  },
  { table: 'deals_events', erased: 'deleted' },
];

/**
 * Moves every row that names `fromId` to `toId`, table by table, resolving unique keys as each
 * reference says. Set-based: a statement or two per table whatever the contact's history. Both
 * contacts must be the same owner's (the caller checks): the rows carry no owner of their own.
 */
export async function moveContactReferences(database: Db, fromId: number, toId: number) {
  const { db } = database;
  const now = new Date().toISOString();
  for (const { table, unique } of CONTACT_REFERENCES) {
    const t = sql.table(table);
    if (unique) {
      const where = unique.where ? sql.raw(` and ${unique.where}`) : sql``;
      const same = sql.join(
        unique.columns.map((column) => sql`k.${sql.ref(column)} = ${t}.${sql.ref(column)}`),
        sql` and `,
      );
      const collides = sql`contact_id = ${fromId}${where} and exists (
        select 1 from ${t} as k where k.contact_id = ${toId} and ${same}${unique.where ? sql.raw(` and k.${unique.where}`) : sql``})`;
      if (unique.onCollision === 'drop') await sql`delete from ${t} where ${collides}`.execute(db);
      else if (unique.onCollision === 'detach')
        await sql`update ${t} set contact_id = null where ${collides}`.execute(db);
      else
        await sql`update ${t} set status = 'exited', finished_at = ${now}, next_due = null,
          updated_at = ${now} where ${collides}`.execute(db);
    }
    await sql`update ${t} set contact_id = ${toId} where contact_id = ${fromId}`.execute(db);
  }
}
