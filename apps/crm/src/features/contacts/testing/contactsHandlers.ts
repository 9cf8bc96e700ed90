import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import * as v from 'valibot';
import {
  AddContactToCampaignInputSchema,
  ContactBulkCampaignInputSchema,
  ContactBulkDeleteInputSchema,
  ContactBulkTagInputSchema,
  CONTACT_TIMELINE_COUNT_CAP,
  ContactCreateInputSchema,
  ContactEraseInputSchema,
  ContactUpdateInputSchema,
  ERASE_CONFIRM_MESSAGE,
  confirmsErasure,
  ContactWorkflowSchema,
  EngagementSchema,
  WorkflowEnrolInputSchema,
  type Contact,
  type ContactTimelineEvent,
  type ContactWorkflow,
  type Engagement,
} from '@crm/api-client';
import { buildContact, buildContactExport } from '@crm/api-client/testing';
import { readBody } from '../../../testing/handlers';
import { inDemoSegment } from '../../../testing/segmentsHandlers';

/** A dozen varied contacts: blanks, tags, accents and custom fields, for the screen's stories. */
export const sampleContacts: Contact[] = [
  buildContact({
    id: 1,
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana.garcia@example.com',
    phone: '+34 600 123 456',
    company: 'Acme Iberia',
    companyId: 1,
    position: 'Head of Marketing',
    tags: ['vip', 'newsletter'],
    leadSource: 'Webinar',
    customFields: { birthday: '1990-05-12', score: 42 },
  }),
  buildContact({
    id: 2,
    firstName: 'Bruno',
    lastName: 'Okafor',
    email: 'bruno@globex.test',
    company: 'Globex',
    companyId: 2,
    position: 'CTO',
    status: 'lead',
    tags: ['lead'],
  }),
  buildContact({ id: 3, firstName: 'Chen', lastName: 'Wei', email: 'chen.wei@initech.test' }),
  buildContact({
    id: 4,
    firstName: 'Dana',
    lastName: 'Smith',
    email: 'dana@umbrella.test',
    phone: '+1 555 0100',
    company: 'Umbrella',
    status: 'customer',
    tags: ['customer', 'newsletter'],
  }),
  buildContact({
    id: 5,
    firstName: 'Émile',
    lastName: 'Durand',
    email: 'emile@hooli.test',
    company: 'Hooli',
    position: 'Designer',
  }),
  buildContact({
    id: 6,
    firstName: 'Farah',
    lastName: 'Khan',
    email: 'farah@example.com',
    status: 'unsubscribed',
  }),
  // Imported from a newsletter list: the address and nothing else.
  buildContact({
    id: 7,
    firstName: '',
    lastName: '',
    email: 'reader.with.a.long.address@newsletter-subscribers.example',
    tags: ['newsletter'],
  }),
];

/** One campaign of a contact's engagement: never opened unless overridden; parsed by the contract. */
export const buildEngagement = (overrides: Partial<Engagement> = {}): Engagement =>
  v.parse(EngagementSchema, {
    campaignId: 1,
    campaignName: 'Spring Newsletter',
    status: 'sent',
    sentAt: '2026-03-02T09:00:00.000Z',
    firstOpenedAt: null,
    openCount: 0,
    firstClickedAt: null,
    clickCount: 0,
    unsubscribedAt: null,
    bouncedAt: null,
    ...overrides,
  });

/** One workflow a contact is in: at step 2 (a wait) unless overridden; parsed by the contract. */
export const buildContactWorkflow = (overrides: Partial<ContactWorkflow> = {}): ContactWorkflow =>
  v.parse(ContactWorkflowSchema, {
    runId: 1,
    workflowId: 1,
    workflowName: 'Welcome series',
    status: 'active',
    step: { id: 'w1', number: 2, type: 'wait' },
    nextDue: '2026-06-12T09:00:00.000Z',
    error: null,
    enteredAt: '2026-06-10T09:00:00.000Z',
    since: '2026-06-10T09:00:05.000Z',
    ...overrides,
  });

