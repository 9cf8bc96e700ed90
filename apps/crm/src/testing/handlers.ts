import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  AudienceCountInputSchema,
  AutomationWorkflowInputSchema,
  AutomationWorkflowUpdateInputSchema,
  ChangePasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  type AutomationWorkflow,
  type DeliveryMode,
  type PlanId,
  type User,
} from '@crm/api-client';
import { buildWorkflow } from '@crm/api-client/testing';
import { bouncesHandlers } from './bouncesHandlers';
import { analyticsHandlers } from './analyticsHandlers';
import { uploadsHandlers } from './uploadsHandlers';
import { formsHandlers } from './formsHandlers';
import { segmentsHandlers } from './segmentsHandlers';
import { apiKeysHandlers } from './apiKeysHandlers';
import { notesHandlers } from './notesHandlers';
import { tasksHandlers } from './tasksHandlers';
import { companiesHandlers } from './companiesHandlers';
import { dealsHandlers } from './dealsHandlers';
import { auditHandlers } from './auditHandlers';
import { readBody } from './readBody';
import { webhooksHandlers } from './webhooksHandlers';
import { workflowRunsHandlers } from './workflowRunsHandlers';
import { demoCampaigns, demoContacts, demoTemplates, demoUser, demoWorkflows } from './fixtures';

export { readBody };

/** The token stories put in localStorage so the AuthProvider starts signed in. */
export const STORY_TOKEN = 'story-token';
/** The renewal date the story API gives a paid plan (the real one is computed by the server). */
export const NEXT_BILLING_DATE = '2026-12-15T09:00:00.000Z';

export interface HandlerOptions {
  /**
   * The signed-in user; null answers 401 to `GET /api/auth/me`.
   * @default demoUser
   */
  user?: User | null;
  campaigns?: typeof demoCampaigns;
  workflows?: AutomationWorkflow[];
  currentPlan?: PlanId;
  /**
   * The account's contacts, as `GET /api/subscription` counts them against the plan's limit.
   * @default 42
   */
  contactCount?: number;
}

const unauthorized = () =>
  HttpResponse.json({ message: 'Authentication required' }, { status: 401 });

/** `GET /api/sending/status` answering `mode`; put it before `apiHandlers`, which answer smtp. */
export const sendingStatusHandler = (mode: DeliveryMode) =>
  http.get('/api/sending/status', () => HttpResponse.json({ mode, from: 'news@example.com' }));

