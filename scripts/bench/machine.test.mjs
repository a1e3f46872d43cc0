// @ts-check
// The per-machine table: one row per route, one column per number of connections,
// a route missing at one count left blank rather than dropped.
import { describe, expect, it } from "vitest";
import { formatMachineTable } from "./machine.mjs";

/** @param {number} rps @param {number} errors */
const measurement = (rps, errors) => ({ requestsPerSecond: rps, p50: 4.4, p99: 12.6, max: 20, mean: 5, errors, shed: errors, notOk: {}, bytesPerResponse: 100 });

describe("formatMachineTable", () => {
  it("gives each route's figures at each number of connections", () => {
    const table = formatMachineTable([8, 64], { 8: { blocks: measurement(596.4, 0) }, 64: { blocks: measurement(927, 1817), healthz: measurement(16432, 0) } });
    const rows = table.split("\n");
    expect(rows[0]).toBe("| route | 8 conn: req/s, p50 / p99 ms, not 2xx | 64 conn: req/s, p50 / p99 ms, not 2xx |");
    expect(rows).toContain("| blocks | 596, 4 / 13, 0 | 927, 4 / 13, 1817 |");
    expect(rows).toContain("| healthz |  | 16432, 4 / 13, 0 |");
    expect(rows).toHaveLength(4);
  });
});
