import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readAfter } from "../../tests/support/rolled-back";
import { openChainUnderTest, type ChainUnderTest } from "../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads, wrapTransactions } from "../../tests/support/whole-reads";
import { POOL_SORT_KEYS } from "../lib/domain";
import { applyExplorerMigrations } from "../../schema/migrate.mjs";
import { openPostgresDb, type Db } from "../db/db.server";
import { getNetworkStats } from "../data/analytics/network-stats.server";
import type { Queryable } from "../db/queryable.server";
import { listStakePools } from "../data/pools/list.server";
import { maintainSummaries } from "./summaries.server";
import { SUMMARY_LOCK_KEY } from "./writer-lock.server";
import { startSummaryMaintenance } from "./maintenance.server";

// The summaries (ADR 005) on the generated demo chain (test scale, fixed 'now'):
// every summarised figure equals the same aggregate taken directly on the chain
// (independent SQL here), the pages' figures are the same with and without them,
// a rollback followed by a pass puts them right again, and only the lock holder
// writes. Runs on the embedded database and, in the vitest project "postgres", on
// PostgreSQL (where a second connection really holds the lock).
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "summaries" });
  db = chain.db;
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

type Unit = { kind: string; epochNo: number };

async function units(): Promise<Unit[]> {
  return db.query<Unit>(`SELECT kind, epoch_no AS "epochNo" FROM explorer.summary_unit ORDER BY kind, epoch_no`);
}