/** A working API with fixed data: every screen's reads and writes. */
export function apiHandlers({
  user = demoUser,
  campaigns = demoCampaigns,
  workflows = demoWorkflows,
  currentPlan = 'starter',
  contactCount = 42,
}: HandlerOptions = {}): RequestHandler[] {
  const createdWorkflows: AutomationWorkflow[] = [...workflows];
  return [
    http.get('/api/auth/me', () => (user ? HttpResponse.json({ user }) : unauthorized())),
    // Delivery mode (issue 14): SMTP, so no screen shows the outbox notice unless a story asks.
    http.get('/api/sending/status', () =>
      HttpResponse.json({ mode: 'smtp', from: 'Beacon <news@example.com>' }),
    ),
    http.post('/api/auth/login', async ({ request }) => {
      const { body, refused } = await readBody(request, LoginInputSchema);
      if (refused) return refused;
      if (body.password === 'wrong-password') {
        return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
      }
      return HttpResponse.json({
        token: STORY_TOKEN,
        user: { ...demoUser, username: body.username },
        requiresPasswordChange: body.username === 'temp-user',
      });
    }),
    http.post('/api/auth/register', async ({ request }) => {
      const { body, refused } = await readBody(request, RegisterInputSchema);
      if (refused) return refused;
      if (body.username === 'taken') {
        return HttpResponse.json({ message: 'Username already exists' }, { status: 409 });
      }
      return HttpResponse.json(
        {
          token: STORY_TOKEN,
          user: { ...demoUser, username: body.username, email: body.email, name: body.name },
        },
        { status: 201 },
      );
    }),
    http.post('/api/auth/change-password', async ({ request }) => {
      const { body, refused } = await readBody(request, ChangePasswordInputSchema);
      if (refused) return refused;
      if (body.currentPassword === 'wrong-password') {
        return HttpResponse.json({ message: 'Current password is incorrect' }, { status: 400 });
      }
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/auth/logout', () => HttpResponse.json({ success: true })),
    http.get('/api/contacts', () => HttpResponse.json({ contacts: demoContacts })),
    http.get('/api/contacts/count', () => HttpResponse.json({ total: demoContacts.length })),
    // An import's reading as the server answers while the file is still uploading.
    http.get('/api/contacts/import-file/progress/:id', () =>
      HttpResponse.json({ rowsRead: 0, totalRows: 0 }),
    ),
    http.get('/api/contacts/tags', () =>
      HttpResponse.json({ tags: [...new Set(demoContacts.flatMap((c) => c.tags))] }),
    ),
    // The spec's whole list, or with `limit` a page (newest first) of those in `status`, if given.
    http.get('/api/campaigns', ({ request }) => {
      const search = new URL(request.url).searchParams;
      if (!search.has('limit')) return HttpResponse.json({ campaigns });
      const statuses = search.get('status')?.split(',');
      const matching = campaigns
        .filter((campaign) => !statuses || statuses.includes(campaign.status))
        .reverse();
      return HttpResponse.json({
        campaigns: matching.slice(0, Number(search.get('limit'))),
        nextCursor: null,
        total: matching.length,
      });
    }),
    // A campaign's audience counted: each segment and tag adds people, each exclusion takes some
    // away, so a story sees the count follow the choices.
    http.post('/api/campaigns/audience/count', async ({ request }) => {
      const { body, refused } = await readBody(request, AudienceCountInputSchema);
      if (refused) return refused;
      const { segments, tags, excludeSegments, excludeTags } = body.audience;
      const chosen = segments.length * 1200 + tags.length * 340 + (body.campaignId ? 2 : 0);
      const excluded = Math.min(chosen, (excludeSegments.length + excludeTags.length) * 150);
      const unsubscribed = Math.floor(chosen / 40);
      const bounced = Math.floor(chosen / 300);
      return HttpResponse.json({
        recipients: Math.max(0, chosen - excluded - unsubscribed - bounced),
        leftOut: { unsubscribed, bounced, pending: 0, suppressed: 0, excluded },
      });
    }),
    http.get('/api/email-templates', () => HttpResponse.json({ templates: demoTemplates })),
    // Like the server: `q` matches name or description, ignoring case.
    http.get('/api/automation-workflows', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
      const workflows = createdWorkflows.filter((workflow) =>
        `${workflow.name}\n${workflow.description ?? ''}`.toLowerCase().includes(q),
      );
      return HttpResponse.json({ workflows });
    }),
    http.patch('/api/automation-workflows/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, AutomationWorkflowUpdateInputSchema);
      if (refused) return refused;
      const index = createdWorkflows.findIndex((workflow) => workflow.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Workflow not found' }, { status: 404 });
      if (body.name === 'Broken') {
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      }
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      const workflow = buildWorkflow({ ...createdWorkflows[index], ...changes });
      createdWorkflows[index] = workflow;
      return HttpResponse.json({ workflow });
    }),
    http.delete('/api/automation-workflows/:id', ({ params }) => {
      const index = createdWorkflows.findIndex((workflow) => workflow.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Workflow not found' }, { status: 404 });
      createdWorkflows.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/automation-workflows', async ({ request }) => {
      const { body, refused } = await readBody(request, AutomationWorkflowInputSchema);
      if (refused) return refused;
      if (body.name === 'Broken') {
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      }
      const workflow = buildWorkflow({
        ...body,
        id: createdWorkflows.length + 100,
        createdAt: '2024-06-01T09:00:00.000Z',
      });
      createdWorkflows.push(workflow);
      return HttpResponse.json({ workflow }, { status: 201 });
    }),
    http.get('/api/subscription', () =>
      HttpResponse.json({
        currentPlan,
        nextBillingDate: currentPlan === 'free' ? null : NEXT_BILLING_DATE,
        contactCount,
      }),
    ),
    // Issue 15: the dashboard, Analytics and the Notifications panel read these.
    ...analyticsHandlers(),
    ...uploadsHandlers(),
    // Issue 30 §2: a campaign's details, a contact's history and Analytics list these.
    ...bouncesHandlers(),
    // Issue 29 §3: a workflow's editor lists its contacts.
    ...workflowRunsHandlers(),
    // Issue 28: the Forms screen, and a contact's consent history in Edit Contact.
    ...formsHandlers(),
    // Issue 27 §1: the Segments screen, its editor's live count, and the Contacts segment filter.
    ...segmentsHandlers(),
    ...apiKeysHandlers(),
    // Issue 32 §1: a contact's notes and tasks, the Tasks screen and the dashboard's card.
    ...notesHandlers(),
    ...tasksHandlers(),
    // Issue 32 §2: the Companies screen, a company's page, and the contact page's company link.
    ...companiesHandlers(),
    // Issue 32 §3: the pipeline board.
    ...dealsHandlers(),
    // Issue 33 §4: the audit log in Settings.
    ...auditHandlers(),
    // Issue 33 §3: the Webhooks screen.
    ...webhooksHandlers(),
  ];
}

/** Every read answers 401: the dashboard shows no data, the lists fail. */
export const unauthorizedHandlers: RequestHandler[] = [
  http.get('/api/auth/me', () => HttpResponse.json({ user: demoUser })),
  http.get('/api/contacts', unauthorized),
  http.get('/api/contacts/count', unauthorized),
  http.get('/api/campaigns', unauthorized),
  http.get('/api/email-templates', unauthorized),
];

/** Reads that never answer, for loading states. */
export const pendingHandlers = (path: string): RequestHandler[] => [
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/**
 * Every other API read waits forever: for route stories that only check where a link leads, so the
 * destination screen's own reads (another feature's data) need no handlers. Put it last.
 */
export const otherReadsPending: RequestHandler[] = pendingHandlers('/api/*');

/** A read that fails with a server error. */
export const failingHandlers = (path: string): RequestHandler[] => [
  http.get(path, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
];
