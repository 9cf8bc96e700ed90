const counts = new Intl.NumberFormat('en-US');

/**
 * Every count the app shows, one way: grouped as the app's English texts are ('200,020'), whatever
 * the browser's locale, so the dashboard, lists, dialogs and toasts always agree.
 */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** A count and its noun, singular for one: "1 contact", "2,000 contacts". */
export function formatCountOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
