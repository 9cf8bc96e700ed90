import { FIELD_LIMITS, type ContactBulkAction } from '@crm/api-client';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { campaignsRepository } from '../../campaigns/campaignsRepository';
import { inTransaction, type Db } from '../../db/Db';
import { OWNER, ownerRef, type Scope } from '../../db/scope';
import { notFound } from '../../http/HttpError';
import { fireWorkflowTrigger, subscriptionChange } from '../../workflows/workflowTriggers';
import type { ContactActor } from '../contactChanges';
import { filterConditions, idIn, type ContactsFilter } from './contactsFilter';

/** Which contacts a bulk action covers: chosen ids, or every contact a filter finds. */
export type BulkSelection = { ids: number[]; filter?: undefined } | { filter: ContactsFilter };

/** What a bulk action does to each selected contact. */
export type BulkChange =
  | { action: 'delete' }
  | { action: 'tag'; tag: string }
  | { action: 'untag'; tag: string }
  | { action: 'status'; status: string }
  | { action: 'campaign'; campaignId: number };

/** A change a workflow's field step makes to one contact (not a bulk action of the screen). */
export type FieldChange = { action: 'customField'; key: string; value: string };

export type { ContactBulkAction };

/**
 * Bulk actions. A selection the screen offers ("Select all 200,020 matching") must work whatever
 * its size (issue 24), so each action comes two ways over the same statements:
 * - `run`: one set-based statement over the selection in one transaction (all or nothing), for
 *   chosen ids and small filters; 10,000 deletes with their search and count triggers took 0.4 s
 *   on SQLite, 50,000 took 2.6 s with SQLite's single writer held all along;
 * - `batch`: the next `limit` contacts of a filter after an id, in the caller's transaction, for
 *   the background job (`contactsJobs.ts`) that runs a large selection a batch at a time.
 */
