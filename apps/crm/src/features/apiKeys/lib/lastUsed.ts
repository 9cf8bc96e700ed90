const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * A key's last use in words: "Never", "Just now", "5 minutes ago", "yesterday". The server moves
 * it at most once a minute, so nothing finer than a minute is claimed.
 */
export function lastUsed(value: string | null, now: Date = new Date()): string {
  if (!value) return 'Never';
  const ago = now.getTime() - new Date(value).getTime();
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
  }
  return 'Just now';
}
