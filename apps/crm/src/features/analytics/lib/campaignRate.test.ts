import { describe, expect, it } from 'vitest';
import { campaignRate } from './campaignRate';

describe('campaignRate', () => {
  it('is count / sentCount * 100 to one decimal', () => {
    expect(campaignRate(245, 1000)).toBe('24.5%');
    expect(campaignRate(1, 3)).toBe('33.3%');
    expect(campaignRate(2, 3)).toBe('66.7%');
    expect(campaignRate(10, 10)).toBe('100.0%');
  });

  it('reads 0.0% when nothing was sent', () => {
    expect(campaignRate(0, 0)).toBe('0.0%');
  });
});
