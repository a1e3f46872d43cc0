/**
 * Each count's share of their total as a percentage with `decimals` decimals,
 * each rounded on its own (half up): equal counts always show equal shares, so
 * the shares may add up to a step or two off 100 (three equal counts: 33.33
 * each), as any rounded percentages do. All zero or none: every share "0.00".
 */
export function percentageShares(counts: readonly number[], decimals = 2): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const zero = (0).toFixed(decimals);
  if (total <= 0) return counts.map(() => zero);
  const steps = 100 * 10 ** decimals;
  // Integer arithmetic: count × steps / total, rounded half up, without a float's 0.4999….
  return counts.map((count) => (Math.floor((2 * count * steps + total) / (2 * total)) / 10 ** decimals).toFixed(decimals));
}
