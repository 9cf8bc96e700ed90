import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  type Deal,
  DealInputSchema,
  DealMoveSchema,
  DealUpdateSchema,
  type PipelineStage,
  PipelineStageInputSchema,
} from '@crm/api-client';
import { sampleCompanies } from './companiesHandlers';
import { demoUser } from './fixtures';
import { readBody } from './readBody';

/** A deal's company as the API gives it, from the stories' companies. */
const companyOf = (id: number | null | undefined) => {
  const company = sampleCompanies.find((c) => c.id === id);
  return company ? { id: company.id, name: company.name } : null;
};

export function storyDeal(overrides: Partial<Deal> & Pick<Deal, 'id' | 'name' | 'stageId'>): Deal {
  return {
    valueCents: 0,
    currency: 'USD',
    position: overrides.id * 1024,
    expectedClose: null,
    status: 'open',
    lostReason: null,
    contacts: [],
    company: null,
    owner: { id: demoUser.id, name: demoUser.name },
    closedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const sampleStages = [
  { id: 1, name: 'Lead', position: 0 },
  { id: 2, name: 'Qualified', position: 1 },
  { id: 3, name: 'Proposal', position: 2 },
  { id: 4, name: 'Negotiation', position: 3 },
];

export const sampleDeals: Deal[] = [
  storyDeal({
    id: 1,
    name: 'Acme renewal',
    stageId: 1,
    valueCents: 1_250_000,
    expectedClose: '2026-04-30',
    contacts: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }],
    company: { id: 1, name: 'Acme Ltd' },
  }),
  storyDeal({ id: 2, name: 'Globex pilot', stageId: 1, valueCents: 480_000 }),
  storyDeal({ id: 3, name: 'Initech upgrade', stageId: 2, valueCents: 99_950, currency: 'EUR' }),
  storyDeal({ id: 4, name: 'Umbrella rollout', stageId: 3, valueCents: 2_000_000 }),
];

