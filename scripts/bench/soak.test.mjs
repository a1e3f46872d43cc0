// @ts-check
// The soak's goals (issue 40): each route's last minute within 10% of its first,
// and the server's RSS flat over the last five minutes.
import { describe, expect, it } from "vitest";
import { memoryVerdicts, slope, soakVerdicts } from "./soak.mjs";

/** @param {number[]} rates @param {number[]} rss */
const run = (rates, rss) =>
  rates.map((rate, window) => ({ window, rssMb: rss[window] ?? 0, routes: { json: { requestsPerSecond: rate, p50: 1, p99: 2, errors: 0 } } }));

/** @param {ReturnType<typeof soakVerdicts>} verdicts */
const metByName = (verdicts) => Object.fromEntries(verdicts.map((verdict) => [verdict.name.split(":")[0], verdict.met]));

describe("the soak's goals", () => {
  it("a steady run meets both", () => {
    const verdicts = soakVerdicts(run([100, 104, 97, 101, 99, 103, 98, 100, 102, 95], [500, 520, 530, 531, 530, 532, 529, 533, 534, 531]));
    expect(metByName(verdicts)).toEqual({ "soak json": true, "soak server RSS over the last 5 windows": true });
  });

  it("a route that ends 15% slower, or faster, than it began misses its goal", () => {
    expect(soakVerdicts(run([100, 98, 95, 93, 91, 90, 89, 88, 86, 85], Array(10).fill(500)))[0]).toMatchObject({ value: 0.85, met: false });
    expect(soakVerdicts(run([100, 104, 108, 110, 112, 113, 114, 115, 115, 115], Array(10).fill(500)))[0]).toMatchObject({ value: 1.15, met: false });
  });

  it("memory that keeps growing over the last five minutes misses, whatever it did before", () => {
    const verdicts = soakVerdicts(run(Array(10).fill(100), [300, 400, 450, 480, 500, 510, 520, 530, 540, 551]));
    expect(verdicts[1]).toMatchObject({ met: false });
    expect(verdicts[1]?.value).toBeCloseTo(0.102, 3);
  });
});

/** @param {number[]} rss @returns {import("./soak.mjs").MixWindow[]} */
const memoryRun = (rss) => {
  const load = { requests: 1000, requestsPerSecond: 20, p50: 10, p99: 50, errors: 0, shed: 0 };
  return rss.map((rssMb, window) => ({ window, mix: load, burst: load, rssMb, heapUsedMb: 80, heapTotalMb: 100 }));
};

/** @param {ReturnType<typeof memoryVerdicts>} verdicts */
const metOf = (verdicts) => verdicts.map((verdict) => verdict.met);

describe("the memory soak's goals", () => {
  it("the least-squares slope is the growth per window", () => {
    expect(slope([10, 12, 14, 16, 18])).toBeCloseTo(2, 9);
    expect(slope([5, 9, 5, 9])).toBeCloseTo(0.8, 9);
    expect(slope([5, 9, 5, 9, 5])).toBeCloseTo(0, 9);
    expect(slope([7])).toBe(0);
  });

  it("a node that grew early and then held within its bound meets all three", () => {
    const verdicts = memoryVerdicts(memoryRun([300, 340, 360, 370, 372, 371, 373, 372, 370, 372]), { rssBoundMb: 400, windowMin: 1 });
    expect(metOf(verdicts)).toEqual([true, true, true]);
    expect(verdicts[1]?.value).toBeCloseTo(-0.1, 6);
  });

  it("a node above its bound at the end misses the bound, however flat", () => {
    expect(metOf(memoryVerdicts(memoryRun(Array(10).fill(420)), { rssBoundMb: 400, windowMin: 1 }))).toEqual([false, true, true]);
  });

  it("memory still growing 3 MB a minute over the last five misses, though within the bound and by steps of 1%", () => {
    const verdicts = memoryVerdicts(memoryRun([250, 260, 265, 270, 275, 278, 281, 284, 287, 290]), { rssBoundMb: 300, windowMin: 1 });
    expect(metOf(verdicts)).toEqual([true, false, true]);
    expect(verdicts[1]?.value).toBeCloseTo(3, 6);
  });

  it("a step in the last window misses, though the slope over five stays small", () => {
    const verdicts = memoryVerdicts(memoryRun([300, 300, 300, 300, 300, 300, 300, 300, 300, 316]), { rssBoundMb: 400, windowMin: 1 });
    expect(metOf(verdicts)).toEqual([true, false, false]);
    // A dip before the step keeps the slope at 1 MB a minute; the last window is still 3.3% above the highest.
    const dipped = memoryVerdicts(memoryRun([300, 300, 300, 300, 300, 300, 300, 300, 290, 310]), { rssBoundMb: 400, windowMin: 1 });
    expect(metOf(dipped)).toEqual([true, true, false]);
    expect(dipped[1]?.value).toBeCloseTo(1, 6);
  });

  it("reads the slope per minute whatever the window's length", () => {
    // Windows of half a minute: 1 MB a window is 2 MB a minute, at the goal.
    expect(memoryVerdicts(memoryRun([300, 301, 302, 303, 304]), { rssBoundMb: 400, windowMin: 0.5 })[1]).toMatchObject({ value: 2, met: true });
  });
});
