import { CONTACT_ERASE_BATCH_MAX, ERASE_CONFIRM_MESSAGE } from '@crm/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { addressHash, addressHashSql } from '../src/suppressions/addressHash';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import { describeEachDatabase, type TestServer } from './harness';
import { startMailingServer, type MailingServer } from './mailingServer';
import { waitFor } from './sendingSink';
import { uploadFile } from './transfer/transferHelpers';

const OFFER = 'https://shop.example.com/offer';

/**
 * Erasure and the suppression list (issue 28 §3): an erased person leaves nothing but a hash of
 * their address, campaign figures stay as they were, and the hash keeps them from being mailed or
 * imported as a subscriber until they confirm a new subscription themselves.
 */
describeEachDatabase('erasure and suppression', (database) => {
  let mailing: MailingServer;
  let server: TestServer;

  beforeAll(async () => {
    mailing = await startMailingServer(database);
    ({ server } = mailing);
  });
  afterAll(() => mailing?.stop());

  const servedToken = () => mailing.servedFormToken();
  const mailsTo = (address: string) => mailing.mailsTo(address);
  const linkIn = (address: string, subject: string, path: string) =>
    mailing.linkIn(address, subject, path);
  const submitForm = (publicId: string, values: Record<string, string>) =>
    servedToken().then((token) =>
      server.request('POST', `/f/${publicId}`, {
        body: new URLSearchParams({ _t: token, ...values }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
  const owner = async () => {
    const user = await server.registerUser();
    const as = { token: user.token };
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, as);
      expect(res.status, res.text).toBe(status);
      return res.body;
    };
    const addContact = async (email: string, firstName = 'Pat') =>
      (await post('/api/contacts', { firstName, lastName: 'Doe', email })).contact as {
        id: number;
      };
    const contactAt = (email: string) =>
      server.db
        .selectFrom('contacts')
        .selectAll()
        .where('user_id', '=', user.user.id)
        .where('email', '=', email)
        .executeTakeFirst();
    const suppressed = (email: string) =>
      server.db
        .selectFrom('suppressions')
        .select('reason')
        .where('user_id', '=', user.user.id)
        .where('address_hash', '=', addressHash(email))
        .executeTakeFirst()
        .then((row) => row?.reason);
    return { user, as, post, addContact, contactAt, suppressed };
  };

  /** Every table of this server's database with its rows, to look for what is left of a person. */
  const everyTable = async () => {
    const tables = await server.db.introspection.getTables();
    const mine = tables.filter(
      (t) => !t.name.startsWith('kysely_') && (!server.pgSchema || t.schema === server.pgSchema),
    );
    expect(mine.map((t) => t.name)).toEqual(
      expect.arrayContaining(['contacts', 'campaign_recipients', 'suppressions']),
    );
    const out: { name: string; columns: string[]; rows: Record<string, unknown>[] }[] = [];
    for (const table of mine) {
      const rows = (await sql`select * from ${sql.table(table.name)}`.execute(server.db))
        .rows as Record<string, unknown>[];
      out.push({ name: table.name, columns: table.columns.map((c) => c.name), rows });
    }
    return out;
  };

  it('erases a person: nothing left but the hash, campaign totals and analytics unchanged', async () => {
    const { user, as, post, addContact, suppressed } = await owner();
    const address = `erase-${database}@example.com`;
    const keeper = `keep-${database}@example.com`;

    const form = (
      await post('/api/forms', {
        name: 'Newsletter',
        fields: [
          { key: 'email', type: 'email', label: 'Email' },
          { key: 'firstName', type: 'text', label: 'First name' },
        ],
        consent: { text: 'I agree to the newsletter.', required: true },
        tags: ['newsletter'],
        doubleOptIn: false,
        thankYouMessage: 'Thanks!',
      })
    ).form as { id: number; publicId: string };
    const template = (
      await post('/api/email-templates', {
        name: 'Welcome',
        subject: 'Welcome aboard',
        content: `<p>Hello</p><p><a href="${OFFER}">Offer</a></p>`,
        templateType: 'welcome',
      })
    ).template.id as number;
    await post('/api/automation-workflows', {
      name: 'Welcome series',
      trigger: 'form_submission',
      isActive: true,
      steps: JSON.stringify({
        version: 2,
        trigger: { formId: form.id },
        steps: [{ id: 'hello', type: 'send_email', templateId: template }],
      }),
    });
    const submitted = await submitForm(form.publicId, {
      email: address,
      firstName: 'Zephyrine',
      consent: 'on',
    });
    expect(submitted.status, submitted.text).toBe(200);
    await waitFor(
      () => {
        wakeWorkers(JOBS_QUEUE);
        return mailsTo(address).some((m) => m.parsed.subject === 'Welcome aboard');
      },
      { what: 'the workflow email' },
    );
    const person = (await server.get(`/api/contacts?q=${encodeURIComponent(address)}&limit=10`, as))
      .body.contacts[0] as { id: number };
    const other = await addContact(keeper, 'Kim');

    const campaign = (
      await post('/api/campaigns', {
        name: 'Spring launch',
        subject: 'Spring is here',
        content: `<p>Hi</p><p><a href="${OFFER}">Offer</a></p>`,
      })
    ).campaign.id as number;
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: person.id });
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: other.id });
    // Notes and tasks about the person name them: they go with the erasure (issue 32 §1).
    await post(`/api/contacts/${person.id}/notes`, { body: 'Zephyrine asked for a call back' });
    await post('/api/tasks', { title: 'Call Zephyrine', contactId: person.id, dueAt: null });
    await post(`/api/campaigns/${campaign}/send`, undefined, 202);
    await waitFor(
      () =>
        [address, keeper].every((a) =>
          mailsTo(a).some((m) => m.parsed.subject === 'Spring is here'),
        ),
      { what: 'the campaign emails' },
    );
    expect((await server.get(linkIn(address, 'Spring is here', '/t/o/'))).status).toBe(200);
    expect((await server.get(linkIn(address, 'Spring is here', '/t/c/'))).status).toBe(302);
    expect((await server.get(linkIn(address, 'Welcome aboard', '/t/c/'))).status).toBe(302);
    expect((await server.get(linkIn(keeper, 'Spring is here', '/t/o/'))).status).toBe(200);
    await flushEngagement(server);
    await waitFor(
      async () =>
        (await server.get(`/api/campaigns/${campaign}`, as)).body.campaign.status === 'sent',
      { what: 'the campaign sent' },
    );

    const MAIL_FIGURES = [
      'campaignsSent',
      'recipients',
      'uniqueOpens',
      'uniqueClicks',
      'openRate',
      'clickRate',
      'unsubscribes',
      'bounces',
    ] as const;
    const figures = async () => {
      const { current } = (await server.get('/api/analytics/summary', as)).body.summary;
      const forms = (await server.get('/api/forms', as)).body.forms as { submissions: unknown }[];
      return {
        campaign: (await server.get(`/api/campaigns/${campaign}`, as)).body,
        // Contacts counted in the period go down with the contact, as a deletion does: the person
        // is no longer a contact. Everything that counts mail stays.
        mail: Object.fromEntries(MAIL_FIGURES.map((k) => [k, current[k]])),
        contactsTotal: current.contactsTotal as number,
        submissions: forms.map((f) => f.submissions),
      };
    };
    const before = await figures();
    expect(before.campaign.progress).toMatchObject({ total: 2, sent: 2, opened: 2, clicked: 1 });
    expect(before.mail).toMatchObject({ recipients: 2, uniqueOpens: 2, uniqueClicks: 1 });

    // A wrong address erases nothing, in words the user understands.
    const wrong = await server.post(
      `/api/contacts/${person.id}/erase`,
      { confirmEmail: keeper },
      as,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ERASE_CONFIRM_MESSAGE);
    const missing = await server.post(`/api/contacts/${person.id}/erase`, {}, as);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ERASE_CONFIRM_MESSAGE);
    // Another account cannot erase (or learn about) the contact.
    const stranger = await server.registerUser();
    const foreign = await server.post(
      `/api/contacts/${person.id}/erase`,
      { confirmEmail: address },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(address);
    expect((await server.get(`/api/contacts/${person.id}`, as)).status).toBe(200);

    // Typed in another case, with spaces around it: still their address.
    const erased = await server.post(
      `/api/contacts/${person.id}/erase`,
      { confirmEmail: `  ${address.toUpperCase()} ` },
      as,
    );
    expect(erased.status, erased.text).toBe(204);
    expect((await server.get(`/api/contacts/${person.id}`, as)).status).toBe(404);

    // Nothing of the person in any table: not their address, not their contact id.
    const hash = addressHash(address);
    let hashSeen = 0;
    for (const table of await everyTable()) {
      for (const row of table.rows) {
        const text = JSON.stringify(row).toLowerCase();
        expect(text, `${table.name} holds the address`).not.toContain(address);
        expect(text, `${table.name} holds the name`).not.toContain('zephyrine');
        // The hash alone: on the list, and in the form's rate limit until its window is purged.
        if (text.includes(hash)) {
          expect(['suppressions', 'login_failures']).toContain(table.name);
          if (table.name === 'suppressions') hashSeen++;
        }
        if (table.columns.includes('contact_id') && row.user_id === user.user.id)
          expect(Number(row.contact_id), `${table.name} names the contact`).not.toBe(person.id);
      }
    }
    expect(hashSeen).toBe(1);
    expect(await suppressed(address)).toBe('erased');
    // The other recipient is untouched.
    expect(mailsTo(keeper).length).toBeGreaterThan(0);
    expect(
      await server.db
        .selectFrom('campaign_recipients')
        .select('email')
        .where('campaign_id', '=', campaign)
        .orderBy('id')
        .execute(),
    ).toEqual(expect.arrayContaining([{ email: keeper }, { email: '' }]));

    const after = await figures();
    expect(after.campaign).toEqual(before.campaign);
    expect(after.mail).toEqual(before.mail);
    expect(after.submissions).toEqual(before.submissions);
    expect(after.contactsTotal).toBe(before.contactsTotal - 1);

    // Erasing again finds nobody.
    const again = await server.post(
      `/api/contacts/${person.id}/erase`,
      { confirmEmail: address },
      as,
    );
    expect(again.status).toBe(404);
  });

  it('a suppressed address is re-imported unsubscribed (counted), never queued by a send, and a double opt-in brings it back', async () => {
    const { as, post, addContact, contactAt, suppressed } = await owner();
    const at = (name: string) => `${name}-${database}@example.com`;
    const [imported, rejoining, handAdded, fresh] = [
      at('imported'),
      at('rejoining'),
      at('hand'),
      at('fresh'),
    ] as const;
    const first = await addContact(imported);
    await addContact(rejoining);
    await addContact(handAdded);

    // One by id, the others in bulk with an address that was never a contact.
    expect(
      (await server.post(`/api/contacts/${first.id}/erase`, { confirmEmail: imported }, as)).status,
    ).toBe(204);
    const bulk = await server.post(
      '/api/contacts/erase',
      { emails: [rejoining, handAdded.toUpperCase(), handAdded, 'nobody@example.com'] },
      as,
    );
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body).toEqual({ erased: 2, notFound: 1 });
    for (const a of [imported, rejoining, handAdded]) expect(await suppressed(a)).toBe('erased');

    // Re-import: the erased address arrives unsubscribed, and the result says how many.
    const csv = `First Name,Last Name,Email,Status\nIda,Port,${imported},subscriber\nFay,Resh,${fresh},subscriber\n`;
    const result = await uploadFile(server, as.token, 'again.csv', csv);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      importedCount: 2,
      details: { suppressedCount: 1 },
    });
    expect((await contactAt(imported))?.status).toBe('unsubscribed');
    expect((await contactAt(fresh))?.status).toBe('subscriber');

    // A contact added by hand at an erased address is never queued by a send.
    const hand = await addContact(handAdded, 'Hal');
    // Nor written to from Compose Email.
    const composed = await server.post(
      `/api/contacts/${hand.id}/email`,
      { subject: 'Hello', message: 'Hi {{firstName}}' },
      as,
    );
    expect(composed.status, composed.text).toBe(409);
    expect(composed.body.message).toMatch(/suppression list/);
    expect(mailsTo(handAdded)).toEqual([]);
    const freshContact = (await contactAt(fresh))!;
    const campaign = (
      await post('/api/campaigns', { name: 'C', subject: 'News', content: '<p>x</p>' })
    ).campaign.id as number;
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: hand.id });
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: freshContact.id });
    // The confirmation before sending counts it as skipped, as the send leaves it out.
    expect((await server.get(`/api/campaigns/${campaign}/audience`, as)).body.audience).toEqual({
      recipients: 1,
      skipped: 1,
      leftOut: { unsubscribed: 0, bounced: 0, pending: 0, suppressed: 1, excluded: 0 },
    });
    await post(`/api/campaigns/${campaign}/send`, undefined, 202);
    const queued = await server.db
      .selectFrom('campaign_recipients')
      .select('email')
      .where('campaign_id', '=', campaign)
      .execute();
    expect(queued).toEqual([{ email: fresh }]);

    // A form with double opt-in: the person consents again, is pending, and once they confirm
    // the address leaves the list.
    const form = (
      await post('/api/forms', {
        name: 'Join',
        fields: [{ key: 'email', type: 'email', label: 'Email' }],
        doubleOptIn: true,
        thankYouMessage: 'Check your inbox.',
      })
    ).form as { publicId: string };
    const submitted = await submitForm(form.publicId, { email: rejoining });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await contactAt(rejoining))?.status).toBe('pending');
    expect(await suppressed(rejoining)).toBe('erased');
    const mail = await waitFor(
      () => {
        wakeWorkers(JOBS_QUEUE);
        return mailsTo(rejoining)[0];
      },
      { what: 'the confirmation mail' },
    );
    const link = /href="https:\/\/crm\.example\.test(\/f\/confirm\?token=[^"]+)"/.exec(
      String(mail.parsed.html),
    );
    expect(link).not.toBeNull();
    expect((await server.get(link![1]!.replaceAll('&amp;', '&'))).status).toBe(200);
    expect((await contactAt(rejoining))?.status).toBe('subscriber');
    expect(await suppressed(rejoining)).toBeUndefined();
  });

  it('an unsubscribe puts the address on the list: deleted and imported again, it stays unsubscribed', async () => {
    const { user, as, post, addContact, suppressed } = await owner();
    const leaver = `leaver-${database}@example.com`;
    const contact = await addContact(leaver);
    const campaign = (
      await post('/api/campaigns', { name: 'U', subject: 'Unsub me', content: '<p>x</p>' })
    ).campaign.id as number;
    await post(`/api/campaigns/${campaign}/contacts`, { contactId: contact.id });
    await post(`/api/campaigns/${campaign}/send`, undefined, 202);
    await waitFor(() => mailsTo(leaver).length > 0, { what: 'the campaign email' });
    const unsubscribe = linkIn(leaver, 'Unsub me', '/u/');
    const left = await server.request('POST', unsubscribe, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(left.status, left.text).toBeLessThan(300);
    expect(await suppressed(leaver)).toBe('unsubscribed');
    expect(
      await server.db
        .selectFrom('contacts')
        .select('status')
        .where('id', '=', contact.id)
        .executeTakeFirst(),
    ).toEqual({ status: 'unsubscribed' });
    // Deleted and imported again: still not a subscriber.
    expect((await server.delete(`/api/contacts/${contact.id}`, as)).status).toBe(204);
    const result = await uploadFile(
      server,
      as.token,
      'back.csv',
      `First Name,Last Name,Email\nLee,Ver,${leaver}\n`,
    );
    expect(result.body).toMatchObject({ importedCount: 1, details: { suppressedCount: 1 } });
    expect(
      (
        await server.db
          .selectFrom('contacts')
          .select('status')
          .where('user_id', '=', user.user.id)
          .where('email', '=', leaver)
          .executeTakeFirst()
      )?.status,
    ).toBe('unsubscribed');
  });

  it('hashes an address in SQL exactly as in code (imports and sends match with it)', async () => {
    const { rows } = await sql<{ h: string }>`select ${sql.raw(
      addressHashSql(server.dialect, "'  Mixed.Case@Example.COM '"),
    )} as h`.execute(server.db);
    expect(rows[0]!.h).toBe(addressHash('mixed.case@example.com'));
  });

  it('bulk erasure is bounded and validated', async () => {
    const { as } = await owner();
    const tooMany = Array.from(
      { length: CONTACT_ERASE_BATCH_MAX + 1 },
      (_, i) => `p${i}@example.com`,
    );
    const big = await server.post('/api/contacts/erase', { emails: tooMany }, as);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(`Erase at most ${CONTACT_ERASE_BATCH_MAX} addresses at a time`);
    const empty = await server.post('/api/contacts/erase', { emails: [] }, as);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Give at least one address to erase');
    const bad = await server.post('/api/contacts/erase', { emails: ['not an address'] }, as);
    expect(bad.status).toBe(400);
    expect((await server.post('/api/contacts/erase', { emails: ['a@example.com'] })).status).toBe(
      401,
    );
  });
});
