import { describe, expect, it } from 'vitest';
import { tableGeometry, tableWindow } from './tableWindow';

const million = {
  total: 1_000_000,
  rowHeight: 52,
  headingHeight: 40,
  viewport: 440,
  maxScrollHeight: 15_000_000,
  overscan: 10,
};

describe('tableWindow', () => {
  it('scales a million rows under the maximum height, and the scroll range still spans them', () => {
    const g = tableGeometry(million);
    expect(g.content).toBe(15_000_040);
    expect(g.scrollRange).toBe(15_000_040 - 440);
    expect(g.rowRange).toBe(52_000_000 - 400);
    expect(g.visible).toBe(9);
  });

  it('the middle of the rows is row ~500,000, with overscan each side and the exact offset', () => {
    const g = tableGeometry(million);
    const w = tableWindow(million, g.rowRange / 2);
    const first = Math.floor(g.rowRange / 2 / 52);
    expect(first).toBe(499_996);
    expect(w).toEqual({
      start: first - 10,
      end: first + 9 + 10,
      offset: 10 * 52 + ((g.rowRange / 2) % 52),
    });
  });

  it('clamps at both ends: the first rows at 0, the last row in view at the end', () => {
    expect(tableWindow(million, -50)).toEqual({ start: 0, end: 19, offset: 0 });
    const end = tableWindow(million, Infinity);
    expect(end.end).toBe(1_000_000);
    // The last row's bottom meets the view's bottom.
    const lastTop = (1_000_000 - 1 - end.start) * 52 - end.offset + 40;
    expect(lastTop + 52).toBe(440);
  });

  it('fewer rows than fit: no scrolling, every row rendered', () => {
    const few = { ...million, total: 3 };
    expect(tableGeometry(few)).toMatchObject({ content: 440, scrollRange: 0, rowRange: 0 });
    expect(tableWindow(few, 0)).toEqual({ start: 0, end: 3, offset: 0 });
  });
});