const epochsOf = (all: Unit[], kind: string) => all.filter((u) => u.kind === kind).map((u) => u.epochNo);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Every summary row against the aggregate it stands for, taken directly from db-sync's tables. */
async function expectSummariesMatchChain(): Promise<void> {
  const [facts] = await db.query<{ first: number; tip: number; completed: number[] }>(
    `SELECT (SELECT min(epoch_no) FROM block) AS "first", (SELECT max(epoch_no) FROM block) AS "tip",
            ARRAY(SELECT epoch_no FROM epoch_stake_progress WHERE completed ORDER BY epoch_no) AS "completed"`,
  );
  const all = await units();
  const stakeEpochs = epochsOf(all, "stake");
  const blockEpochs = epochsOf(all, "blocks");
  const rewardEpochs = epochsOf(all, "rewards");
  // Which units exist: every complete snapshot, every finished epoch's blocks, the
  // rewards of every epoch two or more epochs back (the newest once settled).
  expect(stakeEpochs).toEqual(facts!.completed.map(Number));
  expect(blockEpochs).toEqual(range(facts!.first, facts!.tip - 1));
  expect(rewardEpochs.slice(0, facts!.tip - 2 - facts!.first)).toEqual(range(facts!.first, facts!.tip - 3));
  expect(rewardEpochs.length).toBeGreaterThanOrEqual(facts!.tip - 2 - facts!.first);
  expect(Math.max(...rewardEpochs)).toBeLessThanOrEqual(facts!.tip - 2);

  // Stake per pool and epoch, and the network's totals per epoch.
  const summaryStake = await db.query(
    `SELECT encode(pool_hash, 'hex') AS pool, epoch_no AS epoch, stake::text AS stake, delegators
     FROM explorer.pool_epoch_stake ORDER BY epoch_no, pool_hash`,
  );
  const directStake = await db.query(
    `SELECT encode(ph.hash_raw, 'hex') AS pool, es.epoch_no AS epoch, sum(es.amount)::text AS stake, count(*)::int AS delegators
     FROM epoch_stake es JOIN pool_hash ph ON ph.id = es.pool_id
     WHERE es.epoch_no = ANY ($1::int[]) GROUP BY ph.hash_raw, es.epoch_no ORDER BY es.epoch_no, ph.hash_raw`,
    [stakeEpochs],
  );
  expect(summaryStake.length).toBeGreaterThan(0);
  expect(summaryStake).toEqual(directStake);
  const summaryTotals = await db.query(
    `SELECT epoch_no AS epoch, pools, stake::text AS stake, delegators FROM explorer.epoch_stake_total ORDER BY epoch_no`,
  );
  const directTotals = await db.query(
    `SELECT e.epoch AS epoch,
            (SELECT count(DISTINCT pool_id)::int FROM epoch_stake WHERE epoch_no = e.epoch) AS pools,
            (SELECT sum(amount)::text FROM epoch_stake WHERE epoch_no = e.epoch) AS stake,
            (SELECT count(DISTINCT addr_id)::int FROM epoch_stake WHERE epoch_no = e.epoch) AS delegators
     FROM unnest($1::int[]) AS e(epoch) ORDER BY e.epoch`,
    [stakeEpochs],
  );
  expect(summaryTotals).toEqual(directTotals);

  // Blocks per pool and finished epoch, with the running total since the first block.
  const summaryBlocks = await db.query<{ pool: string; epoch: number; blocks: number; total: number }>(
    `SELECT encode(pool_hash, 'hex') AS pool, epoch_no AS epoch, blocks, blocks_total AS total
     FROM explorer.pool_epoch_blocks ORDER BY pool_hash, epoch_no`,
  );
  const perEpoch = await db.query<{ pool: string; epoch: number; blocks: number }>(
    `SELECT encode(ph.hash_raw, 'hex') AS pool, b.epoch_no AS epoch, count(*)::int AS blocks
     FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id JOIN pool_hash ph ON ph.id = sl.pool_hash_id
     WHERE b.epoch_no = ANY ($1::int[]) GROUP BY ph.hash_raw, b.epoch_no ORDER BY ph.hash_raw, b.epoch_no`,
    [blockEpochs],
  );
  const running = new Map<string, number>();
  const directBlocks = perEpoch.map((row) => {
    const total = (running.get(row.pool) ?? 0) + row.blocks;
    running.set(row.pool, total);
    return { ...row, total };
  });
  expect(summaryBlocks.length).toBeGreaterThan(0);
  expect(summaryBlocks).toEqual(directBlocks);

  // Leader and member rewards per pool and earned epoch, each and their sum.
  const summaryRewards = await db.query(
    `SELECT encode(pool_hash, 'hex') AS pool, earned_epoch AS epoch, rewards::text AS rewards,
            leader::text AS leader, member::text AS member
     FROM explorer.pool_epoch_rewards ORDER BY earned_epoch, pool_hash`,
  );
  const directRewards = await db.query(
    `SELECT encode(ph.hash_raw, 'hex') AS pool, rw.earned_epoch::int AS epoch, sum(rw.amount)::text AS rewards,
            coalesce(sum(rw.amount) FILTER (WHERE rw.type = 'leader'), 0)::text AS leader,
            coalesce(sum(rw.amount) FILTER (WHERE rw.type = 'member'), 0)::text AS member
     FROM reward rw JOIN pool_hash ph ON ph.id = rw.pool_id
     WHERE rw.earned_epoch = ANY ($1::int[]) AND rw.type IN ('leader', 'member')
     GROUP BY ph.hash_raw, rw.earned_epoch ORDER BY rw.earned_epoch, ph.hash_raw`,
    [rewardEpochs],
  );
  expect(summaryRewards.length).toBeGreaterThan(0);
  expect(summaryRewards).toEqual(directRewards);
  // Both kinds occur (else the columns could be swapped unnoticed).
  expect(summaryRewards.some((row) => (row as { leader: string }).leader !== (row as { member: string }).member)).toBe(true);
}



/** What the dashboard and the pool list show: the stats and the pool list in every order. */
async function pageFigures(q: Queryable) {
  const lists = [];
  for (const sortBy of POOL_SORT_KEYS) {
    for (const sortDirection of ["asc", "desc"] as const) {
      lists.push(await listStakePools(q, { limit: 100, offset: 0, sortBy, sortDirection }));
    }
  }
  lists.push(await listStakePools(q, { limit: 20, offset: 0, sortBy: "totalStake", sortDirection: "desc" }));
  lists.push(await listStakePools(q, { limit: 7, offset: 3, sortBy: "blocksLifetime", sortDirection: "desc" }));
  return { stats: await getNetworkStats(q), lists };
}

const WITHOUT_SUMMARIES = ["DELETE FROM explorer.summary_unit"];

