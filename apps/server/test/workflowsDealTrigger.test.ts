import type { PipelineStage } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * "Deal moved to stage" (issue 32 §3): a deal entering a stage (moved on the board, changed in its
 * dialog, created in it, or moved because its stage was deleted) makes its contacts enter the
 * active `deal_stage_changed` workflows on that stage or on any; other stages, inactive workflows
 * and deals without contacts enter nobody; a contact in an unfinished run does not enter twice.
 * Entries are the workflow's runs, read straight from the database.
 */
describeEachDatabase('deal moved to stage trigger', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  async function user() {
    const { token } = await server.registerUser();
    const as = { token };
    const send = async (
      method: 'post' | 'patch',
      path: string,
      json: unknown,
      status = method === 'post' ? 201 : 200,
    ) => {
      const res = await server[method](path, json, as);
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const stagesRes = await server.get('/api/pipeline/stages', as);
    const [lead, qualified, proposal] = stagesRes.body.stages as PipelineStage[];
    const workflow = async (stageId: number | undefined, isActive = true) =>
      (
        await send('post', '/api/automation-workflows', {
          name: `WF ${stageId ?? 'any'}`,
          trigger: 'deal_stage_changed',
          isActive,
          steps: JSON.stringify({
            version: 2,
            trigger: stageId === undefined ? {} : { stageId },
            steps: [{ id: 't', type: 'add_tag', tag: 'moved' }],
          }),
        })
      ).workflow.id as number;
    const contact = async (name: string) =>
      (
        await send('post', '/api/contacts', {
          firstName: name,
          lastName: 'D',
          email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`,
        })
      ).contact.id as number;
    const deal = async (stageId: number, contactIds: number[]) =>
      (await send('post', '/api/deals', { name: 'Big deal', stageId, contactIds })).deal
        .id as number;
    const move = (dealId: number, stageId: number) =>
      send('post', `/api/deals/${dealId}/move`, { stageId, beforeId: null, afterId: null }, 200);
    return { token, send, workflow, contact, deal, move, lead: lead!, qualified, proposal };
  }

  /** The contacts that entered the workflow, sorted. */
  const entered = async (workflowId: number) =>
    (
      await server.db
        .selectFrom('workflows_runs')
        .select('contact_id')
        .where('workflow_id', '=', workflowId)
        .execute()
    )
      .map((r) => r.contact_id)
      .sort((a, b) => a - b);

  it('takes the deal’s contacts into the workflow on its stage when moved there on the board or in the dialog, not to another stage', async () => {
    const u = await user();
    const onQualified = await u.workflow(u.qualified!.id);
    const [ada, bo] = [await u.contact('Ada'), await u.contact('Bo')];
    const boardDeal = await u.deal(u.lead.id, [ada, bo]);
    await u.move(boardDeal, u.proposal!.id);
    expect(await entered(onQualified)).toEqual([]);
    await u.move(boardDeal, u.qualified!.id);
    expect(await entered(onQualified)).toEqual([ada, bo].sort((a, b) => a - b));

    const onQualifiedToo = await u.workflow(u.qualified!.id);
    const [cy, di] = [await u.contact('Cy'), await u.contact('Di')];
    const dialogDeal = await u.deal(u.lead.id, [cy, di]);
    // A change that keeps the stage is no move.
    await u.send('patch', `/api/deals/${dialogDeal}`, { name: 'Bigger deal' });
    expect(await entered(onQualifiedToo)).toEqual([]);
    await u.send('patch', `/api/deals/${dialogDeal}`, { stageId: u.qualified!.id });
    expect(await entered(onQualifiedToo)).toEqual([cy, di].sort((a, b) => a - b));
    // Moving within the stage enters nobody again (and a contact already inside stays once).
    await u.move(dialogDeal, u.qualified!.id);
    expect(await entered(onQualifiedToo)).toHaveLength(2);
  });

  it('takes any move into a workflow on any stage, a deal created in a stage too, and none into an inactive one', async () => {
    const u = await user();
    const any = await u.workflow(undefined);
    const inactive = await u.workflow(u.qualified!.id, false);
    const ada = await u.contact('Ada');
    const created = await u.deal(u.lead.id, [ada]);
    expect(await entered(any)).toEqual([ada]);
    const bo = await u.contact('Bo');
    await u.move(await u.deal(u.lead.id, []), u.qualified!.id);
    const moved = await u.deal(u.lead.id, []);
    await u.send('patch', `/api/deals/${moved}`, { contactIds: [bo] });
    await u.move(moved, u.proposal!.id);
    expect(await entered(any)).toEqual([ada, bo].sort((a, b) => a - b));
    await u.move(created, u.qualified!.id);
    expect(await entered(inactive)).toEqual([]);
  });

  it('takes the contacts of a deleted stage’s deals into the workflow on the stage they move to', async () => {
    const u = await user();
    const onProposal = await u.workflow(u.proposal!.id);
    const [ada, bo, cy] = [await u.contact('Ada'), await u.contact('Bo'), await u.contact('Cy')];
    await u.deal(u.qualified!.id, [ada]);
    await u.deal(u.qualified!.id, [bo]);
    // Already in the stage they move to: not moved, not entered.
    await u.deal(u.proposal!.id, [cy]);
    expect(await entered(onProposal)).toEqual([cy]);
    const res = await server.delete(
      `/api/pipeline/stages/${u.qualified!.id}?moveTo=${u.proposal!.id}`,
      { token: u.token },
    );
    expect(res.status, res.text).toBe(204);
    expect(await entered(onProposal)).toEqual([ada, bo, cy].sort((a, b) => a - b));
  });

  it('refuses a stage setting that is not a stage id, naming it', async () => {
    const u = await user();
    for (const stageId of [0, -3, 1.5, 'two'])
      expect(
        (
          await u.send(
            'post',
            '/api/automation-workflows',
            {
              name: 'Bad',
              trigger: 'deal_stage_changed',
              steps: JSON.stringify({ version: 2, trigger: { stageId }, steps: [] }),
            },
            400,
          )
        ).message,
      ).toContain('stageId must be a stage id');
  });
});
