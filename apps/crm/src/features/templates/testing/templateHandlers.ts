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

/** `/api/email-templates`: list, create, replace and delete over an in-memory list. */
export function templateHandlers({
  templates = storyTemplates,
  list = 'ok',
  failDelete = false,
}: TemplateHandlerOptions = {}): RequestHandler[] {
  let stored = [...templates];
  return [
    http.get('/api/email-templates', async () => {
      if (list === 'pending') await delay('infinite');
      if (list === 'error') {
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
      }
      return HttpResponse.json({ templates: stored });
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
