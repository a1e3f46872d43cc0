import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { listRecentAddressActivity } from "./activity.server";
import { ADDRESS_UTXOS_SQL, listAddressUtxos } from "./utxos.server";
import type { Db } from "../../db/db.server";
import { calculateRewardsValue } from "./prices.server";
import { listStakeAddressDelegations, listStakeAddressRewards } from "./stake-accounts.server";
import type { DelegationType, StakeDelegation } from "../../lib/domain";
import { inProcessTransport } from "../../api/in-process.server";
import { getEpoch } from "../epochs/epochs.server";
import { recordingDb } from "../../../tests/support/whole-reads";

// Stake address rewards and delegations, a payment address's unspent outputs,
// recent address activity and the rewards value, on the generated mainnet demo
// chain. Expectations come from direct SQL over db-sync's tables and the rules
// of spec §4, never from the functions under test. Runs on the embedded
// database and, in the vitest project "postgres", on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const EPOCH_MS = 432_000_000;
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "stake_accounts" });
  db = chain.db;
}, 180_000);

afterAll(async () => {
  await chain?.close();
});

const ms = (time: string) => Date.parse(time);

describe("listStakeAddressRewards", () => {
  it("lists every reward (pool and reward_rest) of the account, newest earned epoch first, with the epoch's price", async () => {
    const [account] = await db.query<{ id: number; view: string; count: number; total: string }>(
      `SELECT sa.id, sa.view,
              ((SELECT count(*) FROM reward r WHERE r.addr_id = sa.id) + (SELECT count(*) FROM reward_rest rr WHERE rr.addr_id = sa.id))::int AS count,
              ((SELECT coalesce(sum(amount), 0) FROM reward r WHERE r.addr_id = sa.id) + (SELECT coalesce(sum(amount), 0) FROM reward_rest rr WHERE rr.addr_id = sa.id))::text AS total
       FROM stake_address sa ORDER BY count DESC, sa.id LIMIT 1`,
    );
    expect(account!.count).toBeGreaterThan(3);
    // One statement: the epoch the ends are counted from is read inside it.
    const { db: recording, seen } = recordingDb(db);
    const rewards = await listStakeAddressRewards(recording, account!.view, { withPrices: true });
    expect(seen).toHaveLength(1);
    expect(rewards).toHaveLength(account!.count);
    expect(rewards.reduce((sum, r) => sum + BigInt(r.rewardAmount), 0n)).toBe(BigInt(account!.total));
    const epochs = rewards.map((r) => r.epochNumber);
    expect(epochs).toEqual([...epochs].sort((a, b) => b - a));

    const prices = new Map(
      (await db.query<{ epoch: number; usd: string }>("SELECT epoch_no AS epoch, usd::text AS usd FROM explorer.epoch_price")).map((p) => [p.epoch, p.usd]),
    );
    const bounds = new Map(
      (
        await db.query<{ epoch: number; first: string; last: string }>(
          `SELECT epoch_no::int AS epoch, min(time) AS first, max(time) AS last FROM block WHERE epoch_no IS NOT NULL GROUP BY epoch_no`,
        )
      ).map((b) => [b.epoch, b]),
    );
    for (const reward of rewards) {
      expect(reward.usdPrice).toBe(prices.get(reward.epochNumber) ?? null);
      // The end is the boundary after the epoch's blocks, five days after its start.
      const epoch = bounds.get(reward.epochNumber)!;
      expect(ms(reward.epochEnd!)).toBeGreaterThan(ms(epoch.last));
      expect(ms(reward.epochEnd!) - EPOCH_MS).toBeLessThanOrEqual(ms(epoch.first));
      if (reward.poolId !== null) expect(reward.poolId).toMatch(/^pool1/);
    }
    // One rule with the epoch pages: a reward's epoch end is its epoch's end there.
    for (const epoch of new Set(rewards.map((r) => r.epochNumber))) {
      const shown = await getEpoch(db, epoch);
      if (shown?.endTime) expect(rewards.find((r) => r.epochNumber === epoch)!.epochEnd).toBe(shown.endTime);
    }
    const withoutPrices = await listStakeAddressRewards(db, account!.view, { withPrices: false });
    expect(withoutPrices.map((r) => r.usdPrice)).toEqual(rewards.map(() => null));
    expect(withoutPrices.map((r) => r.rewardAmount)).toEqual(rewards.map((r) => r.rewardAmount));
  });

  it("carries a hostile pool name as plain text", async () => {
    const [hostile] = await db.query<{ view: string; pool: string; name: string }>(
      `SELECT sa.view, ph.view AS pool, d.json ->> 'name' AS name
       FROM off_chain_pool_data d
       JOIN pool_hash ph ON ph.id = d.pool_id
       JOIN reward r ON r.pool_id = d.pool_id
       JOIN stake_address sa ON sa.id = r.addr_id
       WHERE d.json ->> 'name' LIKE '%<%'
         AND d.pmr_id = (SELECT max(d2.pmr_id) FROM off_chain_pool_data d2 WHERE d2.pool_id = d.pool_id)
       LIMIT 1`,
    );
    expect(hostile).toBeDefined();
    const rewards = await listStakeAddressRewards(db, hostile!.view, { withPrices: true });
    expect(rewards.find((r) => r.poolId === hostile!.pool)?.poolName).toBe(hostile!.name);
  });

  it("answers [] for a stake address the chain has not seen", async () => {
    expect(await listStakeAddressRewards(db, "stake1uxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", { withPrices: true })).toEqual([]);
  });
});

