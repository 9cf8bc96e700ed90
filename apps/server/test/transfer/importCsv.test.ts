import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { contactsOf, countContacts, uploadFile } from './transferHelpers';

describeEachDatabase('CSV import', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  const fresh = () => server.registerUser();

  describe('CSV import', () => {
    it('reads a spreadsheet export: BOM, CRLF, tolerant headers, tags split on ; and ,', async () => {
      const u = await fresh();
      const csv =
        '\uFEFFFirst Name,Last Name,Email Address,Phone Number,Company Name,Job Title,Tags,Lead Source,Notes\r\n' +
        'Ann,Lee,  Ann.Lee@Example.COM ,+1 555 0100,Acme,CTO,"vip; lead",Website,Met at expo\r\n' +
        'Bob,Ross,bob@example.com,,,,"painter,tv",,\r\n';
      const res = await uploadFile(server, u.token, 'contacts.csv', csv);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 2,
        invalidCount: 0,
        failedCount: 0,
        totalProcessed: 2,
      });
      expect(res.body.details).toMatchObject({ fileType: 'csv', errors: [], encoding: 'utf-8' });
      const rows = await contactsOf(server, u.user.id);
      expect(
        rows.map((r) => [
          r.first_name,
          r.last_name,
          r.email,
          r.phone,
          r.company,
          r.position,
          r.status,
          r.tags,
          r.lead_source,
          r.custom_fields,
        ]),
      ).toEqual([
        [
          'Ann',
          'Lee',
          'ann.lee@example.com',
          '+1 555 0100',
          'Acme',
          'CTO',
          'subscriber',
          '["vip","lead"]',
          'Website',
          '{"Notes":"Met at expo"}',
        ],
        [
          'Bob',
          'Ross',
          'bob@example.com',
          null,
          null,
          null,
          'subscriber',
          '["painter","tv"]',
          null,
          '{}',
        ],
      ]);
    });

    it("matches first_name / firstName / E-mail and splits a single 'Name' column", async () => {
      const u = await fresh();
      const a = await uploadFile(
        server,
        u.token,
        'a.csv',
        'first_name,last_name,E-mail\nCy,Dee,cy@example.com\n',
      );
      const b = await uploadFile(
        server,
        u.token,
        'b.csv',
        'firstName,lastName,email\nDi,Eve,di@example.com\n',
      );
      const c = await uploadFile(
        server,
        u.token,
        'c.csv',
        'Name,Email\nMary Ann Smith,mary@example.com\n"Jones, Tom",tom@example.com\nCher,cher@example.com\n',
      );
      expect([a.body.importedCount, b.body.importedCount, c.body.importedCount]).toEqual([1, 1, 3]);
      const names = (await contactsOf(server, u.user.id)).map((r) => [r.first_name, r.last_name]);
      expect(names).toEqual([
        ['Cy', 'Dee'],
        ['Di', 'Eve'],
        ['Mary Ann', 'Smith'],
        ['Tom', 'Jones'],
        ['Cher', ''],
      ]);
    });

    it('keeps commas, doubled quotes and line breaks inside quoted fields', async () => {
      const u = await fresh();
      const csv =
        'First Name,Last Name,Email,Company,Notes\n"Ann","O""Neil",ann@example.com,"Acme, Inc.","line one\nline two\r\nline three"\nBob,Ray,bob@example.com,,\n';
      const res = await uploadFile(server, u.token, 'quoted.csv', csv);
      expect(res.body).toMatchObject({ importedCount: 2, invalidCount: 0, totalProcessed: 2 });
      const [ann] = await contactsOf(server, u.user.id);
      expect(ann).toMatchObject({ last_name: 'O"Neil', company: 'Acme, Inc.' });
      expect(JSON.parse(ann!.custom_fields)).toEqual({ Notes: 'line one\nline two\r\nline three' });
    });

    it('keeps quoted multi-line fields intact across read-chunk boundaries', async () => {
      const u = await fresh();
      const note = `"first line\r\nsecond, with comma\nthird ""quoted"" ${'x'.repeat(500)}"`;
      const rows = Array.from({ length: 3000 }, (_, i) => `P${i},Q,p${i}@example.com,${note}`).join(
        '\r\n',
      );
      const res = await uploadFile(
        server,
        u.token,
        'multi.csv',
        `First Name,Last Name,Email,Notes\r\n${rows}\r\n`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 3000,
        invalidCount: 0,
        totalProcessed: 3000,
      });
      const stored = await contactsOf(server, u.user.id);
      expect(new Set(stored.map((r) => JSON.parse(r.custom_fields).Notes)).size).toBe(1);
      expect(JSON.parse(stored[1234]!.custom_fields).Notes).toBe(
        `first line\r\nsecond, with comma\nthird "quoted" ${'x'.repeat(500)}`,
      );
    });

    it('refuses a UTF-8 BOM file with a Windows-1252 line, naming the line', async () => {
      const u = await fresh();
      const file = Buffer.concat([
        Buffer.from('\ufeffFirst Name,Last Name,Email\nAnn,Lee,ann@example.com\n', 'utf8'),
        Buffer.from('José,Ruiz,jose@example.com\n', 'latin1'),
      ]);
      const res = await uploadFile(server, u.token, 'bom-mixed.csv', file);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The file is marked as UTF-8 but line 3 is not valid UTF-8. Please save the file as UTF-8 (in Excel: "CSV UTF-8") and import it again.',
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('refuses a file mixing UTF-8 and Windows-1252 lines instead of storing mojibake', async () => {
      const u = await fresh();
      const file = Buffer.concat([
        Buffer.from('First Name,Last Name,Email\nZoë,Lee,zoe@example.com\n', 'utf8'),
        Buffer.from('"Multi\nline",x,y@example.com\nJosé,Ruiz,jose@example.com\n', 'latin1'),
      ]);
      const res = await uploadFile(server, u.token, 'mixed.csv', file);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The file mixes encodings: it has UTF-8 text, but line 5 is in another encoding (often Windows-1252). Please save the file as UTF-8 (in Excel: "CSV UTF-8") and import it again.',
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('decodes a Windows-1252 file correctly instead of storing mojibake', async () => {
      const u = await fresh();
      const csv =
        'First Name,Last Name,Email,Company\nJosé,Müller,jose@example.com,Café “Zoë” – Straße\n';
      const cp1252 = Buffer.from(
        csv.replace(/[“”–]/g, (ch) => ({ '“': '\x93', '”': '\x94', '–': '\x96' })[ch]!),
        'latin1',
      );
      expect(cp1252.includes(Buffer.from('é', 'utf8'))).toBe(false);
      const res = await uploadFile(server, u.token, 'excel-windows.csv', cp1252);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ importedCount: 1, details: { encoding: 'windows-1252' } });
      const [row] = await contactsOf(server, u.user.id);
      expect([row!.first_name, row!.last_name, row!.company]).toEqual([
        'José',
        'Müller',
        'Café “Zoë” – Straße',
      ]);
    });

    it('counts invalid rows and reports the first ones with their row and reason', async () => {
      const u = await fresh();
      const csv = [
        'First Name,Last Name,Email,Notes',
        // A quoted cell over two lines: the rows after it are one line further down the file.
        'Ann,Lee,ann@example.com,"line one\nline two"',
        'No,Email,',
        'Bad,Email,not-an-email',
        ',,nameless@example.com',
        '',
        'Bob,Ray,bob@example.com',
        ...Array.from({ length: 12 }, (_, i) => `X${i},Y,broken${i}`),
      ].join('\n');
      const res = await uploadFile(server, u.token, 'invalid.csv', csv);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 3,
        invalidCount: 14,
        failedCount: 0,
        totalProcessed: 17,
      });
      expect(res.body.details.errors).toHaveLength(10);
      // The nameless row is not among them: an address is enough for a contact.
      expect(res.body.details.errors.slice(0, 3)).toEqual([
        { row: 2, line: 4, message: 'Email is required' },
        { row: 3, line: 5, message: "Email 'not-an-email' is not a valid email address" },
        { row: 7, line: 9, message: "Email 'broken0' is not a valid email address" },
      ]);
      expect(await countContacts(server, u.user.id)).toBe(3);
    });

    it('never changes an existing contact (counted as failed) and imports in-file duplicates once', async () => {
      const u = await fresh();
      await uploadFile(
        server,
        u.token,
        'first.csv',
        'First Name,Last Name,Email,Company\nAnn,Lee,ann@example.com,Original\n',
      );
      const csv =
        'First Name,Last Name,Email,Company\n' +
        'Ann,Changed,ANN@example.com,Overwritten?\n' +
        'Bob,Ray,bob@example.com,One\n' +
        'Bob,Again,Bob@Example.com,Two\n' +
        'Cy,Dee,cy@example.com,\n';
      const res = await uploadFile(server, u.token, 'second.csv', csv);
      expect(res.body).toMatchObject({
        importedCount: 2,
        invalidCount: 0,
        failedCount: 1,
        totalProcessed: 4,
      });
      expect(res.body.details).toMatchObject({
        duplicateCount: 1,
        failedReason:
          'Email already exists among your contacts; the existing contact was not changed.',
      });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.map((r) => [r.email, r.last_name, r.company])).toEqual([
        ['ann@example.com', 'Lee', 'Original'],
        ['bob@example.com', 'Ray', 'One'],
        ['cy@example.com', 'Dee', null],
      ]);
    });

    it('rejects a field over the contract limit (a 10,000-character company) and imports the rest', async () => {
      const u = await fresh();
      const long = 'x'.repeat(10_000);
      const csv = `First Name,Last Name,Email,Company,Notes\nAnn,Lee,ann@example.com,"${long}",\nBob,Ray,bob@example.com,Acme,"${long}"\nCy,Dee,cy@example.com,Acme,short\n`;
      const res = await uploadFile(server, u.token, 'long.csv', csv);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ importedCount: 1, invalidCount: 2, totalProcessed: 3 });
      expect(res.body.details.errors).toEqual([
        { row: 1, line: 2, message: 'Company must be at most 200 characters' },
        { row: 2, line: 3, message: "Custom field 'Notes' must be at most 2,000 characters" },
      ]);
    });

    it('answers 400 for an empty file, a header-only file and a file without an email column', async () => {
      const u = await fresh();
      const empty = await uploadFile(server, u.token, 'empty.csv', '');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(
        'The file is empty. Please select a file that contains contacts.',
      );
      const blank = await uploadFile(server, u.token, 'blank.csv', '\uFEFF\r\n\r\n');
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(
        'The file is empty. Please select a file that contains contacts.',
      );
      const headerOnly = await uploadFile(
        server,
        u.token,
        'header.csv',
        'First Name,Last Name,Email\r\n',
      );
      expect(headerOnly.status).toBe(400);
      expect(headerOnly.body.message).toBe(
        'No contacts found: the file has a header row but no data rows.',
      );
      const noEmail = await uploadFile(
        server,
        u.token,
        'noemail.csv',
        'First Name,Last Name\nAnn,Lee\n',
      );
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.message).toBe(
        "No email column found. The first row must name the columns, e.g. 'First Name', 'Last Name', 'Email'.",
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('answers 400 for a quoted field that is never closed, importing nothing', async () => {
      const u = await fresh();
      const rows = Array.from({ length: 5000 }, (_, i) => `P${i},Q,p${i}@example.com`).join('\n');
      const res = await uploadFile(
        server,
        u.token,
        'broken.csv',
        `First Name,Last Name,Email\nAnn,"Lee,ann@example.com\n${rows}\n`,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The CSV has a quoted field that is never closed, so the rest of the file cannot be read. Please check the file and try again.',
      );
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('answers 400 for binary content named .csv', async () => {
      const u = await fresh();
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const res = await uploadFile(server, u.token, 'photo.csv', png);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The file content does not match its .csv extension: it looks like a PNG image. Please select a CSV, XLSX, or PDF file.',
      );
      const binary = await uploadFile(
        server,
        u.token,
        'data.csv',
        Buffer.from([0x41, 0x00, 0x42, 0x00, 0x01, 0x02]),
      );
      expect(binary.status).toBe(400);
      expect(binary.body.message).toMatch(/it looks like binary data, not text/);
    });

    it('imports the static sample file /sample_contacts.csv cleanly', async () => {
      const u = await fresh();
      const sample = readFileSync(
        new URL('../../../crm/public/sample_contacts.csv', import.meta.url),
      );
      const res = await uploadFile(server, u.token, 'sample_contacts.csv', sample);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        importedCount: 12,
        invalidCount: 0,
        failedCount: 0,
        totalProcessed: 12,
      });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.find((r) => r.email === 'sofia.martinez@casaverde.es')).toMatchObject({
        last_name: 'Martínez',
        status: 'subscriber',
      });
      expect(rows.find((r) => r.email === 'chloe.obrien@greenleaf.ie')).toMatchObject({
        last_name: "O'Brien",
        company: 'Greenleaf Landscaping, Ltd.',
      });
    });
  });
});
