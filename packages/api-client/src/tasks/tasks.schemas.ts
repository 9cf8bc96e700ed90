import * as v from 'valibot';
import {
  isTimeZone,
  TIME_ZONE_MAX_LENGTH,
  TIME_ZONE_MESSAGE,
} from '../analytics/analytics.schemas';
import {
  contractObject,
  IdSchema,
  IsoDateTimeSchema,
  requiredText,
} from '../common/common.schemas';

/**
 * Where a task stands on the Tasks screen: open and due before now (overdue), open and due by the
 * end of today (today), open and due later or never (upcoming), or done. "Today" is the calendar
 * day of the time zone asked for (the browser's), else UTC.
 */
export const TASK_DUE_GROUPS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskDueGroup = (typeof TASK_DUE_GROUPS)[number];

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_TITLE_MESSAGE = 'Give the task a title';

export const TaskSchema = contractObject({
  id: IdSchema,
  title: v.string(),
  /** When it is due; null: no due date. */
  dueAt: v.nullable(IsoDateTimeSchema),
  /** The contact it is about; null: none. */
  contactId: v.nullable(IdSchema),
  /** That contact's name (or address, when it has no name). */
  contactName: v.nullable(v.string()),
  /** The company it is about; null: none. A task is about one contact, company or deal at most. */
  companyId: v.nullable(IdSchema),
  companyName: v.nullable(v.string()),
  /** The deal it is about; null: none. */
  dealId: v.nullable(IdSchema),
  dealName: v.nullable(v.string()),
  /** When it was ticked done; null: still open. */
  completedAt: v.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Task = v.InferOutput<typeof TaskSchema>;

const DUE_MESSAGE = 'Due must be a date and time, or empty for no due date';
const DueSchema = v.nullable(v.pipe(v.string(DUE_MESSAGE), v.isoTimestamp(DUE_MESSAGE)));

/** `POST /api/tasks`: on one contact, company or deal at most. */
export const TaskInputSchema = contractObject({
  title: requiredText(TASK_TITLE_MESSAGE, 'A task title', TASK_TITLE_MAX_LENGTH),
  dueAt: v.optional(DueSchema, null),
  contactId: v.optional(v.nullable(IdSchema), null),
  companyId: v.optional(v.nullable(IdSchema), null),
  dealId: v.optional(v.nullable(IdSchema), null),
});
export type TaskInput = v.InferInput<typeof TaskInputSchema>;
export type TaskData = v.InferOutput<typeof TaskInputSchema>;

/**
 * `PATCH /api/tasks/{id}`: any of the fields; `done` ticks it (or opens it again). Setting one of
 * contact, company or deal moves the task there (the other two are cleared).
 */
export const TaskUpdateSchema = contractObject({
  title: v.optional(requiredText(TASK_TITLE_MESSAGE, 'A task title', TASK_TITLE_MAX_LENGTH)),
  dueAt: v.optional(DueSchema),
  contactId: v.optional(v.nullable(IdSchema)),
  companyId: v.optional(v.nullable(IdSchema)),
  dealId: v.optional(v.nullable(IdSchema)),
  done: v.optional(v.boolean('Done must be true or false')),
});
export type TaskUpdate = v.InferInput<typeof TaskUpdateSchema>;
export type TaskUpdateData = v.InferOutput<typeof TaskUpdateSchema>;

export const TaskResponseSchema = v.object({ task: TaskSchema });

/**
 * A page of tasks: `GET /api/tasks?due=&tz=&before=&limit=` and a record's,
 * `GET /api/{contacts|companies|deals}/{id}/tasks`.
 */
export const TaskListResponseSchema = v.object({
  tasks: v.array(TaskSchema),
  nextCursor: v.nullable(v.string()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const TASKS_PAGE_SIZE = 50;
export const TASKS_LIMIT_MAX = 100;
const DUE_GROUP_MESSAGE = `Due must be one of ${TASK_DUE_GROUPS.join(', ')}`;
const CURSOR_MESSAGE = 'Cursor is not one this list gave';
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${TASKS_LIMIT_MAX}`;

/** The query of `GET /api/tasks`. */
export const TaskListQuerySchema = v.object({
  due: v.optional(v.picklist(TASK_DUE_GROUPS, DUE_GROUP_MESSAGE), 'upcoming'),
  /** The IANA zone whose calendar day is "today"; UTC when not given. */
  tz: v.optional(
    v.pipe(
      v.string(TIME_ZONE_MESSAGE),
      v.maxLength(TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE),
      v.check(isTimeZone, TIME_ZONE_MESSAGE),
    ),
    'UTC',
  ),
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(TASKS_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(TASKS_PAGE_SIZE),
  ),
  /** A previous page's `nextCursor`. */
  before: v.optional(v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^\d{1,7}$/, CURSOR_MESSAGE))),
});

/** The one message for a task given more than one record. */
export const TASK_ONE_RECORD_MESSAGE = 'A task can be about one contact, company or deal, not more';
