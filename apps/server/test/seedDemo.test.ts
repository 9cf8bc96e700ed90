import {
  AutomationWorkflowListResponseSchema,
  CampaignListResponseSchema,
  ContactListResponseSchema,
  EmailTemplateListResponseSchema,
  EmailTemplateInputSchema,
  LoginResponseSchema,
} from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccount } from '../src/seed/seedDemoAccount';
import { normaliseDesign } from '../src/templates/normaliseDesign';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('seedDemo', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  describe('demo seed', () => {
    it('creates a demo account on a temporary password with realistic data the contract accepts', async () => {
      const { username, password } = await seedDemoAccount(server);
      const login = await server.post('/api/auth/login', { username, password });
      expect(login.status).toBe(200);
      const session = v.parse(LoginResponseSchema, login.body);
      expect(session.requiresPasswordChange).toBe(true);
      const auth = { token: session.token };
      expect((await server.get('/api/contacts', auth)).status).toBe(403);
      const changed = await server.post(
        '/api/auth/change-password',
        { currentPassword: password, newPassword: 'a-new-password' },
        auth,
      );
      expect(changed.status).toBe(200);

      const { contacts } = v.parse(
        ContactListResponseSchema,
        (await server.get('/api/contacts', auth)).body,
      );
      expect(contacts.length).toBeGreaterThanOrEqual(25);
      const { campaigns } = v.parse(
        CampaignListResponseSchema,
        (await server.get('/api/campaigns', auth)).body,
      );
      const sent = campaigns.filter((c) => c.status === 'sent');
      expect(sent.length).toBeGreaterThanOrEqual(2);
      for (const c of sent) expect(c.sentCount).toBeGreaterThan(c.openCount);
      const { templates } = v.parse(
        EmailTemplateListResponseSchema,
        (await server.get('/api/email-templates', auth)).body,
      );
      expect(templates.length).toBeGreaterThanOrEqual(3);
      for (const t of templates) {
        v.parse(EmailTemplateInputSchema, t);
        expect(() => normaliseDesign(t.design!)).not.toThrow();
      }
      const { workflows } = v.parse(
        AutomationWorkflowListResponseSchema,
        (await server.get('/api/automation-workflows', auth)).body,
      );
      expect(workflows.length).toBeGreaterThanOrEqual(3);
    });

    it('running it again replaces the demo account instead of duplicating it', async () => {
      const other = await server.registerUser();
      const first = await seedDemoAccount(server);
      const second = await seedDemoAccount(server);
      expect(second.password).not.toBe(first.password);
      expect(
        (await server.post('/api/auth/login', { username: 'demo', password: first.password }))
          .status,
      ).toBe(401);
      const login = await server.post('/api/auth/login', {
        username: 'demo',
        password: second.password,
      });
      await server.post(
        '/api/auth/change-password',
        { currentPassword: second.password, newPassword: 'a-new-password' },
        { token: login.body.token },
      );
      const users = await server.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo')
        .execute();
      expect(users).toHaveLength(1);
      expect(
        (await server.get('/api/contacts', { token: login.body.token })).body.contacts,
      ).toHaveLength(30);
      expect((await server.get('/api/auth/me', { token: other.token })).status).toBe(200);
    });
  });
});
