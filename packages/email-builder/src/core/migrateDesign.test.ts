import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESIGN_VERSION } from './constants';
import { defaultDesign } from './defaults';
import { DesignVersionError, migrateDesign } from './migrateDesign';
import { DesignError, parseDesign } from './parseDesign';
import { renderDesign } from './renderDesign';
import v0 from './testing/designFixtures/v0.json';
import v1 from './testing/designFixtures/v1.json';
import v2 from './testing/designFixtures/v2.json';
import { validDesignInput } from './testing/designArbitrary';

/** A fixture per version ever written: each must still open as the current version. */
const FIXTURES: Record<number, unknown> = { 0: v0, 1: v1, 2: v2 };

describe('versioned designs', () => {
  it('has a fixture for every version up to the current one', () => {
    for (let version = 0; version <= DESIGN_VERSION; version += 1) {
      expect(FIXTURES[version], `fixture of version ${version}`).toBeDefined();
    }
  });

  // Each fixture holds the one before it plus what its version added, so each older one must open
  // as the start of the current one: same elements, same style, same HTML for them.
  it('opens every version as the same current design', () => {
    const current = parseDesign(FIXTURES[DESIGN_VERSION]);
    expect(current.version).toBe(DESIGN_VERSION);
    for (const [version, fixture] of Object.entries(FIXTURES)) {
      const parsed = parseDesign(JSON.stringify(fixture));
      const start = { ...current, elements: current.elements.slice(0, parsed.elements.length) };
      expect(parsed, `version ${version}`).toEqual(start);
      expect(renderDesign(parsed)).toBe(renderDesign(start));
    }
  });

  it('reads version 2 columns and rich text', () => {
    const current = parseDesign(v2);
    const [, , , text, columns] = current.elements;
    expect(text?.rich?.[1]).toEqual({
      type: 'list',
      items: [[{ text: 'Free delivery' }], [{ text: 'Easy returns', italic: true }]],
    });
    expect(columns?.columns?.map((column) => column.elements.map((block) => block.type))).toEqual([
      ['image'],
      ['header'],
    ]);
    const html = renderDesign(current);
    expect(html).toContain('<strong>the terms</strong></a>');
    expect(html).toContain('<u>shoes</u>');
    expect(html).toContain('max-width:184px;vertical-align:top');
    expect(html).toContain('<td width="376" valign="top">');
    // A version-1 design of a version-2 package: columns are new, so it must be refused by a v1 reader.
    expect(() => parseDesign({ ...v2, version: DESIGN_VERSION + 1 })).toThrow(/newer/);
  });

  it('writes the current version, and reads back what it wrote', () => {
    expect(defaultDesign.version).toBe(DESIGN_VERSION);
    fc.assert(
      fc.property(validDesignInput, (input) => {
        const parsed = parseDesign(input);
        expect(parsed.version).toBe(DESIGN_VERSION);
        expect(parseDesign(JSON.stringify(parsed))).toEqual(parsed);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a newer or a malformed version with a message naming it', () => {
    expect(() => parseDesign({ ...v1, version: DESIGN_VERSION + 1 })).toThrow(DesignError);
    expect(() => parseDesign({ ...v1, version: DESIGN_VERSION + 1 })).toThrow(
      /^version: Design version 3 is newer than this builder reads \(2\)/,
    );
    for (const bad of ['1', -1, 1.5, null]) {
      expect(() => migrateDesign({ ...v1, version: bad })).toThrow(DesignVersionError);
    }
  });

  it('leaves the input untouched and passes non-objects through to the schema', () => {
    const input = structuredClone(v0);
    migrateDesign(input);
    expect(input).toEqual(v0);
    expect(migrateDesign('x')).toBe('x');
    expect(() => parseDesign([])).toThrow(DesignError);
  });
});