/** Stages and deals kept in memory per handler set, moved and totalled as the server does. */
export function dealsHandlers(
  initialStages = sampleStages,
  initialDeals: Deal[] = sampleDeals,
): RequestHandler[] {
  const stages = initialStages.map((s) => ({ ...s }));
  const deals = initialDeals.map((d) => ({ ...d }));
  let nextId = Math.max(0, ...deals.map((d) => d.id)) + 1;
  let nextStage = Math.max(0, ...stages.map((s) => s.id)) + 1;
  const withTotals = (): PipelineStage[] =>
    [...stages]
      .sort((a, b) => a.position - b.position)
      .map((stage) => {
        const open = deals.filter((d) => d.stageId === stage.id && d.status === 'open');
        const byCurrency = new Map<string, number>();
        for (const d of open)
          byCurrency.set(d.currency, (byCurrency.get(d.currency) ?? 0) + d.valueCents);
        return {
          ...stage,
          count: open.length,
          totals: [...byCurrency].map(([currency, valueCents]) => ({ currency, valueCents })),
        };
      });
  const ordered = (list: Deal[]) =>
    [...list].sort((a, b) => a.position - b.position || a.id - b.id);
  const stageAt = (id: number) => stages.find((s) => s.id === id)?.position ?? 0;
  /** The server's sorts (board order when none), ties by id. */
  const sorted = (list: Deal[], sort: string | null, order: string | null) => {
    const key = (d: Deal): number | string =>
      sort === 'name'
        ? d.name.toLowerCase()
        : sort === 'value'
          ? d.valueCents
          : sort === 'expectedClose'
            ? (d.expectedClose ?? '9999-12-31')
            : sort === 'stage'
              ? stageAt(d.stageId) * 1e9 + d.position
              : d.position;
    const way = order === 'desc' ? -1 : 1;
    return [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return way * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    });
  };
  const endOf = (stageId: number) =>
    Math.max(-1024, ...deals.filter((d) => d.stageId === stageId).map((d) => d.position)) + 1024;
  return [
    http.get('/api/pipeline/stages', () => HttpResponse.json({ stages: withTotals() })),
    http.post('/api/pipeline/stages', async ({ request }) => {
      const { body, refused } = await readBody(request, PipelineStageInputSchema);
      if (refused) return refused;
      if (stages.some((s) => s.name.toLowerCase() === body.name.toLowerCase()))
        return HttpResponse.json(
          { message: `A stage named “${body.name}” already exists`, field: 'name' },
          { status: 400 },
        );
      const stage = { id: nextStage++, name: body.name, position: stages.length };
      stages.push(stage);
      return HttpResponse.json(
        { stage: withTotals().find((s) => s.id === stage.id) },
        { status: 201 },
      );
    }),
    http.delete('/api/pipeline/stages/:id', ({ request, params }) => {
      const stage = stages.find((s) => s.id === Number(params.id));
      if (!stage) return HttpResponse.json({ message: 'Stage not found' }, { status: 404 });
      const moveTo = new URL(request.url).searchParams.get('moveTo');
      const held = deals.filter((d) => d.stageId === stage.id);
      if (held.length > 0 && !moveTo)
        return HttpResponse.json(
          {
            message: `“${stage.name}” has ${held.length === 1 ? '1 deal' : `${held.length} deals`}: choose a stage to move ${held.length === 1 ? 'it' : 'them'} to`,
            field: 'moveTo',
          },
          { status: 400 },
        );
      for (const deal of held) deal.stageId = Number(moveTo);
      stages.splice(stages.indexOf(stage), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/deals', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const stageId = Number(query.get('stageId'));
      const status = query.get('status');
      const contactId = Number(query.get('contactId'));
      const companyId = Number(query.get('companyId'));
      const limit = Number(query.get('limit') ?? 25);
      const offset = Number(query.get('before') ?? 0);
      const list = sorted(
        ordered(
          deals.filter(
            (d) =>
              (!stageId || d.stageId === stageId) &&
              (!status || d.status === status) &&
              (!contactId || d.contacts.some((c) => c.id === contactId)) &&
              (!companyId || d.company?.id === companyId),
          ),
        ),
        query.get('sort'),
        query.get('order'),
      );
      const page = list.slice(offset, offset + limit);
      return HttpResponse.json({
        deals: page,
        nextCursor: offset + limit < list.length ? String(offset + limit) : null,
        total: list.length,
      });
    }),
    http.post('/api/deals', async ({ request }) => {
      const { body, refused } = await readBody(request, DealInputSchema);
      if (refused) return refused;
      const stageId = body.stageId ?? stages[0]!.id;
      const deal = storyDeal({
        id: nextId++,
        name: body.name,
        stageId,
        valueCents: body.valueCents,
        currency: body.currency ?? 'USD',
        expectedClose: body.expectedClose,
        position: endOf(stageId),
        company: companyOf(body.companyId),
        contacts: body.contactIds.map((id) => ({
          id,
          name: `Contact ${id}`,
          email: `c${id}@example.com`,
        })),
      });
      deals.push(deal);
      return HttpResponse.json({ deal }, { status: 201 });
    }),
    http.patch('/api/deals/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, DealUpdateSchema);
      if (refused) return refused;
      const deal = deals.find((d) => d.id === Number(params.id));
      if (!deal) return HttpResponse.json({ message: 'Deal not found' }, { status: 404 });
      const { contactIds: _contacts, companyId, ownerId: _owner, ...rest } = body;
      const wasStatus = deal.status;
      Object.assign(
        deal,
        Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
      );
      if (companyId !== undefined) deal.company = companyOf(companyId);
      if (deal.status !== 'lost') deal.lostReason = null;
      if (deal.status !== wasStatus)
        deal.closedAt = deal.status === 'open' ? null : new Date().toISOString();
      return HttpResponse.json({ deal });
    }),
    http.post('/api/deals/:id/move', async ({ request, params }) => {
      const { body, refused } = await readBody(request, DealMoveSchema);
      if (refused) return refused;
      const deal = deals.find((d) => d.id === Number(params.id));
      if (!deal) return HttpResponse.json({ message: 'Deal not found' }, { status: 404 });
      const rest = ordered(deals.filter((d) => d.stageId === body.stageId && d.id !== deal.id));
      const at = body.beforeId
        ? rest.findIndex((d) => d.id === body.beforeId)
        : body.afterId
          ? rest.findIndex((d) => d.id === body.afterId) + 1
          : rest.length;
      rest.splice(at, 0, deal);
      deal.stageId = body.stageId;
      rest.forEach((d, i) => (d.position = i * 1024));
      return HttpResponse.json({ deal });
    }),
    http.delete('/api/deals/:id', ({ params }) => {
      const at = deals.findIndex((d) => d.id === Number(params.id));
      if (at >= 0) deals.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
