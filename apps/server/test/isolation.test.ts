import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';
import { validDesign } from './fixtures';

describeEachDatabase('isolation', (database) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const ids = { contact: 0, campaign: 0, template: 0, workflow: 0, bobContact: 0, bobCampaign: 0 };

  beforeAll(async () => {
    server = await startTestServer({ database });
    alice = await server.registerUser();
    bob = await server.registerUser();
    const a = { token: alice.token };
    ids.contact = (
      await server.post(
        '/api/contacts',
        { firstName: 'A', lastName: 'A', email: 'a@example.com' },
        a,
      )
    ).body.contact.id;
    ids.campaign = (
      await server.post('/api/campaigns', { name: 'A', subject: 'A', content: 'A' }, a)
    ).body.campaign.id;
    ids.template = (
      await server.post('/api/email-templates', { name: 'A', subject: 'A', design: validDesign }, a)
    ).body.template.id;
    ids.workflow = (
      await server.post('/api/automation-workflows', { name: 'A', trigger: 'email_opened' }, a)
    ).body.workflow.id;
    const b = { token: bob.token };
    ids.bobContact = (
      await server.post(
        '/api/contacts',
        { firstName: 'B', lastName: 'B', email: 'b@example.com' },
        b,
      )
    ).body.contact.id;
    ids.bobCampaign = (
      await server.post('/api/campaigns', { name: 'B', subject: 'B', content: 'B' }, b)
    ).body.campaign.id;
  });
  afterAll(() => server.close());

  describe("another user's records answer 404", () => {
    const routes: [string, string, () => unknown][] = [
      ['GET', '/api/contacts/{contact}', () => undefined],
      ['PATCH', '/api/contacts/{contact}', () => ({ firstName: 'Hijacked' })],
      ['DELETE', '/api/contacts/{contact}', () => undefined],
      ['GET', '/api/campaigns/{campaign}', () => undefined],
      ['POST', '/api/campaigns/{campaign}/contacts', () => ({ contactId: ids.bobContact })],
      ['GET', '/api/email-templates/{template}', () => undefined],
      ['PUT', '/api/email-templates/{template}', () => ({ name: 'Hijacked', subject: 'x' })],
      ['DELETE', '/api/email-templates/{template}', () => undefined],
      ['GET', '/api/automation-workflows/{workflow}', () => undefined],
      ['PATCH', '/api/automation-workflows/{workflow}', () => ({ isActive: false })],
    ];

    it.each(routes)('%s %s', async (method, pattern, body) => {
      const path = pattern.replace(/\{(\w+)\}/, (_m, key: keyof typeof ids) => String(ids[key]));
      const res = await server.request(method, path, { token: bob.token, json: body() });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/ not found$/);
    });

    it("will not link bob's campaign to alice's contact either", async () => {
      const res = await server.post(
        `/api/campaigns/${ids.bobCampaign}/contacts`,
        { contactId: ids.contact },
        { token: bob.token },
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Contact not found' });
    });

    it("lists hold only one's own records, and alice's records are unchanged", async () => {
      for (const [path, key] of [
        ['/api/contacts', 'contacts'],
        ['/api/campaigns', 'campaigns'],
        ['/api/email-templates', 'templates'],
        ['/api/automation-workflows', 'workflows'],
      ] as const) {
        const bobs = (await server.get(path, { token: bob.token })).body[key] as { id: number }[];
        const alices = (await server.get(path, { token: alice.token })).body[key] as {
          id: number;
        }[];
        expect(alices.length).toBe(1);
        expect(bobs.map((r) => r.id)).not.toContain(alices[0]!.id);
      }
      const contact = await server.get(`/api/contacts/${ids.contact}`, { token: alice.token });
      expect(contact.body.contact.firstName).toBe('A');
      const template = await server.get(`/api/email-templates/${ids.template}`, {
        token: alice.token,
      });
      expect(template.body.template.name).toBe('A');
      const links = await server.db.selectFrom('campaign_contacts').selectAll().execute();
      expect(links).toEqual([]);
    });
  });
});
