import { isTimeZone } from '../../analytics/analytics.schemas';

/** The browser's IANA zone, so chart buckets follow the user's days; UTC when it names none. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