type Certificate = { txId: number; certIndex: number; pool: string | null; dereg: boolean; epoch: number; hash: string };

// spec §4 over an account's certificates in chain order, written apart from the SQL window.
function expectedDelegations(certificates: Certificate[]) {
  let current: string | null = null;
  const typed = certificates.map((c) => {
    let type: DelegationType;
    let pool: string | null;
    let from: string | null = null;
    if (c.dereg) {
      type = "undelegation";
      pool = current;
      current = null;
    } else {
      if (current === null) type = "delegation";
      else if (current === c.pool) type = "redelegate";
      else {
        type = "switched_to";
        from = current;
      }
      pool = c.pool;
      current = c.pool;
    }
    return { delegationType: type, poolId: pool, fromPoolId: from, txId: c.hash, epochNumber: c.epoch };
  });
  return typed.reverse();
}

async function certificatesOf(addrId: number): Promise<Certificate[]> {
  return db.query<Certificate>(
    `SELECT * FROM (
       SELECT d.tx_id AS "txId", d.cert_index AS "certIndex", ph.view AS pool, false AS dereg, d.active_epoch_no::int AS epoch, encode(t.hash, 'hex') AS hash
       FROM delegation d JOIN pool_hash ph ON ph.id = d.pool_hash_id JOIN tx t ON t.id = d.tx_id WHERE d.addr_id = $1
       UNION ALL
       -- A deregistration takes effect two epochs on, as a delegation does (the tables' note).
       SELECT s.tx_id, s.cert_index, NULL, true, b.epoch_no::int + 2, encode(t.hash, 'hex')
       FROM stake_deregistration s JOIN tx t ON t.id = s.tx_id JOIN block b ON b.id = t.block_id WHERE s.addr_id = $1
     ) c ORDER BY "txId", "certIndex"`,
    [addrId],
  );
}

