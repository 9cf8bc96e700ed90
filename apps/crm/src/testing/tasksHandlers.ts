import { http, HttpResponse, type RequestHandler } from 'msw';
import { type Task, type TaskDueGroup, TaskInputSchema, TaskUpdateSchema } from '@crm/api-client';
import { RECORD_PATHS } from './notesHandlers';
import { readBody } from './readBody';

/** The stories' "now": tasks are grouped against it, not the machine's clock. */
export const STORY_NOW = Date.parse('2026-03-04T12:00:00.000Z');
const END_OF_TODAY = Date.parse('2026-03-05T00:00:00.000Z');

export function storyTask(overrides: Partial<Task> & Pick<Task, 'id' | 'title'>): Task {
  return {
    dueAt: null,
    contactId: null,
    contactName: null,
    companyId: null,
    companyName: null,
    dealId: null,
    dealName: null,
    completedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const sampleTasks: Task[] = [
  storyTask({
    id: 1,
    title: 'Send the signed contract',
    dueAt: '2026-03-03T16:00:00.000Z',
    contactId: 1,
    contactName: 'Ada Lovelace',
  }),
  storyTask({
    id: 2,
    title: 'Call back about pricing',
    dueAt: '2026-03-04T15:30:00.000Z',
    contactId: 1,
    contactName: 'Ada Lovelace',
  }),
  storyTask({ id: 3, title: 'Prepare the spring newsletter', dueAt: '2026-03-10T09:00:00.000Z' }),
  storyTask({ id: 4, title: 'Tidy the tags', dueAt: null }),
  storyTask({
    id: 5,
    title: 'Book the demo',
    dueAt: '2026-03-02T10:00:00.000Z',
    completedAt: '2026-03-02T09:40:00.000Z',
    contactId: 1,
    contactName: 'Ada Lovelace',
  }),
];

/** Which group a task is in at the stories' "now" (UTC days), as the server decides it. */
function groupOf(task: Task): TaskDueGroup {
  if (task.completedAt) return 'done';
  if (task.dueAt === null) return 'upcoming';
  const due = Date.parse(task.dueAt);
  if (due < STORY_NOW) return 'overdue';
  return due < END_OF_TODAY ? 'today' : 'upcoming';
}

const page = (tasks: Task[]) => HttpResponse.json({ tasks, nextCursor: null, total: tasks.length });

/** Tasks kept in memory per handler set, grouped and ticked as the server does. */
export function tasksHandlers(initial: Task[] = sampleTasks): RequestHandler[] {
  const tasks = initial.map((t) => ({ ...t }));
  let nextId = Math.max(0, ...tasks.map((t) => t.id)) + 1;
  const byDue = (a: Task, b: Task) =>
    (a.dueAt === null ? 1 : 0) - (b.dueAt === null ? 1 : 0) ||
    (a.dueAt ?? '').localeCompare(b.dueAt ?? '') ||
    a.id - b.id;
  return [
    http.get('/api/tasks', ({ request }) => {
      const due = (new URL(request.url).searchParams.get('due') ?? 'upcoming') as TaskDueGroup;
      const list = tasks.filter((t) => groupOf(t) === due);
      return page(
        due === 'done'
          ? list.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
          : list.sort(byDue),
      );
    }),
    ...RECORD_PATHS.map(([path, field]) =>
      http.get(`/api/${path}/:id/tasks`, ({ params }) => {
        const mine = tasks.filter((t) => t[field] === Number(params.id));
        return page([
          ...mine.filter((t) => !t.completedAt).sort(byDue),
          ...mine.filter((t) => t.completedAt),
        ]);
      }),
    ),
    http.post('/api/tasks', async ({ request }) => {
      const { body, refused } = await readBody(request, TaskInputSchema);
      if (refused) return refused;
      const task = storyTask({
        id: nextId++,
        title: body.title,
        dueAt: body.dueAt && new Date(body.dueAt).toISOString(),
        contactId: body.contactId,
        contactName: body.contactId === null ? null : 'Ada Lovelace',
        companyId: body.companyId,
        companyName: body.companyId === null ? null : 'Acme Ltd',
        dealId: body.dealId,
        dealName: body.dealId === null ? null : 'Acme renewal',
      });
      tasks.push(task);
      return HttpResponse.json({ task }, { status: 201 });
    }),
    http.patch('/api/tasks/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, TaskUpdateSchema);
      if (refused) return refused;
      const task = tasks.find((t) => t.id === Number(params.id));
      if (!task) return HttpResponse.json({ message: 'Task not found' }, { status: 404 });
      if (body.title !== undefined) task.title = body.title;
      if (body.done === true) task.completedAt ??= '2026-03-04T12:00:00.000Z';
      if (body.done === false) task.completedAt = null;
      return HttpResponse.json({ task });
    }),
    http.delete('/api/tasks/:id', ({ params }) => {
      const at = tasks.findIndex((t) => t.id === Number(params.id));
      if (at < 0) return HttpResponse.json({ message: 'Task not found' }, { status: 404 });
      tasks.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
