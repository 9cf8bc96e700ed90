import type { Page, PageParams } from '../common/pages';
import { type Http, idSegment, queryString } from '../http';
import { recordPath } from '../notes/notes.api';
import type { RecordFilter } from '../notes/notes.schemas';
import {
  type Task,
  type TaskDueGroup,
  type TaskInput,
  TaskListResponseSchema,
  TaskResponseSchema,
  type TaskUpdate,
} from './tasks.schemas';

const toPage = (page: { tasks: Task[]; nextCursor: string | null; total: number }) => ({
  items: page.tasks,
  nextCursor: page.nextCursor,
  total: page.total,
});

export function tasksApi(http: Http) {
  return {
    /** `GET /api/tasks?due=&tz=`: a page of one group; "today" is the calendar day of `tz`. */
    getTasksPage: async (
      due: TaskDueGroup,
      tz: string,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Task>> =>
      toPage(
        await http.json(
          'GET',
          `/api/tasks${queryString({ due, tz, limit, before: cursor ?? undefined })}`,
          TaskListResponseSchema,
        ),
      ),
    /** `GET /api/{contacts|companies|deals}/{id}/tasks`: open ones by due time, then done ones. */
    getRecordTasksPage: async (
      record: RecordFilter,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Task>> =>
      toPage(
        await http.json(
          'GET',
          `${recordPath(record)}/tasks${queryString({ limit, before: cursor ?? undefined })}`,
          TaskListResponseSchema,
        ),
      ),
    /** `POST /api/tasks`: 400 without a title. */
    createTask: async (input: TaskInput): Promise<Task> =>
      (await http.json('POST', '/api/tasks', TaskResponseSchema, { json: input })).task,
    /** `PATCH /api/tasks/{id}`: `{ done: true }` ticks it. */
    updateTask: async (id: number, input: TaskUpdate): Promise<Task> =>
      (
        await http.json('PATCH', `/api/tasks/${idSegment(id)}`, TaskResponseSchema, {
          json: input,
        })
      ).task,
    /** `DELETE /api/tasks/{id}`: 204. */
    deleteTask: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/tasks/${idSegment(id)}`);
    },
  };
}
