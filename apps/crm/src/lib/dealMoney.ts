import { DEFAULT_DEAL_CURRENCY, type DealValueTotal } from '@crm/api-client';

/** A deal's value in its currency, whole units when it has no cents: "$1,250" or "€99.50". */
export function formatMoney(valueCents: number, currency: string): string {
  const whole = valueCents % 100 === 0;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(valueCents / 100);
  } catch {
    // A code Intl does not know still reads as an amount.
    return `${(valueCents / 100).toLocaleString('en-US')} ${currency}`;
  }
}

/**
 * A stage's open value, one amount per currency: "$12,000 + €500"; nothing is 0 in `emptyCurrency`
 * (where the rest of the figures are in euros, an empty stage reads "€0", not "$0").
 */
export function formatTotals(
  totals: readonly DealValueTotal[],
  emptyCurrency: string = DEFAULT_DEAL_CURRENCY,
): string {
  if (totals.length === 0) return formatMoney(0, emptyCurrency);
  return totals.map((t) => formatMoney(t.valueCents, t.currency)).join(' + ');
}

/**
 * The currency most of the value is in (amounts are not converted): where a figure needs one
 * currency, an empty stage's 0 or a chart's bars, it is this one.
 */
export function mainCurrency(rows: readonly { totals: readonly DealValueTotal[] }[]): string {
  const sums = new Map<string, number>();
  for (const { totals } of rows)
    for (const t of totals) sums.set(t.currency, (sums.get(t.currency) ?? 0) + t.valueCents);
  return [...sums].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_DEAL_CURRENCY;
}

/** What a user types as a value ("1,250.50", "$99") as cents; undefined when it is not an amount. */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[\s,$€£¥]/g, '');
  if (cleaned === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}
