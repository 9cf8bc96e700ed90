import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AutomationWorkflow, PlanId, User } from '@crm/api-client';
import { demoCampaigns, demoContacts, demoTemplates, demoUser, demoWorkflows } from './fixtures';

/** The token stories put in localStorage so the AuthProvider starts signed in. */
export const STORY_TOKEN = 'story-token';

export interface HandlerOptions {
  /**
   * The signed-in user; null answers 401 to `GET /api/auth/me`.
   * @default demoUser
   */
  user?: User | null;
  campaigns?: typeof demoCampaigns;
  workflows?: AutomationWorkflow[];
  currentPlan?: PlanId;
}

const unauthorized = () =>
  HttpResponse.json({ message: 'Authentication required' }, { status: 401 });

/** A working API with fixed data: every screen's reads and writes. */
export function apiHandlers({
  user = demoUser,
  campaigns = demoCampaigns,
  workflows = demoWorkflows,
  currentPlan = 'starter',
}: HandlerOptions = {}): RequestHandler[] {
  const createdWorkflows: AutomationWorkflow[] = [...workflows];
  return [
    http.get('/api/auth/me', () => (user ? HttpResponse.json({ user }) : unauthorized())),
    http.post('/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
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
      const body = (await request.json()) as Pick<User, 'username' | 'email' | 'name'>;
      if (body.username === 'taken') {
        return HttpResponse.json({ message: 'Username already exists' }, { status: 409 });
      }
      return HttpResponse.json(
        { token: STORY_TOKEN, user: { ...demoUser, ...body } },
        { status: 201 },
      );
    }),
    http.post('/api/auth/change-password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      if (body.currentPassword === 'wrong-password') {
        return HttpResponse.json({ message: 'Current password is incorrect' }, { status: 400 });
      }
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/auth/logout', () => HttpResponse.json({ success: true })),
    http.get('/api/contacts', () => HttpResponse.json({ contacts: demoContacts })),
    http.get('/api/campaigns', () => HttpResponse.json({ campaigns })),
    http.get('/api/email-templates', () => HttpResponse.json({ templates: demoTemplates })),
    http.get('/api/automation-workflows', () => HttpResponse.json({ workflows: createdWorkflows })),
    http.post('/api/automation-workflows', async ({ request }) => {
      const body = (await request.json()) as Omit<AutomationWorkflow, 'id' | 'createdAt'>;
      const workflow: AutomationWorkflow = {
        id: createdWorkflows.length + 100,
        name: body.name,
        description: body.description || null,
        trigger: body.trigger,
        isActive: body.isActive ?? true,
        steps: body.steps ?? '[]',
        createdAt: '2024-06-01T09:00:00.000Z',
      };
      if (body.name === 'Broken') {
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
      }
      createdWorkflows.push(workflow);
      return HttpResponse.json({ workflow }, { status: 201 });
    }),
    http.get('/api/subscription', () => HttpResponse.json({ currentPlan })),
  ];
}

/** Every read answers 401: the dashboard shows no data, the lists fail. */
export const unauthorizedHandlers: RequestHandler[] = [
  http.get('/api/auth/me', () => HttpResponse.json({ user: demoUser })),
  http.get('/api/contacts', unauthorized),
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

/** A read that fails with a server error. */
export const failingHandlers = (path: string): RequestHandler[] => [
  http.get(path, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
];