describe("listStakeAddressDelegations", () => {
  it("types each certificate by what came before it, newest first, and pages them", async () => {
    // The account with the most certificates, preferring one that switched pools and deregistered.
    const candidates = await db.query<{ id: number; view: string }>(
      `SELECT sa.id, sa.view FROM stake_address sa
       ORDER BY (SELECT count(DISTINCT d.pool_hash_id) FROM delegation d WHERE d.addr_id = sa.id) DESC,
                (SELECT count(*) FROM stake_deregistration s WHERE s.addr_id = sa.id) DESC,
                (SELECT count(*) FROM delegation d WHERE d.addr_id = sa.id) DESC, sa.id
       LIMIT 5`,
    );
    const seenTypes = new Set<DelegationType>();
    for (const account of candidates) {
      const certificates = await certificatesOf(account.id);
      const expected = expectedDelegations(certificates);
      const all = await listStakeAddressDelegations(db, account.view, { limit: 1000, offset: 0 });
      expect(all.map(({ delegationType, poolId, fromPoolId, txId, epochNumber }) => ({ delegationType, poolId, fromPoolId, txId, epochNumber }))).toEqual(expected);
      for (const row of all) seenTypes.add(row.delegationType);
      const paged: StakeDelegation[] = [];
      for (let offset = 0; offset < all.length; offset += 2) paged.push(...(await listStakeAddressDelegations(db, account.view, { limit: 2, offset })));
      expect(paged).toEqual(all);
      // A delegation's amount is the stake it brought to its pool in its epoch's snapshot (none when
      // another certificate replaced it first); a deregistration's the stake that left (the last snapshot with it).
      for (const row of all) {
        const undelegation = row.delegationType === "undelegation";
        const [stake] = await db.query<{ amount: string | null }>(
          `SELECT sum(es.amount)::text AS amount FROM epoch_stake es
           WHERE es.addr_id = $1 AND es.epoch_no = $2 AND ($3::boolean OR es.pool_id = (SELECT id FROM pool_hash WHERE view = $4))`,
          [account.id, undelegation ? row.epochNumber - 1 : row.epochNumber, undelegation, row.poolId ?? ""],
        );
        expect(row.amount).toBe(stake!.amount);
      }
    }
    expect(seenTypes).toContain("delegation");
    expect(seenTypes).toContain("switched_to");
  });

  it("answers [] for a stake address the chain has not seen", async () => {
    expect(await listStakeAddressDelegations(db, "stake1unknown", { limit: 10, offset: 0 })).toEqual([]);
  });
});

describe("listStakeAddressDelegations on every type", () => {
  // The demo chain's accounts delegate and switch but never redelegate to the
  // same pool or deregister: a made-up account in this test's own copy of the
  // chain gets one of each, on existing transactions and pools.
  it("types redelegate, undelegation (from the pool left) and a fresh delegation after it", async () => {
    const pools = await db.query<{ id: number; view: string }>("SELECT id, view FROM pool_hash ORDER BY id LIMIT 2");
    const txs = await db.query<{ id: number; hash: string; epoch: number }>(
      `SELECT t.id, encode(t.hash, 'hex') AS hash, b.epoch_no::int AS epoch FROM tx t JOIN block b ON b.id = t.block_id
       WHERE b.epoch_no IS NOT NULL ORDER BY t.id DESC LIMIT 5`,
    );
    const [a, b] = pools;
    const [t5, t4, t3, t2, t1] = txs;
    const view = "stake1u_made_up_for_delegation_types";
    const [account] = await db.query<{ id: number }>(
      `INSERT INTO stake_address (id, hash_raw, view) VALUES ((SELECT max(id) + 1 FROM stake_address), decode('e1' || repeat('ab', 28), 'hex'), $1) RETURNING id`,
      [view],
    );
    const delegate = (tx: { id: number; epoch: number }, pool: { id: number }) =>
      db.query(
        `INSERT INTO delegation (id, addr_id, cert_index, pool_hash_id, active_epoch_no, tx_id, slot_no)
         VALUES ((SELECT max(id) + 1 FROM delegation), $1, 0, $2, $3, $4, 0)`,
        [account!.id, pool.id, tx.epoch + 2, tx.id],
      );
    await delegate(t1!, a!);
    await delegate(t2!, a!);
    await delegate(t3!, b!);
    await db.query(
      `INSERT INTO stake_deregistration (id, addr_id, cert_index, epoch_no, tx_id) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM stake_deregistration), $1, 0, $2, $3)`,
      [account!.id, t4!.epoch, t4!.id],
    );
    await delegate(t5!, b!);
    const rows = await listStakeAddressDelegations(db, view, { limit: 10, offset: 0 });
    expect(rows.map(({ delegationType, poolId, fromPoolId, txId, epochNumber }) => ({ delegationType, poolId, fromPoolId, txId, epochNumber }))).toEqual([
      { delegationType: "delegation", poolId: b!.view, fromPoolId: null, txId: t5!.hash, epochNumber: t5!.epoch + 2 },
      { delegationType: "undelegation", poolId: b!.view, fromPoolId: null, txId: t4!.hash, epochNumber: t4!.epoch + 2 },
      { delegationType: "switched_to", poolId: b!.view, fromPoolId: a!.view, txId: t3!.hash, epochNumber: t3!.epoch + 2 },
      { delegationType: "redelegate", poolId: a!.view, fromPoolId: null, txId: t2!.hash, epochNumber: t2!.epoch + 2 },
      { delegationType: "delegation", poolId: a!.view, fromPoolId: null, txId: t1!.hash, epochNumber: t1!.epoch + 2 },
    ]);
    expect(rows.map((r) => r.amount)).toEqual([null, null, null, null, null]);
  });
});