export function contactsBulk(database: Db, scope: Scope, actor: ContactActor) {
  const { dialect } = database;
  /**
   * Records the change of `field` for the scope's contacts `where` selects, from and to as SQL
   * over each contact's row, set-based (one INSERT ... SELECT per statement, whatever the count):
   * run before the update, so `from` reads the old value and `where` still selects the contacts
   * the update will change.
   */
  const recordChanges = async (
    trx: Db,
    where: Expression<SqlBool>,
    field: RawBuilder<string>,
    from: RawBuilder<string | null>,
    to: RawBuilder<string | null>,
  ): Promise<void> => {
    await sql`insert into contacts_changes (${ownerRef()}, contact_id, field, from_value, to_value,
        changed_by, changed_by_user_id, changed_by_name, created_at)
      select ${ownerRef()}, id, ${field}, ${from}, ${to}, ${actor.by}, ${actor.userId ?? null},
        ${actor.name ?? null}, ${new Date().toISOString()}
      from contacts where ${ownerRef()} = ${scope.ownerId} and ${where}`.execute(trx.db);
  };
  const selected = (selection: BulkSelection): Expression<SqlBool> => {
    if (selection.filter === undefined) return idIn(dialect, selection.ids);
    return filterWhere(selection.filter);
  };
  const filterWhere = (filter: ContactsFilter): Expression<SqlBool> =>
    sql<SqlBool>`(${sql.join([sql`true`, ...filterConditions(dialect, filter)], sql` and `)})`;

  /** Applies `change` to the scope's contacts `where` selects, in `trx`. */
  async function apply(
    trx: Db,
    where: Expression<SqlBool>,
    change: BulkChange | FieldChange,
  ): Promise<void> {
    const { db } = trx;
    switch (change.action) {
      case 'delete':
        await db.deleteFrom('contacts').where(OWNER, '=', scope.ownerId).where(where).execute();
        return;
      case 'tag': {
        const { tag } = change;
        // Which of the selected contacts gain the tag: those that lack it and have room for one.
        const gains =
          dialect === 'postgres'
            ? sql<SqlBool>`(not cast(tags as jsonb) @> jsonb_build_array(cast(${tag} as text)) and jsonb_array_length(cast(tags as jsonb)) < ${FIELD_LIMITS.tags})`
            : sql<SqlBool>`(not exists (select 1 from json_each(contacts.tags) where value = ${tag}) and json_array_length(tags) < ${FIELD_LIMITS.tags})`;
        // They enter the `tag_added` workflows waiting for it before the update (after it, every
        // one has the tag), set-based in this transaction: the whole selection when the action
        // runs at once, one batch of the job when it runs in the background.
        await fireWorkflowTrigger(
          trx,
          scope,
          { trigger: 'tag_added', tag },
          { where: sql<SqlBool>`(${where} and ${gains})` },
          new Date(),
        );
        await recordChanges(
          trx,
          sql<SqlBool>`(${where} and ${gains})`,
          sql`'tags'`,
          sql`'[]'`,
          sql`${JSON.stringify([tag])}`,
        );
        const update =
          dialect === 'postgres'
            ? db.updateTable('contacts').set({
                tags: sql<string>`cast(cast(tags as jsonb) || jsonb_build_array(cast(${tag} as text)) as text)`,
              })
            : db
                .updateTable('contacts')
                .set({ tags: sql<string>`json_insert(tags, '$[#]', ${tag})` });
        await update.where(OWNER, '=', scope.ownerId).where(where).where(gains).execute();
        return;
      }
      case 'untag': {
        const { tag } = change;
        const has =
          dialect === 'postgres'
            ? sql<SqlBool>`cast(tags as jsonb) @> jsonb_build_array(cast(${tag} as text))`
            : sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where value = ${tag})`;
        await recordChanges(
          trx,
          sql<SqlBool>`(${where} and ${has})`,
          sql`'tags'`,
          sql`${JSON.stringify([tag])}`,
          sql`'[]'`,
        );
        const update =
          dialect === 'postgres'
            ? db
                .updateTable('contacts')
                .set({
                  tags: sql<string>`cast(cast(tags as jsonb) - cast(${tag} as text) as text)`,
                })
                .where(sql<SqlBool>`cast(tags as jsonb) @> jsonb_build_array(cast(${tag} as text))`)
            : db
                .updateTable('contacts')
                .set({
                  tags: sql<string>`(select coalesce(json_group_array(value), '[]') from (select value from json_each(contacts.tags) where value <> ${tag} order by key))`,
                })
                .where(
                  sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where value = ${tag})`,
                );
        await update.where(OWNER, '=', scope.ownerId).where(where).execute();
        return;
      }
      case 'status': {
        // Those whose subscription this starts or ends enter the workflows waiting for it first.
        const subscription = subscriptionChange('', change.status);
        if (subscription)
          await fireWorkflowTrigger(
            trx,
            scope,
            { trigger: subscription },
            {
              where: sql<SqlBool>`(${where} and lower(contacts.status) <> ${change.status.toLowerCase()})`,
            },
            new Date(),
          );
        await recordChanges(
          trx,
          sql<SqlBool>`(${where} and contacts.status <> ${change.status})`,
          sql`'status'`,
          sql`contacts.status`,
          sql`${change.status}`,
        );
        await db
          .updateTable('contacts')
          .set({ status: change.status })
          .where(OWNER, '=', scope.ownerId)
          .where('status', '<>', change.status)
          .where(where)
          .execute();
        return;
      }
      case 'customField': {
        // Merged in the statement, not written back from a read: two workflows setting two fields
        // of one contact at once kept only the last one's.
        const current =
          dialect === 'postgres'
            ? sql<string | null>`(cast(custom_fields as jsonb) ->> cast(${change.key} as text))`
            : sql<
                string | null
              >`(select value from json_each(contacts.custom_fields) where key = ${change.key})`;
        await recordChanges(
          trx,
          sql<SqlBool>`(${where} and (${current} is null or ${current} <> ${change.value}))`,
          sql`${`customFields.${change.key}`}`,
          current,
          sql`${change.value}`,
        );
        const custom_fields =
          dialect === 'postgres'
            ? sql<string>`cast(coalesce(cast(custom_fields as jsonb), '{}'::jsonb) || jsonb_build_object(cast(${change.key} as text), cast(${change.value} as text)) as text)`
            : sql<string>`json_patch(coalesce(custom_fields, '{}'), json_object(${change.key}, ${change.value}))`;
        await db
          .updateTable('contacts')
          .set({ custom_fields })
          .where(OWNER, '=', scope.ownerId)
          .where(where)
          .execute();
        return;
      }
      case 'campaign': {
        // The campaigns area owns the links; this area says which contacts.
        const contactIds = db
          .selectFrom('contacts')
          .select('id')
          .where(OWNER, '=', scope.ownerId)
          .where(where);
        const linked = await campaignsRepository(trx, scope).addContactsSelected(
          change.campaignId,
          contactIds,
        );
        if (!linked) throw notFound('Campaign');
        return;
      }
    }
  }

  return {
    /** The selection as a condition over `contacts` (another area's set-based statement). */
    where: selected,

    /** How many of the scope's contacts the selection holds. */
    async count(selection: BulkSelection): Promise<number> {
      const row = await database.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(OWNER, '=', scope.ownerId)
        .where(selected(selection))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The highest contact id now: a job's selection ends there (later contacts are not in it). */
    async lastId(): Promise<number> {
      const row = await database.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.max<number | null>('id').as('id'))
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.id ?? 0);
    },

    /** The whole selection in one transaction; says how many contacts it held. */
    run: contactsBulkRun,

    /**
     * The next batch of a filter's contacts: up to `limit` with ids in (`afterId`, `maxId`], in id
     * order, changed in the caller's transaction (the job's step commits it with its position).
     * Returns the batch's last id (undefined: nothing was left) and its size.
     */
    async batch(
      filter: ContactsFilter,
      change: BulkChange,
      { afterId, maxId, limit }: { afterId: number; maxId: number; limit: number },
    ): Promise<{ lastId: number | undefined; count: number }> {
      const rows = await database.db
        .selectFrom('contacts')
        .select('id')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '>', afterId)
        .where('id', '<=', maxId)
        .where(filterWhere(filter))
        .orderBy('id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return { lastId: undefined, count: 0 };
      const ids = rows.map((row) => row.id);
      await apply(database, idIn(dialect, ids), change);
      return { lastId: ids.at(-1), count: ids.length };
    },

    /**
     * The change to these contacts in the caller's transaction, as one statement: a workflow's tag
     * or field step, which must not lose what another step writes to the same contact at once.
     */
    change: (ids: number[], change: BulkChange | FieldChange) =>
      apply(database, idIn(dialect, ids), change),

    /** Deletes the selected contacts (their campaign links go with them). */
    delete: (selection: BulkSelection) => contactsBulkRun(selection, { action: 'delete' }),
    /** Adds `tag` to each selected contact that lacks it and has room for one more. */
    addTag: (selection: BulkSelection, tag: string) =>
      contactsBulkRun(selection, { action: 'tag', tag }),
    /** Links the selected contacts to one of the user's campaigns; existing links stay. */
    addToCampaign: (selection: BulkSelection, campaignId: number) =>
      contactsBulkRun(selection, { action: 'campaign', campaignId }),
  };

  function contactsBulkRun(
    selection: BulkSelection,
    change: BulkChange,
  ): Promise<{ affected: number }> {
    return inTransaction(database, async (trx) => {
      const affected = await contactsBulk(trx, scope, actor).count(selection);
      await apply(trx, selected(selection), change);
      return { affected };
    });
  }
}
