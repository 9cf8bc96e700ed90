/**
 * A campaign's open or click rate as text: count / sentCount * 100 to one decimal (spec section 9).
 * A campaign with nothing sent has no rate to divide by, so it reads 0.0%.
 */
export function campaignRate(count: number, sentCount: number): string {
  if (sentCount <= 0) return '0.0%';
  return `${((count / sentCount) * 100).toFixed(1)}%`;
}
