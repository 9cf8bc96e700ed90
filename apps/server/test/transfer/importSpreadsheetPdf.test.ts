import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { contactsOf, countContacts, makePdf, makeZip, uploadFile } from './transferHelpers';

describeEachDatabase('XLSX and PDF import', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  const envBefore = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env))
      if (key.startsWith('IMPORT_') && !(key in envBefore)) delete process.env[key];
  });

  async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    for (const [name, rows] of Object.entries(sheets)) {
      const ws = wb.addWorksheet(name);
      for (const row of rows) ws.addRow(row);
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  describe('XLSX import', () => {
    it('reads the first sheet only, with the same header matching and cell kinds resolved', async () => {
      const u = await server.registerUser();
      const file = await workbook({
        Contacts: [
          ['First Name', 'Last Name', 'E-mail', 'Phone Number', 'Tags'],
          [
            'Ann',
            { richText: [{ text: 'L' }, { text: 'ee' }] },
            'ann@example.com',
            5550100,
            'vip;lead',
          ],
          [
            'Bob',
            'Ray',
            { text: 'bob@example.com', hyperlink: 'mailto:bob@example.com' },
            null,
            null,
          ],
          [
            'Cy',
            'Dee',
            { formula: 'LOWER("CY@EXAMPLE.COM")', result: 'cy@example.com' },
            null,
            null,
          ],
          ['No', 'Email', null, null, null],
        ],
        Notes: [
          ['Name', 'Email'],
          ['Should Not', 'import@example.com'],
        ],
        Lookup: [['x'], ['y']],
      });
      const res = await uploadFile(server, u.token, 'contacts.xlsx', file);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 3,
        invalidCount: 1,
        failedCount: 0,
        totalProcessed: 4,
      });
      expect(res.body.details).toMatchObject({
        fileType: 'xlsx',
        errors: [{ row: 4, line: 5, message: 'Email is required' }],
      });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.map((r) => [r.first_name, r.last_name, r.email, r.phone, r.tags])).toEqual([
        ['Ann', 'Lee', 'ann@example.com', '5550100', '["vip","lead"]'],
        ['Bob', 'Ray', 'bob@example.com', null, '[]'],
        ['Cy', 'Dee', 'cy@example.com', null, '[]'],
      ]);
    });

    it('accepts an .xls name holding an XLSX workbook and reports fileType xls', async () => {
      const u = await server.registerUser();
      const file = await workbook({
        S: [
          ['Email', 'Name'],
          ['zed@example.com', 'Zed Zee'],
        ],
      });
      const res = await uploadFile(server, u.token, 'old-name.xls', file);
      expect(res.body).toMatchObject({ importedCount: 1, details: { fileType: 'xls' } });
    });

    it('answers a clear 400 for a legacy BIFF .xls and for a CSV named .xlsx', async () => {
      const u = await server.registerUser();
      const biff = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
      const xls = await uploadFile(server, u.token, 'legacy.xls', biff);
      expect(xls.status).toBe(400);
      expect(xls.body.message).toBe(
        'Legacy Excel 97-2003 (.xls) files cannot be read. Please save the sheet as .xlsx or CSV and import that file.',
      );
      const csv = await uploadFile(server, u.token, 'renamed.xlsx', 'Email\nann@example.com\n');
      expect(csv.status).toBe(400);
      expect(csv.body.message).toBe(
        'The file content does not match its .xlsx extension: it looks like text or another format, not an Excel workbook. Please select a CSV, XLSX, or PDF file.',
      );
    });

    it('refuses a decompression bomb whose central directory declares gigabytes', async () => {
      const u = await server.registerUser();
      const bomb = makeZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.alloc(1024 * 1024, 0x20),
          declaredSize: 0xfffffff0,
        },
      ]);
      expect(bomb.length).toBeLessThan(20_000);
      const res = await uploadFile(server, u.token, 'bomb.xlsx', bomb);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The workbook was rejected: it would unpack to more than 512 MB. Please save a smaller sheet as .xlsx or CSV.',
      );
    });

    it('refuses a bomb whose headers understate its size, by the bytes it really inflates to', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_XLSX_MAX_UNCOMPRESSED_BYTES = String(8 * 1024 * 1024);
      const sheet = Buffer.from(
        `<worksheet><sheetData>${'<row r="2"></row>'.repeat(1_000_000)}</sheetData></worksheet>`,
      );
      const bomb = makeZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 4096 },
      ]);
      expect(bomb.length).toBeLessThan(200_000);
      const res = await uploadFile(server, u.token, 'liar.xlsx', bomb);
      expect(res.status).toBe(400);
      // The headers say 4 KB: only counting the bytes as they inflate gives the 8 MB refusal.
      expect(res.body.message).toBe(
        'The workbook was rejected: it would unpack to more than 8 MB. Please save a smaller sheet as .xlsx or CSV.',
      );
    });

    it('refuses a bomb whose central directory claims size 0 while its local header, which the reader follows, does not', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_XLSX_MAX_UNCOMPRESSED_BYTES = String(8 * 1024 * 1024);
      const sheet = Buffer.alloc(10 * 1024 * 1024, 0x20);
      for (const variant of [
        { centralSaysEmpty: true },
        { centralSaysEmpty: true, dataDescriptor: true },
      ]) {
        const bomb = makeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/worksheets/sheet1.xml', data: sheet, ...variant },
        ]);
        const res = await uploadFile(server, u.token, 'zero.xlsx', bomb);
        expect(res.status, JSON.stringify(variant)).toBe(400);
        expect(res.body.message).toBe(
          'The file is not a valid XLSX workbook (its ZIP structure is damaged).',
        );
      }
      // The same parts with honest headers, data descriptors included, pass the ZIP checks.
      const honest = makeZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), dataDescriptor: true },
        { name: 'xl/worksheets/sheet1.xml', data: sheet, dataDescriptor: true },
      ]);
      const res = await uploadFile(server, u.token, 'honest.xlsx', honest);
      expect(res.body.message).toBe(
        'The workbook was rejected: it would unpack to more than 8 MB. Please save a smaller sheet as .xlsx or CSV.',
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('refuses a bomb that really inflates past the limit, and sheets over the row limit', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_XLSX_MAX_UNCOMPRESSED_BYTES = String(8 * 1024 * 1024);
      const bomb = makeZip([
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) },
      ]);
      expect(bomb.length).toBeLessThan(200_000);
      const res = await uploadFile(server, u.token, 'bomb2.xlsx', bomb);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The workbook was rejected: it would unpack to more than 8 MB. Please save a smaller sheet as .xlsx or CSV.',
      );

      process.env.IMPORT_XLSX_MAX_ROWS = '5';
      const rows = Array.from({ length: 10 }, (_, i) => [`P${i}`, 'Q', `p${i}@example.com`]);
      const big = await workbook({ S: [['First Name', 'Last Name', 'Email'], ...rows] });
      const tooMany = await uploadFile(server, u.token, 'rows.xlsx', big);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe(
        'The sheet has more than 5 rows. Please split it into smaller files.',
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });
  });

  describe('PDF import', () => {
    it('reads a table with a header row and says extraction is approximate', async () => {
      const u = await server.registerUser();
      const line = (y: number, ...cells: string[]) =>
        cells.map((text, i) => ({ x: 50 + i * 170, y, text }));
      const pdf = makePdf([
        [
          { x: 50, y: 760, text: 'Customer list - March' },
          ...line(720, 'Name', 'Email', 'Company'),
          ...line(700, 'Ann Lee', 'ann@example.com', 'Acme Ltd'),
          ...line(680, 'Bob Ray', 'bob@example.com', 'Globex'),
          ...line(660, 'Broken Row', 'not-an-email@', 'Nowhere'),
        ],
        [...line(700, 'Cy Dee', 'cy@example.com', 'Initech'), { x: 280, y: 40, text: 'Page 2' }],
      ]);
      const res = await uploadFile(server, u.token, 'list.pdf', pdf);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 3,
        invalidCount: 1,
        failedCount: 0,
        totalProcessed: 4,
      });
      expect(res.body.details).toMatchObject({
        fileType: 'pdf',
        note: 'PDF extraction is approximate: please check the imported contacts.',
        // The title is line 1 of page 1, the header line 2.
        errors: [
          {
            row: 3,
            line: 5,
            page: 1,
            message: "Email 'not-an-email@' is not a valid email address",
          },
        ],
      });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.map((r) => [r.first_name, r.last_name, r.email, r.company])).toEqual([
        ['Ann', 'Lee', 'ann@example.com', 'Acme Ltd'],
        ['Bob', 'Ray', 'bob@example.com', 'Globex'],
        ['Cy', 'Dee', 'cy@example.com', 'Initech'],
      ]);
    });

    it('reads a free-form list of lines with e-mail addresses', async () => {
      const u = await server.registerUser();
      const pdf = makePdf([
        [
          { x: 50, y: 760, text: 'Attendees' },
          { x: 50, y: 730, text: 'Dana Fox - dana.fox@example.org - +1 555 010 2030' },
          { x: 50, y: 710, text: 'Eli Gray <eli@example.org>' },
          { x: 50, y: 690, text: 'Thanks for coming!' },
        ],
      ]);
      const res = await uploadFile(server, u.token, 'attendees.pdf', pdf);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ importedCount: 2, invalidCount: 0, totalProcessed: 2 });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.map((r) => [r.first_name, r.last_name, r.email, r.phone])).toEqual([
        ['Dana', 'Fox', 'dana.fox@example.org', '+1 555 010 2030'],
        ['Eli', 'Gray', 'eli@example.org', null],
      ]);
    });

    it('answers 400 for too many pages, a PDF without addresses, one over the time limit and a non-PDF named .pdf', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_PDF_MAX_PAGES = '2';
      const page = [{ x: 50, y: 700, text: 'a@example.com A B' }];
      const long = await uploadFile(server, u.token, 'long.pdf', makePdf([page, page, page]));
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('The PDF has 3 pages; at most 2 can be imported.');
      const none = await uploadFile(
        server,
        u.token,
        'none.pdf',
        makePdf([[{ x: 50, y: 700, text: 'Nothing here' }]]),
      );
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(
        'No contacts were found in the PDF: it has no lines with email addresses.',
      );
      delete process.env.IMPORT_PDF_MAX_PAGES;
      process.env.IMPORT_PDF_TIMEOUT_MS = '1';
      const slow = await uploadFile(server, u.token, 'slow.pdf', makePdf([page]));
      expect(slow.status).toBe(400);
      expect(slow.body.message).toBe(
        'Reading the file took too long. Please split it into smaller files or save it as CSV.',
      );
      const fake = await uploadFile(server, u.token, 'fake.pdf', 'Email\nann@example.com\n');
      expect(fake.status).toBe(400);
      expect(fake.body.message).toBe(
        'The file content does not match its .pdf extension: it looks like text or another format, not a PDF document. Please select a CSV, XLSX, or PDF file.',
      );
    });
  });
});
