import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAfter } from "../../../tests/support/rolled-back";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import { EPOCH_MS } from "../../lib/chain/epoch-clock";
import { DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import { parsePoolParam } from "../../lib/params/pool-id";
import type { Db } from "../../db/db.server";
import { getStakePoolHistory, getStakePoolRewards, getStakePoolRewardsHistory } from "./history.server";
import { getEpoch } from "../epochs/epochs.server";
import type { Queryable } from "../../db/queryable.server";

// A pool's per-epoch history (delegators and stake per snapshot) and rewards
// (blocks, active stake, leader and member rewards per earned epoch) on the demo
// chain, against the same figures aggregated directly from epoch_stake, reward and
// block here; the same answers with every summary missing or stale; index-backed.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 60_000;
let chain: ChainUnderTest;
let db: Db;
let pools: string[];

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "pool_history" });
  db = chain.db;
  const [busiest] = await db.query<{ view: string }>(
    `SELECT ph.view FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id JOIN pool_hash ph ON ph.id = sl.pool_hash_id
     GROUP BY ph.view ORDER BY count(*) DESC, ph.view LIMIT 1`,
  );
  pools = [DEMO_HOUSE_POOL_ID, busiest!.view];
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

/** Every snapshot of the pool up to the newest complete one, newest first, summed here; upcoming: past the tip's epoch. */
async function directHistory(q: Queryable, poolId: string) {
  return q.query<{ epochNumber: number; upcoming: boolean; delegatorCount: number; totalStake: string }>(
    `SELECT es.epoch_no AS "epochNumber", es.epoch_no > (SELECT max(b.epoch_no) FROM block b) AS "upcoming",
            count(*)::int AS "delegatorCount", sum(es.amount)::text AS "totalStake"
     FROM epoch_stake es JOIN pool_hash ph ON ph.id = es.pool_id
     WHERE ph.view = $1 AND es.epoch_no <= (SELECT max(epoch_no) FROM epoch_stake_progress WHERE completed)
     GROUP BY es.epoch_no ORDER BY es.epoch_no DESC`,
    [poolId],
  );
}

/** Per earned epoch up to current − 2 with stake or rewards: blocks, stake, leader and member rewards. */
async function directRewards(q: Queryable, poolId: string) {
  return q.query<{ epoch: number; blocks: number; stake: string; leader: string; member: string; first: string; last: string }>(
    `WITH p AS (SELECT id FROM pool_hash WHERE view = $1),
     e AS (
       SELECT es.epoch_no AS epoch FROM epoch_stake es, p WHERE es.pool_id = p.id
       UNION SELECT rw.earned_epoch FROM reward rw, p WHERE rw.pool_id = p.id AND rw.type IN ('leader', 'member')
     )
     SELECT e.epoch,
            (SELECT count(*)::int FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id, p
             WHERE sl.pool_hash_id = p.id AND b.epoch_no = e.epoch) AS blocks,
            (SELECT coalesce(sum(es.amount), 0)::text FROM epoch_stake es, p WHERE es.pool_id = p.id AND es.epoch_no = e.epoch) AS stake,
            (SELECT coalesce(sum(rw.amount), 0)::text FROM reward rw, p WHERE rw.pool_id = p.id AND rw.earned_epoch = e.epoch AND rw.type = 'leader') AS leader,
            (SELECT coalesce(sum(rw.amount), 0)::text FROM reward rw, p WHERE rw.pool_id = p.id AND rw.earned_epoch = e.epoch AND rw.type = 'member') AS member,
            (SELECT min(b.time) FROM block b WHERE b.epoch_no = e.epoch) AS first,
            (SELECT max(b.time) FROM block b WHERE b.epoch_no = e.epoch) AS last
     FROM (SELECT DISTINCT epoch FROM e) e
     WHERE e.epoch <= (SELECT max(epoch_no) FROM block) - 2
     ORDER BY e.epoch DESC`,
    [poolId],
  );
}


