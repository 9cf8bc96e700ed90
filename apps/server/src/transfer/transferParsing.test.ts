import { describe, expect, it } from 'vitest';
import { buildContactRow, parseTags, splitName } from './parse/buildContactRow';
import { csvCell } from './export/csvCell';
import { ACCOUNT_BUSY, ImportQueue, QUEUE_FULL } from './ImportQueue';
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
        // A full-name column fills the first and last name only, not a custom field as well
        // (issue 24 §2: listmonk's `name` was copied into both).
        '{}',
      ],
    });
    expect(splitName('Lee, Ann')).toEqual(['Ann', 'Lee']);
    expect(splitName('Cher')).toEqual(['Cher', '']);
  });

  it('splits a full name at its last word, keeping particles with the last name', () => {
    expect(splitName('Mary Ann Lee')).toEqual(['Mary Ann', 'Lee']);
    expect(splitName('Ludwig van Beethoven')).toEqual(['Ludwig', 'van Beethoven']);
    expect(splitName('María José de la Cruz')).toEqual(['María José', 'de la Cruz']);
    expect(splitName('Jean-Claude Van Damme')).toEqual(['Jean-Claude', 'Van Damme']);
    expect(splitName('Otto von  Bismarck ')).toEqual(['Otto', 'von Bismarck']);
    expect(splitName('van Gogh')).toEqual(['', 'van Gogh']);
  });

  it('lets consent travel: unsubscribed, blocklisted and blacklisted never arrive as subscribers', () => {
    const status = (headers: string[], cells: string[]) => {
      const row = buildContactRow(cells, mapHeaders(headers));
      return row.ok ? row.tuple[6] : row.reason;
    };
    for (const word of ['unsubscribed', 'Blocklisted', 'blacklisted', 'cleaned', 'disabled'])
      expect(status(['Name', 'Email', 'Status'], ['Ann Lee', 'a@example.com', word])).toBe(
        'unsubscribed',
      );
    expect(status(['Name', 'Email', 'Status'], ['Ann', 'a@example.com', 'enabled'])).toBe(
      'subscriber',
    );
    expect(status(['Name', 'Email', 'Status'], ['Ann', 'a@example.com', 'lead'])).toBe('lead');
    expect(status(['EMAIL', 'FIRSTNAME', 'EMAIL_BLACKLISTED'], ['a@example.com', 'A', 'Yes'])).toBe(
      'unsubscribed',
    );
    expect(status(['EMAIL', 'FIRSTNAME', 'EMAIL_BLACKLISTED'], ['a@example.com', 'A', 'No'])).toBe(
      'subscriber',
    );
  });

  it('refuses NUL in values and in custom field names, like the JSON API', () => {
    const map = mapHeaders(['Name', 'Email', 'Notes', 'customFields']);
    expect(buildContactRow(['A\0n', 'a@example.com', '', ''], map)).toEqual({
      ok: false,
      reason: 'First name must not contain NUL characters',
    });
    expect(buildContactRow(['Ann', 'a@example.com', 'x\0', ''], map)).toEqual({
      ok: false,
      reason: "Custom field 'Notes' must not contain NUL characters",
    });
    expect(buildContactRow(['Ann', 'a@example.com', '', '{"a\\u0000b":"x"}'], map)).toEqual({
      ok: false,
      reason: 'Custom field names must not contain NUL characters',
    });
    expect(() => mapHeaders(['Email', 'No\0tes'])).toThrow(
      'Column names must not contain NUL characters.',
    );
  });
  it('says what is wrong with a row', () => {
    expect(buildContactRow(['Ann', '', '', ''], map)).toEqual({
      ok: false,
      reason: 'Email is required',
    });
    // No name is not wrong: an address is enough.
    expect(buildContactRow(['', 'a@example.com', '', ''], map)).toMatchObject({ ok: true });
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
  it("reads Google's ::: groups, Outlook's ; categories and Mailchimp's quoted names", () => {
    expect(parseTags('Friends, old ::: * myContacts ::: Work', 'google')).toEqual([
      'Friends, old',
      'Work',
    ]);
    expect(parseTags('* myContacts', 'google')).toEqual([]);
    expect(parseTags('Key Customer;Smith, Jones', 'outlook')).toEqual([
      'Key Customer',
      'Smith, Jones',
    ]);
    expect(parseTags('"VIP","Newsletter"')).toEqual(['VIP', 'Newsletter']);
    expect(parseTags('"Say ""hi""", "a,b"')).toEqual(['Say "hi"', 'a,b']);
    expect(parseTags('"unclosed, x')).toEqual(['"unclosed', 'x']);
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
  const limits = { perAccount: 2, maxWaiting: 8 };
  const gate = () => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };

  it('refuses an account over its share with 429 and leaves other accounts unaffected', async () => {
    const queue = new ImportQueue(1);
    const a1 = queue.admit(1, limits);
    queue.admit(1, limits);
    expect(() => queue.admit(1, limits)).toThrow(
      expect.objectContaining({ status: 429, message: ACCOUNT_BUSY }),
    );
    const b1 = queue.admit(2, limits);
    a1.release();
    expect(() => queue.admit(1, limits)).not.toThrow();
    b1.release();
  });

  it('gives a freed turn to the account served longest ago (round robin)', async () => {
    const queue = new ImportQueue(1);
    const order: string[] = [];
    const first = gate();
    const run = (account: number, name: string, wait?: Promise<void>) => {
      const ticket = queue.admit(account, { perAccount: 5, maxWaiting: 8 });
      return ticket
        .run(async () => {
          order.push(name);
          await wait;
        })
        .finally(() => ticket.release());
    };
    const all = [
      run(1, 'a1', first.promise),
      run(1, 'a2'),
      run(1, 'a3'),
      run(2, 'b1'),
      run(3, 'c1'),
    ];
    await Promise.resolve();
    first.open();
    await Promise.all(all);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('refuses with 429 past maxWaiting imports in all', async () => {
    const queue = new ImportQueue(1);
    const block = gate();
    const one = { perAccount: 1, maxWaiting: 1 };
    const running = queue.admit(1, one).run(() => block.promise);
    const waiting = queue.admit(2, one).run(() => Promise.resolve('second'));
    await expect(queue.admit(3, one).run(() => Promise.resolve('third'))).rejects.toMatchObject({
      status: 429,
      message: QUEUE_FULL,
    });
    block.open();
    await running;
    expect(await waiting).toBe('second');
  });
});
