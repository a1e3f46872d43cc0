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
