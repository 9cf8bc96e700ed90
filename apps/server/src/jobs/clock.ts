/**
 * Where the job layer reads the time: due times, leases and backoff are all computed from it, so a
 * test moves time forward instead of waiting (`manualClock` in test/jobsHarness.ts).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