const allFigures = async (q: Queryable) => {
  const out = [];
  for (const pool of pools) {
    out.push(await getStakePoolHistory(q, pool), await getStakePoolRewardsHistory(q, pool, { withPrices: true }), await getStakePoolRewards(q, pool));
  }
  return out;
};

describe("getStakePoolHistory", () => {
  it("gives each snapshot's delegators and stake, newest first, as epoch_stake sums them", async () => {
    for (const pool of pools) {
      const direct = await directHistory(db, pool);
      expect(direct.length, pool).toBeGreaterThan(1);
      expect(await getStakePoolHistory(db, pool)).toEqual(direct);
    }
  });
});

describe("getStakePoolRewardsHistory and getStakePoolRewards", () => {
  it("give each earned epoch's blocks, active stake, pool fees (leader), delegator rewards (member) and price, newest first", async () => {
    const prices = new Map(
      (await db.query<{ epoch: number; usd: string }>("SELECT epoch_no AS epoch, usd::text AS usd FROM explorer.epoch_price")).map((p) => [p.epoch, p.usd]),
    );
    expect(prices.size).toBeGreaterThan(0);
    for (const pool of pools) {
      const direct = await directRewards(db, pool);
      expect(direct.length, pool).toBeGreaterThan(0);
      expect(direct.some((row) => row.blocks > 0 && BigInt(row.leader) > 0n && BigInt(row.member) > 0n)).toBe(true);
      const history = (await getStakePoolRewardsHistory(db, pool, { withPrices: true }))!;
      expect((await getStakePoolRewardsHistory(db, pool, { withPrices: false }))!.every((entry) => entry.usdPrice === null)).toBe(true);
      expect(history.map(({ epochEnd: _end, roa: _roa, ...row }) => row)).toEqual(
        direct.map((row) => ({
          epochNumber: row.epoch,
          blocksProduced: row.blocks,
          activeStake: row.stake,
          poolFees: row.leader,
          delegatorRewards: row.member,
          usdPrice: prices.get(row.epoch) ?? null,
        })),
      );
      for (const [n, entry] of history.entries()) {
        const row = direct[n]!;
        // The epoch ends after its last block and began (5 days earlier) before its first.
        expect(Date.parse(entry.epochEnd!)).toBeGreaterThan(Date.parse(row.last));
        expect(Date.parse(entry.epochEnd!) - EPOCH_MS).toBeLessThanOrEqual(Date.parse(row.first));
        // One rule with the epoch pages: the same end there.
        expect(entry.epochEnd).toBe((await getEpoch(db, entry.epochNumber))!.endTime);
        // ROA: the epoch's rewards over its stake, 73 epochs a year, in percent.
        const yearly = (Number(BigInt(row.leader) + BigInt(row.member)) / Number(row.stake)) * 73 * 100;
        expect(entry.roa).toBeCloseTo(yearly, 1);
      }
      expect(await getStakePoolRewards(db, pool)).toEqual(
        direct.map((row) => ({
          epochNumber: row.epoch,
          blocksMade: row.blocks,
          poolStake: row.stake,
          delegatorRewards: row.member,
          operatorRewards: row.leader,
          totalEpochRewards: (BigInt(row.leader) + BigInt(row.member)).toString(),
        })),
      );
    }
  });
});