/** Contact number `n` of a generated list: made on demand, so a million cost no memory. */
export const generatedContact = (n: number): Contact =>
  buildContact({
    id: n,
    firstName: `Person`,
    lastName: String(n).padStart(7, '0'),
    email: `person${n}@example.com`,
    company: ['Acme', 'Globex', 'Initech', null][n % 4] ?? null,
    tags: n % 3 === 0 ? ['newsletter'] : [],
  });

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Roughly the server's search: every word must start a word of the contact's fields. */
function matches(contact: Contact, q: string, tag: string, status: string) {
  // The whole tag, ignoring case, as the server matches it.
  if (tag && !contact.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return false;
  if (status && contact.status !== status) return false;
  if (!q) return true;
  const words = fold(
    [
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.company,
      contact.phone,
      ...contact.tags,
    ].join(' '),
  ).split(/[^\p{L}\p{N}]+/u);
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => words.some((word) => word.startsWith(term)));
}

const sortValue = (contact: Contact, sort: string) =>
  sort === 'name'
    ? fold(`${contact.firstName} ${contact.lastName}`)
    : sort === 'email'
      ? contact.email
      : sort === 'company'
        ? fold(contact.company ?? '')
        : contact.createdAt;

/** What a bulk body holds once parsed: the chosen ids or a filter, and the tag to add. */
interface BulkBody {
  ids?: number[];
  filter?: Record<string, string | number>;
  tag?: string;
}

/** A filter as the query string it mirrors (a segment's id is a number in a body). */
const filterSearch = (filter: Record<string, string | number> = {}) =>
  new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));

export interface ContactsHandlerOptions {
  /**
   * The user's contacts; the handlers search, sort, page and write them.
   * @default sampleContacts
   */
  contacts?: Contact[];
  /**
   * Instead of `contacts`: this many generated contacts (read-only, no search), for big lists.
   * @default undefined
   */
  generated?: number;
  /**
   * With `generated`: a list total the server stopped counting at (a search past 5,000 matches),
   * sent with `totalCapped`; the count route still answers `generated`.
   * @default undefined
   */
  cappedAt?: number;
  /**
   * Milliseconds each page takes.
   * @default 0
   */
  pageDelay?: number;
  /**
   * Each contact's engagement history by id (`GET /api/contacts/{id}/engagement`); none otherwise.
   * @default {}
   */
  engagement?: Record<number, Engagement[]>;
  /**
   * The workflows each contact is in by id (`GET /api/contacts/{id}/workflows`); none otherwise.
   * Contacts entered by `POST /api/automation-workflows/{id}/enrol` are added to it.
   * @default {}
   */
  workflows?: Record<number, ContactWorkflow[]>;
  /**
   * Each contact's timeline by id, newest first (`GET /api/contacts/{id}/timeline`, paged and
   * filtered by kind as the server does); only the creation otherwise.
   * @default {}
   */
  timeline?: Record<number, ContactTimelineEvent[]>;
}

/**
 * The contacts API as the server answers it: `GET /api/contacts?limit=&cursor=&q=&tag=&status=
 * &sort=&order=` (the cursor here is an offset, which the client treats as opaque), the count,
 * create, update, delete, the bulk routes and adding to a campaign. Put them before `apiHandlers`.
 */
