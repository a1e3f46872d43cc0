// @ts-check
// The soak's goals (issue 40): each route's last minute within 10% of its first,
// and the server's RSS flat over the last five minutes.
import { describe, expect, it } from "vitest";
import { soakVerdicts } from "./soak.mjs";

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
