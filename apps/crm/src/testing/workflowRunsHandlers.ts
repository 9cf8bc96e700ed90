import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { WorkflowRun } from '@crm/api-client';
import { buildWorkflowRun } from '@crm/api-client/testing';

const PEOPLE = [
  ['Ada Lovelace', 'ada@example.com'],
  ['Grace Hopper', 'grace@example.com'],
  ['Alan Turing', 'alan@example.com'],
  ['', 'no-name@example.com'],
  ['Katherine Johnson', 'katherine@example.com'],
  ['Edsger Dijkstra', 'edsger@example.com'],
] as const;

/** Where each demo contact is, taken in turn: waiting, about to run, stopped, paused, done, left. */
const PLACES: Partial<WorkflowRun>[] = [
  { status: 'active', step: { id: 's2', number: 2, type: 'wait' } },
  { status: 'active', step: { id: 's1', number: 1, type: 'send_email' }, nextDue: null },
  {
    status: 'failed',
    step: { id: 's5', number: 5, type: 'send_email' },
    nextDue: null,
    error: 'Step 5 (send email): its email template was deleted',
  },
  { status: 'paused', step: { id: 's2', number: 2, type: 'wait' } },
  { status: 'completed', step: { id: 's5', number: 5, type: 'send_email' }, nextDue: null },
  {
    status: 'exited',
    step: { id: 's3', number: 3, type: 'condition' },
    nextDue: null,
    error: 'Reached the goal: tag “customer” added',
  },
];

/**
 * `count` contacts of a workflow, newest entry first, an hour apart, each at the place of its turn
 * (see PLACES); the waiting ones are due three days after they got there.
 */
export function demoWorkflowRuns(count = 12): WorkflowRun[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, email] = PEOPLE[index % PEOPLE.length]!;
    const since = new Date(Date.UTC(2024, 5, 14, 18 - index, 0)).toISOString();
    return buildWorkflowRun({
      runId: count - index,
      contactId: 100 + count - index,
      name,
      email: index < PEOPLE.length ? email : email.replace('@', `${count - index}@`),
      enteredAt: since,
      since,
      nextDue: new Date(Date.parse(since) + 3 * 86_400_000).toISOString(),
      ...PLACES[index % PLACES.length],
    });
  });
}

/** What a state filter keeps, as the server reads it. */
const matches = (run: WorkflowRun, status: string | null) => {
  if (status === null) return true;
  if (status === 'active') return run.status === 'active' || run.status === 'entering';
  if (status === 'waiting') return run.status === 'active' && run.nextDue !== null;
  return run.status === status;
};

export interface WorkflowRunsHandlerOptions {
  /**
   * What `GET /api/automation-workflows/{id}/runs` lists, whatever the workflow.
   * @default demoWorkflowRuns()
   */
  runs?: WorkflowRun[];
  /** Set: the read never answers. */
  pending?: boolean;
}

/** A workflow's contacts, filtered by state and keyset-paged as the server does. */
export function workflowRunsHandlers({
  runs = demoWorkflowRuns(),
  pending = false,
}: WorkflowRunsHandlerOptions = {}): RequestHandler[] {
  return [
    http.get('/api/automation-workflows/:id/runs', async ({ request }) => {
      if (pending) await delay('infinite');
      const search = new URL(request.url).searchParams;
      const limit = Number(search.get('limit') ?? 25);
      const cursor = search.get('cursor');
      const matching = runs.filter((run) => matches(run, search.get('status')));
      const after = cursor ? matching.filter((run) => run.runId < Number(cursor)) : matching;
      const page = after.slice(0, limit);
      return HttpResponse.json({
        runs: page,
        nextCursor: after.length > limit ? String(page.at(-1)!.runId) : null,
        total: matching.length,
      });
    }),
  ];
}