export function contactsHandlers({
  contacts = sampleContacts,
  generated,
  cappedAt,
  pageDelay = 0,
  engagement = {},
  workflows = {},
  timeline = {},
}: ContactsHandlerOptions = {}): RequestHandler[] {
  const workflowsOf = structuredClone(workflows);
  let store = contacts.map((contact) => ({ ...contact }));
  const filtered = (search: URLSearchParams) =>
    store.filter(
      (contact) =>
        matches(
          contact,
          search.get('q') ?? '',
          search.get('tag') ?? '',
          search.get('status') ?? '',
        ) &&
        (!search.get('segment') || inDemoSegment(contact, Number(search.get('segment')))),
    );
  // Bulk bodies parse with the contract's schemas: a body production would refuse answers 400 here too.
  const chosen = async <TSchema extends v.GenericSchema<unknown, BulkBody>>(
    request: Request,
    schema: TSchema,
  ) => {
    const { body, refused } = await readBody(request, schema);
    if (refused) return { refused, body: null, ids: new Set<number>() };
    const bulk = body as BulkBody;
    const search = filterSearch(bulk.filter);
    const ids = new Set(bulk.ids ?? filtered(search).map((contact) => contact.id));
    return { refused: null, body: bulk, ids };
  };
  return [
    // The account's tags a word of which starts with q, the most used first (as the server does).
    http.get('/api/contacts/tags', ({ request }) => {
      const q = fold(new URL(request.url).searchParams.get('q') ?? '').trim();
      const uses = new Map<string, number>();
      for (const contact of store)
        for (const tag of contact.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
      const tags = [...uses]
        .filter(
          ([tag]) =>
            !q ||
            fold(tag)
              .split(/[^\p{L}\p{N}]+/u)
              .some((w) => w.startsWith(q)),
        )
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([tag]) => tag)
        .slice(0, 20);
      return HttpResponse.json({ tags });
    }),
    http.get('/api/contacts/count', ({ request }) =>
      HttpResponse.json({
        total: generated ?? filtered(new URL(request.url).searchParams).length,
      }),
    ),
    http.get('/api/contacts', async ({ request }) => {
      const search = new URL(request.url).searchParams;
      const limit = Number(search.get('limit') ?? 0);
      // A jump by position (`offset`) and a next page share the arithmetic here.
      const start = Number(search.get('offset') ?? search.get('cursor') ?? 0);
      if (pageDelay) await delay(pageDelay);
      if (generated !== undefined) {
        const end = Math.min(start + limit, generated);
        return HttpResponse.json({
          contacts: Array.from({ length: end - start }, (_, i) => generatedContact(start + i + 1)),
          nextCursor: end < generated ? String(end) : null,
          ...(cappedAt === undefined
            ? { total: generated }
            : { total: cappedAt, totalCapped: true }),
        });
      }
      const sort = search.get('sort') ?? 'createdAt';
      const direction = search.get('order') === 'desc' ? -1 : 1;
      const list = filtered(search).sort(
        (a, b) => direction * (sortValue(a, sort).localeCompare(sortValue(b, sort)) || a.id - b.id),
      );
      if (!limit) return HttpResponse.json({ contacts: list });
      return HttpResponse.json({
        contacts: list.slice(start, start + limit),
        nextCursor: start + limit < list.length ? String(start + limit) : null,
        total: list.length,
      });
    }),
    http.get('/api/contacts/:id', async ({ params }) => {
      const contact = store.find((row) => row.id === Number(params.id));
      if (pageDelay) await delay(pageDelay);
      if (!contact) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      return HttpResponse.json({ contact });
    }),
    // `before` is an offset here, which the client treats as opaque, as the server's cursor.
    http.get('/api/contacts/:id/timeline', async ({ params, request }) => {
      const contact = store.find((row) => row.id === Number(params.id));
      if (!contact) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      const search = new URL(request.url).searchParams;
      const kinds = search.get('kinds')?.split(',').filter(Boolean) ?? [];
      const limit = Number(search.get('limit') ?? 50);
      const start = Number(search.get('before') ?? 0);
      const all = timeline[contact.id] ?? [
        {
          kind: 'created' as const,
          id: `0-${contact.id}`,
          at: contact.createdAt,
          // As a contact from before its creation was recorded.
          via: null,
          viaName: null,
        },
      ];
      const events = all.filter((event) => kinds.length === 0 || kinds.includes(event.kind));
      if (pageDelay) await delay(pageDelay);
      return HttpResponse.json({
        events: events.slice(start, start + limit),
        nextCursor: start + limit < events.length ? String(start + limit) : null,
        // Counted up to the cap, as the server does.
        total: Math.min(events.length, CONTACT_TIMELINE_COUNT_CAP),
        totalIsLowerBound: events.length > CONTACT_TIMELINE_COUNT_CAP,
      });
    }),
    http.post('/api/contacts', async ({ request }) => {
      const { body, refused } = await readBody(request, ContactCreateInputSchema);
      if (refused) return refused;
      const contact = buildContact({
        ...body,
        id: Math.max(0, ...store.map((c) => c.id)) + 1,
      });
      store = [...store, contact];
      return HttpResponse.json({ contact }, { status: 201 });
    }),
    http.patch('/api/contacts/:id', async ({ params, request }) => {
      const { body, refused } = await readBody(request, ContactUpdateInputSchema);
      if (refused) return refused;
      const id = Number(params.id);
      const before = store.find((contact) => contact.id === id);
      if (!before) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      const contact = { ...before, ...body };
      store = store.map((c) => (c.id === id ? contact : c));
      return HttpResponse.json({ contact });
    }),
    http.delete('/api/contacts/:id', ({ params }) => {
      store = store.filter((contact) => contact.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    // Erasure checks the typed address as the server does (the contract's own comparison).
    http.post('/api/contacts/:id/erase', async ({ params, request }) => {
      const { body, refused } = await readBody(request, ContactEraseInputSchema);
      if (refused) return refused;
      const contact = store.find((row) => row.id === Number(params.id));
      if (!contact) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      if (!confirmsErasure(body.confirmEmail, contact.email))
        return HttpResponse.json({ message: ERASE_CONFIRM_MESSAGE }, { status: 400 });
      store = store.filter((row) => row.id !== contact.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/contacts/bulk/delete', async ({ request }) => {
      const { ids, refused } = await chosen(request, ContactBulkDeleteInputSchema);
      if (refused) return refused;
      const affected = generated ?? store.filter((c) => ids.has(c.id)).length;
      store = store.filter((contact) => !ids.has(contact.id));
      return HttpResponse.json({ affected });
    }),
    http.post('/api/contacts/bulk/tag', async ({ request }) => {
      const { body, ids, refused } = await chosen(request, ContactBulkTagInputSchema);
      if (refused) return refused;
      store = store.map((contact) =>
        ids.has(contact.id) && !contact.tags.includes(body.tag ?? '')
          ? { ...contact, tags: [...contact.tags, body.tag ?? ''] }
          : contact,
      );
      return HttpResponse.json({ affected: generated ?? ids.size });
    }),
    http.post('/api/contacts/bulk/campaign', async ({ request }) => {
      const { ids, refused } = await chosen(request, ContactBulkCampaignInputSchema);
      if (refused) return refused;
      return HttpResponse.json({ affected: generated ?? ids.size });
    }),
    http.post('/api/campaigns/:id/contacts', async ({ request }) => {
      const { refused } = await readBody(request, AddContactToCampaignInputSchema);
      return refused ?? HttpResponse.json({ success: true });
    }),
    http.get('/api/contacts/:id/engagement', ({ params }) =>
      HttpResponse.json({ engagement: engagement[Number(params.id)] ?? [] }),
    ),
    // One contact's data export: the stored contact with a signup, a campaign and a workflow email.
    http.get('/api/contacts/:id/export', ({ params }) => {
      const contact = store.find((row) => row.id === Number(params.id));
      if (!contact) return HttpResponse.json({ message: 'Contact not found' }, { status: 404 });
      return HttpResponse.json(buildContactExport({ contact }));
    }),
    http.get('/api/contacts/:id/workflows', ({ params }) =>
      HttpResponse.json({ workflows: workflowsOf[Number(params.id)] ?? [] }),
    ),
    // Manual enrolment is the workflows area's route, but its selection is these contacts.
    http.post('/api/automation-workflows/:id/enrol', async ({ params, request }) => {
      const { body, refused } = await readBody(request, WorkflowEnrolInputSchema);
      if (refused) return refused;
      const search = filterSearch(body.filter);
      const ids = body.ids ?? body.contactIds ?? filtered(search).map((contact) => contact.id);
      let entered = 0;
      for (const id of ids) {
        const list = (workflowsOf[id] ??= []);
        if (list.some((row) => row.workflowId === Number(params.id))) continue;
        entered++;
        list.unshift(
          buildContactWorkflow({
            runId: 1000 + entered,
            workflowId: Number(params.id),
            workflowName: `Workflow ${String(params.id)}`,
            step: null,
            nextDue: null,
          }),
        );
      }
      return HttpResponse.json({ entered, selected: generated ?? ids.length });
    }),
  ];
}
