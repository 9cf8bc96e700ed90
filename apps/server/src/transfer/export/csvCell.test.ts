import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell } from './csvCell';

/** The text a spreadsheet reads from one cell: the CSV quoting taken off. */
const unquote = (cell: string) =>
  cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell', () => {
  it('writes signed numbers and phone numbers as they are', () => {
    for (const value of ['+34 600 111 222', '+1 (555) 010-0199', '-12.5', '+44 20 7946 0000'])
      expect(csvCell(value)).toBe(value);
  });

  it('neutralises what a spreadsheet would run', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+A1')).toBe("'+A1");
    expect(csvCell('-cmd|calc!A0')).toBe("'-cmd|calc!A0");
    expect(csvCell('\t1')).toBe("'\t1");
    expect(csvCell('+')).toBe("'+");
  });

  it('leaves every formula-like cell safe: neutralised, or digits with no name, reference or DDE', () => {
    const rest = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...FORMULA_START, '0', '7', ' ', '(', ')', '.', '/', '|', '!', '"', ','),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 20,
    });
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_START), rest, (start, tail) => {
        const read = unquote(csvCell(start + tail));
        const neutralised = read.startsWith("'");
        // Not neutralised: a sign, then only digits and number punctuation, never a letter, a
        // second plus, a pipe or a bang.
        const plain = /^[+-][0-9 ()./-]*$/.test(read) && /\d/.test(read);
        expect(neutralised || plain, JSON.stringify(read)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