describe("summaries", () => {
  it(
    "hold, for every epoch and pool, the figures the chain's own rows give",
    async () => {
      await expectSummariesMatchChain();
    },
    LONG,
  );

  it(
    "give the pages the same figures as the direct aggregates",
    async () => {
      const withSummaries = await pageFigures(db);
      expect(withSummaries.stats!.nextEpochStake).not.toBeNull();
      expect(withSummaries.lists[0]!.some((p) => p.blocksLifetime > 0)).toBe(true);
      expect(await readAfter(db, WITHOUT_SUMMARIES, pageFigures)).toEqual(withSummaries);
    },
    LONG,
  );

  it(
    "are what the pages read (a changed summary changes the page)",
    async () => {
      const read = async (q: Queryable) => ({
        stats: await getNetworkStats(q),
        pools: await listStakePools(q, { limit: 100, offset: 0, sortBy: "name", sortDirection: "asc" }),
      });
      const before = await read(db);
      const after = await readAfter(db, 
        [
          "UPDATE explorer.epoch_stake_total SET stake = stake + 1, pools = pools + 1, delegators = delegators + 1",
          "UPDATE explorer.pool_epoch_stake SET stake = stake + 1, delegators = delegators + 1",
          "UPDATE explorer.pool_epoch_blocks SET blocks_total = blocks_total + 1000",
          "UPDATE explorer.pool_epoch_rewards SET rewards = rewards * 2",
        ],
        read,
      );
      expect(after.stats!.totalDelegators).toBe(before.stats!.totalDelegators + 1);
      expect(BigInt(after.stats!.totalActiveStake)).toBe(BigInt(before.stats!.totalActiveStake) + 1n);
      expect(BigInt(after.stats!.nextEpochStake!)).toBe(BigInt(before.stats!.nextEpochStake!) + 1n);
      const staked = before.pools.filter((p) => BigInt(p.totalStake) > 0n);
      expect(staked.length).toBeGreaterThan(0);
      for (const pool of staked) {
        const changed = after.pools.find((p) => p.poolId === pool.poolId)!;
        expect(BigInt(changed.totalStake)).toBe(BigInt(pool.totalStake) + 1n);
        expect(changed.delegatorCount).toBe(pool.delegatorCount + 1);
      }
      const producers = before.pools.filter((p) => p.blocksLifetime > p.blocksEpoch);
      expect(producers.length).toBeGreaterThan(0);
      for (const pool of producers) {
        expect(after.pools.find((p) => p.poolId === pool.poolId)!.blocksLifetime).toBe(pool.blocksLifetime + 1000);
      }
      const earning = before.pools.filter((p) => p.roa !== null && p.roa > 0);
      expect(earning.length).toBeGreaterThan(0);
      for (const pool of earning) {
        expect(after.pools.find((p) => p.poolId === pool.poolId)!.roa).toBeGreaterThan(pool.roa!);
      }
    },
    LONG,
  );

  it(
    "are ignored where missing or no longer on the chain: reads fall back to the direct query",
    async () => {
      const expected = await readAfter(db, WITHOUT_SUMMARIES, pageFigures);
      const [tip] = await db.query<{ epoch: number }>("SELECT max(epoch_no) AS epoch FROM block");
      const current = tip!.epoch;
      // One epoch of each kind missing: the current snapshot, the newest ROA epoch (its
      // stake and rewards; the window's older epochs still come from summaries), the newest blocks.
      const partial = await readAfter(db, 
        [
          `DELETE FROM explorer.summary_unit WHERE kind = 'stake' AND epoch_no IN (${current}, ${current - 2})`,
          `DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = ${current - 2}`,
          `DELETE FROM explorer.summary_unit WHERE kind = 'blocks' AND epoch_no = ${current - 1}`,
        ],
        pageFigures,
      );
      expect(partial).toEqual(expected);
      // Every summary wrong, but anchored to a block that is not on the chain (as after a rollback).
      const stale = await readAfter(db, 
        [
          "UPDATE explorer.pool_epoch_stake SET stake = stake + 1, delegators = delegators + 1",
          "UPDATE explorer.epoch_stake_total SET stake = stake + 1, pools = pools + 1",
          "UPDATE explorer.pool_epoch_blocks SET blocks_total = blocks_total + 1000",
          "UPDATE explorer.pool_epoch_rewards SET rewards = rewards * 2",
          `UPDATE explorer.summary_unit SET anchor_hash = decode('${"ab".repeat(32)}', 'hex')`,
        ],
        pageFigures,
      );
      expect(stale).toEqual(expected);
    },
    LONG,
  );

  it(
    "written before rewards were kept per kind are recomputed: the migration drops those units",
    async () => {
      const all = await units();
      const [older, newer] = epochsOf(all, "rewards");
      // A database from before: the rows of one reward epoch without leader and member.
      await db.query("UPDATE explorer.pool_epoch_rewards SET leader = NULL, member = NULL WHERE earned_epoch = $1", [older]);
      await applyExplorerMigrations((sql) => db.exec(sql, { timeoutMs: 0 }));
      expect(epochsOf(await units(), "rewards")).toEqual(epochsOf(all, "rewards").filter((epoch) => epoch !== older));
      expect(epochsOf(await units(), "rewards")).toContain(newer);
      const [left] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM explorer.pool_epoch_rewards WHERE earned_epoch = $1", [older]);
      expect(left!.n).toBe(0);
      expect((await maintainSummaries(db)).computed).toEqual([{ kind: "rewards", epochNo: older }]);
      await expectSummariesMatchChain();
    },
    LONG,
  );

  it(
    "are not written by a process that does not get the lock",
    async () => {
      // Work to do: one reward epoch unsummarised.
      await db.query("DELETE FROM explorer.pool_epoch_rewards WHERE earned_epoch = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')");
      await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')");
      const before = await units();
      // A database whose lock is always taken by someone else: the pass only asks for it.
      const seen: string[] = [];
      const refused = wrapTransactions(db, (tx) => ({
        query: async <Row,>(text: string, params?: readonly unknown[]) => {
          seen.push(text);
          if (text.includes("pg_try_advisory_xact_lock")) return [{ locked: false }] as Row[];
          return tx.query<Row>(text, params);
        },
      }));
      expect(await maintainSummaries(refused)).toMatchObject({ locked: false, computed: [], removed: [] });
      expect(seen.some((text) => text.includes("pg_try_advisory_xact_lock"))).toBe(true);
      expect(seen.some((text) => /^\s*(INSERT|DELETE|UPDATE)/i.test(text))).toBe(false);
      expect(await units()).toEqual(before);
      // The lock holder then does it.
      expect((await maintainSummaries(db)).computed).toHaveLength(1);
      await expectSummariesMatchChain();
    },
    LONG,
  );

  // Defined only on PostgreSQL, where two connections can contend for the lock (the
  // embedded database has one connection): not a skipped test elsewhere.
  if (process.env.CHAIN_DB === "postgres") it(
    "are written by one process at a time: a second connection holding the lock keeps this one out",
    async () => {
      const other = postgres(chain.url!, { max: 1, onnotice: () => {} });
      try {
        await db.query("DELETE FROM explorer.pool_epoch_rewards WHERE earned_epoch = (SELECT min(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')");
        await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = (SELECT min(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')");
        const before = await units();
        await other.unsafe("SELECT pg_advisory_lock($1)", [SUMMARY_LOCK_KEY]);
        const locked = await maintainSummaries(db);
        expect(locked).toMatchObject({ locked: false, computed: [] });
        expect(await units()).toEqual(before);
        await other.unsafe("SELECT pg_advisory_unlock($1)", [SUMMARY_LOCK_KEY]);
        const free = await maintainSummaries(db);
        expect(free.locked).toBe(true);
        expect(free.computed).toHaveLength(1);
        await expectSummariesMatchChain();
        // Two maintainers at once, on their own connections: they take turns, nothing twice.
        await db.query("DELETE FROM explorer.pool_epoch_stake");
        await db.query("DELETE FROM explorer.epoch_stake_total");
        await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'stake'");
        const second = openPostgresDb(chain.url!, { timeoutMs: 10_000 });
        try {
          const reports = await Promise.all([maintainSummaries(db), maintainSummaries(second)]);
          const written = reports.flatMap((r) => r.computed);
          expect(new Set(written.map((u) => `${u.kind} ${u.epochNo}`)).size).toBe(written.length);
        } finally {
          await second.close();
        }
        await maintainSummaries(db);
        await expectSummariesMatchChain();
      } finally {
        await other.end({ timeout: 2 });
      }
    },
    LONG,
  );

  it(
    "are kept up to date by the maintenance loop, which reports a failing database once",
    async () => {
      const [newest] = await db.query<{ epoch: number }>("SELECT max(epoch_no) AS epoch FROM explorer.summary_unit WHERE kind = 'rewards'");
      await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = $1", [newest!.epoch]);
      const down = new Error("connection refused");
      const failing = wrapTransactions(db, () => ({ query: () => Promise.reject(down) }));
      const logs: string[] = [];
      const loop = startSummaryMaintenance(["mainnet", "testnet"], (network) => (network === "mainnet" ? db : failing), {
        intervalMs: 20,
        log: (message) => logs.push(message),
      });
      try {
        await vi.waitFor(async () => expect(epochsOf(await units(), "rewards")).toContain(newest!.epoch), { timeout: 20_000, interval: 50 });
        await vi.waitFor(() => expect(logs.length).toBeGreaterThan(0));
        await new Promise((resolve) => setTimeout(resolve, 200)); // several more passes
      } finally {
        await loop.stop();
      }
      expect(logs.filter((line) => line.startsWith("testnet"))).toEqual(["testnet: summaries not maintained (connection refused); retrying"]);
      expect(logs.filter((line) => line.startsWith("mainnet"))).toEqual([`mainnet: summaries 1 written (rewards ${newest!.epoch})`]);
      await expectSummariesMatchChain();
    },
    LONG,
  );

  it(
    "are put right by the next pass after a rollback past an epoch boundary",
    async () => {
      const [tip] = await db.query<{ epoch: number; blockNo: number }>(
        `SELECT epoch_no AS epoch, block_no AS "blockNo" FROM block WHERE block_no IS NOT NULL ORDER BY block_no DESC LIMIT 1`,
      );
      // The rollback point: 50 blocks before the current epoch's first block (within k = 2,160 of the tip).
      const [boundary] = await db.query<{ blockNo: number }>(
        `SELECT min(block_no) AS "blockNo" FROM block WHERE epoch_no = $1`,
        [tip!.epoch],
      );
      const point = boundary!.blockNo - 50;
      expect(tip!.blockNo - point).toBeLessThan(2_160);
      const unitsBefore = await units();
      await rollBackTo(point);

      // Before any pass the pages already read right: the rolled-back units' anchors are gone.
      const direct = await readAfter(db, WITHOUT_SUMMARIES, pageFigures);
      expect(await pageFigures(db)).toEqual(direct);

      const report = await maintainSummaries(db);
      expect(report.locked).toBe(true);
      const removed = report.removed.map((u) => `${u.kind} ${u.epochNo}`);
      expect(removed).toEqual(
        expect.arrayContaining([`blocks ${tip!.epoch - 1}`, `epoch ${tip!.epoch - 1}`, `stake ${tip!.epoch}`, `stake ${tip!.epoch + 1}`, `rewards ${tip!.epoch - 2}`]),
      );
      // Units anchored before the rollback point stay.
      expect(unitsBefore.filter((u) => u.kind === "blocks" && u.epochNo < tip!.epoch - 1)).toEqual(
        (await units()).filter((u) => u.kind === "blocks" && u.epochNo < tip!.epoch - 1),
      );
      expect(report.removed).not.toContainEqual({ kind: "blocks", epochNo: tip!.epoch - 2 });
      await expectSummariesMatchChain();
      expect(await pageFigures(db)).toEqual(direct);
      // A second pass finds nothing to do.
      expect(await maintainSummaries(db)).toMatchObject({ locked: true, removed: [], computed: [] });
    },
    LONG,
  );
});

describe("summary queries are index-backed", () => {
  it(
    "read no whole table or index of block, tx, tx_in, tx_out, epoch_stake, reward or the summaries (enable_seqscan off)",
    async () => {
      const { db: recording, seen } = recordingDb(db);
      // A pass with work of every kind: one unit of each missing, one anchored off the chain.
      await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'stake' AND epoch_no = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'stake')");
      await db.query("DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = (SELECT min(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')");
      // (Their rows stay behind, as after a unit deleted by hand: the pass must replace them.)
      await db.query(
        `UPDATE explorer.summary_unit SET anchor_hash = decode('${"cd".repeat(32)}', 'hex')
         WHERE kind = 'blocks' AND epoch_no = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'blocks')`,
      );
      const report = await maintainSummaries(recording, { checkAllAnchors: true });
      expect(report.computed.map((u) => u.kind).sort()).toEqual(["blocks", "rewards", "stake"]);
      expect(report.removed).toHaveLength(1);
      await getNetworkStats(recording);
      for (const sortBy of ["totalStake", "blocksLifetime", "blocksEpoch", "name"] as const) {
        await listStakePools(recording, { limit: 20, offset: 0, sortBy, sortDirection: "desc" });
      }

      // A control the check must catch: no index serves a filter on epoch_stake.amount.
      const control = { text: "SELECT count(*) FROM epoch_stake es WHERE es.amount > $1", params: ["0"] };
      expect(await wholeReads(db, control, WATCHED)).toEqual(["epoch_stake"]);
      const statements = seen.filter(({ text }) => !/^\s*SET /i.test(text));
      expect(statements.some(({ text }) => /INSERT INTO explorer.pool_epoch_blocks/.test(text))).toBe(true);
      for (const statement of statements) expect(await wholeReads(db, statement, WATCHED), statement.text).toEqual([]);
      await expectSummariesMatchChain();
    },
    LONG,
  );
});

const WATCHED = new Set<string>([...CHAIN_TABLES, "epoch_stake", "reward", "summary_unit", "epoch_stake_total", "pool_epoch_stake", "pool_epoch_blocks", "pool_epoch_rewards"]);

/**
 * What db-sync does on a rollback to block `blockNo`: deletes every later block with
 * its transactions and what they carry, and the epoch-boundary rows of the epochs
 * that began after the point (rewards paid out, the stake snapshot taken, pots and
 * parameters).
 */
async function rollBackTo(blockNo: number): Promise<void> {
  const [point] = await db.query<{ id: number; epoch: number; lastTx: number }>(
    `SELECT b.id, b.epoch_no AS epoch, (SELECT max(t.id) FROM tx t WHERE t.block_id <= b.id) AS "lastTx"
     FROM block b WHERE b.block_no = $1`,
    [blockNo],
  );
  const { id, epoch, lastTx } = point!;
  await db.transaction(async (t) => {
    const run = (text: string, params: unknown[]) => t.query(text, params);
    await run("DELETE FROM ma_tx_out WHERE tx_out_id IN (SELECT id FROM tx_out WHERE tx_id > $1)", [lastTx]);
    for (const table of ["tx_out", "tx_metadata", "stake_registration", "stake_deregistration", "delegation", "withdrawal", "ma_tx_mint"]) {
      await run(`DELETE FROM ${table} WHERE tx_id > $1`, [lastTx]);
    }
    await run("DELETE FROM tx_in WHERE tx_in_id > $1", [lastTx]);
    await run("DELETE FROM pool_owner WHERE pool_update_id IN (SELECT id FROM pool_update WHERE registered_tx_id > $1)", [lastTx]);
    await run("DELETE FROM pool_relay WHERE update_id IN (SELECT id FROM pool_update WHERE registered_tx_id > $1)", [lastTx]);
    await run("DELETE FROM pool_update WHERE registered_tx_id > $1", [lastTx]);
    await run("DELETE FROM pool_retire WHERE announced_tx_id > $1", [lastTx]);
    await run("DELETE FROM off_chain_pool_data WHERE pmr_id IN (SELECT id FROM pool_metadata_ref WHERE registered_tx_id > $1)", [lastTx]);
    await run("DELETE FROM pool_metadata_ref WHERE registered_tx_id > $1", [lastTx]);
    await run("DELETE FROM reward WHERE spendable_epoch > $1", [epoch]);
    await run("DELETE FROM epoch_stake WHERE epoch_no > $1", [epoch + 1]);
    await run("DELETE FROM epoch_stake_progress WHERE epoch_no > $1", [epoch + 1]);
    await run("DELETE FROM epoch_param WHERE block_id > $1", [id]);
    await run("DELETE FROM ada_pots WHERE block_id > $1", [id]);
    await run("DELETE FROM epoch WHERE no > $1", [epoch]);
    await run("DELETE FROM tx WHERE id > $1", [lastTx]);
    await run("DELETE FROM block WHERE id > $1", [id]);
  });
}
