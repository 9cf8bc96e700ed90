import { FIELD_LIMITS, type ContactFilter } from '@crm/api-client';
import { sql, type Expression, type SqlBool } from 'kysely';
import { campaignsRepository } from '../../campaigns/campaignsRepository';
import { inTransaction, type Db } from '../../db/Db';
import { OWNER, type Scope } from '../../db/scope';
import { notFound } from '../../http/HttpError';
import { fireWorkflowTrigger } from '../../workflows/workflowTriggers';
import { filterConditions, idIn } from './contactsFilter';

/** Which contacts a bulk action covers: chosen ids, or every contact a filter finds. */
export type BulkSelection = { ids: number[]; filter?: undefined } | { filter: ContactFilter };

/**
 * Bulk actions: each one set-based statement over the selection in one transaction (all or
 * nothing), scoped, whatever the selection's size: the screen offers "Select all 200,020 matching",
 * so every action it offers must take it (issue 24; a bound of 10,000 refused it). The cost is one
 * statement's: 10,000 deletes with their search and count triggers took 0.4 s on SQLite, 50,000
 * took 2.6 s, during which SQLite's single writer is held.
 */
export function contactsBulk(database: Db, scope: Scope) {
  const { dialect } = database;
  const selected = (selection: BulkSelection): Expression<SqlBool> => {
    if (selection.filter === undefined) return idIn(dialect, selection.ids);
    return sql<SqlBool>`(${sql.join(
      [sql`true`, ...filterConditions(dialect, selection.filter)],
      sql` and `,
    )})`;
  };

  /** Runs `action` in a transaction and says how many contacts the selection held. */
  const bounded = (
    selection: BulkSelection,
    action: (trx: Db, where: Expression<SqlBool>) => Promise<void>,
  ) =>
    inTransaction(database, async (trx) => {
      const where = selected(selection);
      const row = await trx.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(OWNER, '=', scope.ownerId)
        .where(where)
        .executeTakeFirstOrThrow();
      const affected = Number(row.n);
      await action(trx, where);
      return { affected };
    });

  return {
    /** Deletes the selected contacts (their campaign links go with them). */
    delete: (selection: BulkSelection) =>
      bounded(selection, async (trx, where) => {
        await trx.db.deleteFrom('contacts').where(OWNER, '=', scope.ownerId).where(where).execute();
      }),

    /** Adds `tag` to each selected contact that lacks it and has room for one more. */
    addTag: (selection: BulkSelection, tag: string) =>
      bounded(selection, async (trx, where) => {
        // The contacts about to gain the tag enter the `tag_added` workflows waiting for it,
        // set-based in this transaction (100,000 contacts: three statements).
        const lacks =
          dialect === 'postgres'
            ? sql<SqlBool>`not cast(tags as jsonb) @> jsonb_build_array(cast(${tag} as text))`
            : sql<SqlBool>`not exists (select 1 from json_each(contacts.tags) where value = ${tag})`;
        await fireWorkflowTrigger(
          trx,
          scope,
          { trigger: 'tag_added', tag },
          { where: sql<SqlBool>`(${where} and ${lacks})` },
          new Date(),
        );
        const update =
          dialect === 'postgres'
            ? trx.db
                .updateTable('contacts')
                .set({
                  tags: sql<string>`cast(cast(tags as jsonb) || jsonb_build_array(cast(${tag} as text)) as text)`,
                })
                .where(
                  sql<SqlBool>`not cast(tags as jsonb) @> jsonb_build_array(cast(${tag} as text))`,
                )
                .where(sql<SqlBool>`jsonb_array_length(cast(tags as jsonb)) < ${FIELD_LIMITS.tags}`)
            : trx.db
                .updateTable('contacts')
                .set({ tags: sql<string>`json_insert(tags, '$[#]', ${tag})` })
                .where(
                  sql<SqlBool>`not exists (select 1 from json_each(contacts.tags) where value = ${tag})`,
                )
                .where(sql<SqlBool>`json_array_length(tags) < ${FIELD_LIMITS.tags}`);
        await update.where(OWNER, '=', scope.ownerId).where(where).execute();
      }),

    /** Links the selected contacts to one of the user's campaigns; existing links stay as they are. */
    addToCampaign: (selection: BulkSelection, campaignId: number) =>
      bounded(selection, async (trx, where) => {
        // The campaigns area owns the links; this area says which contacts.
        const contactIds = trx.db
          .selectFrom('contacts')
          .select('id')
          .where(OWNER, '=', scope.ownerId)
          .where(where);
        const linked = await campaignsRepository(trx, scope).addContactsSelected(
          campaignId,
          contactIds,
        );
        if (!linked) throw notFound('Campaign');
      }),
  };
}
