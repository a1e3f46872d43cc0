// @ts-check
// The terminal progress bar: elapsed time and the estimate of the time left.
import { describe, expect, it } from "vitest";
import { createProgressBar, estimateRemaining, formatDuration } from "./progress-bar.mjs";

describe("the progress bar", () => {
  it("formats durations in seconds, minutes and hours", () => {
    expect(formatDuration(42.4)).toBe("42s");
    expect(formatDuration(725)).toBe("12m 05s");
    expect(formatDuration(3_720)).toBe("1h 02m");
  });

  it("estimates the time left at the pace so far, once enough is done", () => {
    expect(estimateRemaining(0.25, 60_000)).toBe(180);
    expect(estimateRemaining(0.005, 60_000)).toBeNull();
    expect(estimateRemaining(0.5, 1_000)).toBeNull();
    expect(estimateRemaining(1, 60_000)).toBe(0);
  });

  it("writes one line per phase and tenth on a pipe, with the time left", () => {
    let now = 0;
    /** @type {string[]} */
    const lines = [];
    const stream = /** @type {NodeJS.WriteStream} */ (/** @type {unknown} */ ({ isTTY: false, write: (/** @type {string} */ text) => lines.push(text) }));
    const bar = createProgressBar(stream, () => now);
    bar.update(0, 1000, "generating");
    now = 30_000;
    bar.update(100, 1000, "generating");
    bar.update(120, 1000, "generating");
    now = 100_000;
    bar.update(150, 1000, "generating");
    expect(lines).toEqual([
      "  0%  0s  generating\n",
      " 10%  30s, ~4m 30s left  generating\n",
      " 15%  1m 40s, ~9m 27s left  generating\n",
    ]);
  });

  it("draws in place on a terminal, never wider than it (a wrapped line cannot be drawn again)", () => {
    /** @type {string[]} */
    const writes = [];
    const stream = /** @type {NodeJS.WriteStream} */ (
      /** @type {unknown} */ ({ isTTY: true, columns: 60, write: (/** @type {string} */ text) => writes.push(text) })
    );
    const bar = createProgressBar(stream, () => 0);
    bar.update(500, 1000, "mainnet: building indexes · testnet: generating the chain");
    const drawn = writes.at(-1) ?? "";
    expect(drawn.startsWith("\r")).toBe(true);
    expect(drawn.endsWith("\x1b[K")).toBe(true);
    const text = drawn.slice(1, -"\x1b[K".length);
    expect([...text]).toHaveLength(59);
    expect(text).toMatch(/^█{15}░{15} {2}50% {2}0s {2}mainnet: buil/);
  });
});
