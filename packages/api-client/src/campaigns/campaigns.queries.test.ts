import { describe, expect, it } from 'vitest';
import { campaignsPollDelay, PROGRESS_POLL_MS, SCHEDULE_WAKE_MAX_MS } from './campaigns.queries';

const now = Date.parse('2030-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('campaignsPollDelay: when the campaigns list reads itself again', () => {
  it('never, when nothing is sending or scheduled', () => {
    expect(
      campaignsPollDelay(
        [
          { status: 'sent', scheduledAt: null },
          { status: 'draft', scheduledAt: null },
          { status: 'cancelled', scheduledAt: at(-1000) },
        ],
        now,
      ),
    ).toBe(false);
  });

  it('every poll interval while a campaign sends or a schedule is due', () => {
    expect(campaignsPollDelay([{ status: 'sending', scheduledAt: null }], now)).toBe(
      PROGRESS_POLL_MS,
    );
    expect(campaignsPollDelay([{ status: 'scheduled', scheduledAt: at(-1) }], now)).toBe(
      PROGRESS_POLL_MS,
    );
  });

  it('once the earliest schedule falls due, bounded', () => {
    const list = [
      { status: 'scheduled' as const, scheduledAt: at(90_000) },
      { status: 'scheduled' as const, scheduledAt: at(30_000) },
    ];
    expect(campaignsPollDelay(list, now)).toBe(30_000);
    expect(campaignsPollDelay([{ status: 'scheduled', scheduledAt: at(500) }], now)).toBe(
      PROGRESS_POLL_MS,
    );
    expect(campaignsPollDelay([{ status: 'scheduled', scheduledAt: at(86_400_000) }], now)).toBe(
      SCHEDULE_WAKE_MAX_MS,
    );
  });
});