describe("listAddressUtxos", () => {
  it("lists the busiest address's unspent outputs newest first, page after page", async () => {
    const [busiest] = await db.query<{ address: string; outputs: number }>(
      "SELECT address, count(*)::int AS outputs FROM tx_out GROUP BY address ORDER BY count(*) DESC, address LIMIT 1",
    );
    const expected = await db.query<{ txId: string; outputIndex: number; amount: string }>(
      `SELECT encode(t.hash, 'hex') AS "txId", o.index::int AS "outputIndex", o.value::text AS amount
       FROM tx_out o JOIN tx t ON t.id = o.tx_id
       LEFT JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
       WHERE o.address = $1 AND i.id IS NULL
       ORDER BY o.tx_id DESC, o.index`,
      [busiest!.address],
    );
    expect(expected.length).toBeGreaterThan(0);
    const first = await listAddressUtxos(db, busiest!.address, { limit: 10, offset: 0 });
    expect(first.map(({ txId, outputIndex, amount }) => ({ txId, outputIndex, amount }))).toEqual(expected.slice(0, 10));
    const deepOffset = Math.max(0, expected.length - 3);
    const deep = await listAddressUtxos(db, busiest!.address, { limit: 10, offset: deepOffset });
    expect(deep.map((u) => u.txId)).toEqual(expected.slice(deepOffset).map((u) => u.txId));
    const heights = first.map((u) => u.blockHeight);
    expect(heights).toEqual([...heights].sort((a, b) => (b ?? -1) - (a ?? -1)));
    expect(await listAddressUtxos(db, busiest!.address, { limit: 10, offset: expected.length })).toEqual([]);
  });

  it("an unspent output of the genesis distribution has no block height, never block 0's", async () => {
    const [genesis] = await db.query<{ address: string; hash: string }>(
      `SELECT o.address, encode(t.hash, 'hex') AS hash FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
       WHERE b.block_no IS NULL AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)
       ORDER BY o.id LIMIT 1`,
    );
    const utxos = await listAddressUtxos(db, genesis!.address, { limit: 100, offset: 0 });
    expect(utxos.find((u) => u.txId === genesis!.hash)!.blockHeight).toBeNull();
  });

  it("answers [] for an address the chain has not seen", async () => {
    expect(await listAddressUtxos(db, "addr1unknown", { limit: 10, offset: 0 })).toEqual([]);
  });

  // The demo chain has db-sync's consumed tracking: the walk reads the address's
  // unspent outputs only, not every output it ever received.
  it("walks only the unspent outputs of the busiest address, on the partial index", async () => {
    const [busiest] = await db.query<{ address: string; outputs: number; unspent: number }>(
      `SELECT o.address, count(*)::int AS outputs, count(*) FILTER (WHERE i.id IS NULL)::int AS unspent
       FROM tx_out o LEFT JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
       GROUP BY o.address ORDER BY count(*) - count(*) FILTER (WHERE i.id IS NULL) DESC, o.address LIMIT 1`,
    );
    expect(busiest!.outputs - busiest!.unspent).toBeGreaterThan(20);
    const limit = Math.max(1, busiest!.unspent);
    const [row] = await db.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${ADDRESS_UTXOS_SQL}`, [busiest!.address, limit, 0]);
    const raw = row!["QUERY PLAN"];
    const [{ Plan: plan }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    // The walk is an index scan of tx_out, or a bitmap built from one index (its
    // heap scan names the table, the bitmap index scan the index it read).
    const walks = planNodes(plan).filter(
      (node) => (node["Relation Name"] === "tx_out" && node["Node Type"] !== "Bitmap Heap Scan") || node["Node Type"] === "Bitmap Index Scan",
    );
    expect(walks.map((node) => node["Index Name"])).toEqual(["explorer_tx_out_unspent_address"]);
    expect(walks[0]!["Actual Rows"]).toBe(busiest!.unspent);
  });
});

describe("listRecentAddressActivity", () => {
  it("lists the distinct output addresses of the newest transactions, newest first", async () => {
    const expected = await db.query<{ address: string; txHash: string; blockHeight: number }>(
      `SELECT newest.address, encode(t.hash, 'hex') AS "txHash", b.block_no AS "blockHeight"
       FROM (SELECT address, tx_id, index
             FROM (SELECT DISTINCT ON (address) address, tx_id, index FROM tx_out ORDER BY address, tx_id DESC, index) latest
             ORDER BY tx_id DESC, index LIMIT 12) newest
       JOIN tx t ON t.id = newest.tx_id JOIN block b ON b.id = t.block_id
       ORDER BY newest.tx_id DESC, newest.index`,
    );
    const activity = await listRecentAddressActivity(db, 12);
    expect(activity).toHaveLength(12);
    expect(new Set(activity.map((a) => a.address)).size).toBe(12);
    expect(activity.map(({ address, txHash, blockHeight }) => ({ address, txHash, blockHeight }))).toEqual(
      expect.arrayContaining(expected.map((row) => expect.objectContaining({ txHash: row.txHash, address: row.address }))),
    );
    expect(activity.map((a) => a.txHash)).toEqual(expected.map((row) => row.txHash));
    for (const row of activity) expect(row.addressType).toBe("payment");
  });
});

type PlanNode = { "Node Type"?: string; "Relation Name"?: string; "Index Name"?: string; "Actual Rows"?: number; Plans?: PlanNode[] };

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

// a × b of two decimal strings, exactly, as a decimal string.
function multiplyDecimals(a: string, b: string): string {
  const [ai, af = ""] = a.split(".");
  const [bi, bf = ""] = b.split(".");
  const scale = af.length + bf.length;
  const digits = (BigInt(ai! + af) * BigInt(bi! + bf)).toString().padStart(scale + 1, "0");
  return `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}

describe("calculateRewardsValue", () => {
  it("multiplies the coins by the epoch's USD price, and has no value without a price", async () => {
    const [price] = await db.query<{ epoch: number; usd: string }>(
      "SELECT epoch_no AS epoch, usd::text AS usd FROM explorer.epoch_price ORDER BY epoch_no DESC LIMIT 1",
    );
    expect(await calculateRewardsValue(db, { rewardsAP3X: "1", epoch: price!.epoch })).toEqual({ value: Number(price!.usd) });
    const coins = "12345.678901";
    expect(await calculateRewardsValue(db, { rewardsAP3X: coins, epoch: price!.epoch })).toEqual({ value: Number(multiplyDecimals(coins, price!.usd)) });
    expect(await calculateRewardsValue(db, { rewardsAP3X: "1", epoch: price!.epoch + 1000 })).toBeNull();
    expect(await calculateRewardsValue(db, { rewardsAP3X: "1", epoch: 2 ** 40 })).toBeNull();
    await expect(calculateRewardsValue(db, { rewardsAP3X: "1e9", epoch: price!.epoch })).rejects.toThrow(TypeError);
  });
});

describe("the in-process transport", () => {
  it("gives prices on mainnet only", async () => {
    const [rewarded] = await db.query<{ view: string; epoch: number }>(
      `SELECT sa.view, r.earned_epoch::int AS epoch FROM reward r JOIN stake_address sa ON sa.id = r.addr_id
       JOIN explorer.epoch_price p ON p.epoch_no = r.earned_epoch LIMIT 1`,
    );
    const mainnet = inProcessTransport("mainnet", db);
    const testnet = inProcessTransport("testnet", db);
    expect((await mainnet.listStakeAddressRewards(rewarded!.view)).some((r) => r.usdPrice !== null)).toBe(true);
    expect((await testnet.listStakeAddressRewards(rewarded!.view)).every((r) => r.usdPrice === null)).toBe(true);
    const rewardsValue = { query: {}, body: { rewardsAP3X: "1", epoch: rewarded!.epoch, currency: "usd" } };
    expect(await mainnet.readResource("calculate-rewards-value", rewardsValue)).not.toBeNull();
    expect(await testnet.readResource("calculate-rewards-value", rewardsValue)).toBeNull();
  });
});
