/**
 * Each count's share of their total as a percentage with `decimals` decimals, by
 * largest remainder: every share is its exact value rounded down or up by one
 * step, and the shares add up to exactly 100 (with any count above zero). All
 * zero or none: every share "0.00".
 */
export function percentageShares(counts: readonly number[], decimals = 2): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const zero = (0).toFixed(decimals);
  if (total <= 0) return counts.map(() => zero);
  const steps = 100 * 10 ** decimals;
  const exact = counts.map((count) => (count * steps) / total);
  const floors = exact.map(Math.floor);
  let left = steps - floors.reduce((sum, floor) => sum + floor, 0);
  // The largest remainders take the steps left over (ties: the earlier count).
  const order = exact.map((value, index) => ({ index, remainder: value - floors[index]! })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map((units) => (units / 10 ** decimals).toFixed(decimals));
}
