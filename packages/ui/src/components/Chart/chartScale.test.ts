import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceTicks, scaleLinear } from './chartScale';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and covers the maximum', () => {
    expect(niceTicks(1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(45)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
  });
  it('never steps below 1 for small counts, and gives an axis when there is no data', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('scaleLinear', () => {
  it('maps the domain onto the range, inverted ranges included', () => {
    expect(scaleLinear(5, [0, 10], [0, 200])).toBe(100);
    expect(scaleLinear(10, [0, 10], [200, 0])).toBe(0);
    expect(scaleLinear(3, [3, 3], [0, 100])).toBe(50);
  });
});

describe('labelledIndexes', () => {
  it('keeps every label that fits, else evenly spaced ones with both ends', () => {
    expect(labelledIndexes(4, 6)).toEqual([0, 1, 2, 3]);
    expect(labelledIndexes(30, 4)).toEqual([0, 10, 19, 29]);
  });
});
