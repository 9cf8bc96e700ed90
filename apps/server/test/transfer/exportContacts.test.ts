import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { contactsOf, uploadFile } from './transferHelpers';

describeEachDatabase('contact export', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  async function insertContact(userId: number, fields: Partial<Record<string, string | null>>) {
    await server.db
      .insertInto('contacts')
      .values({
        user_id: userId,
        first_name: 'F',
        last_name: 'L',
        email: `c${Math.random().toString(36).slice(2)}@example.com`,
        phone: null,
        company: null,
        position: null,
        status: 'subscriber',
        tags: '[]',
        lead_source: null,
        custom_fields: '{}',
        created_at: '2025-05-16T09:30:00.000Z',
        ...fields,
      })
      .execute();
  }

  async function download(token: string) {
    const res = await fetch(`${server.baseUrl}/api/contacts/export`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, text: bytes.toString('utf8') };
  }

  describe('GET /api/contacts/export', () => {
    it('streams RFC 4180 CSV with a BOM, a header of every field and an attachment file name', async () => {
      const u = await server.registerUser();
      await insertContact(u.user.id, {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '555 0100',
        company: 'Acme, "Inc."',
        position: 'Line one\nline two',
        status: 'customer',
        tags: '["vip","lead"]',
        lead_source: 'Website',
        custom_fields: '{"plan":"gold","seats":3}',
      });
      const { res, bytes, text } = await download(u.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="contacts_export_\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'id,firstName,lastName,email,phone,company,position,status,tags,leadSource,customFields,createdAt',
      );
      expect(text).toContain(
        ',Ann,Lee,ann@example.com,555 0100,"Acme, ""Inc.""","Line one\nline two",customer,vip;lead,Website,"{""plan"":""gold"",""seats"":3}",2025-05-16T09:30:00.000Z\r\n',
      );
    });

    it('answers HEAD like GET without a body, so the dialog can check before a streamed download', async () => {
      const u = await server.registerUser();
      const ok = await server.request('HEAD', '/api/contacts/export', { token: u.token });
      expect(ok.status).toBe(200);
      expect(ok.text).toBe('');
      expect(ok.headers.get('content-disposition')).toMatch(
        /^attachment; filename="contacts_export_\d{4}-\d\d-\d\d\.csv"$/,
      );
      const anonymous = await server.request('HEAD', '/api/contacts/export');
      expect(anonymous.status).toBe(401);
    });

    it('neutralises cells a spreadsheet would run as formulas (= + - @ tab CR), not phone numbers', async () => {
      const u = await server.registerUser();
      await insertContact(u.user.id, {
        first_name: '=HYPERLINK("http://evil.example","x")',
        last_name: '+1+1',
        email: 'formula@example.com',
        phone: '+44 20 7946 0000',
        company: '-2+3',
        position: '@SUM(A1)',
        lead_source: '\tTabbed',
        status: '\rcr',
      });
      const { text } = await download(u.token);
      const row = text.split('\r\n').find((l) => l.includes('formula@example.com'))!;
      expect(row).toContain(
        `"'=HYPERLINK(""http://evil.example"",""x"")",'+1+1,formula@example.com,+44 20 7946 0000,'-2+3,'@SUM(A1),"'\rcr",,'\tTabbed,`,
      );
    });

    it('round trip: importing the export into a new account reproduces the contacts', async () => {
      const a = await server.registerUser();
      await insertContact(a.user.id, {
        first_name: 'José',
        last_name: "O'Neil",
        email: 'jose@example.com',
        phone: '+1 555 0100',
        company: '=cmd|calc',
        position: 'Head of "Growth", EMEA',
        status: 'customer',
        tags: '["vip","b2b"]',
        lead_source: 'Referral',
        custom_fields: '{"note":"line1\\nline2","score":42,"active":true}',
      });
      await insertContact(a.user.id, {
        first_name: 'Solo',
        last_name: '',
        email: 'solo@example.com',
      });
      await insertContact(a.user.id, {
        first_name: '',
        last_name: 'Only',
        email: 'only@example.com',
        tags: '[]',
      });
      // Tags holding the separators, a lone tag that reads as JSON, and text that starts with an
      // apostrophe before a formula character all come back whole.
      await insertContact(a.user.id, {
        first_name: "'=not a formula",
        last_name: "''+1",
        email: 'edge@example.com',
        company: "'plain apostrophe",
        tags: '["Smith, Jones & Co","a;b","plain"]',
      });
      await insertContact(a.user.id, {
        first_name: 'Lone',
        last_name: 'Tag',
        email: 'lone@example.com',
        tags: '["[x]"]',
      });
      const { bytes, text } = await download(a.token);
      expect(text).toContain(',vip;b2b,');

      const b = await server.registerUser();
      const res = await uploadFile(server, b.token, 'contacts_export.csv', bytes);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 5,
        invalidCount: 0,
        failedCount: 0,
        totalProcessed: 5,
      });
      // How a row came to be is the account's history, not the contact's data: the copy says
      // which file brought it in. Its company is compared by name (the text column): the
      // company's id is the account's own.
      const strip = (rows: Awaited<ReturnType<typeof contactsOf>>) =>
        rows.map(
          ({
            id: _id,
            user_id: _u,
            created_at: _c,
            created_via: _v,
            created_via_name: _n,
            company_id: _k,
            ...rest
          }) => ({
            ...rest,
            custom_fields: JSON.parse(rest.custom_fields),
          }),
        );
      const copies = await contactsOf(server, b.user.id);
      expect(strip(copies)).toEqual(strip(await contactsOf(server, a.user.id)));
      // Each copy with a company is linked to the new account's company of that name.
      const withCompany = copies.filter((c) => c.company);
      expect(withCompany.length).toBeGreaterThan(0);
      expect(withCompany.every((c) => c.company_id !== null)).toBe(true);
      expect(new Set(copies.map((c) => `${c.created_via} ${c.created_via_name}`))).toEqual(
        new Set(['import contacts_export.csv']),
      );
    });

    it("exports only the caller's contacts, across several pages in id order", async () => {
      const a = await server.registerUser();
      const b = await server.registerUser();
      const rows = Array.from({ length: 4500 }, (_, i) => `P${i},Q,p${i}@example.com`).join('\n');
      expect(
        (await uploadFile(server, a.token, 'many.csv', `First Name,Last Name,Email\n${rows}\n`))
          .body.importedCount,
      ).toBe(4500);
      await insertContact(b.user.id, { email: 'other-user@example.com' });
      const { text } = await download(a.token);
      const lines = text.trim().split('\r\n');
      expect(lines).toHaveLength(4501);
      expect(text).not.toContain('other-user@example.com');
      const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(4500);
    });

    it("exports what the Contacts screen's filter keeps (segment, tag, status, search), across pages", async () => {
      const a = await server.registerUser();
      // Every third contact is tagged VIP, every second is a customer: 750 are both.
      const rows = Array.from({ length: 4500 }, (_, i) => ({
        user_id: a.user.id,
        first_name: i === 7 ? 'Zebedee' : `P${i}`,
        last_name: 'Q',
        email: `f${i}@example.com`,
        status: i % 2 === 0 ? 'customer' : 'lead',
        tags: i % 3 === 0 ? '["VIP"]' : '["other"]',
        custom_fields: '{}',
        created_at: '2025-05-16T09:30:00.000Z',
      }));
      for (let i = 0; i < rows.length; i += 500)
        await server.db
          .insertInto('contacts')
          .values(rows.slice(i, i + 500))
          .execute();
      const segment = await server.request<{ segment: { id: number } }>('POST', '/api/segments', {
        token: a.token,
        json: {
          name: 'VIP customers',
          conditions: {
            match: 'all',
            conditions: [
              { kind: 'tags', op: 'any', tags: ['vip'] },
              { kind: 'status', op: 'is', value: 'customer' },
            ],
          },
        },
      });
      expect(segment.status).toBe(201);
      const emails = async (query: string) => {
        const res = await fetch(`${server.baseUrl}/api/contacts/export?${query}`, {
          headers: { Authorization: `Bearer ${a.token}` },
        });
        expect(res.status).toBe(200);
        const lines = (await res.text()).trim().split('\r\n').slice(1);
        return lines.map((line) => line.split(',')[3]);
      };
      const expected = (keep: (i: number) => boolean) =>
        rows.map((row, i) => (keep(i) ? row.email : undefined)).filter(Boolean);
      expect(await emails(`segment=${segment.body.segment.id}`)).toEqual(
        expected((i) => i % 6 === 0),
      );
      expect(await emails('tag=vip')).toEqual(expected((i) => i % 3 === 0));
      expect(await emails('status=lead&tag=vip')).toEqual(expected((i) => i % 6 === 3));
      expect(await emails('q=zebedee')).toEqual(['f7@example.com']);
      expect(await emails('')).toHaveLength(4500);
      // The audit log names what was exported.
      const audit = await server.request<{ events: { action: string; details: unknown }[] }>(
        'GET',
        '/api/audit-log?action=contacts.exported',
        { token: a.token },
      );
      expect(audit.body.events.map((event) => event.details)).toContainEqual({
        format: 'csv',
        segment: segment.body.segment.id,
      });
    });

    it("refuses another account's segment and a filter that does not fit, recording nothing", async () => {
      const a = await server.registerUser();
      const b = await server.registerUser();
      const theirs = await server.request<{ segment: { id: number } }>('POST', '/api/segments', {
        token: b.token,
        json: { name: 'Theirs', conditions: { match: 'all', conditions: [] } },
      });
      const foreign = await server.request(
        'GET',
        `/api/contacts/export?segment=${theirs.body.segment.id}`,
        {
          token: a.token,
        },
      );
      expect(foreign.status).toBe(404);
      const bad = await server.request<{ error: string }>('GET', '/api/contacts/export?segment=x', {
        token: a.token,
      });
      expect(bad.status).toBe(400);
      const audit = await server.request<{ events: unknown[] }>(
        'GET',
        '/api/audit-log?action=contacts.exported',
        { token: a.token },
      );
      expect(audit.body.events).toEqual([]);
    });
  });
});
