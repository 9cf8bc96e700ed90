const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The warm-up schedule (issue 30 §3): a new sending domain's daily cap starts at 50 messages and
 * grows by 40 % a day for four weeks (376 on day 7, 3,969 on day 14, 41,834 on day 21, 440,988 on
 * day 28), the slow start mailbox providers advise for a domain with no reputation yet; from day 29
 * there is no cap. The sending engine keeps to it; the Sending domain page states it.
 */
export const WARMUP_DAYS = 28;
export const WARMUP_FIRST_DAY_CAP = 50;
export const WARMUP_DAILY_GROWTH = 1.4;

/** The UTC day of `date`, as YYYY-MM-DD. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today's place in a warm-up begun on `startedOn` (YYYY-MM-DD); undefined once it is over. */
export function warmupToday(
  startedOn: string,
  now: Date,
): { day: number; date: string; cap: number } | undefined {
  const date = utcDay(now);
  const day = Math.max(1, Math.floor((Date.parse(date) - Date.parse(startedOn)) / DAY_MS) + 1);
  if (day > WARMUP_DAYS) return undefined;
  return {
    day,
    date,
    cap: Math.round(WARMUP_FIRST_DAY_CAP * WARMUP_DAILY_GROWTH ** (day - 1)),
  };
}
