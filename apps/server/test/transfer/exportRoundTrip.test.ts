import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { uploadFile } from './transferHelpers';

/**
 * Text as a user can type it into a contact: any Unicode (formula characters, quotes, commas, line
 * breaks, separators included) except NUL, without the outer whitespace the import trims off.
 */
/** Characters CSV, spreadsheets and the import's readers treat specially, beside any grapheme. */
const tricky = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  "'",
  '"',
  ',',
  ';',
  '\n',
  '\r',
  ' ',
  '[',
  ':',
  '*',
  // A signed number or phone is exported as it is (csvCell's PLAIN_NUMBER): it must round-trip too.
  '3',
  '(',
  ')',
  '.',
);
const text = (maxLength: number) =>
  fc
    .string({
      unit: fc.oneof(
        tricky,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        fc.constantFrom('a', 'Z', 'é'),
      ),
      minLength: 1,
      maxLength,
    })
    .filter((s) => s === s.trim() && s.length > 0 && s.length <= maxLength && !s.includes('\0'));

const optional = (maxLength: number) => fc.option(text(maxLength), { nil: null });

const contactArb = fc.record({
  first_name: text(20),
  last_name: text(20),
  phone: optional(20),
  company: optional(30),
  position: optional(30),
  status: fc.oneof(fc.constantFrom('subscriber', 'unsubscribed'), text(20)),
  tags: fc.uniqueArray(text(12), { maxLength: 4 }),
  lead_source: optional(20),
  custom_fields: fc.dictionary(
    text(12).filter((k) => k !== '__proto__'),
    fc.oneof(text(30), fc.integer(), fc.boolean(), fc.constant(null)),
    { maxKeys: 3 },
  ),
});

describeEachDatabase('export -> import round trip (property)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  it('keeps every field of every contact', async () => {
    const from = await server.registerUser();
    const to = await server.registerUser();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(contactArb, { minLength: 1, maxLength: 4 }), async (contacts) => {
        run++;
        await server.db
          .deleteFrom('contacts')
          .where('user_id', 'in', [from.user.id, to.user.id])
          .execute();
        const rows = contacts.map((c, i) => ({
          ...c,
          user_id: from.user.id,
          email: `p${run}x${i}@example.com`,
          tags: JSON.stringify(c.tags),
          custom_fields: JSON.stringify(c.custom_fields),
          created_at: new Date().toISOString(),
        }));
        await server.db.insertInto('contacts').values(rows).execute();
        const exported = await server.get('/api/contacts/export', { token: from.token });
        expect(exported.status).toBe(200);
        const res = await uploadFile(server, to.token, 'export.csv', exported.text);
        expect(res.status, res.text).toBe(200);
        expect(res.body).toMatchObject({ importedCount: contacts.length, invalidCount: 0 });
        expect(res.body.details.source).toBe('crm');
        const fields = (userId: number) =>
          server.db
            .selectFrom('contacts')
            .select([
              'first_name',
              'last_name',
              'email',
              'phone',
              'company',
              'position',
              'status',
              'tags',
              'lead_source',
              'custom_fields',
            ])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute();
        const reimported = await fields(to.user.id);
        expect(
          reimported.map((r) => ({
            ...r,
            tags: JSON.parse(r.tags),
            custom_fields: JSON.parse(r.custom_fields),
          })),
        ).toEqual(
          (await fields(from.user.id)).map((r) => ({
            ...r,
            tags: JSON.parse(r.tags),
            custom_fields: JSON.parse(r.custom_fields),
          })),
        );
      }),
      // Each run is an export and an import through the server (about 0.6 s); failures are not
      // shrunk, as every shrink step would be another import.
      { numRuns: 12, endOnFailure: true },
    );
  }, 120_000);
});
