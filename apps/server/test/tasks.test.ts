import { TASK_TITLE_MESSAGE, TaskListResponseSchema, type Task } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';

const HOUR = 60 * 60 * 1000;

/**
 * Tasks (issue 32 §1): the Tasks screen's groups (overdue, today, upcoming, done) follow the
 * server's clock and the calendar day of the time zone asked for; ticking a task moves it to done
 * and onto its contact's timeline; another account's task or contact is a 404.
 */
describeEachDatabase('tasks', (database) => {
  let server: TestServer;
  // 2026-12-01 22:30 UTC: 23:30 on 1 December in Berlin (UTC+1), 07:30 on 2 December in Tokyo.
  const clock = manualClock(Date.parse('2026-12-01T22:30:00.000Z'));
  beforeAll(async () => {
    server = await startTestServer({ database, clock });
  });
  afterAll(() => server?.close());

  async function group(token: string, due: string, tz?: string) {
    const query = new URLSearchParams({ due, ...(tz && { tz }) });
    const res = await server.get(`/api/tasks?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(TaskListResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return (res.body as v.InferOutput<typeof TaskListResponseSchema>).tasks.map((t) => t.title);
  }

  it('groups tasks by due time in the time zone asked for, with a movable clock', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const add = async (title: string, dueAt: string | null) => {
      const res = await server.post('/api/tasks', { title, dueAt }, as);
      expect(res.status, res.text).toBe(201);
      return res.body.task as Task;
    };
    await add('Yesterday', '2026-11-30T12:00:00.000Z');
    await add('An hour ago', '2026-12-01T21:30:00.000Z');
    await add('In twenty minutes', '2026-12-01T22:50:00.000Z');
    // 23:30 UTC is 00:30 on 2 December in Berlin, and 23:30 on 1 December in UTC.
    await add('Late tonight', '2026-12-01T23:30:00.000+00:00');
    await add('Tomorrow afternoon', '2026-12-02T14:00:00Z');
    await add('Next week', '2026-12-08T09:00:00.000Z');
    await add('Some day', null);
    const done = await add('Done already', '2026-12-01T10:00:00.000Z');
    const ticked = await server.patch(`/api/tasks/${done.id}`, { done: true }, as);
    expect(ticked.body.task.completedAt).toBe('2026-12-01T22:30:00.000Z');

    // UTC: "today" ends at 2 December 00:00 UTC.
    expect(await group(token, 'overdue')).toEqual(['Yesterday', 'An hour ago']);
    expect(await group(token, 'today')).toEqual(['In twenty minutes', 'Late tonight']);
    expect(await group(token, 'upcoming')).toEqual(['Tomorrow afternoon', 'Next week', 'Some day']);
    expect(await group(token, 'done')).toEqual(['Done already']);

    // Berlin: its 1 December ends at 23:00 UTC, so "late tonight" is tomorrow there.
    expect(await group(token, 'today', 'Europe/Berlin')).toEqual(['In twenty minutes']);
    expect(await group(token, 'upcoming', 'Europe/Berlin')).toEqual([
      'Late tonight',
      'Tomorrow afternoon',
      'Next week',
      'Some day',
    ]);
    // Tokyo: it is already 2 December, whose day runs until 15:00 UTC on the 2nd.
    expect(await group(token, 'today', 'Asia/Tokyo')).toEqual([
      'In twenty minutes',
      'Late tonight',
      'Tomorrow afternoon',
    ]);
    expect(await group(token, 'upcoming', 'Asia/Tokyo')).toEqual(['Next week', 'Some day']);

    // A day later: what was today is overdue; ticking one moves it to done, latest first.
    clock.advance(24 * HOUR);
    expect(await group(token, 'overdue')).toEqual([
      'Yesterday',
      'An hour ago',
      'In twenty minutes',
      'Late tonight',
      'Tomorrow afternoon',
    ]);
    expect(await group(token, 'today')).toEqual([]);
    const open = (await server.get('/api/tasks?due=overdue', as)).body.tasks as Task[];
    const late = open.find((t) => t.title === 'Late tonight')!;
    await server.patch(`/api/tasks/${late.id}`, { done: true }, as);
    expect(await group(token, 'done')).toEqual(['Late tonight', 'Done already']);
    // Opened again, it is overdue once more and keeps no completion time.
    const reopened = await server.patch(`/api/tasks/${late.id}`, { done: false }, as);
    expect(reopened.body.task.completedAt).toBeNull();
    expect(await group(token, 'overdue')).toContain('Late tonight');
    clock.advance(-24 * HOUR);
  });

  it('pages a group without skipping or repeating a task', async () => {
    const { token } = await server.registerUser();
    for (let i = 0; i < 5; i++)
      await server.post('/api/tasks', { title: `T${i}`, dueAt: null }, { token });
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const q: string = `/api/tasks?due=upcoming&limit=2${before ? `&before=${before}` : ''}`;
      const res = await server.get(q, { token });
      expect(res.body.total).toBe(5);
      seen.push(...(res.body.tasks as Task[]).map((t) => t.title));
      before = res.body.nextCursor;
    } while (before);
    expect(seen).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
  });

  it('refuses bad input in plain words', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const blank = await server.post('/api/tasks', { title: '  ' }, as);
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: TASK_TITLE_MESSAGE, field: 'title' });
    const due = await server.post('/api/tasks', { title: 'Call', dueAt: 'next Tuesday' }, as);
    expect(due.status).toBe(400);
    expect(due.body.message).toBe('Due must be a date and time, or empty for no due date');
    const zone = await server.get('/api/tasks?due=today&tz=Mars/Olympus', as);
    expect(zone.status).toBe(400);
    expect(zone.body.message).toBe('Time zone must be an IANA time zone such as Europe/Berlin');
    const kind = await server.get('/api/tasks?due=soon', as);
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('Due must be one of overdue, today, upcoming, done');
  });

  it("keeps a contact's tasks on its page and timeline; another account's are a 404", async () => {
    const owner = await server.registerUser();
    const stranger = await server.registerUser();
    const as = { token: owner.token };
    const contact = (
      await server.post(
        '/api/contacts',
        { email: 'tia@example.com', firstName: 'Tia', lastName: 'Ray' },
        as,
      )
    ).body.contact;
    const created = await server.post(
      '/api/tasks',
      { title: 'Send the contract', dueAt: '2026-12-03T10:00:00.000Z', contactId: contact.id },
      as,
    );
    expect(created.status, created.text).toBe(201);
    const task = created.body.task as Task;
    expect(task).toMatchObject({
      contactId: contact.id,
      contactName: 'Tia Ray',
      completedAt: null,
    });

    clock.advance(HOUR);
    await server.patch(`/api/tasks/${task.id}`, { done: true }, as);
    clock.advance(-HOUR);
    const ofContact = await server.get(`/api/contacts/${contact.id}/tasks`, as);
    expect(ofContact.body.tasks).toMatchObject([{ id: task.id, contactName: 'Tia Ray' }]);
    const timeline = await server.get(
      `/api/contacts/${contact.id}/timeline?kinds=task_created,task_completed`,
      as,
    );
    expect(timeline.body.events).toMatchObject([
      { kind: 'task_completed', taskId: task.id, title: 'Send the contract' },
      { kind: 'task_created', taskId: task.id, title: 'Send the contract' },
    ]);

    const other = { token: stranger.token };
    expect((await server.patch(`/api/tasks/${task.id}`, { done: false }, other)).status).toBe(404);
    expect((await server.delete(`/api/tasks/${task.id}`, other)).status).toBe(404);
    expect((await server.get(`/api/contacts/${contact.id}/tasks`, other)).status).toBe(404);
    expect(await group(stranger.token, 'done')).toEqual([]);
    const foreign = await server.post('/api/tasks', { title: 'Spy', contactId: contact.id }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      message: 'That contact does not exist',
      field: 'contactId',
    });

    // The contact's deletion takes its tasks.
    expect((await server.delete(`/api/contacts/${contact.id}`, as)).status).toBe(204);
    expect((await server.delete(`/api/tasks/${task.id}`, as)).status).toBe(404);
  });
});
