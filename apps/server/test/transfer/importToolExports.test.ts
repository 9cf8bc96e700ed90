import { detectImportMapping, type ImportMapping } from '@crm/api-client';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { GOOGLE_HEADERS, google, TOOL_EXPORTS, type ExpectedContact } from './toolExports';
import { contactsOf, uploadFile } from './transferHelpers';

/** Posts a file with the optional `mapping` field, as the dialog does after the mapping step. */
function uploadWithMapping(
  server: TestServer,
  token: string,
  name: string,
  content: string | Uint8Array,
  mapping: unknown,
) {
  const form = new FormData();
  form.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    name,
  );
  return server.request('POST', '/api/contacts/import-file', { token, body: form });
}

async function storedContacts(server: TestServer, userId: number): Promise<ExpectedContact[]> {
  return (await contactsOf(server, userId)).map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    position: r.position,
    status: r.status,
    tags: JSON.parse(r.tags) as string[],
    leadSource: r.lead_source,
    customFields: JSON.parse(r.custom_fields) as Record<string, unknown>,
  }));
}

async function xlsxOf(headers: string[], rows: Record<string, string>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Contacts');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(headers.map((h) => row[h] || null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describeEachDatabase('importing other tools’ exports', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  for (const file of TOOL_EXPORTS) {
    it(`imports a ${file.tool} export without editing, every field of every row`, async () => {
      const u = await server.registerUser();
      const res = await uploadFile(server, u.token, file.fileName, file.csv);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: file.expected.length,
        invalidCount: 0,
        failedCount: 0,
        totalProcessed: file.expected.length,
      });
      expect(res.body.details).toMatchObject({
        source: file.source,
        unsubscribedCount: file.unsubscribedCount,
        duplicateCount: 0,
      });
      expect(await storedContacts(server, u.user.id)).toEqual(file.expected);
    });
  }

  describe('the mapping sent with the file', () => {
    /** The detected mapping with Notes skipped and the department as the position. */
    function correctedMapping(): ImportMapping {
      return detectImportMapping(GOOGLE_HEADERS).columns.map((column) =>
        column.header === 'Notes'
          ? { ...column, target: 'skip' }
          : column.header === 'Organization 1 - Department'
            ? { ...column, target: 'position' }
            : column.header === 'Organization 1 - Title'
              ? { ...column, target: 'custom', name: 'Title at work' }
              : column,
      );
    }
    const [jose] = google.expected;
    const corrected = {
      ...jose!,
      position: 'Ventas',
      customFields: {
        'E-mail 2 - Value': 'pepe@example.com',
        'Phone 2 - Value': '+34 910 000 000',
        'Title at work': 'Gerente',
      },
    };

    it('is used identically for CSV and XLSX', async () => {
      const mapping = correctedMapping();
      const csvUser = await server.registerUser();
      const csv = await uploadWithMapping(server, csvUser.token, 'g.csv', google.csv, mapping);
      expect(csv.status, csv.text).toBe(200);
      expect(csv.body.details.source).toBe('google');
      const xlsxUser = await server.registerUser();
      const xlsx = await uploadWithMapping(
        server,
        xlsxUser.token,
        'g.xlsx',
        await xlsxOf(GOOGLE_HEADERS, google.rows),
        mapping,
      );
      expect(xlsx.status, xlsx.text).toBe(200);
      const fromCsv = await storedContacts(server, csvUser.user.id);
      expect(fromCsv[0]).toEqual(corrected);
      expect(fromCsv.slice(1)).toEqual(google.expected.slice(1));
      expect(await storedContacts(server, xlsxUser.user.id)).toEqual(fromCsv);
    });

    it('is refused when it was made for other columns, or is not valid', async () => {
      const u = await server.registerUser();
      const other = detectImportMapping(['Email', 'Name']).columns;
      const wrong = await uploadWithMapping(server, u.token, 'g.csv', google.csv, other);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        "The column mapping does not match the file: column 1 is 'Name' in the file but 'Email' in the mapping. Please choose the file again.",
      );
      const noEmail = correctedMapping().map((c) =>
        c.target === 'email' ? { ...c, target: 'skip' } : c,
      );
      const missing = await uploadWithMapping(server, u.token, 'g.csv', google.csv, noEmail);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(
        'The column mapping is not valid: Choose the column that holds the email address',
      );
      const twice = correctedMapping().map((c) =>
        c.header === 'E-mail 2 - Value' ? { ...c, target: 'email' } : c,
      );
      const double = await uploadWithMapping(server, u.token, 'g.csv', google.csv, twice);
      expect(double.body.message).toBe(
        'The column mapping is not valid: Email can be chosen for one column only',
      );
      const nulKey = correctedMapping().map((c) =>
        c.header === 'Notes' ? { ...c, target: 'custom', name: 'No\u0000tes' } : c,
      );
      const nul = await uploadWithMapping(server, u.token, 'g.csv', google.csv, nulKey);
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe(
        'The column mapping is not valid: A custom field name must not contain NUL characters',
      );
      const notJson = await uploadWithMapping(server, u.token, 'g.csv', google.csv, '{oops');
      expect(notJson.body.message).toBe('The column mapping is not valid JSON.');
      expect(await contactsOf(server, u.user.id)).toEqual([]);
    });
  });
});
