import { describe, expect, it } from 'vitest';
import { buildContactRow, parseTags, splitName } from './parse/buildContactRow';
import { csvCell } from './export/csvCell';
import { ImportQueue, QUEUE_FULL } from './ImportQueue';
import { mapHeaders } from './parse/mapHeaders';
import { checkContent, fileTypeFromName } from './upload/sniffFileType';

describe('mapHeaders', () => {
  it('matches the spellings spreadsheets and CRMs use', () => {
    const map = mapHeaders([
      'First Name',
      'last_name',
      'E-mail',
      'Phone Number',
      'Company Name',
      'Job Title',
      'Tags',
      'Favourite colour',
    ]);
    expect(map.fields).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      company: 4,
      position: 5,
      tags: 6,
    });
    expect(map.extra).toEqual([{ index: 7, name: 'Favourite colour' }]);
    expect(mapHeaders(['firstName', 'Email Address']).fields).toEqual({ firstName: 0, email: 1 });
    expect(mapHeaders(['id', 'createdAt', '__proto__', 'email']).extra).toEqual([]);
  });
});

describe('mapHeaders with competing columns', () => {
  it("prefers 'Job Title' over Outlook's 'Title' and keeps the losing and repeated columns", () => {
    const map = mapHeaders(['Title', 'First Name', 'Last Name', 'E-mail', 'Job Title', 'Email']);
    expect(map.fields).toMatchObject({ position: 4, firstName: 1, lastName: 2, email: 3 });
    expect(map.extra).toEqual([
      { index: 0, name: 'Title' },
      { index: 5, name: 'Email' },
    ]);
  });
});

describe('buildContactRow', () => {
  const map = mapHeaders(['Name', 'Email', 'Phone', 'Tags']);
  it('splits names, lower-cases emails, splits tags and undoes export neutralising', () => {
    expect(buildContactRow(['Ann Lee', ' ANN@Example.com ', "'+1 555", 'a; b,a'], map)).toEqual({
      ok: true,
      tuple: [
        'Ann',
        'Lee',
        'ann@example.com',
        '+1 555',
        null,
        null,
        'subscriber',
        '["a","b"]',
        null,
        '{}',
      ],
    });
    expect(splitName('Lee, Ann')).toEqual(['Ann', 'Lee']);
    expect(splitName('Cher')).toEqual(['Cher', '']);
  });
  it('says what is wrong with a row', () => {
    expect(buildContactRow(['Ann', '', '', ''], map)).toEqual({
      ok: false,
      reason: 'Email is required',
    });
    expect(buildContactRow(['', 'a@example.com', '', ''], map)).toEqual({
      ok: false,
      reason: 'First name and last name are both missing',
    });
    expect(buildContactRow(['Ann', 'a@example.com', 'x'.repeat(51), ''], map)).toEqual({
      ok: false,
      reason: 'Phone must be at most 50 characters',
    });
  });
});

describe('parseTags', () => {
  it('splits on ; or , and reads a JSON list, dropping blanks and repeats', () => {
    expect(parseTags('a; b,a,,')).toEqual(['a', 'b']);
    expect(parseTags('["Smith, Jones","a;b"," a;b "]')).toEqual(['Smith, Jones', 'a;b']);
    expect(parseTags('[not json], x')).toEqual(['[not json]', 'x']);
    expect(parseTags('[1,2]')).toEqual(['[1', '2]']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('csvCell', () => {
  it('quotes per RFC 4180 and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell(null)).toBe('');
    // The import takes one apostrophe off before a formula character, so one more goes on.
    expect(csvCell("'=x")).toBe("''=x");
    expect(csvCell("'plain")).toBe("'plain");
    const row = buildContactRow(["''=x", 'a@example.com'], mapHeaders(['Name', 'Email']));
    expect(row.ok && row.tuple[0]).toBe("'=x");
  });
});

describe('file type and content', () => {
  it('takes the type from the extension and checks magic bytes', () => {
    expect(fileTypeFromName('a.CSV')).toBe('csv');
    expect(fileTypeFromName('a.xls')).toBe('xlsx');
    expect(() => fileTypeFromName('a.txt')).toThrow(
      'Unsupported file type. Please select a CSV, XLSX, or PDF file.',
    );
    expect(() => checkContent('xlsx', 'xlsx', Buffer.from('%PDF-1.7'))).toThrow(
      /it looks like a PDF document/,
    );
    expect(() => checkContent('pdf', 'pdf', Buffer.from('%PDF-1.7\n'))).not.toThrow();
    expect(() => checkContent('csv', 'csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).not.toThrow();
  });
});

describe('ImportQueue', () => {
  it('runs up to its limit, queues up to maxWaiting and refuses the next with 429', async () => {
    const queue = new ImportQueue(1);
    let release: () => void = () => undefined;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)), 1);
    const second = queue.run(() => Promise.resolve('second'), 1);
    await expect(queue.run(() => Promise.resolve('third'), 1)).rejects.toMatchObject({
      status: 429,
      message: QUEUE_FULL,
    });
    release();
    await first;
    expect(await second).toBe('second');
    expect(await queue.run(() => Promise.resolve('later'), 1)).toBe('later');
  });
});
