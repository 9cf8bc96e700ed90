import {
  TASK_ONE_RECORD_MESSAGE,
  TASK_TITLE_MESSAGE,
  TaskListResponseSchema,
  type Task,
} from '@crm/api-client';
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
  // 2037-12-01 22:30 UTC: 23:30 on 1 December in Berlin (UTC+1), 07:30 on 2 December in Tokyo.
  const clock = manualClock(Date.parse('2037-12-01T22:30:00.000Z'));
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
    await add('Yesterday', '2037-11-30T12:00:00.000Z');
    await add('An hour ago', '2037-12-01T21:30:00.000Z');
    await add('In twenty minutes', '2037-12-01T22:50:00.000Z');
    // 23:30 UTC is 00:30 on 2 December in Berlin, and 23:30 on 1 December in UTC.
    await add('Late tonight', '2037-12-01T23:30:00.000+00:00');
    await add('Tomorrow afternoon', '2037-12-02T14:00:00Z');
    await add('Next week', '2037-12-08T09:00:00.000Z');
    await add('Some day', null);
    const done = await add('Done already', '2037-12-01T10:00:00.000Z');
    const ticked = await server.patch(`/api/tasks/${done.id}`, { done: true }, as);
    expect(ticked.body.task.completedAt).toBe('2037-12-01T22:30:00.000Z');

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
      { title: 'Send the contract', dueAt: '2037-12-03T10:00:00.000Z', contactId: contact.id },
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

  it("puts a task on a company or a deal, one record at most; lists each record's; names them on the Tasks screen", async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const company = (await server.post('/api/companies', { name: 'Initech' }, as)).body.company as {
      id: number;
    };
    const deal = (await server.post('/api/deals', { name: 'Initech renewal' }, as)).body.deal as {
      id: number;
    };
    const added = await server.post(
      '/api/contacts',
      { email: `t${Math.random()}@example.com`, firstName: 'Tia', lastName: 'Ray' },
      as,
    );
    expect(added.status, added.text).toBe(201);
    const contact = added.body.contact as { id: number };
    const add = async (title: string, record: object) => {
      const res = await server.post(
        '/api/tasks',
        { title, dueAt: '2037-12-05T10:00:00.000Z', ...record },
        as,
      );
      expect(res.status, res.text).toBe(201);
      return res.body.task as Task;
    };
    const onCompany = await add('Visit Initech', { companyId: company.id });
    const onDeal = await add('Send the quote', { dealId: deal.id });
    expect(onCompany).toMatchObject({
      contactId: null,
      contactName: null,
      companyId: company.id,
      companyName: 'Initech',
      dealId: null,
      dealName: null,
    });
    expect(onDeal).toMatchObject({ companyId: null, dealId: deal.id, dealName: 'Initech renewal' });

    const listOf = async (path: string) => {
      const res = await server.get(path, as);
      expect(res.status, res.text).toBe(200);
      return v.parse(TaskListResponseSchema, res.body).tasks.map((t) => t.title);
    };
    expect(await listOf(`/api/companies/${company.id}/tasks`)).toEqual(['Visit Initech']);
    expect(await listOf(`/api/deals/${deal.id}/tasks`)).toEqual(['Send the quote']);
    const upcoming = await server.get('/api/tasks?due=upcoming', as);
    expect(upcoming.body.tasks).toMatchObject([
      { title: 'Visit Initech', companyName: 'Initech' },
      { title: 'Send the quote', dealName: 'Initech renewal' },
    ]);

    // One record at most: two are refused; setting one moves the task there; a null clears its own.
    const both = await server.post(
      '/api/tasks',
      { title: 'Both', companyId: company.id, dealId: deal.id },
      as,
    );
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: TASK_ONE_RECORD_MESSAGE, field: 'dealId' });
    const moved = await server.patch(`/api/tasks/${onCompany.id}`, { contactId: contact.id }, as);
    expect(moved.body.task).toMatchObject({
      contactId: contact.id,
      contactName: 'Tia Ray',
      companyId: null,
      dealId: null,
    });
    const cleared = await server.patch(`/api/tasks/${onDeal.id}`, { companyId: null }, as);
    expect(cleared.body.task).toMatchObject({ dealId: deal.id });
    const back = await server.patch(`/api/tasks/${onCompany.id}`, { companyId: company.id }, as);
    expect(back.body.task).toMatchObject({ contactId: null, companyId: company.id });

    const stranger = { token: (await server.registerUser()).token };
    expect((await server.get(`/api/companies/${company.id}/tasks`, stranger)).body).toEqual({
      message: 'Company not found',
    });
    expect((await server.get(`/api/deals/${deal.id}/tasks`, stranger)).status).toBe(404);
    const foreign = await server.post('/api/tasks', { title: 'Spy', dealId: deal.id }, stranger);
    expect(foreign.body).toEqual({ message: 'That deal does not exist', field: 'dealId' });
    const foreignCompany = await server.post(
      '/api/tasks',
      { title: 'Spy', companyId: company.id },
      stranger,
    );
    expect(foreignCompany.body).toEqual({
      message: 'That company does not exist',
      field: 'companyId',
    });

    // Deleting the deal or the company takes its tasks.
    expect((await server.delete(`/api/deals/${deal.id}`, as)).status).toBe(204);
    expect((await server.delete(`/api/tasks/${onDeal.id}`, as)).status).toBe(404);
    expect((await server.delete(`/api/companies/${company.id}`, as)).status).toBe(204);
    expect((await server.delete(`/api/tasks/${onCompany.id}`, as)).status).toBe(404);
  });
});
