import {
  bucketWindow,
  type Task,
  type TaskData,
  type TaskDueGroup,
  type TaskUpdateData,
} from '@crm/api-client';
import { sql, type Selectable } from 'kysely';
import type { RowSet } from '../db/countUpTo';
import { toIso, toIsoOrNull } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { RECORD_COLUMN, type RecordKind } from '../records/records';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import type { Clock } from '../jobs/clock';
import type { TasksTable } from './tasksTable';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A task as the API shows it, but for its record's name. */
export type UnnamedTask = Omit<Task, 'contactName' | 'companyName' | 'dealName'>;

/** A task row as the API shows it, before its record's name is put in. */
function toTask(row: Selectable<TasksTable>): UnnamedTask {
  return {
    id: row.id,
    title: row.title,
    dueAt: toIsoOrNull(row.due_at),
    contactId: row.contact_id,
    companyId: row.company_id,
    dealId: row.deal_id,
    completedAt: toIsoOrNull(row.completed_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The record columns a change writes: setting one record clears the other two (a task is about one
 * at most); a null given clears only its own.
 */
function recordChange(input: TaskUpdateData) {
  const given = {
    contact_id: input.contactId,
    company_id: input.companyId,
    deal_id: input.dealId,
  };
  const moves = Object.values(given).some((id) => id != null);
  return Object.fromEntries(
    Object.entries(given).flatMap(([column, id]) =>
      id !== undefined ? [[column, id]] : moves ? [[column, null]] : [],
    ),
  ) as Partial<Record<keyof typeof given, number | null>>;
}

/** Any ISO time the contract accepts (an offset, no milliseconds), stored the one way (UTC, ms). */
const canonical = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString());

/** Where today ends in `tz`: the first instant of tomorrow there (23 or 25 hours on a DST day). */
export function endOfToday(now: Date, tz: string): Date {
  const [today] = bucketWindow(now, new Date(now.getTime() + 2 * DAY_MS), 'day', tz);
  return new Date(today!.to);
}

/**
 * Tasks (issue 32 §1); every query scoped to one owner. `clock` is when "now" is: the due groups,
 * and the times a task is created and ticked, read it (tests move it).
 */
export function tasksRepository(database: Db, scope: Scope, clock: Clock) {
  const { db } = database;
  const owned = () => db.selectFrom('tasks').selectAll().where(OWNER, '=', scope.ownerId);
  return {
    /**
     * A page of one due group, `offset` rows in. Open tasks by due time (the soonest first; those
     * without a due date last, in "upcoming"), done ones by when they were done, latest first.
     * An offset, not a keyset: the nulls of `due_at` sort differently on the two databases, and
     * an account's open tasks are hundreds, not millions.
     */
    async due(
      group: TaskDueGroup,
      tz: string,
      { limit, offset }: { limit: number; offset: number },
    ) {
      const now = clock.now();
      const nowIso = now.toISOString();
      const tomorrow = endOfToday(now, tz).toISOString();
      let query = owned();
      if (group === 'done') query = query.where('completed_at', 'is not', null);
      else query = query.where('completed_at', 'is', null);
      if (group === 'overdue') query = query.where('due_at', '<', nowIso);
      if (group === 'today')
        query = query.where('due_at', '>=', nowIso).where('due_at', '<', tomorrow);
      if (group === 'upcoming')
        query = query.where((eb) =>
          eb.or([eb('due_at', '>=', tomorrow), eb('due_at', 'is', null)]),
        );
      const ordered =
        group === 'done'
          ? query.orderBy('completed_at', 'desc').orderBy('id', 'desc')
          : query
              .orderBy(sql`case when due_at is null then 1 else 0 end`)
              .orderBy('due_at')
              .orderBy('id');
      const rows = await ordered
        .limit(limit + 1)
        .offset(offset)
        .execute();
      const total = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        tasks: rows.slice(0, limit).map(toTask),
        nextOffset: rows.length > limit ? offset + limit : null,
        total: Number(total.n),
      };
    },
    /** A page of the record's tasks: open ones by due time (none last), then done ones, latest first. */
    async ofRecord(
      kind: RecordKind,
      recordId: number,
      { limit, offset }: { limit: number; offset: number },
    ) {
      const query = owned().where(RECORD_COLUMN[kind], '=', recordId);
      const rows = await query
        .orderBy(sql`case when completed_at is null then 0 else 1 end`)
        .orderBy(sql`case when due_at is null then 1 else 0 end`)
        .orderBy('due_at')
        .orderBy('completed_at', 'desc')
        .orderBy('id')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      const total = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        tasks: rows.slice(0, limit).map(toTask),
        nextOffset: rows.length > limit ? offset + limit : null,
        total: Number(total.n),
      };
    },
    async find(id: number) {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && toTask(row);
    },
    async create(input: TaskData) {
      const now = clock.now().toISOString();
      const row = await db
        .insertInto('tasks')
        .values({
          ...ownedBy(scope),
          contact_id: input.contactId,
          company_id: input.companyId,
          deal_id: input.dealId,
          title: input.title,
          due_at: canonical(input.dueAt),
          completed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTask(row);
    },
    /** Ticking a done task again keeps when it was first done. */
    async update(id: number, input: TaskUpdateData) {
      const now = clock.now().toISOString();
      const row = await db
        .updateTable('tasks')
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.dueAt !== undefined && { due_at: canonical(input.dueAt) }),
          ...recordChange(input),
          ...(input.done === false && { completed_at: null }),
          ...(input.done === true && {
            completed_at: sql<string>`coalesce(completed_at, ${now})`,
          }),
          updated_at: now,
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toTask(row);
    },
    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('tasks')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** Every task on the contacts, oldest first (their data export). */
    async allOf(contactIds: readonly number[]) {
      if (contactIds.length === 0) return [];
      const rows = await owned().where('contact_id', 'in', contactIds).orderBy('id').execute();
      return rows.map(toTask);
    },
    /** The timeline source `task_created`, on (contact_id, created_at, id). */
    timelineCreated: (contactId: number, rank: number, read: TimelineRead) =>
      timeline(contactId, rank, read, 'created_at', 'task_created'),
    /** The timeline source `task_completed`, on (contact_id, completed_at, id). */
    timelineCompleted: (contactId: number, rank: number, read: TimelineRead) =>
      timeline(contactId, rank, read, 'completed_at', 'task_completed'),
    /** The contact's tasks, or its done ones, unexecuted (the timeline counts and probes them). */
    rowsOfContact: (contactId: number, doneOnly: boolean): RowSet =>
      db
        .selectFrom('tasks')
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .$if(doneOnly, (q) => q.where('completed_at', 'is not', null)),
  };

  async function timeline(
    contactId: number,
    rank: number,
    read: TimelineRead,
    column: 'created_at' | 'completed_at',
    kind: 'task_created' | 'task_completed',
  ): Promise<TimelineItem[]> {
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'title', sql<Date | string>`${sql.ref(column)}`.as('at')])
      .where(OWNER, '=', scope.ownerId)
      .where('contact_id', '=', contactId)
      .where(column, 'is not', null)
      .where(timelineBefore(rank, column, ['id'], read.before))
      .orderBy(column, 'desc')
      .orderBy('id', 'desc')
      .limit(timelineLimit(read))
      .execute();
    return rows.map((r): TimelineItem => {
      const at = toIso(r.at);
      const keys = [r.id];
      return {
        at,
        rank,
        keys,
        event: { kind, id: timelineId(rank, keys), at, taskId: r.id, title: r.title },
      };
    });
  }
}
