import type { Clock } from '../src/jobs/clock';

/** A clock that stands still until a test moves it: due times, leases and backoff without waiting. */
export function manualClock(start = Date.parse('2026-12-01T09:00:00.000Z')) {
  let now = start;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void } = {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(ms) {
      now = ms;
    },
  };
  return clock;
}
