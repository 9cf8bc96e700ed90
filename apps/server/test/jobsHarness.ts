import type { Clock } from '../src/jobs/clock';

/**
 * A clock that stands still until a test moves it: due times, leases and backoff without waiting.
 * It starts years ahead of the real one: routes queue jobs due at the real time, and a worker
 * whose clock stood behind it (the day this said 2026-12-01 came and went) never found them due.
 */
export function manualClock(start = Date.parse('2037-12-01T09:00:00.000Z')) {
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
