import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAfter } from "../../../tests/support/rolled-back";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import type { PoolBlock } from "../../lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import { parsePoolParam } from "../../lib/params/pool-id";
import { NotFoundError } from "../../lib/errors/not-found";
import type { Db } from "../../db/db.server";
import { exportStakePoolBlocks, listStakePoolBlocks } from "./blocks.server";
import type { Queryable } from "../../db/queryable.server";

// A pool's blocks (newest first) page by page and as the CSV's batches, on the
// demo chain, against every block whose slot leader is the pool, read directly
// here; the same with the summaries missing, partly missing or stale; deep pages
// index-backed.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 60_000;
let chain: ChainUnderTest;
let db: Db;
let pools: string[];

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "pool_blocks" });
  db = chain.db;
  const [row] = await db.query<{ busiest: string; single: string | null }>(
    `WITH made AS (
       SELECT ph.view, count(*) AS n FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
       JOIN pool_hash ph ON ph.id = sl.pool_hash_id GROUP BY ph.view)
     SELECT (SELECT view FROM made ORDER BY n DESC, view LIMIT 1) AS busiest,
            (SELECT view FROM made ORDER BY n, view LIMIT 1) AS single`,
  );
  pools = [...new Set([DEMO_HOUSE_POOL_ID, row!.busiest, row!.single!])];
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

/** Every block the pool made, newest first; the total output summed over the blocks' outputs. */
async function directBlocks(q: Queryable, poolId: string): Promise<PoolBlock[]> {
  return q.query<PoolBlock>(
    `SELECT b.block_no AS height, encode(b.hash, 'hex') AS hash, b.epoch_no AS "epochNumber", b.size, b.tx_count AS "txCount",
            (SELECT coalesce(sum(o.value), 0)::text FROM tx t JOIN tx_out o ON o.tx_id = t.id WHERE t.block_id = b.id) AS "totalOutput",
            format('%s.%s', b.proto_major, b.proto_minor) AS "protocolVersion",
            encode(b.op_cert, 'hex') AS "operationalCertificate", b.time AS "timestamp"
     FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id JOIN pool_hash ph ON ph.id = sl.pool_hash_id
     WHERE ph.view = $1 ORDER BY b.block_no DESC`,
    [poolId],
  );
}

async function walk(q: Queryable, poolId: string, limit: number): Promise<PoolBlock[]> {
  const all: PoolBlock[] = [];
  for (let page = 0; ; page++) {
    const rows = (await listStakePoolBlocks(q, poolId, { page, limit }))!;
    all.push(...rows);
    if (rows.length < limit) return all;
  }
}

async function exported(q: Queryable, poolId: string, batchBlocks?: number): Promise<PoolBlock[][]> {
  const batches: PoolBlock[][] = [];
  for await (const batch of exportStakePoolBlocks(q, poolId, batchBlocks)) batches.push(batch);
  return batches;
}


