import {
  type ContactExportDeal,
  DEFAULT_DEAL_CURRENCY,
  DEFAULT_PIPELINE_STAGES,
  type DealSort,
  type DealStatus,
  type DealValueTotal,
} from '@crm/api-client';
import { type Expression, type RawBuilder, sql, type Selectable, type SqlBool } from 'kysely';
import type { RowSet } from '../db/countUpTo';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { sqlTimestamp } from '../db/sqlTimestamp';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import type { DealsStagesTable, DealsTable } from './dealsTable';

/** The room left between deals added at a stage's end, so most moves write only the moved row. */
export const POSITION_GAP = 1024;

export interface StageRow {
  id: number;
  name: string;
  position: number;
}

export interface StageWithTotals extends StageRow {
  count: number;
  totals: DealValueTotal[];
}

/** A deal row as the API shows it, before its contacts are put in. */
export interface DealRow {
  id: number;
  name: string;
  valueCents: number;
  currency: string;
  stageId: number;
  position: number;
  expectedClose: string | null;
  status: DealStatus;
  lostReason: string | null;
  companyId: number | null;
  ownerId: number | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

function toDeal(row: Selectable<DealsTable>): DealRow {
  return {
    id: row.id,
    name: row.name,
    valueCents: Number(row.value_cents),
    currency: row.currency,
    stageId: row.stage_id,
    position: Number(row.position),
    expectedClose: row.expected_close,
    status: row.status as DealStatus,
    lostReason: row.lost_reason,
    companyId: row.company_id,
    ownerId: row.owner_id,
    closedAt: row.closed_at === null ? null : toIso(row.closed_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const toStage = (row: Selectable<DealsStagesTable>): StageRow => ({
  id: row.id,
  name: row.name,
  position: Number(row.position),
});

/** Totals in several currencies, the largest amount first (they are not converted). */
export const largestFirst = (a: DealValueTotal, b: DealValueTotal) =>
  b.valueCents - a.valueCents || a.currency.localeCompare(b.currency);

/** A page's place in its order: the last deal's sort keys (see `sortKeys`) and id. */
export interface DealsBound {
  keys: (number | string)[];
  id: number;
}

/** How a list of deals is ordered: absent `sort` is board order. */
export interface DealsOrder {
  sort?: DealSort;
  order: 'asc' | 'desc';
}

/**
 * The expressions a sort orders by, before the id that breaks ties; the keyset compares the same
 * ones. Deals without an expected close sort as the last day there is, so they come last going up.
 */
function sortKeys(sort: DealSort | undefined): RawBuilder<number | string>[] {
  switch (sort) {
    case undefined:
      return [sql`position`];
    case 'stage':
      return [
        sql`(select s.position from deals_stages s where s.id = deals.stage_id)`,
        sql`position`,
      ];
    case 'name':
      return [sql`lower(name)`];
    case 'value':
      return [sql`value_cents`];
    case 'expectedClose':
      return [sql`coalesce(expected_close, '9999-12-31')`];
  }
}

/** How many keys a sort's cursor holds (the route checks a cursor against it). */
export const sortKeyCount = (sort: DealSort | undefined) => sortKeys(sort).length;

export interface DealsFilter {
  stageId?: number;
  status?: DealStatus;
  q?: string;
  contactId?: number;
  companyId?: number;
}

/** A change to write to each of a deal's contacts' timelines. */
export type DealEvent =
  | { kind: 'stage'; fromStage: string; toStage: string }
  | { kind: 'status'; status: DealStatus; reason: string | null };

/** Unique violations (a stage name taken): SQLite's and PostgreSQL's codes. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Deals and the pipeline's stages (issue 32 §3); every query scoped to one owner. */
export function dealsRepository(database: Db, scope: Scope) {
  const { db } = database;
  const stages = () => db.selectFrom('deals_stages').where(OWNER, '=', scope.ownerId);
  const deals = () => db.selectFrom('deals').where(OWNER, '=', scope.ownerId);
  const totals = () => db.selectFrom('deals_stage_totals').where(OWNER, '=', scope.ownerId);

  /** How many deals a stage (or every stage) holds, of one status or any, from the stored totals. */
  async function storedCount(stageId?: number, status?: DealStatus): Promise<number> {
    let query = totals().select((eb) => eb.fn.sum<number | string | null>('deals').as('n'));
    if (stageId !== undefined) query = query.where('stage_id', '=', stageId);
    if (status !== undefined) query = query.where('status', '=', status);
    return Number((await query.executeTakeFirstOrThrow()).n ?? 0);
  }

  /** The position after the stage's last deal (of any status). */
  async function endOf(stageId: number): Promise<number> {
    const row = await deals()
      .select((eb) => eb.fn.max('position').as('last'))
      .where('stage_id', '=', stageId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + POSITION_GAP;
  }

  return {
    /** The stages in board order; a pipeline's first read makes the default ones. */
    async stages(): Promise<StageRow[]> {
      let rows = await stages().selectAll().orderBy('position').orderBy('id').execute();
      if (rows.length > 0) return rows.map(toStage);
      try {
        await db
          .insertInto('deals_stages')
          .values(
            DEFAULT_PIPELINE_STAGES.map((name, position) => ({
              ...ownedBy(scope),
              name,
              position,
            })),
          )
          .execute();
      } catch (error) {
        // Another first read made them at the same moment.
        if (!isUniqueViolation(error)) throw error;
      }
      rows = await stages().selectAll().orderBy('position').orderBy('id').execute();
      return rows.map(toStage);
    },
    /** The stages with their open deals' count and value per currency (migration 039's rows). */
    async stagesWithTotals(): Promise<StageWithTotals[]> {
      const list = await this.stages();
      const sums = await totals()
        .select(['stage_id', 'currency', 'deals', 'value_cents'])
        .where('status', '=', 'open')
        .execute();
      return list.map((stage) => {
        const own = sums.filter((s) => s.stage_id === stage.id);
        return {
          ...stage,
          count: own.reduce((n, s) => n + Number(s.deals), 0),
          totals: own
            .map((s) => ({ currency: s.currency, valueCents: Number(s.value_cents) }))
            .sort(largestFirst),
        };
      });
    },
    /**
     * Deals won on or after `since` (a UTC month's first instant), per UTC month `YYYY-MM` and
     * currency: one grouped read on the (owner, status, closed) index.
     */
    async wonByMonth(
      since: Date,
    ): Promise<{ month: string; currency: string; count: number; valueCents: number }[]> {
      const month =
        database.dialect === 'postgres'
          ? sql<string>`to_char(closed_at at time zone 'UTC', 'YYYY-MM')`
          : sql<string>`substr(closed_at, 1, 7)`;
      const rows = await deals()
        .select((eb) => [
          month.as('month'),
          'currency',
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.sum<number | string>('value_cents').as('total'),
        ])
        .where('status', '=', 'won')
        .where('closed_at', '>=', sqlTimestamp(database.dialect, since.toISOString()))
        .groupBy([month, 'currency'])
        .execute();
      return rows.map((r) => ({
        month: r.month,
        currency: r.currency,
        count: Number(r.n),
        valueCents: Number(r.total),
      }));
    },
    async stage(id: number): Promise<StageRow | undefined> {
      const row = await stages().selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStage(row);
    },
    /** Added last. Throws a unique violation when the name is taken (any case). */
    async createStage(name: string): Promise<StageRow> {
      const last = await stages()
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirst();
      const row = await db
        .insertInto('deals_stages')
        .values({
          ...ownedBy(scope),
          name,
          position: last?.last == null ? 0 : Number(last.last) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStage(row);
    },
    async renameStage(id: number, name: string): Promise<boolean> {
      const result = await db
        .updateTable('deals_stages')
        .set({ name })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** `ids` is every stage's id (checked by the caller), in the new order. */
    async reorderStages(ids: readonly number[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await db
          .updateTable('deals_stages')
          .set({ position })
          .where(OWNER, '=', scope.ownerId)
          .where('id', '=', id)
          .execute();
    },
    /** How many deals (of any status) are in the stage. */
    countInStage: (stageId: number) => storedCount(stageId),
    /**
     * Moves every deal of `from` to the end of `to`, keeping their order, in one statement; then
     * deletes `from`. Call in a transaction.
     */
    async deleteStage(from: number, to: number | undefined): Promise<void> {
      if (to !== undefined) {
        const start = await endOf(to);
        const first = await deals()
          .select((eb) => eb.fn.min('position').as('first'))
          .where('stage_id', '=', from)
          .executeTakeFirst();
        const shift = first?.first == null ? 0 : start - Number(first.first);
        await db
          .updateTable('deals')
          .set((eb) => ({ stage_id: to, position: eb('position', '+', shift) }))
          .where(OWNER, '=', scope.ownerId)
          .where('stage_id', '=', from)
          .execute();
      }
      await db
        .deleteFrom('deals_stages')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', from)
        .execute();
    },

    /** A page of deals in `order` (board order by default), `limit` after `before`. */
    async list(
      filter: DealsFilter,
      { limit, before, total }: { limit: number; before?: DealsBound; total?: number },
      { sort, order }: DealsOrder = { order: 'asc' },
    ): Promise<{ deals: DealRow[]; next: DealsBound | null; total: number }> {
      let query = deals();
      if (filter.stageId !== undefined) query = query.where('stage_id', '=', filter.stageId);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.companyId !== undefined) query = query.where('company_id', '=', filter.companyId);
      if (filter.contactId !== undefined)
        query = query.where('id', 'in', (eb) =>
          eb
            .selectFrom('deals_contacts')
            .select('deal_id')
            .where('contact_id', '=', filter.contactId!),
        );
      if (filter.q) {
        const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
      }
      // Counted on the first page only: later pages carry its total (a column of 10,000 would
      // count them all again for each "Show more"). A board column or the whole pipeline reads
      // the stored totals; a search or a record's deals are few enough to count.
      const stored = !filter.q && filter.contactId === undefined && filter.companyId === undefined;
      const counted =
        total ??
        (stored
          ? await storedCount(filter.stageId, filter.status)
          : Number(
              (
                await query
                  .select((eb) => eb.fn.countAll<number | string>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ));
      const keys = sortKeys(sort);
      const after = order === 'asc' ? sql`>` : sql`<`;
      let paged = query.selectAll().select(keys.map((key, i) => key.as(`key${i}`)));
      if (before) {
        // (k0 > a0) or (k0 = a0 and k1 > a1) or ... or (all equal and id > the last id): the
        // keyset of a tuple, spelled out so PostgreSQL's (owner, stage, status, position, id)
        // index still serves a board column as before. The leading k0 >= a0 says nothing the OR
        // does not, but an OR is no index range: without it SQLite reads the column's index from
        // its first deal down to the cursor (2,500 entries for a page 2,500 deals down).
        const values = [...before.keys, before.id];
        const columns = [...keys, sql`id`];
        const from = sql`${keys[0]!} ${order === 'asc' ? sql`>=` : sql`<=`} ${values[0]}`;
        paged = paged.where(
          sql<boolean>`(${from} and (${sql.join(
            columns.map(
              (column, i) =>
                sql`(${sql.join(
                  [
                    ...columns.slice(0, i).map((same, j) => sql`${same} = ${values[j]}`),
                    sql`${column} ${after} ${values[i]}`,
                  ],
                  sql` and `,
                )})`,
            ),
            sql` or `,
          )}))`,
        );
      }
      for (const key of keys) paged = paged.orderBy(key, order);
      const rows = (await paged
        .orderBy('id', order)
        // Written into the SQL: better-sqlite3 runs a keyset read with a bound LIMIT several
        // times slower (see `timelineLimit`).
        .limit(sql.lit(limit + 1))
        .execute()) as (Selectable<DealsTable> & Record<string, number | string>)[];
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        deals: page.map(toDeal),
        next:
          rows.length > limit && last
            ? { keys: keys.map((_, i) => last[`key${i}`]!), id: last.id }
            : null,
        total: counted,
      };
    },
    async find(id: number): Promise<DealRow | undefined> {
      const row = await deals().selectAll().where('id', '=', id).executeTakeFirst();
      return row && toDeal(row);
    },
    /** The deals a contact is on, oldest first, with their stage's name (its data export). */
    async ofContact(contactId: number): Promise<ContactExportDeal[]> {
      const rows = await db
        .selectFrom('deals as d')
        .innerJoin('deals_contacts as dc', 'dc.deal_id', 'd.id')
        .innerJoin('deals_stages as s', 's.id', 'd.stage_id')
        .select([
          'd.id',
          'd.name',
          'd.value_cents',
          'd.currency',
          's.name as stage_name',
          'd.status',
          'd.expected_close',
          'd.lost_reason',
        ])
        .where(`d.${OWNER}`, '=', scope.ownerId)
        .where('dc.contact_id', '=', contactId)
        .orderBy('d.created_at')
        .orderBy('d.id')
        .execute();
      return rows.map((row) => ({
        dealId: row.id,
        name: row.name,
        valueCents: Number(row.value_cents),
        currency: row.currency,
        stageName: row.stage_name,
        status: row.status as DealStatus,
        expectedClose: row.expected_close,
        lostReason: row.lost_reason,
      }));
    },
    /** The names of these of the owner's deals (another's is absent), for lists that link them. */
    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await deals()
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    /** Each deal's contact ids, in the order they were added. */
    async contactIdsOf(dealIds: readonly number[]): Promise<Map<number, number[]>> {
      const byDeal = new Map<number, number[]>(dealIds.map((id) => [id, []]));
      if (dealIds.length === 0) return byDeal;
      const rows = await db
        .selectFrom('deals_contacts')
        .select(['deal_id', 'contact_id'])
        .where('deal_id', 'in', dealIds)
        .execute();
      for (const row of rows) byDeal.get(row.deal_id)?.push(row.contact_id);
      return byDeal;
    },
    /**
     * A condition on `contacts.id`: the contacts of one deal, or of every deal in a stage (read
     * before the stage's deals move out of it), for the workflows a deal entering a stage starts.
     */
    contactsWhere(of: { dealId: number } | { stageId: number }): Expression<SqlBool> {
      return 'dealId' in of
        ? sql<SqlBool>`contacts.id in (select contact_id from deals_contacts where deal_id = ${of.dealId})`
        : sql<SqlBool>`contacts.id in (select dc.contact_id from deals_contacts dc
            join deals d on d.id = dc.deal_id
            where d.${sql.ref(OWNER)} = ${scope.ownerId} and d.stage_id = ${of.stageId})`;
    },
    async setContacts(dealId: number, contactIds: readonly number[]): Promise<void> {
      await db.deleteFrom('deals_contacts').where('deal_id', '=', dealId).execute();
      if (contactIds.length > 0)
        await db
          .insertInto('deals_contacts')
          .values([...new Set(contactIds)].map((contact_id) => ({ deal_id: dealId, contact_id })))
          .execute();
    },
    /** Added last in its stage. */
    async create(input: {
      name: string;
      valueCents: number;
      currency?: string;
      stageId: number;
      expectedClose: string | null;
      companyId: number | null;
      ownerId: number;
    }): Promise<DealRow> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('deals')
        .values({
          ...ownedBy(scope),
          name: input.name,
          value_cents: input.valueCents,
          currency: input.currency ?? DEFAULT_DEAL_CURRENCY,
          stage_id: input.stageId,
          position: await endOf(input.stageId),
          expected_close: input.expectedClose,
          status: 'open',
          lost_reason: null,
          company_id: input.companyId,
          owner_id: input.ownerId,
          closed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDeal(row);
    },
    async update(
      id: number,
      set: Partial<{
        name: string;
        valueCents: number;
        currency: string;
        stageId: number;
        position: number;
        expectedClose: string | null;
        status: DealStatus;
        lostReason: string | null;
        companyId: number | null;
        ownerId: number;
      }>,
    ): Promise<DealRow | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable('deals')
        .set({
          ...(set.name !== undefined && { name: set.name }),
          ...(set.valueCents !== undefined && { value_cents: set.valueCents }),
          ...(set.currency !== undefined && { currency: set.currency }),
          ...(set.stageId !== undefined && { stage_id: set.stageId }),
          ...(set.position !== undefined && { position: set.position }),
          ...(set.expectedClose !== undefined && { expected_close: set.expectedClose }),
          ...(set.status !== undefined && { status: set.status }),
          ...(set.lostReason !== undefined && { lost_reason: set.lostReason }),
          ...(set.companyId !== undefined && { company_id: set.companyId }),
          ...(set.ownerId !== undefined && { owner_id: set.ownerId }),
          // Closed when first marked won or lost (a lost deal's new reason keeps its time); open again, not.
          ...(set.status !== undefined && {
            closed_at:
              set.status === 'open'
                ? null
                : sql<string>`coalesce(case when status = ${set.status} then closed_at end, ${sqlTimestamp(database.dialect, now)})`,
          }),
          updated_at: now,
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toDeal(row);
    },
    /** Deletes it; answers its name (kept by the audit log), undefined when not this owner's. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('deals')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
    /** The stage's end: where a deal moved there without a neighbour goes. */
    endOf,
    /**
     * The position just before (`side` 'before') or after `neighbour` in its stage, leaving out
     * `moving`; undefined when the gap there is used up (the caller renumbers and asks again).
     */
    async beside(
      neighbour: DealRow,
      side: 'before' | 'after',
      moving: number,
    ): Promise<number | undefined> {
      const next = await deals()
        .select('position')
        .where('stage_id', '=', neighbour.stageId)
        .where('id', '!=', moving)
        .where('id', '!=', neighbour.id)
        .where('position', side === 'before' ? '<=' : '>=', neighbour.position)
        .orderBy('position', side === 'before' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!next) return neighbour.position + (side === 'before' ? -POSITION_GAP : POSITION_GAP);
      const middle = (neighbour.position + Number(next.position)) / 2;
      // Floats run out of room after ~50 halvings of one gap: then the middle is one of the ends.
      return middle === neighbour.position || middle === Number(next.position) ? undefined : middle;
    },
    /** Spreads the stage's deals POSITION_GAP apart, in their order, in one statement. */
    async renumber(stageId: number): Promise<void> {
      await sql`update deals set position = ranked.n * ${POSITION_GAP}
        from (select id, row_number() over (order by position, id) as n
              from deals where ${sql.ref(OWNER)} = ${scope.ownerId} and stage_id = ${stageId}) ranked
        where deals.id = ranked.id`.execute(db);
    },
    /**
     * Writes the change to the timeline of each contact of the deal, or of every deal in a stage
     * (a deleted stage's deals moving out, read before they move), in one statement.
     */
    async recordEvent(
      of: { dealId: number } | { stageId: number },
      event: DealEvent,
    ): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('deals_events')
        .columns([
          OWNER,
          'contact_id',
          'deal_id',
          'deal_name',
          'kind',
          'from_stage',
          'to_stage',
          'status',
          'reason',
          'created_at',
        ])
        .expression(
          db
            .selectFrom('deals_contacts as dc')
            .innerJoin('deals as d', 'd.id', 'dc.deal_id')
            .select((eb) => [
              eb.val(scope.ownerId).as('owner'),
              'dc.contact_id',
              'd.id',
              'd.name',
              eb.val(event.kind).as('kind'),
              eb.val(event.kind === 'stage' ? event.fromStage : null).as('from_stage'),
              eb.val(event.kind === 'stage' ? event.toStage : null).as('to_stage'),
              eb.val(event.kind === 'status' ? event.status : null).as('status'),
              eb.val(event.kind === 'status' ? event.reason : null).as('reason'),
              eb.val(now).as('at'),
            ])
            .where(`d.${OWNER}`, '=', scope.ownerId)
            .where(
              'dealId' in of ? 'd.id' : 'd.stage_id',
              '=',
              'dealId' in of ? of.dealId : of.stageId,
            ),
        )
        .execute();
    },
    /** The timeline sources `deal_stage_changed` and `deal_closed`, on (contact_id, created_at, id). */
    async timelineEvents(contactId: number, rank: number, read: TimelineRead) {
      const kinds = [
        ...(read.kinds.includes('deal_stage_changed') ? ['stage'] : []),
        ...(read.kinds.includes('deal_closed') ? ['status'] : []),
      ];
      const rows = await db
        .selectFrom('deals_events')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .where('kind', 'in', kinds)
        .where(timelineBefore(rank, 'created_at', ['id'], read.before))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        const base = { id: timelineId(rank, keys), at, dealId: r.deal_id, dealName: r.deal_name };
        return {
          at,
          rank,
          keys,
          event:
            r.kind === 'stage'
              ? {
                  kind: 'deal_stage_changed',
                  ...base,
                  fromStage: r.from_stage ?? '',
                  toStage: r.to_stage ?? '',
                }
              : {
                  kind: 'deal_closed',
                  ...base,
                  status: (r.status ?? 'open') as DealStatus,
                  reason: r.reason,
                },
        };
      });
    },
    /** The contact's deal events of `kinds` (timeline kinds), unexecuted (the timeline counts them). */
    eventRowsOf: (contactId: number, kinds: readonly string[]): RowSet =>
      db
        .selectFrom('deals_events')
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .where('kind', 'in', [
          ...(kinds.includes('deal_stage_changed') ? ['stage'] : []),
          ...(kinds.includes('deal_closed') ? ['status'] : []),
        ]),
  };
}
