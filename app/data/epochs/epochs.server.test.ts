import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAfter } from "../../../tests/support/rolled-back";
import type { ChainUnderTest } from "../../../tests/support/chain-under-test";
import { namedDatabase } from "../../../tests/support/named-database";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import { directEpochs as direct, openEpochChain } from "../../../tests/support/epoch-truth";
import type { Epoch, EpochBlock } from "../../lib/domain";
import type { Db } from "../../db/db.server";
import { listEpochBlocks } from "./blocks.server";
import { getEpoch, getEpochStats, listEpochs } from "./epochs.server";
import { getCurrentEpoch, getNetworkStats } from "../analytics/network-stats.server";
import { listProtocolVersions } from "../analytics/protocol-versions.server";
import type { Queryable } from "../../db/queryable.server";

// The epoch pages' data (spec §3 Epoch, Epoch stats, Epoch block) on the demo chain,
// against aggregates taken directly (tests/support/epoch-truth.ts: every transaction
// joined to its block by epoch, what the module itself must not do); the same with the
// 'epoch' summary units (ADR 005), without them, with stale ones and after a rollback
// that removes their anchor; deep pages index-backed; db-sync's `epoch` never read.
// The units themselves and the pass that writes them: app/summaries/epoch-summaries.server.test.ts.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
const DAY_MS = 86_400_000;
let chain: ChainUnderTest;
let db: Db;
let tipEpoch: number;
let firstEpoch: number;