describe("pool history reads", () => {
  it("are null for a pool the chain does not know, [] for a registered pool that never had stake", async () => {
    const unknown = parsePoolParam("00".repeat(28));
    const withPrices = (q: Queryable, pool: string) => getStakePoolRewardsHistory(q, pool, { withPrices: true });
    for (const read of [getStakePoolHistory, withPrices, getStakePoolRewards]) {
      expect(await read(db, unknown)).toBeNull();
      expect(await read(db, "not a pool")).toBeNull();
    }
    const [idle] = await db.query<{ view: string }>(
      `SELECT ph.view FROM pool_hash ph WHERE NOT EXISTS (SELECT 1 FROM epoch_stake es WHERE es.pool_id = ph.id) ORDER BY ph.view LIMIT 1`,
    );
    if (idle) {
      for (const read of [getStakePoolHistory, withPrices, getStakePoolRewards]) expect(await read(db, idle.view)).toEqual([]);
    }
  });

  it(
    "give the same answers with every summary missing, one epoch of each kind missing, or every summary stale",
    async () => {
      const withSummaries = await allFigures(db);
      expect(await readAfter(db, ["DELETE FROM explorer.summary_unit"], allFigures)).toEqual(withSummaries);
      expect(
        await readAfter(db, 
          [
            "DELETE FROM explorer.summary_unit WHERE kind = 'stake' AND epoch_no = (SELECT min(epoch_no) + 1 FROM explorer.summary_unit WHERE kind = 'stake')",
            "DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = (SELECT max(epoch_no) FROM explorer.summary_unit WHERE kind = 'rewards')",
            "DELETE FROM explorer.summary_unit WHERE kind = 'blocks' AND epoch_no = (SELECT min(epoch_no) FROM explorer.summary_unit WHERE kind = 'blocks')",
          ],
          allFigures,
        ),
      ).toEqual(withSummaries);
      expect(
        await readAfter(db, 
          [
            "UPDATE explorer.pool_epoch_stake SET stake = stake + 1, delegators = delegators + 1",
            "UPDATE explorer.pool_epoch_blocks SET blocks = blocks + 1",
            "UPDATE explorer.pool_epoch_rewards SET leader = leader + 1, member = member + 1",
            `UPDATE explorer.summary_unit SET anchor_hash = decode('${"ab".repeat(32)}', 'hex')`,
          ],
          allFigures,
        ),
      ).toEqual(withSummaries);
    },
    LONG,
  );

  it("read the summaries where they are valid (a changed summary changes the answer)", async () => {
    const [pool] = pools;
    const before = (await getStakePoolRewards(db, pool!))!;
    const after = (await readAfter(db, ["UPDATE explorer.pool_epoch_rewards SET leader = leader + 1, member = member + 2"], (q) =>
      getStakePoolRewards(q, pool!),
    ))!;
    expect(after.map((row) => BigInt(row.totalEpochRewards) - 3n)).toEqual(before.map((row) => BigInt(row.totalEpochRewards)));
  });

  it("with every summary in place, touch no reward row and at most one epoch_stake row (the pool's first epoch)", async () => {
    const { db: recording, seen } = recordingDb(db);
    await allFigures(recording);
    for (const statement of seen) {
      const [plan] = await db.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
      const touched: Record<string, number> = { reward: 0, epoch_stake: 0, block: 0 };
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (typeof node !== "object" || node === null) return;
        const record = node as Record<string, unknown>;
        const relation = String(record["Relation Name"]);
        if (relation in touched) touched[relation]! += Number(record["Actual Rows"]) * Number(record["Actual Loops"]);
        Object.values(record).forEach(walk);
      };
      walk(plan!["QUERY PLAN"]);
      expect(touched.reward, statement.text).toBe(0);
      expect(touched.epoch_stake, statement.text).toBeLessThanOrEqual(1);
    }
  });

  it(
    "read no whole table or index of the chain, epoch_stake, reward or the summaries (enable_seqscan off)",
    async () => {
      const watched = new Set<string>([...CHAIN_TABLES, "epoch_stake", "reward", "summary_unit", "pool_epoch_stake", "pool_epoch_blocks", "pool_epoch_rewards"]);
      // A control the check must catch.
      expect(await wholeReads(db, { text: "SELECT count(*) FROM reward rw WHERE rw.amount > $1", params: ["0"] }, watched)).toEqual(["reward"]);
      const { db: recording, seen } = recordingDb(db);
      await allFigures(recording);
      expect(seen.length).toBeGreaterThan(0);
      for (const statement of seen) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
    },
    LONG,
  );
});