describe("listStakePoolBlocks", () => {
  it("walked page by page gives exactly the pool's blocks, newest first, as many as it made", async () => {
    for (const pool of pools) {
      const direct = await directBlocks(db, pool);
      expect(direct.length, pool).toBeGreaterThan(0);
      const [lifetime] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM block b WHERE b.slot_leader_id IN
           (SELECT sl.id FROM slot_leader sl JOIN pool_hash ph ON ph.id = sl.pool_hash_id WHERE ph.view = $1)`,
        [pool],
      );
      expect(direct.length).toBe(lifetime!.n);
      // 7 a page: pages straddle epoch boundaries.
      expect(await walk(db, pool, 7), pool).toEqual(direct);
    }
  });

  it("gives a deep page as the slice of the direct ordered list, and [] past the end", async () => {
    const busiest = pools[1]!;
    const direct = await directBlocks(db, busiest);
    expect(direct.length).toBeGreaterThan(300);
    for (const [page, limit] of [[0, 20], [3, 50], [Math.floor(direct.length / 20) - 1, 20], [Math.floor(direct.length / 20), 20], [1, 100]] as const) {
      expect(await listStakePoolBlocks(db, busiest, { page, limit }), `${page}/${limit}`).toEqual(direct.slice(page * limit, (page + 1) * limit));
    }
    expect(await listStakePoolBlocks(db, busiest, { page: Math.ceil(direct.length / 20) + 5, limit: 20 })).toEqual([]);
  });

  it("is the same without summaries, with only older ones, or with stale ones", async () => {
    const read = async (q: Queryable) => {
      const out = [];
      for (const pool of pools) out.push(await walk(q, pool, 9), (await exported(q, pool)).flat());
      return out;
    };
    const expected = [];
    for (const pool of pools) {
      const direct = await directBlocks(db, pool);
      expected.push(direct, direct);
    }
    expect(await read(db)).toEqual(expected);
    expect(await readAfter(db, ["DELETE FROM explorer.summary_unit WHERE kind = 'blocks'"], read)).toEqual(expected);
    expect(
      await readAfter(db, 
        ["DELETE FROM explorer.summary_unit WHERE kind = 'blocks' AND epoch_no = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'blocks')"],
        read,
      ),
    ).toEqual(expected);
    expect(
      await readAfter(db, 
        [
          "UPDATE explorer.pool_epoch_blocks SET blocks = blocks + 5, blocks_total = blocks_total + 5",
          `UPDATE explorer.summary_unit SET anchor_hash = decode('${"ab".repeat(32)}', 'hex') WHERE kind = 'blocks'`,
        ],
        read,
      ),
    ).toEqual(expected);
  });

  it("is null for a pool the chain does not know", async () => {
    expect(await listStakePoolBlocks(db, parsePoolParam("00".repeat(28)), { page: 0, limit: 20 })).toBeNull();
    expect(await listStakePoolBlocks(db, "not a pool", { page: 3, limit: 20 })).toBeNull();
  });
});

describe("exportStakePoolBlocks", () => {
  it("gives every block of the pool, newest first, in batches of whole epochs", async () => {
    for (const pool of pools) {
      const direct = await directBlocks(db, pool);
      expect((await exported(db, pool)).flat()).toEqual(direct);
      // With small batches: each one whole epochs, at most 50 blocks unless one epoch has more.
      const batches = await exported(db, pool, 50);
      expect(batches.flat()).toEqual(direct);
      const epochBlocks = new Map<number, number>();
      for (const block of direct) epochBlocks.set(block.epochNumber, (epochBlocks.get(block.epochNumber) ?? 0) + 1);
      for (const batch of batches) {
        const epochs = [...new Set(batch.map((block) => block.epochNumber))];
        expect(batch.length).toBe(epochs.reduce((sum, epoch) => sum + epochBlocks.get(epoch)!, 0));
        expect(batch.length <= 50 || epochs.length === 1).toBe(true);
      }
      if (direct.length > 100) expect(batches.length).toBeGreaterThan(1);
    }
  });

  it("rejects with NotFoundError 'Stake Pool Not Found' on the first batch for an unknown pool", async () => {
    const outcome = await exported(db, parsePoolParam("00".repeat(28))).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(NotFoundError);
    expect((outcome as NotFoundError).message).toBe("Stake Pool Not Found");
  });
});

describe("pool blocks reads", () => {
  it("read, for a deep page, only blocks of the epochs holding it (no OFFSET over the pool's newer blocks)", async () => {
    const busiest = pools[1]!;
    const direct = await directBlocks(db, busiest);
    const [page, limit] = [Math.floor((direct.length * 0.8) / 20), 20];
    const wanted = direct.slice(page * limit, (page + 1) * limit);
    const epochs = [...new Set(wanted.map((block) => block.epochNumber))];
    const [inEpochs] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM block WHERE epoch_no = ANY ($1::int[])", [epochs]);
    const { db: recording, seen } = recordingDb(db);
    expect(await listStakePoolBlocks(recording, busiest, { page, limit })).toEqual(wanted);
    // The statement that returns the page: every scan of block is bounded by epoch (or
    // probes one block by id), and the rows it touches, in every node and loop, are at
    // most those epochs' blocks (of any pool: a planner may filter by slot leader) and the page.
    const last = seen.at(-1)!;
    const [plan] = await db.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${last.text}`, last.params);
    let touched = 0;
    const conditions: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== "object" || node === null) return;
      const record = node as Record<string, unknown>;
      if (record["Relation Name"] === "block") {
        touched += Number(record["Actual Rows"]) * Number(record["Actual Loops"]);
        conditions.push(String(record["Index Cond"] ?? record["Recheck Cond"] ?? record["Filter"] ?? "none"));
      }
      Object.values(record).forEach(walk);
    };
    walk(plan!["QUERY PLAN"]);
    expect(conditions.length).toBeGreaterThan(0);
    for (const condition of conditions) expect(condition).toMatch(/epoch_no|\(id = /);
    expect(touched).toBeGreaterThanOrEqual(limit);
    expect(touched).toBeLessThanOrEqual(inEpochs!.n + limit);
  });

  it(
    "read no whole table or index of the chain or the summaries, also for a deep page (enable_seqscan off)",
    async () => {
      const watched = new Set<string>([...CHAIN_TABLES, "slot_leader", "summary_unit", "pool_epoch_blocks"]);
      expect(await wholeReads(db, { text: "SELECT count(*) FROM block b WHERE b.size > $1", params: [0] }, watched)).toEqual(["block"]);
      const { db: recording, seen } = recordingDb(db);
      const busiest = pools[1]!;
      await listStakePoolBlocks(recording, busiest, { page: 0, limit: 20 });
      await listStakePoolBlocks(recording, busiest, { page: 25, limit: 20 });
      await exported(recording, busiest, 100);
      // Without summaries (the statements are recorded inside the rolled-back transaction).
      await recording
        .transaction(async (t) => {
          await t.query("DELETE FROM explorer.summary_unit WHERE kind = 'blocks'");
          await listStakePoolBlocks(t, busiest, { page: 25, limit: 20 });
          throw new Error("roll back");
        })
        .catch(() => {});
      expect(seen.length).toBeGreaterThan(5);
      for (const statement of seen) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
    },
    LONG,
  );
});
