import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { EmailTemplateInputSchema, type EmailTemplate } from '@crm/api-client';
import { buildEmailTemplate } from '@crm/api-client/testing';
import { readBody } from '../../../testing/handlers';

export interface TemplateHandlerOptions {
  /**
   * The user's templates.
   * @default three templates of different types
   */
  templates?: EmailTemplate[];
  /**
   * What the list read does: answer, never answer (loading), or fail.
   * @default 'ok'
   */
  list?: 'ok' | 'pending' | 'error';
  /**
   * Whether deleting fails with a server error.
   * @default false
   */
  failDelete?: boolean;
}

/** The Email Templates screen's stories' data: fixed dates, so screenshots never change. */
export const storyTemplates: EmailTemplate[] = [
  buildEmailTemplate({ id: 1, name: 'Monthly Newsletter', subject: 'This month at Beacon' }),
  buildEmailTemplate({
    id: 2,
    name: 'Spring Promotion',
    subject: '25% off this weekend',
    templateType: 'promotion',
    createdAt: '2024-05-16T09:30:00.000Z',
  }),
  buildEmailTemplate({
    id: 3,
    name: 'Welcome Aboard',
    subject: 'Glad you are here',
    templateType: 'welcome',
    createdAt: '2024-06-02T09:30:00.000Z',
  }),
];

/**
 * `/api/email-templates` over an in-memory list: the paged, filtered read the client asks for
 * (`?q=&type=&limit=&cursor=`, newest first, as issue 25 asks of the server), the spec's whole list
 * without `limit`, and create, replace and delete.
 */
export function templateHandlers({
  templates = storyTemplates,
  list = 'ok',
  failDelete = false,
}: TemplateHandlerOptions = {}): RequestHandler[] {
  let stored = [...templates];
  return [
    http.get('/api/email-templates', async ({ request }) => {
      if (list === 'pending') await delay('infinite');
      if (list === 'error') {
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
      }
      const search = new URL(request.url).searchParams;
      if (!search.has('limit')) return HttpResponse.json({ templates: stored });
      // The paged read the client asks for: name (ignoring case) and type, newest first.
      const q = (search.get('q') ?? '').toLowerCase();
      const type = search.get('type');
      const cursor = Number(search.get('cursor') ?? Infinity);
      const limit = Number(search.get('limit'));
      const matching = stored
        .filter((t) => t.name.toLowerCase().includes(q) && (!type || t.templateType === type))
        .sort((a, b) => b.id - a.id);
      const page = matching.filter((t) => t.id < cursor).slice(0, limit);
      const last = page.at(-1);
      const more = last !== undefined && matching.some((t) => t.id < last.id);
      return HttpResponse.json({
        templates: page,
        nextCursor: more ? String(last.id) : null,
        total: matching.length,
      });
    }),
    http.post('/api/email-templates', async ({ request }) => {
      const { body, refused } = await readBody(request, EmailTemplateInputSchema);
      if (refused) return refused;
      const template = buildEmailTemplate({ ...body, id: 100 + stored.length });
      stored = [...stored, template];
      return HttpResponse.json({ template }, { status: 201 });
    }),
    http.put('/api/email-templates/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, EmailTemplateInputSchema);
      if (refused) return refused;
      const id = Number(params.id);
      const current = stored.find((template) => template.id === id);
      if (!current) return HttpResponse.json({ message: 'Template not found' }, { status: 404 });
      const template = buildEmailTemplate({ ...current, ...body });
      stored = stored.map((candidate) => (candidate.id === id ? template : candidate));
      return HttpResponse.json({ template });
    }),
    http.delete('/api/email-templates/:id', ({ params }) => {
      if (failDelete)
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      stored = stored.filter((template) => template.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
