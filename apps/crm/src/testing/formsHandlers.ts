import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  type ConsentRecord,
  type Form,
  FormInputSchema,
  FormUpdateInputSchema,
} from '@crm/api-client';
import { buildConsentRecord, buildForm } from '@crm/api-client/testing';
import { readBody } from './readBody';

/** Two forms: one with figures and a custom choice field, one never viewed and single opt-in. */
export function demoForms(): Form[] {
  return [
    buildForm({
      id: 1,
      name: 'Newsletter signup',
      views: 1_250,
      submissions: 85,
      conversion: 0.068,
      fields: [
        {
          key: 'email',
          type: 'email',
          label: 'Email',
          placeholder: 'you@example.com',
          required: true,
        },
        { key: 'firstName', type: 'text', label: 'First name', required: false },
        {
          key: 'custom:interest',
          type: 'choice',
          label: 'Interested in',
          required: false,
          options: ['Product news', 'Events'],
        },
      ],
      tags: ['newsletter'],
      leadSource: 'Website',
    }),
    buildForm({
      id: 2,
      publicId: 'ZyXwVuTsRqPoNmLkJiHgFe',
      name: 'Webinar registration',
      doubleOptIn: false,
      consent: null,
      tags: [],
      leadSource: null,
      createdAt: '2024-05-10T09:00:00.000Z',
    }),
  ];
}

/** A contact's history: a confirmed signup, then one still waiting for its confirmation. */
export function demoConsents(): ConsentRecord[] {
  return [
    buildConsentRecord(),
    buildConsentRecord({
      id: 2,
      formVersion: 3,
      consentText: null,
      createdAt: '2024-06-02T14:30:00.000Z',
      confirmationSentAt: '2024-06-02T14:30:00.000Z',
      confirmedAt: null,
      confirmedIp: null,
      confirmedUserAgent: null,
    }),
  ];
}

export interface FormsHandlerOptions {
  /**
   * What `GET /api/forms` starts with; creates, edits, copies and deletes change it.
   * @default demoForms()
   */
  forms?: Form[];
  /**
   * What `GET /api/contacts/{id}/consents` lists, whatever the contact.
   * @default demoConsents()
   */
  consents?: ConsentRecord[];
  /** Set: the consents read never answers. */
  pendingConsents?: boolean;
}

/**
 * The forms area as the server answers it: bodies parsed with the contract (a refused one gets its
 * 400), a name "Broken" fails with 500, a copy is "<name> (copy)" with no figures.
 */
export function formsHandlers({
  forms = demoForms(),
  consents = demoConsents(),
  pendingConsents = false,
}: FormsHandlerOptions = {}): RequestHandler[] {
  const stored = [...forms];
  let nextId = 100;
  const publicId = (id: number) => `story${String(id).padStart(17, '0')}`;
  return [
    http.get('/api/forms', () => HttpResponse.json({ forms: stored })),
    http.post('/api/forms', async ({ request }) => {
      const { body, refused } = await readBody(request, FormInputSchema);
      if (refused) return refused;
      if (body.name === 'Broken')
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      const id = nextId++;
      const form = buildForm({ ...body, id, publicId: publicId(id) });
      stored.push(form);
      return HttpResponse.json({ form }, { status: 201 });
    }),
    http.patch('/api/forms/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, FormUpdateInputSchema);
      if (refused) return refused;
      const index = stored.findIndex((form) => form.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Form not found' }, { status: 404 });
      if (body.name === 'Broken')
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      const current = stored[index]!;
      const form = buildForm({ ...current, ...changes, version: current.version + 1 });
      stored[index] = form;
      return HttpResponse.json({ form });
    }),
    http.post('/api/forms/:id/duplicate', ({ params }) => {
      const original = stored.find((form) => form.id === Number(params.id));
      if (!original) return HttpResponse.json({ message: 'Form not found' }, { status: 404 });
      const id = nextId++;
      const form = buildForm({
        ...original,
        id,
        publicId: publicId(id),
        name: `${original.name} (copy)`,
        views: 0,
        submissions: 0,
        conversion: null,
      });
      stored.push(form);
      return HttpResponse.json({ form }, { status: 201 });
    }),
    http.delete('/api/forms/:id', ({ params }) => {
      const index = stored.findIndex((form) => form.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Form not found' }, { status: 404 });
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/contacts/:id/consents', async () => {
      if (pendingConsents) await delay('infinite');
      return HttpResponse.json({ consents });
    }),
  ];
}
