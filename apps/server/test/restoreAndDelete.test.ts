import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/** Issue 24 §3: workflows can be deleted, archived campaigns restored. */
describeEachDatabase('workflow delete and campaign restore', (database) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    token = (await server.registerUser()).token;
    otherToken = (await server.registerUser()).token;
  });
  afterAll(() => server.close());

  it('deletes a workflow of its owner only', async () => {
    const created = await server.post(
      '/api/automation-workflows',
      { name: 'Welcome', trigger: 'contact_added' },
      { token },
    );
    const id = created.body.workflow.id;
    expect(
      (await server.delete(`/api/automation-workflows/${id}`, { token: otherToken })).status,
    ).toBe(404);
    expect((await server.delete(`/api/automation-workflows/${id}`)).status).toBe(401);
    expect((await server.delete(`/api/automation-workflows/${id}`, { token })).status).toBe(204);
    expect((await server.get(`/api/automation-workflows/${id}`, { token })).status).toBe(404);
    expect((await server.get('/api/automation-workflows', { token })).body.workflows).toEqual([]);
    expect((await server.delete(`/api/automation-workflows/${id}`, { token })).status).toBe(404);
  });

  it('restores an archived draft as a draft and an archived sent campaign as sent', async () => {
    const create = async (name: string) =>
      (
        await server.post(
          '/api/campaigns',
          { name, subject: 'Hi', content: '<p>Hi</p>' },
          { token },
        )
      ).body.campaign.id as number;
    const draft = await create('Draft');
    const sent = await create('Sent');
    await server.db
      .updateTable('campaigns')
      .set({ sent_count: 3 })
      .where('id', '=', sent)
      .execute();

    // Only an archived campaign comes back.
    expect((await server.post(`/api/campaigns/${draft}/restore`, {}, { token })).status).toBe(409);
    for (const id of [draft, sent])
      expect((await server.post(`/api/campaigns/${id}/archive`, {}, { token })).status).toBe(200);
    expect(
      (await server.post(`/api/campaigns/${draft}/restore`, {}, { token: otherToken })).status,
    ).toBe(404);

    const back = await server.post(`/api/campaigns/${draft}/restore`, {}, { token });
    expect(back.status).toBe(200);
    expect(back.body.campaign.status).toBe('draft');
    const sentBack = await server.post(`/api/campaigns/${sent}/restore`, {}, { token });
    expect(sentBack.body.campaign).toMatchObject({ status: 'sent', sentCount: 3 });
  });
});
