import { planById } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  setPlan,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';
import { seededContactRow } from './fixtures';
import { countContacts, uploadFile } from './transfer/transferHelpers';

/**
 * Issue 24 §3, one price truth: the plan's contact limit (Free 100, Starter 500, Growth 2,500,
 * Professional unlimited, from the one plan definition in @crm/api-client) holds on Add Contact
 * and on import, and a plan change moves it.
 */
describeEachDatabase('contact limits of the plans', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  /** Gives `owner` `n` contacts (`prefix` keeps their emails apart), set-based as an import does. */
  async function seed(owner: RegisteredUser, n: number, prefix = 'seed'): Promise<void> {
    if (n === 0) return;
    await server.db
      .insertInto('contacts')
      .values(
        Array.from({ length: n }, (_, i) =>
          seededContactRow(owner.user.id, {
            first_name: 'Seeded',
            last_name: String(i),
            email: `${prefix}${i}@example.com`,
          }),
        ),
      )
      .execute();
  }

  const addContact = (owner: RegisteredUser, email: string) =>
    server.post(
      '/api/contacts',
      { firstName: 'New', lastName: 'Person', email },
      { token: owner.token },
    );

  const csv = (emails: string[]) =>
    `First Name,Last Name,Email\n${emails.map((e, i) => `P${i},Q,${e}`).join('\n')}\n`;

  describe('Add Contact', () => {
    it('takes the last place of the Free plan, then answers 402 naming the plan, limit and Billing', async () => {
      const owner = await server.registerUser();
      await seed(owner, 99);
      expect((await addContact(owner, 'last@example.com')).status).toBe(201);

      const refused = await addContact(owner, 'one-too-many@example.com');
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(
        'Your Free plan allows up to 100 contacts and you have 100. Upgrade your plan on the Billing page to add more.',
      );
      expect(await countContacts(server, owner.user.id)).toBe(100);
      // Billing shows the count against the limit.
      const subscription = await server.get('/api/subscription', { token: owner.token });
      expect(subscription.body).toMatchObject({ currentPlan: 'free', contactCount: 100 });
    });

    it('refuses an account already over its limit (the 200,020 contacts a Free plan took)', async () => {
      const owner = await server.registerUser();
      await seed(owner, 130);
      const refused = await addContact(owner, 'more@example.com');
      expect(refused.status).toBe(402);
      expect(refused.body.message).toContain('you have 130');
    });

    it('holds under concurrent creates: only the places left are taken', async () => {
      const owner = await server.registerUser();
      await seed(owner, 97);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => addContact(owner, `race${i}@example.com`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 402, 402, 402]);
      expect(await countContacts(server, owner.user.id)).toBe(100);
    });

    it('is lifted by an upgrade and applies again after a move to a cheaper plan', async () => {
      const owner = await server.registerUser();
      await seed(owner, 100);
      expect((await addContact(owner, 'before@example.com')).status).toBe(402);

      // A completed payment moves the plan (none exists yet, so the test moves it as one would).
      await setPlan(server.db, owner.user.id, 'starter');
      expect((await addContact(owner, 'starter@example.com')).status).toBe(201);

      await setPlan(server.db, owner.user.id, 'pro');
      await seed(owner, 500, 'pro');
      expect((await addContact(owner, 'unlimited@example.com')).status).toBe(201);

      // Moving to a cheaper plan needs no payment: the API takes it, and the limit follows.
      const change = await server.post(
        '/api/subscription/change',
        { planId: 'starter' },
        { token: owner.token },
      );
      expect(change.status).toBe(200);
      const refused = await addContact(owner, 'cheaper@example.com');
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(
        'Your Starter plan allows up to 500 contacts and you have 602. Upgrade your plan on the Billing page to add more.',
      );
    });

    it('has the limits of the one plan definition', () => {
      expect(
        ['free', 'starter', 'growth', 'pro'].map((id) => planById(id as never).contactLimit),
      ).toEqual([100, 500, 2500, null]);
    });
  });

  describe('import', () => {
    it('imports nothing from a file that would pass the limit, and says how many fit', async () => {
      const owner = await server.registerUser();
      await seed(owner, 90);
      // 15 rows: one repeats an existing contact and one repeats a row, so 13 would be new.
      const emails = Array.from({ length: 13 }, (_, i) => `new${i}@example.com`);
      const res = await uploadFile(
        server,
        owner.token,
        'too-many.csv',
        csv([...emails, 'seed3@example.com', 'new0@example.com']),
      );
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(
        'Nothing was imported: this file has 13 new contacts, but your Free plan allows up to 100 contacts and you have 90, so 10 more fit. Upgrade your plan on the Billing page, or import a smaller file.',
      );
      expect(await countContacts(server, owner.user.id)).toBe(90);
    });

    it('imports a file that fits exactly, counting only new emails against the limit', async () => {
      const owner = await server.registerUser();
      await seed(owner, 90);
      const emails = Array.from({ length: 10 }, (_, i) => `fit${i}@example.com`);
      const res = await uploadFile(
        server,
        owner.token,
        'fits.csv',
        csv([...emails, 'seed1@example.com', 'seed2@example.com']),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ importedCount: 10, failedCount: 2 });
      expect(await countContacts(server, owner.user.id)).toBe(100);
    });

    it('says no more fit when the account is full, and an upgrade lets the same file in', async () => {
      const owner = await server.registerUser();
      await seed(owner, 100);
      const file = csv(Array.from({ length: 400 }, (_, i) => `big${i}@example.com`));
      const full = await uploadFile(server, owner.token, 'full.csv', file);
      expect(full.status).toBe(402);
      expect(full.body.message).toContain('this file has 400 new contacts');
      expect(full.body.message).toContain('you have 100, so no more fit');

      await setPlan(server.db, owner.user.id, 'starter');
      const upgraded = await uploadFile(server, owner.token, 'full.csv', file);
      expect(upgraded.status).toBe(200);
      expect(upgraded.body.importedCount).toBe(400);
      expect(await countContacts(server, owner.user.id)).toBe(500);

      const over = await uploadFile(server, owner.token, 'one.csv', csv(['x@example.com']));
      expect(over.status).toBe(402);
      expect(over.body.message).toContain('this file has 1 new contact, but your Starter plan');
    });
  });
});
