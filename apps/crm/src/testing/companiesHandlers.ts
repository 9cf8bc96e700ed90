import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  type Company,
  COMPANY_NAME_TAKEN,
  type Contact,
  CompanyInputSchema,
  CompanyUpdateSchema,
} from '@crm/api-client';
import { buildContact } from '@crm/api-client/testing';
import { readBody } from './readBody';

/** A company as stories show it; times fixed so screenshots hold still. */
export function storyCompany(overrides: Partial<Company> & Pick<Company, 'id' | 'name'>): Company {
  return {
    domain: null,
    phone: null,
    address: null,
    industry: null,
    size: null,
    customFields: {},
    contactCount: 0,
    engagement: { sent: 0, opened: 0, clicked: 0 },
    createdAt: '2026-03-02T14:05:00.000Z',
    updatedAt: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

export const sampleCompanies: Company[] = [
  storyCompany({
    id: 1,
    name: 'Acme Ltd',
    domain: 'acme.example',
    phone: '+1 555 0100',
    address: '1 Main Street, Springfield',
    industry: 'Manufacturing',
    size: '51-200',
    customFields: { Tier: 'Gold', Seats: 40 },
    contactCount: 2,
    engagement: { sent: 24, opened: 15, clicked: 4 },
  }),
  storyCompany({ id: 2, name: 'Globex', domain: 'globex.example', industry: 'Energy' }),
  storyCompany({ id: 3, name: 'Initech', size: '11-50', contactCount: 1 }),
];

/** The contacts of the stories' companies, by company id. */
export const sampleCompanyContacts: Record<number, Contact[]> = {
  1: [
    buildContact({
      id: 1,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.example',
      company: 'Acme Ltd',
      position: 'CTO',
    }),
    buildContact({
      id: 2,
      firstName: 'Bob',
      lastName: 'Ray',
      email: 'bob@acme.example',
      company: 'Acme Ltd',
    }),
  ],
  3: [
    buildContact({
      id: 3,
      firstName: 'Cy',
      lastName: 'Day',
      email: 'cy@initech.example',
      company: 'Initech',
    }),
  ],
};

/** Companies as the server keeps them: search by name, paging, one, its contacts, CRUD. */
export function companiesHandlers({
  companies = sampleCompanies,
  contacts = sampleCompanyContacts,
}: { companies?: Company[]; contacts?: Record<number, Contact[]> } = {}): RequestHandler[] {
  const stored = companies.map((c) => ({ ...c }));
  const notFound = () => HttpResponse.json({ message: 'Company not found' }, { status: 404 });
  const taken = (name: string, id?: number) =>
    stored.some((c) => c.id !== id && c.name.toLowerCase() === name.toLowerCase());
  const takenAnswer = () =>
    HttpResponse.json({ message: COMPANY_NAME_TAKEN, field: 'name' }, { status: 409 });
  return [
    http.get('/api/companies', ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const matches = stored
        .filter((c) => c.name.toLowerCase().includes(q))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      return HttpResponse.json({
        companies: matches.slice(offset, offset + limit),
        total: matches.length,
      });
    }),
    http.get('/api/companies/:id/contacts', ({ params }) => {
      const id = Number(params.id);
      if (!stored.some((c) => c.id === id)) return notFound();
      const list = contacts[id] ?? [];
      return HttpResponse.json({ contacts: list, total: list.length });
    }),
    http.get('/api/companies/:id', ({ params }) => {
      const company = stored.find((c) => c.id === Number(params.id));
      return company ? HttpResponse.json({ company }) : notFound();
    }),
    http.post('/api/companies', async ({ request }) => {
      const { body, refused } = await readBody(request, CompanyInputSchema);
      if (refused) return refused;
      if (taken(body.name)) return takenAnswer();
      const company = storyCompany({
        ...body,
        id: Math.max(0, ...stored.map((c) => c.id)) + 1,
      });
      stored.push(company);
      return HttpResponse.json({ company }, { status: 201 });
    }),
    http.patch('/api/companies/:id', async ({ params, request }) => {
      const { body, refused } = await readBody(request, CompanyUpdateSchema);
      if (refused) return refused;
      const company = stored.find((c) => c.id === Number(params.id));
      if (!company) return notFound();
      if (body.name !== undefined && taken(body.name, company.id)) return takenAnswer();
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      Object.assign(company, changes);
      return HttpResponse.json({ company });
    }),
    http.delete('/api/companies/:id', ({ params }) => {
      const index = stored.findIndex((c) => c.id === Number(params.id));
      if (index < 0) return notFound();
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
