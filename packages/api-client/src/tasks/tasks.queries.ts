import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import type { RecordFilter } from '../notes/notes.schemas';
import {
  type TaskDueGroup,
  type TaskInput,
  TASKS_PAGE_SIZE,
  type TaskUpdate,
} from './tasks.schemas';

/** Query keys of tasks: a due group (in a time zone) and a record's tasks. */
export const taskKeys = {
  all: ['tasks'] as const,
  due: (due: TaskDueGroup, tz: string) => [...taskKeys.all, 'due', due, tz] as const,
  ofRecord: (record: RecordFilter) => [...taskKeys.all, 'record', record] as const,
};

export const taskQueries = {
  /** Pages of one group of the Tasks screen. */
  due: (client: ApiClient, due: TaskDueGroup, tz: string) =>
    pagesQuery(taskKeys.due(due, tz), (cursor) =>
      client.getTasksPage(due, tz, { limit: TASKS_PAGE_SIZE, cursor }),
    ),
  /** Pages of a contact's, a company's or a deal's tasks. */
  ofRecord: (client: ApiClient, record: RecordFilter) =>
    pagesQuery(taskKeys.ofRecord(record), (cursor) =>
      client.getRecordTasksPage(record, { limit: TASKS_PAGE_SIZE, cursor }),
    ),
};

// Tasks are timeline events too (created, completed), so writes refresh the contacts' timelines.
const refresh = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [taskKeys.all, contactKeys.all]);

export const taskMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...taskKeys.all, 'create'] as const,
    mutationFn: (input: TaskInput) => client.createTask(input),
    onSuccess: () => refresh(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...taskKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: TaskUpdate }) => client.updateTask(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...taskKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteTask(id),
    onSuccess: () => refresh(queryClient),
  }),
};
