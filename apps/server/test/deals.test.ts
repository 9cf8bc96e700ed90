import {
  ContactTimelinePageSchema,
  DealListResponseSchema,
  PipelineStageListResponseSchema,
  type Deal,
  type PipelineStage,
} from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * Deals and the pipeline (issue 32 §3): a first read makes the default stages; stages are added,
 * renamed, reordered and deleted (moving their deals, refused without a stage to move them to);
 * deals are added, changed, closed and moved before or after another deal, their order kept when
 * a gap runs out; stage totals count open deals per currency; each stage change and closing is on
 * the deal's contacts' timelines, a deleted stage's moves included; another account's deal or
 * stage is not found.
 */
describeEachDatabase('deals', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  async function stages(token: string): Promise<PipelineStage[]> {
    const res = await server.get('/api/pipeline/stages', { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(PipelineStageListResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return res.body.stages as PipelineStage[];
  }

  async function column(token: string, stageId: number, query = '') {
    const res = await server.get(`/api/deals?stageId=${stageId}&status=open${query}`, { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(DealListResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return res.body as v.InferOutput<typeof DealListResponseSchema>;
  }
  const names = async (token: string, stageId: number) =>
    (await column(token, stageId, '&limit=100')).deals.map((d) => d.name);

  async function addDeal(token: string, body: Record<string, unknown>): Promise<Deal> {
    const res = await server.post('/api/deals', body, { token });
    expect(res.status, res.text).toBe(201);
    return res.body.deal as Deal;
  }

  async function contactOf(token: string, firstName: string) {
    const res = await server.post(
      '/api/contacts',
      { email: `${firstName.toLowerCase()}${Math.random()}@example.com`, firstName, lastName: 'Q' },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.contact.id as number;
  }

  it('makes the default stages on the first read, once', async () => {
    const { token } = await server.registerUser();
    const [first, again] = await Promise.all([stages(token), stages(token)]);
    expect(first.map((s) => s.name)).toEqual(['Lead', 'Qualified', 'Proposal', 'Negotiation']);
    expect(again.map((s) => s.id)).toEqual(first.map((s) => s.id));
    expect((await stages(token)).map((s) => s.name)).toHaveLength(4);
    expect(first.every((s) => s.count === 0 && s.totals.length === 0)).toBe(true);
  });

  it('adds, renames, reorders and deletes stages, moving their deals', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified] = await stages(token);
    const won = await server.post('/api/pipeline/stages', { name: ' Contract ' }, as);
    expect(won.status, won.text).toBe(201);
    expect(won.body.stage).toMatchObject({ name: 'Contract', position: 4, count: 0 });
    const taken = await server.post('/api/pipeline/stages', { name: 'LEAD' }, as);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('A stage named “LEAD” already exists');
    expect((await server.post('/api/pipeline/stages', { name: '  ' }, as)).body.message).toBe(
      'Give the stage a name',
    );

    const renamed = await server.patch(`/api/pipeline/stages/${lead!.id}`, { name: 'Inbound' }, as);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.stage.name).toBe('Inbound');
    const clash = await server.patch(`/api/pipeline/stages/${lead!.id}`, { name: 'qualified' }, as);
    expect(clash.status).toBe(400);

    const all = await stages(token);
    const reversed = all.map((s) => s.id).reverse();
    const order = await server.put('/api/pipeline/stages/order', { ids: reversed }, as);
    expect(order.status, order.text).toBe(200);
    expect((await stages(token)).map((s) => s.id)).toEqual(reversed);
    const partial = await server.put('/api/pipeline/stages/order', { ids: reversed.slice(1) }, as);
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Order must list each of your stages once');

    // Deleting a stage with deals needs a stage to move them to; they go last there, in order.
    await addDeal(token, { name: 'Q1', stageId: qualified!.id });
    await addDeal(token, { name: 'L1', stageId: lead!.id });
    await addDeal(token, { name: 'L2', stageId: lead!.id });
    const refused = await server.delete(`/api/pipeline/stages/${lead!.id}`, as);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('“Inbound” has 2 deals: choose a stage to move them to');
    const self = await server.delete(`/api/pipeline/stages/${lead!.id}?moveTo=${lead!.id}`, as);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Move to must be another of your stages');
    const moved = await server.delete(
      `/api/pipeline/stages/${lead!.id}?moveTo=${qualified!.id}`,
      as,
    );
    expect(moved.status, moved.text).toBe(204);
    expect(await names(token, qualified!.id)).toEqual(['Q1', 'L1', 'L2']);
    expect((await stages(token)).map((s) => s.name)).not.toContain('Inbound');

    // An empty stage goes without one; the last stage never does.
    const contract = (await stages(token)).find((s) => s.name === 'Contract')!;
    expect((await server.delete(`/api/pipeline/stages/${contract.id}`, as)).status).toBe(204);
    const left = await stages(token);
    for (const stage of left.slice(1))
      await server.delete(`/api/pipeline/stages/${stage.id}?moveTo=${left[0]!.id}`, as);
    const last = await server.delete(`/api/pipeline/stages/${left[0]!.id}`, as);
    expect(last.status).toBe(400);
    expect(last.body.message).toMatch(/^A pipeline needs at least one stage/);
  });

  it('adds, edits, closes and deletes deals, with clear messages for bad input', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified] = await stages(token);
    const ann = await contactOf(token, 'Ann');
    const deal = await addDeal(token, {
      name: '  Acme renewal ',
      valueCents: 125_000,
      currency: 'eur',
      expectedClose: '2027-03-31',
      contactIds: [ann],
    });
    expect(deal).toMatchObject({
      name: 'Acme renewal',
      valueCents: 125_000,
      currency: 'EUR',
      stageId: lead!.id,
      expectedClose: '2027-03-31',
      status: 'open',
      lostReason: null,
      contacts: [{ id: ann, name: 'Ann Q' }],
    });
    expect((await addDeal(token, { name: 'Plain' })).currency).toBe('USD');

    const bad = async (body: Record<string, unknown>, message: string, field?: string) => {
      const res = await server.post('/api/deals', body, as);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      if (field) expect(res.body.field).toBe(field);
    };
    await bad({ name: '' }, 'Give the deal a name', 'name');
    await bad({ name: 'X', valueCents: -1 }, 'Value must be an amount from 0 to 21,474,836.47');
    await bad({ name: 'X', valueCents: 1.5 }, 'Value must be an amount from 0 to 21,474,836.47');
    await bad(
      { name: 'X', currency: 'euro' },
      'Currency must be a three-letter code such as USD or EUR',
    );
    await bad(
      { name: 'X', expectedClose: '2027-02-30' },
      'Expected close must be a date (YYYY-MM-DD), or empty',
    );
    await bad({ name: 'X', stageId: 99_999 }, 'That stage does not exist', 'stageId');
    await bad(
      { name: 'X', contactIds: [99_999] },
      'One of those contacts does not exist',
      'contactIds',
    );

    const edited = await server.patch(
      `/api/deals/${deal.id}`,
      { valueCents: 150_000, expectedClose: null, contactIds: [] },
      as,
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.deal).toMatchObject({
      valueCents: 150_000,
      expectedClose: null,
      contacts: [],
    });

    const reasonOnly = await server.patch(`/api/deals/${deal.id}`, { lostReason: 'Price' }, as);
    expect(reasonOnly.status).toBe(400);
    expect(reasonOnly.body.message).toBe('A lost reason is for a lost deal: mark it lost too');
    const lost = await server.patch(
      `/api/deals/${deal.id}`,
      { status: 'lost', lostReason: ' Went with a competitor ' },
      as,
    );
    expect(lost.body.deal).toMatchObject({ status: 'lost', lostReason: 'Went with a competitor' });
    const reopened = await server.patch(`/api/deals/${deal.id}`, { status: 'open' }, as);
    expect(reopened.body.deal).toMatchObject({ status: 'open', lostReason: null });
    const staged = await server.patch(`/api/deals/${deal.id}`, { stageId: qualified!.id }, as);
    expect(staged.body.deal.stageId).toBe(qualified!.id);

    // Another account sees none of it.
    const other = await server.registerUser();
    expect((await server.get(`/api/deals/${deal.id}`, { token: other.token })).status).toBe(404);
    expect(
      (await server.patch(`/api/deals/${deal.id}`, { name: 'Mine' }, { token: other.token }))
        .status,
    ).toBe(404);
    const theirs = await server.post(
      '/api/deals',
      { name: 'Sneaky', stageId: lead!.id },
      { token: other.token },
    );
    expect(theirs.status).toBe(400);

    expect((await server.delete(`/api/deals/${deal.id}`, as)).status).toBe(204);
    expect((await server.get(`/api/deals/${deal.id}`, as)).status).toBe(404);
  });

  it('gives a deal an owner (whoever adds it, or a member named) and keeps when it closed', async () => {
    const { token, user } = await server.registerUser({ name: 'Olive Owner' });
    const as = { token };
    const deal = await addDeal(token, { name: 'Owned' });
    expect(deal.owner).toEqual({ id: user.id, name: 'Olive Owner' });
    expect(deal.closedAt).toBeNull();
    expect((await addDeal(token, { name: 'Named', ownerId: user.id })).owner?.id).toBe(user.id);

    // Someone outside the account cannot own it, on add or edit.
    const other = await server.registerUser();
    for (const res of [
      await server.post('/api/deals', { name: 'X', ownerId: other.user.id }, as),
      await server.patch(`/api/deals/${deal.id}`, { ownerId: other.user.id }, as),
    ]) {
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Owner must be a member of this account',
        field: 'ownerId',
      });
    }

    const won = await server.patch(`/api/deals/${deal.id}`, { status: 'won' }, as);
    const closedAt = won.body.deal.closedAt as string;
    expect(Date.now() - Date.parse(closedAt)).toBeLessThan(60_000);
    // Edited or re-saved as won later, it keeps the day it was won.
    await server.db
      .updateTable('deals')
      .set({ closed_at: '2026-01-15T10:00:00.000Z' })
      .where('id', '=', deal.id)
      .execute();
    const edited = await server.patch(
      `/api/deals/${deal.id}`,
      { name: 'Owned!', status: 'won' },
      as,
    );
    expect(edited.body.deal.closedAt).toBe('2026-01-15T10:00:00.000Z');
    const lost = await server.patch(`/api/deals/${deal.id}`, { status: 'lost' }, as);
    expect(lost.body.deal.closedAt).not.toBe('2026-01-15T10:00:00.000Z');
    expect(lost.body.deal.closedAt).not.toBeNull();
    const reopened = await server.patch(`/api/deals/${deal.id}`, { status: 'open' }, as);
    expect(reopened.body.deal.closedAt).toBeNull();
  });

  it('moves deals before or after another, between and within stages, and keeps the order when a gap runs out', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified] = await stages(token);
    const [a, b, c] = [
      await addDeal(token, { name: 'A', stageId: lead!.id }),
      await addDeal(token, { name: 'B', stageId: lead!.id }),
      await addDeal(token, { name: 'C', stageId: lead!.id }),
    ];
    const move = (id: number, body: Record<string, unknown>) =>
      server.post(`/api/deals/${id}/move`, body, as);

    expect((await move(c!.id, { stageId: lead!.id, beforeId: a!.id })).status).toBe(200);
    expect(await names(token, lead!.id)).toEqual(['C', 'A', 'B']);
    expect((await move(c!.id, { stageId: lead!.id, afterId: a!.id })).status).toBe(200);
    expect(await names(token, lead!.id)).toEqual(['A', 'C', 'B']);
    expect((await move(a!.id, { stageId: qualified!.id })).status).toBe(200);
    expect((await move(b!.id, { stageId: qualified!.id, beforeId: a!.id })).status).toBe(200);
    expect(await names(token, qualified!.id)).toEqual(['B', 'A']);
    expect(await names(token, lead!.id)).toEqual(['C']);

    const both = await move(c!.id, { stageId: lead!.id, beforeId: a!.id, afterId: b!.id });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either beforeId or afterId, not both');
    const elsewhere = await move(c!.id, { stageId: lead!.id, beforeId: a!.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('That deal is not in the stage it is being moved to');
    const nowhere = await move(c!.id, { stageId: 99_999 });
    expect(nowhere.body.message).toBe('That stage does not exist');

    // Each move into the gap before B halves it: after ~50 the floats run out, the stage is
    // renumbered and the order holds.
    const order = ['B', 'A'];
    for (let i = 0; i < 60; i++) {
      const deal = await addDeal(token, { name: `N${i}`, stageId: qualified!.id });
      const res = await move(deal.id, { stageId: qualified!.id, afterId: b!.id });
      expect(res.status, res.text).toBe(200);
      order.splice(1, 0, `N${i}`);
    }
    expect(await names(token, qualified!.id)).toEqual(order);
  });

  it('pages a stage in board order and totals its open deals per currency', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified] = await stages(token);
    for (let i = 0; i < 7; i++)
      await addDeal(token, { name: `Deal ${i}`, valueCents: 1000 * (i + 1), stageId: lead!.id });
    await addDeal(token, { name: 'Euro', valueCents: 500, currency: 'EUR', stageId: lead!.id });
    const gone = await addDeal(token, { name: 'Gone', valueCents: 99_999, stageId: lead!.id });
    await server.patch(`/api/deals/${gone.id}`, { status: 'lost' }, as);
    await addDeal(token, { name: 'Other', valueCents: 7, stageId: qualified!.id });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await column(token, lead!.id, `&limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(body.total).toBe(8);
      expect(body.deals.length).toBeLessThanOrEqual(3);
      seen.push(...body.deals.map((d) => d.name));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...Array.from({ length: 7 }, (_, i) => `Deal ${i}`), 'Euro']);
    expect((await column(token, lead!.id, '&q=euR')).deals.map((d) => d.name)).toEqual(['Euro']);
    const badCursor = await server.get(`/api/deals?stageId=${lead!.id}&before=nope`, as);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('Cursor is not one this list gave');

    const [leadTotals, qualifiedTotals] = await stages(token);
    expect(leadTotals).toMatchObject({
      count: 8,
      totals: [
        { currency: 'USD', valueCents: 28_000 },
        { currency: 'EUR', valueCents: 500 },
      ],
    });
    expect(qualifiedTotals).toMatchObject({
      count: 1,
      totals: [{ currency: 'USD', valueCents: 7 }],
    });
  });

  it('sorts every deal by stage, name, value or expected close, either way, a page at a time', async () => {
    const { token } = await server.registerUser();
    const [lead, qualified, proposal] = await stages(token);
    // Ties on value and close date, a missing close date, names differing in case, and a won
    // and a lost deal (the table lists every status).
    const rows: [string, number, number, string | null][] = [
      ['delta', proposal!.id, 500, '2027-03-01'],
      ['Alpha', qualified!.id, 900, null],
      ['charlie', lead!.id, 500, '2027-01-15'],
      ['Bravo', lead!.id, 100, '2027-03-01'],
      ['echo', qualified!.id, 700, '2026-12-31'],
    ];
    const ids = new Map<string, number>();
    for (const [name, stageId, valueCents, expectedClose] of rows)
      ids.set(name, (await addDeal(token, { name, stageId, valueCents, expectedClose })).id);
    await server.patch(`/api/deals/${ids.get('echo')}`, { status: 'won' }, { token });
    await server.patch(`/api/deals/${ids.get('Alpha')}`, { status: 'lost' }, { token });

    /** Every deal in the sort, read two at a time through the cursors. */
    async function sorted(query: string, total = 5) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await server.get(
          `/api/deals?${query}&limit=2${cursor ? `&before=${cursor}` : ''}`,
          { token },
        );
        expect(res.status, res.text).toBe(200);
        const body = res.body as v.InferOutput<typeof DealListResponseSchema>;
        expect(body.total).toBe(total);
        seen.push(...body.deals.map((d) => d.name));
        cursor = body.nextCursor;
      } while (cursor);
      return seen;
    }
    expect(await sorted('sort=stage')).toEqual(['charlie', 'Bravo', 'Alpha', 'echo', 'delta']);
    expect(await sorted('sort=stage&order=desc')).toEqual([
      'delta',
      'echo',
      'Alpha',
      'Bravo',
      'charlie',
    ]);
    expect(await sorted('sort=name')).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
    expect(await sorted('sort=name&order=desc')).toEqual([
      'echo',
      'delta',
      'charlie',
      'Bravo',
      'Alpha',
    ]);
    // Equal values keep the order they were added in (ties go by id).
    expect(await sorted('sort=value')).toEqual(['Bravo', 'delta', 'charlie', 'echo', 'Alpha']);
    expect(await sorted('sort=value&order=desc')).toEqual([
      'Alpha',
      'echo',
      'charlie',
      'delta',
      'Bravo',
    ]);
    expect(await sorted('sort=expectedClose')).toEqual([
      'echo',
      'charlie',
      'delta',
      'Bravo',
      'Alpha',
    ]);
    expect(await sorted('sort=expectedClose&status=open', 3)).toEqual([
      'charlie',
      'delta',
      'Bravo',
    ]);

    const bad = await server.get('/api/deals?sort=owner', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Sort must be one of stage, name, value, expectedClose');
    // A cursor of one sort is refused by another whose keys differ.
    const first = await server.get('/api/deals?sort=stage&limit=1', { token });
    const mixed = await server.get(`/api/deals?sort=name&limit=1&before=${first.body.nextCursor}`, {
      token,
    });
    expect(mixed.status).toBe(400);
  });

  it("puts stage changes and closings on the deal's contacts' timelines", async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified, proposal] = await stages(token);
    const ann = await contactOf(token, 'Ann');
    const bob = await contactOf(token, 'Bob');
    const deal = await addDeal(token, {
      name: 'Big one',
      stageId: lead!.id,
      contactIds: [ann, bob],
    });
    await server.post(`/api/deals/${deal.id}/move`, { stageId: qualified!.id }, as);
    // Within a stage: not a stage change.
    await server.post(`/api/deals/${deal.id}/move`, { stageId: qualified!.id }, as);
    await server.patch(`/api/deals/${deal.id}`, { stageId: proposal!.id }, as);
    await server.patch(`/api/deals/${deal.id}`, { status: 'lost', lostReason: 'Budget' }, as);

    const timeline = async (contactId: number, query = '') => {
      const res = await server.get(`/api/contacts/${contactId}/timeline${query}`, as);
      expect(res.status, res.text).toBe(200);
      const parsed = v.safeParse(ContactTimelinePageSchema, res.body);
      expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
      return res.body as v.InferOutput<typeof ContactTimelinePageSchema>;
    };
    for (const contactId of [ann, bob]) {
      const page = await timeline(contactId, '?kinds=deal_stage_changed,deal_closed');
      expect(page.total).toBe(3);
      expect(page.events.map(({ id: _id, at: _at, ...rest }) => rest)).toEqual([
        {
          kind: 'deal_closed',
          dealId: deal.id,
          dealName: 'Big one',
          status: 'lost',
          reason: 'Budget',
        },
        {
          kind: 'deal_stage_changed',
          dealId: deal.id,
          dealName: 'Big one',
          fromStage: 'Qualified',
          toStage: 'Proposal',
        },
        {
          kind: 'deal_stage_changed',
          dealId: deal.id,
          dealName: 'Big one',
          fromStage: 'Lead',
          toStage: 'Qualified',
        },
      ]);
    }
    const stageOnly = await timeline(ann, '?kinds=deal_stage_changed');
    expect(stageOnly.events.map((e) => e.kind)).toEqual([
      'deal_stage_changed',
      'deal_stage_changed',
    ]);
    // The history outlives the deal.
    await server.delete(`/api/deals/${deal.id}`, as);
    const after = await timeline(ann, '?kinds=deal_stage_changed,deal_closed');
    expect(after.events).toHaveLength(3);
    expect(after.events[0]).toMatchObject({ dealId: null, dealName: 'Big one' });
  });

  it("puts the moves of a deleted stage's deals on their contacts' timelines", async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const [lead, qualified] = await stages(token);
    const ann = await contactOf(token, 'Ann');
    const bob = await contactOf(token, 'Bob');
    const cat = await contactOf(token, 'Cat');
    const first = await addDeal(token, {
      name: 'First',
      stageId: lead!.id,
      contactIds: [ann, bob],
    });
    const second = await addDeal(token, { name: 'Second', stageId: lead!.id, contactIds: [cat] });
    // Already in the stage the others move to: not moved, so not on a timeline.
    await addDeal(token, { name: 'Staying', stageId: qualified!.id, contactIds: [ann] });
    const deleted = await server.delete(
      `/api/pipeline/stages/${lead!.id}?moveTo=${qualified!.id}`,
      as,
    );
    expect(deleted.status, deleted.text).toBe(204);

    const moves = async (contactId: number) => {
      const res = await server.get(
        `/api/contacts/${contactId}/timeline?kinds=deal_stage_changed`,
        as,
      );
      expect(res.status, res.text).toBe(200);
      const parsed = v.safeParse(ContactTimelinePageSchema, res.body);
      expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
      const page = res.body as v.InferOutput<typeof ContactTimelinePageSchema>;
      expect(page.total).toBe(page.events.length);
      return page.events.map(({ id: _id, at: _at, ...rest }) => rest);
    };
    const move = (deal: Deal) => ({
      kind: 'deal_stage_changed',
      dealId: deal.id,
      dealName: deal.name,
      fromStage: 'Lead',
      toStage: 'Qualified',
    });
    expect(await moves(ann)).toEqual([move(first)]);
    expect(await moves(bob)).toEqual([move(first)]);
    expect(await moves(cat)).toEqual([move(second)]);
  });

  it("links a deal to one of the account's companies, lists a company's and a contact's deals, and unlinks a deleted company", async () => {
    const { token } = await server.registerUser();
    const other = await server.registerUser();
    const company = async (t: string, name: string) => {
      const res = await server.post('/api/companies', { name }, { token: t });
      expect(res.status, res.text).toBe(201);
      return res.body.company.id as number;
    };
    const acme = await company(token, 'Acme');
    const foreign = await company(other.token, 'Not yours');
    const ann = await contactOf(token, 'Ann');
    const withCompany = await addDeal(token, {
      name: 'Renewal',
      companyId: acme,
      contactIds: [ann],
    });
    expect(withCompany.company).toEqual({ id: acme, name: 'Acme' });
    await addDeal(token, { name: 'No company' });
    const annsOnly = await addDeal(token, { name: 'Ann only', contactIds: [ann] });
    expect(annsOnly.company).toBeNull();

    // Another account's company is as good as none, on create and on change.
    const refused = await server.post('/api/deals', { name: 'X', companyId: foreign }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'That company does not exist',
      field: 'companyId',
    });
    const refusedPatch = await server.patch(
      `/api/deals/${annsOnly.id}`,
      { companyId: foreign },
      { token },
    );
    expect(refusedPatch.status).toBe(400);

    const list = async (query: string, t = token) => {
      const res = await server.get(`/api/deals?${query}`, { token: t });
      expect(res.status, res.text).toBe(200);
      expect(v.safeParse(DealListResponseSchema, res.body).success).toBe(true);
      return (res.body.deals as Deal[]).map((d) => d.name).sort();
    };
    expect(await list(`companyId=${acme}`)).toEqual(['Renewal']);
    expect(await list(`contactId=${ann}`)).toEqual(['Ann only', 'Renewal']);
    expect(await list(`companyId=${acme}`, other.token)).toEqual([]);
    expect((await server.get('/api/deals?companyId=abc', { token })).body).toMatchObject({
      message: 'Company must be a company id',
    });

    // Linked and unlinked by a change; a deleted company leaves the deal, unlinked.
    const linked = await server.patch(`/api/deals/${annsOnly.id}`, { companyId: acme }, { token });
    expect(linked.body.deal.company).toEqual({ id: acme, name: 'Acme' });
    expect(await list(`companyId=${acme}`)).toEqual(['Ann only', 'Renewal']);
    const unlinked = await server.patch(
      `/api/deals/${annsOnly.id}`,
      { companyId: null },
      { token },
    );
    expect(unlinked.body.deal.company).toBeNull();
    expect((await server.delete(`/api/companies/${acme}`, { token })).status).toBe(204);
    const after = await server.get(`/api/deals/${withCompany.id}`, { token });
    expect(after.status).toBe(200);
    expect(after.body.deal.company).toBeNull();
  });
});
