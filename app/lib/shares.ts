/**
 * Each count's share of their total as a percent string with 2 decimals
 * ("12.34"), apportioned by largest remainder so the shares add up to exactly
 * 100.00 (ties go to the earlier count). No counts, or a zero total: "0.00" each.
 */
export function percentShares(counts: readonly number[]): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => "0.00");
  const WHOLE = 10_000; // 100.00 % in hundredths of a percent
  const hundredths = counts.map((count) => Math.floor((count * WHOLE) / total));
  let left = WHOLE - hundredths.reduce((sum, h) => sum + h, 0);
  const byRemainder = counts
    .map((count, index) => ({ index, remainder: (count * WHOLE) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    hundredths[index]! += 1;
    left -= 1;
  }
  return hundredths.map((h) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, "0")}`);
}

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
