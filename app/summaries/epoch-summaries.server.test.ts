import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainUnderTest } from "../../tests/support/chain-under-test";
import { directEpochs, openEpochChain } from "../../tests/support/epoch-truth";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../tests/support/whole-reads";
import type { EpochStats } from "../lib/domain";
import type { Db } from "../db/db.server";
import { maintainSummaries } from "./summaries.server";

// The 'epoch' summary units (ADR 005) on the demo chain: one per finished epoch,
// holding the aggregates taken directly (tests/support/epoch-truth.ts); the maintenance
// pass makes the missing ones newest first and replaces one whose anchor a rollback
// removed; a pass writing one unit reads no whole table and never db-sync's `epoch`.
// The epoch reads over these units are tested in app/data/epochs/epochs.server.test.ts.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
let chain: ChainUnderTest;
let db: Db;
let tipEpoch: number;
let firstEpoch: number;

beforeAll(async () => {
  ({ chain, db, firstEpoch, tipEpoch } = await openEpochChain("epoch_summaries", NOW));
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

describe("the 'epoch' summary units", () => {
  it("exist for every finished epoch and hold the direct aggregates", async () => {
    const units = await db.query<{ epoch: number }>(`SELECT epoch_no AS epoch FROM explorer.summary_unit WHERE kind = 'epoch' ORDER BY epoch_no`);
    expect(units.map((u) => u.epoch)).toEqual(Array.from({ length: tipEpoch - firstEpoch }, (_, i) => firstEpoch + i));
    const summaries = await db.query<{ epoch: number; blocks: number; txs: number; stats: EpochStats; first: number; last: number }>(
      `SELECT epoch_no AS epoch, blocks, txs, first_block_no AS first, last_block_no AS last,
              json_build_object('totalVolume', out_sum::text, 'totalFees', fees::text,
                'largestTx', CASE WHEN largest_tx_hash IS NOT NULL THEN json_build_object('hash', encode(largest_tx_hash, 'hex'), 'amount', largest_tx_out_sum::text, 'blockHeight', largest_tx_block_no) END,
                'mostExpensiveTx', CASE WHEN priciest_tx_hash IS NOT NULL THEN json_build_object('hash', encode(priciest_tx_hash, 'hex'), 'fee', priciest_tx_fee::text, 'blockHeight', priciest_tx_block_no) END) AS stats
       FROM explorer.epoch_summary ORDER BY epoch_no DESC`,
    );
    const expected = (await directEpochs(db)).filter((e) => e.epoch < tipEpoch);
    expect(summaries.map(({ epoch, blocks, txs, stats }) => ({ epoch, blocks, txs, stats }))).toEqual(expected);
    expect(expected.some((e) => e.stats.largestTx !== null)).toBe(true);
    const bounds = await db.query<{ epoch: number; first: number; last: number }>(
      `SELECT epoch_no AS epoch, min(block_no) AS first, max(block_no) AS last FROM block WHERE epoch_no < $1 GROUP BY epoch_no ORDER BY epoch_no DESC`,
      [tipEpoch],
    );
    expect(summaries.map(({ epoch, first, last }) => ({ epoch, first, last }))).toEqual(bounds);
    const versions = await db.query(`SELECT epoch_no, proto_major, proto_minor, blocks FROM explorer.epoch_protocol_version ORDER BY 1, 2, 3`);
    const directVersions = await db.query(
      `SELECT epoch_no, proto_major, proto_minor, count(*)::int AS blocks FROM block
       WHERE epoch_no < $1 AND block_no IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [tipEpoch],
    );
    expect(versions).toEqual(directVersions);
  });
});

describe("the maintenance pass", () => {
  it("makes missing epoch units newest first, and a rolled-back one goes with its anchor", async () => {
    await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'epoch'");
    const newestFirst = Array.from({ length: tipEpoch - firstEpoch }, (_, i) => ({ kind: "epoch", epochNo: tipEpoch - 1 - i }));
    expect((await maintainSummaries(db, { budgetMs: 0 })).pending).toEqual(newestFirst);
    expect((await maintainSummaries(db)).computed).toEqual(newestFirst);
    await db.query(`UPDATE explorer.summary_unit SET anchor_hash = decode('${"ef".repeat(32)}', 'hex') WHERE kind = 'epoch' AND epoch_no = $1`, [tipEpoch - 1]);
    expect(await maintainSummaries(db)).toMatchObject({ removed: [{ kind: "epoch", epochNo: tipEpoch - 1 }], computed: [{ kind: "epoch", epochNo: tipEpoch - 1 }] });
    expect(await maintainSummaries(db)).toMatchObject({ removed: [], computed: [] });
  });

  it(
    "writing one epoch unit reads no whole table or index of the chain or the summaries (enable_seqscan off)",
    async () => {
      const watched = new Set<string>([...CHAIN_TABLES, "slot_leader", "summary_unit", "epoch_summary", "epoch_protocol_version", "epoch_stake_total"]);
      expect(await wholeReads(db, { text: "SELECT count(*) FROM tx t WHERE t.fee > $1", params: [0] }, watched)).toEqual(["tx"]);
      const { db: recording, seen } = recordingDb(db);
      await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'epoch' AND epoch_no = $1", [tipEpoch - 2]);
      expect((await maintainSummaries(recording)).computed).toEqual([{ kind: "epoch", epochNo: tipEpoch - 2 }]);
      const statements = seen.filter(({ text }) => !/^\s*SET /i.test(text));
      expect(statements.some(({ text }) => /INSERT INTO explorer.epoch_summary/.test(text))).toBe(true);
      for (const statement of statements) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
      // None of them reads db-sync's `epoch` (a view re-scanning block from 13.7.2 on).
      for (const { text } of seen) expect(text).not.toMatch(/\b(FROM|JOIN)\s+epoch\b(?!_)/i);
    },
    LONG,
  );

  it("comes from a module whose SQL never names db-sync's epoch table", () => {
    for (const file of ["summaries.server.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/\b(FROM|JOIN|UPDATE|INTO)\s+epoch\b(?!_)/i);
    }
  });
});
