import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAfter } from "../../../tests/support/rolled-back";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { PROTOCOL_VERSION_WINDOW_EPOCHS, type ProtocolVersionStat } from "../../lib/domain";
import type { Db } from "../../db/db.server";
import { listProtocolVersions } from "./protocol-versions.server";
import type { Queryable } from "../../db/queryable.server";

// Protocol Version Usage (analytics) on the demo chain: each version's share of the
// blocks of the last completed epochs, against counts taken here directly on block;
// the same with the 'epoch' summary units, without them and with stale ones.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;
let tipEpoch: number;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "protocol_versions" });
  db = chain.db;
  const [row] = await db.query<{ tip: number }>(`SELECT max(epoch_no) AS "tip" FROM block`);
  tipEpoch = row!.tip;
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

/** Blocks per "major.minor" over the completed epochs of the window, read directly. */
async function directCounts(q: Queryable): Promise<Map<string, number>> {
  const rows = await q.query<{ version: string; blocks: number }>(
    `SELECT proto_major || '.' || proto_minor AS version, count(*)::int AS blocks FROM block
     WHERE epoch_no BETWEEN $1 AND $2 AND block_no IS NOT NULL GROUP BY 1`,
    [tipEpoch - PROTOCOL_VERSION_WINDOW_EPOCHS, tipEpoch - 1],
  );
  return new Map(rows.map((row) => [row.version, row.blocks]));
}

function expectShares(stats: ProtocolVersionStat[], counts: Map<string, number>): void {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(0);
  expect(stats.map((s) => s.version).sort()).toEqual([...counts.keys()].sort());
  for (const stat of stats) {
    expect(stat.percentage).toMatch(/^\d{1,3}\.\d\d$/);
    expect(Math.abs(Number(stat.percentage) - (counts.get(stat.version)! * 100) / total), stat.version).toBeLessThan(0.01);
  }
  const sum = stats.reduce((s, stat) => s + Number(stat.percentage), 0);
  expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.005 * stats.length);
  const shares = stats.map((s) => Number(s.percentage));
  expect(shares).toEqual([...shares].sort((a, b) => b - a));
}

describe("listProtocolVersions", () => {
  it("gives each version's share of the window's blocks, adding up to 100, largest first", async () => {
    const stats = await listProtocolVersions(db);
    expect(stats.length).toBeGreaterThan(0);
    expectShares(stats, await directCounts(db));
  });

  it("is the same without the summaries and with stale ones anchored off the chain", async () => {
    const expected = await listProtocolVersions(db);
    expect(await readAfter(db, ["DELETE FROM explorer.summary_unit WHERE kind = 'epoch'"], listProtocolVersions)).toEqual(expected);
    expect(
      await readAfter(
        db,
        [
          "UPDATE explorer.epoch_protocol_version SET blocks = blocks * 7 + 1",
          `UPDATE explorer.summary_unit SET anchor_hash = decode('${"ab".repeat(32)}', 'hex') WHERE kind = 'epoch'`,
        ],
        listProtocolVersions,
      ),
    ).toEqual(expected);
  });

  it("counts only the completed epochs of the window (not the current one), from the summaries where valid", async () => {
    // Blocks of the current epoch signalling a new version do not count yet.
    const current = `UPDATE block SET proto_major = 99, proto_minor = 1 WHERE epoch_no = ${tipEpoch} AND block_no IS NOT NULL`;
    expect(await readAfter(db, [current], listProtocolVersions)).toEqual(await listProtocolVersions(db));
    // In the newest completed epoch they do: directly once its unit is gone, each share as counted.
    const changed = await readAfter(
      db,
      [
        `UPDATE block SET proto_major = 99, proto_minor = 1 WHERE epoch_no = ${tipEpoch - 1} AND block_no % 3 = 0`,
        `DELETE FROM explorer.summary_unit WHERE kind = 'epoch' AND epoch_no = ${tipEpoch - 1}`,
      ],
      async (q) => ({ stats: await listProtocolVersions(q), counts: await directCounts(q) }),
    );
    expect(changed.stats.map((s) => s.version)).toContain("99.1");
    expectShares(changed.stats, changed.counts);
  });
});