beforeAll(async () => {
  ({ chain, db, firstEpoch, tipEpoch } = await openEpochChain("epochs", NOW));
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

/** The epoch's blocks newest first, with the producer's newest ticker, read directly. */
async function directBlocks(q: Queryable, epoch: number): Promise<EpochBlock[]> {
  return q.query<EpochBlock>(
    `SELECT encode(b.hash, 'hex') AS id, b.block_no AS height, encode(b.hash, 'hex') AS hash, b.time AS "timestamp",
            (SELECT d.ticker_name FROM slot_leader sl JOIN off_chain_pool_data d ON d.pool_id = sl.pool_hash_id
             WHERE sl.id = b.slot_leader_id ORDER BY d.pmr_id DESC LIMIT 1) AS "poolTicker",
            b.tx_count AS "txCount", b.size,
            (SELECT ph.view FROM slot_leader sl JOIN pool_hash ph ON ph.id = sl.pool_hash_id WHERE sl.id = b.slot_leader_id) AS "poolId"
     FROM block b WHERE b.epoch_no = $1 AND b.block_no IS NOT NULL ORDER BY b.block_no DESC`,
    [epoch],
  );
}

async function walkEpochs(q: Queryable, limit: number): Promise<Epoch[]> {
  const all: Epoch[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await listEpochs(q, { limit, offset });
    all.push(...page);
    if (page.length < limit) return all;
  }
}

async function walkBlocks(q: Queryable, epoch: number, limit: number): Promise<EpochBlock[]> {
  const all: EpochBlock[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = (await listEpochBlocks(q, epoch, { limit, offset }))!;
    all.push(...page);
    if (page.length < limit) return all;
  }
}

/** Everything the epoch pages read, for every epoch. */
async function pageFigures(q: Queryable) {
  const epochs = await walkEpochs(q, 3);
  const details = [];
  for (const { epochNumber } of epochs) {
    details.push({
      epoch: await getEpoch(q, epochNumber),
      stats: await getEpochStats(q, epochNumber),
      page: await listEpochBlocks(q, epochNumber, { limit: 5, offset: 3 }),
    });
  }
  return { epochs, details, versions: await listProtocolVersions(q) };
}

/** The figures the pages show, checked against the direct aggregates of the same state. */
async function expectPagesMatchChain(q: Queryable): Promise<void> {
  const expected = await direct(q);
  const epochs = await walkEpochs(q, 3);
  expect(epochs.map((e) => [e.epochNumber, e.blockCount, e.txCount])).toEqual(expected.map((e) => [e.epoch, e.blocks, e.txs]));
  for (const e of expected) expect(await getEpochStats(q, e.epoch), `epoch ${e.epoch}`).toEqual(e.stats);
}

describe("listEpochs", () => {
  it(
    "walked page by page gives every epoch newest first, the current one first, with the direct counts and boundaries",
    async () => {
      const epochs = await walkEpochs(db, 2);
      const expected = await direct(db);
      expect(epochs.map((e) => e.epochNumber)).toEqual(expected.map((e) => e.epoch));
      expect(epochs.length).toBeGreaterThan(3);
      epochs.forEach((epoch, i) => {
        expect(epoch.id).toBe(String(epoch.epochNumber));
        expect([epoch.blockCount, epoch.txCount]).toEqual([expected[i]!.blocks, expected[i]!.txs]);
        expect(epoch.completed).toBe(i > 0);
        if (i === 0) expect(epoch.endTime).toBeNull();
        else expect(Date.parse(epoch.endTime!) - Date.parse(epoch.startTime)).toBe(5 * DAY_MS);
        if (i > 0) expect(epochs[i - 1]!.startTime).toBe(epoch.endTime);
      });
      expect(epochs[0]!.startTime).toBe((await getCurrentEpoch(db))!.startTime);
      expect(epochs[0]!.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      // Every epoch's blocks lie within its boundaries.
      const times = await db.query<{ epoch: number; first: string; last: string }>(
        `SELECT epoch_no AS epoch, min(time) AS first, max(time) AS last FROM block WHERE epoch_no IS NOT NULL GROUP BY epoch_no`,
      );
      for (const { epoch, first, last } of times) {
        const shown = epochs.find((e) => e.epochNumber === epoch)!;
        expect(Date.parse(first)).toBeGreaterThanOrEqual(Date.parse(shown.startTime));
        expect(Date.parse(last)).toBeLessThan(Date.parse(shown.startTime) + 5 * DAY_MS);
      }
      // A deep page is the slice of the walk; past the end, nothing.
      expect(await listEpochs(db, { limit: 2, offset: 1 })).toEqual(epochs.slice(1, 3));
      expect(await listEpochs(db, { limit: 20, offset: epochs.length - 1 })).toEqual(epochs.slice(-1));
      expect(await listEpochs(db, { limit: 20, offset: epochs.length })).toEqual([]);
    },
    LONG,
  );

  it("carries each epoch's stake snapshot (its summary), null where there is none", async () => {
    const epochs = await walkEpochs(db, 50);
    const snapshots = await db.query<{ epoch: number; stake: string }>(`SELECT epoch_no AS epoch, sum(amount)::text AS stake FROM epoch_stake GROUP BY epoch_no`);
    const byEpoch = new Map(snapshots.map((s) => [s.epoch, s]));
    expect(epochs.filter((e) => e.activeStake !== null).length).toBeGreaterThan(1);
    for (const epoch of epochs) expect(epoch.activeStake, `epoch ${epoch.epochNumber}`).toBe(byEpoch.get(epoch.epochNumber)?.stake ?? null);
  });

  it("counts as an epoch's active pools those registered by then and not retired by then, as the dashboard's Active Pools", async () => {
    const epochs = await walkEpochs(db, 50);
    // Each pool's first effective epoch and the retirement announced after its newest registration.
    const pools = await db.query<{ first: number; retiring: number | null }>(
      `SELECT min(u.active_epoch_no)::int AS first,
              (SELECT pr.retiring_epoch FROM pool_retire pr
               WHERE pr.hash_id = u.hash_id AND pr.announced_tx_id > max(u.registered_tx_id)
               ORDER BY pr.announced_tx_id DESC LIMIT 1)::int AS retiring
       FROM pool_update u GROUP BY u.hash_id`,
    );
    const active = (epoch: number) => pools.filter((p) => p.first <= epoch && !(p.retiring !== null && p.retiring <= epoch)).length;
    for (const epoch of epochs) expect(epoch.activePools, `epoch ${epoch.epochNumber}`).toBe(active(epoch.epochNumber));
    expect(epochs[0]!.epochNumber).toBe(tipEpoch);
    expect(epochs[0]!.activePools).toBe((await getNetworkStats(db))!.activePools);
  });
});

describe("getEpoch and getEpochStats", () => {
  it("give each epoch as the list does, its stats as the direct aggregates, null for an unknown or future epoch", async () => {
    const epochs = await walkEpochs(db, 20);
    for (const epoch of epochs) expect(await getEpoch(db, epoch.epochNumber)).toEqual(epoch);
    for (const e of await direct(db)) expect(await getEpochStats(db, e.epoch), `epoch ${e.epoch}`).toEqual(e.stats);
    for (const unknown of [tipEpoch + 1, tipEpoch + 1000, -1, 2 ** 31, 1.5, ...(firstEpoch > 0 ? [firstEpoch - 1] : [])]) {
      expect(await getEpoch(db, unknown), String(unknown)).toBeNull();
      expect(await getEpochStats(db, unknown), String(unknown)).toBeNull();
      expect(await listEpochBlocks(db, unknown, { limit: 20, offset: 0 }), String(unknown)).toBeNull();
    }
  });
});

describe("listEpochBlocks", () => {
  it(
    "walked page by page gives the epoch's blocks newest first, as many as its block count; a deep page is the direct slice",
    async () => {
      for (const epoch of [tipEpoch, tipEpoch - 1, firstEpoch]) {
        const blocks = await directBlocks(db, epoch);
        expect(blocks.length).toBeGreaterThan(20);
        expect(await walkBlocks(db, epoch, 13), `epoch ${epoch}`).toEqual(blocks);
        expect((await getEpoch(db, epoch))!.blockCount).toBe(blocks.length);
        expect(blocks.some((b) => b.poolTicker !== null)).toBe(true);
        const deep = Math.floor(blocks.length * 0.8);
        expect(await listEpochBlocks(db, epoch, { limit: 10, offset: deep })).toEqual(blocks.slice(deep, deep + 10));
        expect(await listEpochBlocks(db, epoch, { limit: 10, offset: blocks.length })).toEqual([]);
      }
    },
    LONG,
  );
});

describe("the epoch pages' figures", () => {
  it(
    "are the same with the summaries, without them, and with stale ones anchored off the chain",
    async () => {
      const withSummaries = await pageFigures(db);
      await expectPagesMatchChain(db);
      expect(await readAfter(db, ["DELETE FROM explorer.summary_unit WHERE kind = 'epoch'"], pageFigures)).toEqual(withSummaries);
      const corrupt = [
        "UPDATE explorer.epoch_summary SET blocks = blocks + 1, txs = txs + 1, out_sum = out_sum + 1, fees = fees + 1, first_block_no = first_block_no + 1, last_block_no = last_block_no - 1",
        "UPDATE explorer.epoch_protocol_version SET blocks = blocks * 3 WHERE proto_minor = 0",
      ];
      expect(
        await readAfter(db, [...corrupt, `UPDATE explorer.summary_unit SET anchor_hash = decode('${"ab".repeat(32)}', 'hex') WHERE kind = 'epoch'`], pageFigures),
      ).toEqual(withSummaries);
      // The control: with their anchors on the chain, the summaries are what the pages show.
      const read = await readAfter(db, corrupt, pageFigures);
      expect(read.epochs[1]!.blockCount).toBe(withSummaries.epochs[1]!.blockCount + 1);
      expect(read.details[1]!.stats!.totalFees).not.toBe(withSummaries.details[1]!.stats!.totalFees);
    },
    LONG,
  );

  it(
    "after a rollback that removes the newest unit's anchor equal the direct aggregates of the rolled-back chain",
    async () => {
      const [boundary] = await db.query<{ blockNo: number }>(`SELECT min(block_no) AS "blockNo" FROM block WHERE epoch_no = $1`, [tipEpoch]);
      const rollback = [
        `DELETE FROM tx WHERE block_id IN (SELECT id FROM block WHERE block_no >= ${boundary!.blockNo - 10})`,
        `DELETE FROM block WHERE block_no >= ${boundary!.blockNo - 10}`,
      ];
      const after = await readAfter(db, rollback, async (q) => {
        await expectPagesMatchChain(q);
        return { epochs: await listEpochs(q, { limit: 3, offset: 0 }), blocks: await walkBlocks(q, tipEpoch - 1, 50), direct: await directBlocks(q, tipEpoch - 1) };
      });
      // The finished epoch became the current one again, 10 blocks shorter.
      expect(after.epochs[0]!).toMatchObject({ epochNumber: tipEpoch - 1, completed: false, endTime: null });
      expect(after.blocks).toEqual(after.direct);
      expect(after.blocks.length).toBe((await directBlocks(db, tipEpoch - 1)).length - 10);
    },
    LONG,
  );
});

describe("the current epoch's figures", () => {
  it("are aggregated once per tip block for concurrent callers of the same database, again at a new tip", async () => {
    const { db: unnamed, seen } = recordingDb(db);
    const recording = namedDatabase(unnamed);
    const aggregates = () => seen.filter(({ text }) => /count\(\*\)::int AS "blocks"/.test(text) || /WITH t AS MATERIALIZED/.test(text));
    const calls = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? listEpochs(recording, { limit: 20, offset: 0 }) : getEpochStats(recording, tipEpoch),
      ),
    );
    expect(aggregates()).toHaveLength(2);
    expect(calls[0]).toEqual(await listEpochs(db, { limit: 20, offset: 0 }));
    expect(calls[1]).toEqual(await getEpochStats(db, tipEpoch));
    await getEpoch(recording, tipEpoch);
    expect(aggregates()).toHaveLength(2);
    // A new tip block (the newest one rolled back): aggregated again.
    const [tipBlock] = await db.query<{ id: number }>(`SELECT max(id) AS id FROM block`);
    const changed = await readAfter(db, [`DELETE FROM tx WHERE block_id = ${tipBlock!.id}`, `DELETE FROM block WHERE id = ${tipBlock!.id}`], async (q) => {
      const texts: string[] = [];
      const counting: Queryable = {
        source: recording.source,
        query<Row>(text: string, params?: readonly unknown[]) {
          texts.push(text);
          return q.query<Row>(text, params);
        },
      };
      const epoch = await getEpoch(counting, tipEpoch);
      return { epoch, again: texts.some((text) => /count\(\*\)::int AS "blocks"/.test(text)), direct: (await direct(q))[0]! };
    });
    expect(changed.again).toBe(true);
    expect([changed.epoch!.blockCount, changed.epoch!.txCount]).toEqual([changed.direct.blocks, changed.direct.txs]);
  });
});

describe("epoch reads", () => {
  it(
    "read no whole table or index of the chain or the summaries, with and without the units (enable_seqscan off)",
    async () => {
      const watched = new Set<string>([...CHAIN_TABLES, "slot_leader", "summary_unit", "epoch_summary", "epoch_protocol_version", "epoch_stake_total"]);
      expect(await wholeReads(db, { text: "SELECT count(*) FROM tx t WHERE t.fee > $1", params: [0] }, watched)).toEqual(["tx"]);
      const { db: recording, seen } = recordingDb(db);
      const reads = async (q: Queryable) => {
        await listEpochs(q, { limit: 20, offset: 0 });
        await listEpochs(q, { limit: 2, offset: 2 });
        await getEpoch(q, tipEpoch - 2);
        await getEpochStats(q, tipEpoch - 2);
        await getEpochStats(q, tipEpoch);
        await listEpochBlocks(q, tipEpoch - 2, { limit: 20, offset: 100 });
        await listEpochBlocks(q, tipEpoch, { limit: 20, offset: 20 });
        await listProtocolVersions(q);
      };
      await reads(recording);
      await recording
        .transaction(async (t) => {
          await t.query("DELETE FROM explorer.summary_unit WHERE kind = 'epoch'");
          await reads(t);
          throw new Error("roll back");
        })
        .catch(() => {});
      const statements = seen.filter(({ text }) => !/^\s*SET /i.test(text));
      for (const statement of statements) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
      // None of them reads db-sync's `epoch` (a view re-scanning block from 13.7.2 on).
      for (const { text } of seen) expect(text).not.toMatch(/\b(FROM|JOIN)\s+epoch\b(?!_)/i);
    },
    LONG,
  );

  it("come from modules whose SQL never names db-sync's epoch table", () => {
    for (const file of ["epochs.server.ts", "blocks.server.ts", "aggregates.server.ts", "../analytics/protocol-versions.server.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/\b(FROM|JOIN|UPDATE|INTO)\s+epoch\b(?!_)/i);
    }
  });
});
