import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderDesign } from '../renderDesign';
import type { Design } from '../schema';
import { uncheckedDesign, validDesignInput } from '../testing/designArbitrary';
import { ValueCache } from './valueCache';

describe('ValueCache', () => {
  it('makes an answer once per distinct set of values, whichever position differs', () => {
    const make = vi.fn((a: unknown, b: unknown, c: unknown) => ({ a, b, c }));
    const cache = new ValueCache(make);
    const first = cache.get('x', 1, undefined);
    expect(cache.get('x', 1, undefined)).toBe(first);
    const others = [cache.get('y', 1, undefined), cache.get('x', 2, undefined)];
    others.push(cache.get('x', 1, 'z'));
    // Back to the first values after others: found in the maps, not made again.
    expect(cache.get('x', 1, undefined)).toBe(first);
    expect(make).toHaveBeenCalledTimes(4);
    expect(others.map(({ a, b, c }) => [a, b, c])).toEqual([
      ['y', 1, undefined],
      ['x', 2, undefined],
      ['x', 1, 'z'],
    ]);
  });

  it('drops every answer when full', () => {
    const make = vi.fn((value: string) => ({ value }));
    const cache = new ValueCache(make, 2);
    const a = cache.get('a');
    cache.get('b');
    cache.get('c');
    expect(cache.get('a')).not.toBe(a);
    expect(cache.get('a')).toEqual(a);
    expect(make).toHaveBeenCalledTimes(4);
  });
});

describe('renderDesign caches', () => {
  it('render a design the same whatever was rendered before it (they key on every value)', async () => {
    // Designs drawn from the same few fonts, sizes and layouts: neighbours share most values and
    // differ in some, which is where a value missing from a cache key would show.
    const designs = fc.sample(fc.oneof(validDesignInput, uncheckedDesign), {
      numRuns: 40,
      seed: 17,
    });
    const warm = designs.map((design) => renderDesign(design as Design));
    for (const [i, design] of designs.entries()) {
      vi.resetModules();
      const fresh = await import('../renderDesign');
      expect(fresh.renderDesign(design as Design), `design ${i}`).toBe(warm[i]);
    }
  });
});
