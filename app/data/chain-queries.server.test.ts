import { bech32 } from "bech32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, type ChainUnderTest } from "../../tests/support/chain-under-test";
import { getBlock, listBlockRows, listBlocks } from "./blocks/blocks.server";
import { blockListRow } from "../lib/pages/list-rows";
import type { Db, DbTransaction } from "../db/db.server";
import { getCurrentEpoch, getNetworkStats } from "./analytics/network-stats.server";
import { getProtocolParameters } from "./epochs/protocol-parameters.server";
import { ADDRESS_SUBTITLE } from "../lib/search/search";
import { search } from "./search/search.server";
import { listStakePools } from "./pools/list.server";
import { POOL_SORT_KEYS, type StakePool } from "../lib/domain";
import { parseHash32 } from "../lib/params/hash";
import { getTransaction, listTransactions } from "./transactions/transactions.server";
import { getChainTip } from "./chain-tip.server";

// The data functions of the first screens on the generated demo chain (test
// scale, fixed 'now'). Expectations come from the chain's own rules (contiguous
// heights, balancing transactions), checked with independent SQL. Runs on the
// embedded database and, in the vitest project "postgres", on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "queries" });
  db = chain.db;
  // The first reads of a freshly opened embedded database load its pages (over 5 s
  // once on a loaded machine): here, within the setup's time, not the first test's.
  await listBlocks(db, { limit: 20, offset: 0 });
}, 180_000);

afterAll(async () => {
  await chain?.close();
});

const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);

async function tipHeight(): Promise<number> {
  const [row] = await db.query<{ height: number }>("SELECT max(block_no) AS height FROM block");
  return row!.height;
}

describe("blocks", () => {
  it("lists the newest 20 blocks, contiguous down from the tip", async () => {
    const tip = await tipHeight();
    const blocks = await listBlocks(db, { limit: 20, offset: 0 });
    expect(blocks.map((b) => b.height)).toEqual(Array.from({ length: 20 }, (_, i) => tip - i));
    for (const block of blocks) expect(block.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("pages deep by height, and past the genesis block gives nothing", async () => {
    const tip = await tipHeight();
    const deep = await listBlocks(db, { limit: 5, offset: tip - 4 });
    expect(deep.map((b) => b.height)).toEqual([4, 3, 2, 1, 0]);
    expect(await listBlocks(db, { limit: 5, offset: tip + 1 })).toEqual([]);
  });

  it("gives the pages' block rows exactly as the full blocks cut down to the list's fields", async () => {
    const tip = await tipHeight();
    for (const page of [{ limit: 20, offset: 0 }, { limit: 5, offset: tip - 4 }, { limit: 5, offset: tip + 1 }]) {
      const rows = await listBlockRows(db, page);
      expect(rows).toEqual((await listBlocks(db, page)).map(blockListRow));
    }
    expect((await listBlockRows(db, { limit: 3, offset: 0 })).map((row) => row.height)).toEqual([tip, tip - 1, tip - 2]);
  });

  it("reads the tip as the newest block, with its epoch's start and the newest transaction", async () => {
    const tip = await getChainTip(db);
    const [newest] = await listBlocks(db, { limit: 1, offset: 0 });
    expect(tip).toMatchObject({ height: newest!.height, hash: newest!.hash, epochNumber: newest!.epochNumber, timestamp: newest!.timestamp });
    const [facts] = await db.query<{ txId: number; epochStart: string }>(
      `SELECT (SELECT max(id) FROM tx) AS "txId", (SELECT min(time) FROM block WHERE epoch_no = $1) AS "epochStart"`,
      [newest!.epochNumber],
    );
    expect(tip!.txId).toBe(facts!.txId);
    // The epoch began no later than its first block was made.
    expect(Date.parse(tip!.epochStartTime)).toBeLessThanOrEqual(Date.parse(facts!.epochStart));
    expect(Date.parse(tip!.epochStartTime)).toBeLessThanOrEqual(Date.parse(tip!.timestamp));
  });

  it("finds a block by height and by hash, with its transactions and its parent", async () => {
    const [busiest] = await db.query<{ height: number }>(
      "SELECT block_no AS height FROM block WHERE tx_count > 0 AND block_no > 0 ORDER BY tx_count DESC, block_no LIMIT 1",
    );
    const byHeight = await getBlock(db, { kind: "height", height: busiest!.height });
    expect(byHeight).not.toBeNull();
    const byHash = await getBlock(db, { kind: "hash", hash: parseHash32(byHeight!.hash) });
    expect(byHash).toEqual(byHeight);
    expect(byHeight!.transactions).toHaveLength(byHeight!.txCount);
    const parent = await getBlock(db, { kind: "height", height: busiest!.height - 1 });
    expect(byHeight!.parentHash).toBe(parent!.hash);
    // Each transaction's Amount is its Amount Sent, as its own page and the transactions list give it.
    for (const summary of byHeight!.transactions!) expect(summary.amount).toBe((await getTransaction(db, summary.hash))!.amount);
  });

  it("pages a block's transactions in block order, with their input and output counts", async () => {
    // The genesis block carries the initial distribution: the block with the most transactions.
    const [genesis] = await db.query<{ id: number; hash: string; count: number }>(
      `SELECT b.id, encode(b.hash, 'hex') AS hash, (SELECT count(*) FROM tx t WHERE t.block_id = b.id)::int AS count
       FROM block b WHERE b.block_no IS NULL ORDER BY b.id LIMIT 1`,
    );
    expect(genesis!.count).toBeGreaterThan(14);
    const expected = await db.query<{ hash: string; inputs: number; outputs: number }>(
      `SELECT encode(t.hash, 'hex') AS hash,
              (SELECT count(*) FROM tx_in i WHERE i.tx_in_id = t.id)::int AS inputs,
              (SELECT count(*) FROM tx_out o WHERE o.tx_id = t.id)::int AS outputs
       FROM tx t WHERE t.block_id = $1 ORDER BY t.block_index`,
      [genesis!.id],
    );
    const seen: Array<{ hash: string; inputs: number; outputs: number }> = [];
    for (let offset = 0; offset < genesis!.count; offset += 7) {
      const page = await getBlock(db, { kind: "hash", hash: parseHash32(genesis!.hash) }, { limit: 7, offset });
      expect(page!.transactions!.length).toBe(Math.min(7, genesis!.count - offset));
      for (const tx of page!.transactions!) seen.push({ hash: tx.hash, inputs: tx.inputCount, outputs: tx.outputCount });
    }
    expect(seen).toEqual(expected);
    const past = await getBlock(db, { kind: "hash", hash: parseHash32(genesis!.hash) }, { limit: 7, offset: genesis!.count });
    expect(past!.txCount).toBe(genesis!.count);
    expect(past!.transactions).toEqual([]);
    expect((await getBlock(db, { kind: "hash", hash: parseHash32(genesis!.hash) }))!.transactions).toHaveLength(Math.min(50, genesis!.count));
  });

  it("shows the genesis block without height, epoch, slot or parent, as block 0's parent", async () => {
    const [genesis] = await db.query<{ hash: string }>(
      "SELECT encode(hash, 'hex') AS hash FROM block WHERE block_no IS NULL ORDER BY id LIMIT 1",
    );
    const block = await getBlock(db, { kind: "hash", hash: parseHash32(genesis!.hash) });
    // db-sync gives it no epoch and protocol 0.0: it is the state the chain's first epoch begins with.
    const [first] = await db.query<{ epoch: number; protocol: string }>(
      `SELECT epoch_no AS epoch, protocol_major || '.' || protocol_minor AS protocol FROM epoch_param ORDER BY epoch_no LIMIT 1`,
    );
    expect(block).toMatchObject({ height: null, epochNumber: first!.epoch, slotNumber: null, parentHash: null, protocolVersion: first!.protocol });
    expect(block!.protocolVersion).not.toBe("0.0");
    expect((await getBlock(db, { kind: "height", height: 0 }))!.parentHash).toBe(genesis!.hash);
    const tip = await tipHeight();
    for (const tx of block!.transactions!) expect(tx.confirmations).toBe(tip + 1);
  });

  it("answers null for a block that does not exist", async () => {
    expect(await getBlock(db, { kind: "height", height: 99_999_999 })).toBeNull();
    expect(await getBlock(db, { kind: "hash", hash: parseHash32("0".repeat(64)) })).toBeNull();
  });
});

describe("transactions", () => {
  it("lists 20 distinct transactions, newest first", async () => {
    const txs = await listTransactions(db, { limit: 20, offset: 0 });
    expect(txs).toHaveLength(20);
    expect(new Set(txs.map((t) => t.hash)).size).toBe(20);
    const heights = txs.map((t) => t.blockHeight!);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  });

  it("shows every transaction balancing: inputs + withdrawals = outputs + fee + deposit", async () => {
    const sample = await db.query<{ hash: string }>(
      `SELECT encode(t.hash, 'hex') AS hash FROM tx t
       -- genesis transactions create the initial funds and spend nothing
       WHERE EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_in_id = t.id)
         AND (EXISTS (SELECT 1 FROM withdrawal w WHERE w.tx_id = t.id)
              OR EXISTS (SELECT 1 FROM stake_registration r WHERE r.tx_id = t.id)
              OR t.id % 97 = 0)
       ORDER BY t.id LIMIT 40`,
    );
    expect(sample.length).toBeGreaterThan(10);
    for (const { hash } of sample) {
      const tx = await getTransaction(db, hash);
      const incoming = sum(tx!.inputs!.map((i) => i.amount)) + sum(tx!.withdrawals!.map((w) => w.amount));
      const outgoing = sum(tx!.outputs!.map((o) => o.amount)) + BigInt(tx!.fee) + BigInt(tx!.deposit);
      expect(incoming, hash).toBe(outgoing);
      expect(sum(tx!.outputs!.map((o) => o.amount))).toBe(BigInt(tx!.totalOutput));
    }
  });

  it("marks spent outputs with the transaction that spends them", async () => {
    const [row] = await db.query<{ hash: string }>(
      `SELECT encode(t.hash, 'hex') AS hash FROM tx t JOIN tx_in i ON i.tx_out_id = t.id ORDER BY t.id LIMIT 1`,
    );
    const tx = await getTransaction(db, row!.hash);
    const spent = tx!.outputs!.filter((o) => o.spent);
    expect(spent.length).toBeGreaterThan(0);
    for (const output of spent) {
      const spender = await getTransaction(db, output.spentByTxId!);
      expect(spender!.inputs).toContainEqual(
        expect.objectContaining({ utxoHash: tx!.hash, outputIndex: output.outputIndex, amount: output.amount }),
      );
    }
  });

  it("answers null for an unknown hash", async () => {
    expect(await getTransaction(db, "f".repeat(64))).toBeNull();
  });

  it("says what a transaction withdraws, and a genesis transaction's epoch is the chain's first", async () => {
    const [withdrawal] = await db.query<{ hash: string; amount: string }>(
      `SELECT encode(t.hash, 'hex') AS hash, sum(w.amount)::text AS amount FROM withdrawal w JOIN tx t ON t.id = w.tx_id GROUP BY t.id ORDER BY t.id DESC LIMIT 1`,
    );
    expect((await getTransaction(db, withdrawal!.hash))!.withdrawn).toBe(withdrawal!.amount);
    const [genesis] = await db.query<{ hash: string; epoch: number }>(
      `SELECT encode(t.hash, 'hex') AS hash, (SELECT min(no) FROM epoch) AS epoch FROM tx t JOIN block b ON b.id = t.block_id
       WHERE b.block_no IS NULL ORDER BY t.id LIMIT 1`,
    );
    const tx = await getTransaction(db, genesis!.hash);
    expect(tx).toMatchObject({ blockHeight: null, epochNumber: genesis!.epoch, withdrawn: "0" });
    // The genesis distribution spends nothing: everything it creates goes out.
    expect(tx!.amount).toBe(tx!.totalOutput);
  });
});

describe("network stats, epoch and parameters", () => {
  it("reports the tip and the current epoch's snapshot", async () => {
    const stats = await getNetworkStats(db);
    expect(stats!.currentBlock).toBe(await tipHeight());
    expect(stats!.activePools).toBeGreaterThan(0);
    expect(BigInt(stats!.totalActiveStake)).toBeGreaterThan(0n);
  });

  it("starts the current epoch on an epoch boundary before 'now'", async () => {
    const epoch = await getCurrentEpoch(db);
    const [meta] = await db.query<{ start: string }>("SELECT start_time AS start FROM meta");
    const start = Date.parse(epoch!.startTime);
    expect(start).toBeLessThanOrEqual(NOW);
    expect((start - Date.parse(meta!.start)) % 432_000_000).toBe(0);
    expect((start - Date.parse(meta!.start)) / 432_000_000).toBe(epoch!.epochNumber);
  });

  it("gives the current epoch's parameters", async () => {
    const parameters = await getProtocolParameters(db);
    const epoch = await getCurrentEpoch(db);
    expect(parameters!.epoch).toBe(epoch!.epochNumber);
    expect(parameters!.kParameter).toBeGreaterThan(0);
    expect(parameters!.protocolVersion).toMatch(/^\d+\.\d+$/);
    // Saturation threshold = the stake in circulation (every pot but the reserves) ÷ k, read here straight from ada_pots.
    const [pots] = await db.query<{ circulating: string }>(
      `SELECT (treasury + rewards + utxo + deposits_stake + fees + deposits_drep + deposits_proposal)::text AS circulating
       FROM ada_pots ORDER BY epoch_no DESC LIMIT 1`,
    );
    expect(parameters!.saturationThreshold).toBe((BigInt(pots!.circulating) / BigInt(parameters!.kParameter)).toString());
  });
});

describe("network stats beyond the spec's fakes", () => {
  it("reports the next epoch's snapshot, the circulating supply and the pools that became active this epoch", async () => {
    const stats = await getNetworkStats(db);
    // "+N this epoch" under Active Pools: active pools whose first registration took effect at this epoch's start
    // (a pool registered during the epoch is not active yet, so it is not among them).
    const [expected] = await db.query<{ epoch: number; next: string | null; supply: string; activated: number }>(
      `WITH tip AS (SELECT max(epoch_no) AS epoch FROM block)
       SELECT tip.epoch,
              (SELECT sum(amount)::text FROM epoch_stake WHERE epoch_no = tip.epoch + 1) AS next,
              (SELECT (utxo + rewards)::text FROM ada_pots ORDER BY epoch_no DESC LIMIT 1) AS supply,
              (SELECT count(*)::int FROM pool_hash ph
                 WHERE (SELECT min(u.active_epoch_no) FROM pool_update u WHERE u.hash_id = ph.id) = tip.epoch
                   AND NOT EXISTS (SELECT 1 FROM pool_retire pr WHERE pr.hash_id = ph.id AND pr.retiring_epoch <= tip.epoch
                                     AND pr.announced_tx_id > (SELECT max(u.registered_tx_id) FROM pool_update u WHERE u.hash_id = ph.id)))
                AS activated
       FROM tip`,
    );
    expect(stats!.epochNumber).toBe(expected!.epoch);
    expect(stats!.nextEpochStake).toBe(expected!.next);
    expect(stats!.nextEpochStake).not.toBeNull();
    expect(stats!.circulatingSupply).toBe(expected!.supply);
    expect(stats!.poolsActivatedThisEpoch).toBe(expected!.activated);
    expect(stats!.poolsActivatedThisEpoch).toBeLessThanOrEqual(stats!.activePools);
  });

  it("reports the total supply (every pot but the reserves) and the epoch of the pots, the same on the parameters", async () => {
    const stats = await getNetworkStats(db);
    const [pots] = await db.query<{ epoch: number; total: string }>(
      `SELECT epoch_no AS epoch, (treasury + rewards + utxo + deposits_stake + fees)::text AS total
       FROM ada_pots ORDER BY epoch_no DESC LIMIT 1`,
    );
    expect(stats!.totalSupply).toBe(pots!.total);
    expect(stats!.supplyEpoch).toBe(pots!.epoch);
    const parameters = await getProtocolParameters(db);
    expect(parameters).toMatchObject({
      totalSupply: stats!.totalSupply,
      circulatingSupply: stats!.circulatingSupply,
      supplyEpoch: stats!.supplyEpoch,
    });
  });
});

describe("stake pools", () => {
  const all = () => listStakePools(db, { limit: 100, offset: 0, sortBy: "totalStake", sortDirection: "desc" });

  it("lists every registered pool once, largest stake first", async () => {
    const pools = await all();
    const [registered] = await db.query<{ count: number }>("SELECT count(DISTINCT hash_id)::int AS count FROM pool_update");
    expect(pools).toHaveLength(registered!.count);
    expect(new Set(pools.map((p) => p.poolId)).size).toBe(pools.length);
    const stakes = pools.map((p) => BigInt(p.totalStake));
    expect([...stakes].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(stakes);
  });

  it("gives each pool its snapshot stake, delegators, blocks and retirement as the chain records them", async () => {
    const pools = await all();
    const facts = await db.query<{
      pool: string;
      stake: string;
      active: string;
      delegators: number;
      lifetime: number;
      epoch: number;
      retired: boolean;
      pending: boolean;
    }>(
      `SELECT ph.view AS pool,
              coalesce((SELECT sum(amount) FROM epoch_stake WHERE pool_id = ph.id
                        AND epoch_no = (SELECT max(epoch_no) FROM epoch_stake_progress WHERE completed)), 0)::text AS stake,
              coalesce((SELECT sum(amount) FROM epoch_stake WHERE pool_id = ph.id
                        AND epoch_no = (SELECT max(epoch_no) FROM block)), 0)::text AS active,
              (SELECT count(*)::int FROM epoch_stake WHERE pool_id = ph.id
                 AND epoch_no = (SELECT max(epoch_no) FROM epoch_stake_progress WHERE completed)) AS delegators,
              (SELECT count(*)::int FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
                 WHERE sl.pool_hash_id = ph.id) AS lifetime,
              (SELECT count(*)::int FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
                 WHERE sl.pool_hash_id = ph.id AND b.epoch_no = (SELECT max(epoch_no) FROM block)) AS epoch,
              EXISTS (SELECT 1 FROM pool_retire r WHERE r.hash_id = ph.id
                        AND r.retiring_epoch <= (SELECT max(epoch_no) FROM block)) AS retired,
              (SELECT min(u.active_epoch_no) FROM pool_update u WHERE u.hash_id = ph.id) > (SELECT max(epoch_no) FROM block) AS pending
       FROM pool_hash ph`,
    );
    const byPool = new Map(facts.map((f) => [f.pool, f]));
    for (const pool of pools) {
      const fact = byPool.get(pool.poolId)!;
      expect(pool, pool.poolId).toMatchObject({
        totalStake: fact.stake,
        activeStake: fact.active,
        delegatorCount: fact.delegators,
        blocksLifetime: fact.lifetime,
        blocksEpoch: fact.epoch,
        retired: fact.retired,
        // Active once registered and in effect: a registration not yet in effect is Inactive.
        active: !fact.retired && !fact.pending,
        status: fact.retired ? "Retired" : fact.pending ? "Inactive" : "Active",
      });
    }
    expect(pools.some((p) => p.retired)).toBe(true);
    expect(pools.some((p) => p.status === "Inactive")).toBe(true);
    expect(pools.some((p) => p.blocksEpoch > 0)).toBe(true);
    expect(pools.filter((p) => p.roa !== null && p.roa > 0).length).toBeGreaterThan(0);
    // Saturation: stake against (all coins outside the reserves) ÷ k.
    const [limit] = await db.query<{ amount: string }>(
      `SELECT ((treasury + rewards + utxo + deposits_stake + fees) /
               (SELECT optimal_pool_count FROM epoch_param ORDER BY epoch_no DESC LIMIT 1))::text AS amount
       FROM ada_pots ORDER BY epoch_no DESC LIMIT 1`,
    );
    const top = pools[0]!;
    // 1 decimal, rounded down.
    const exact = (Number(top.totalStake) / Number(limit!.amount)) * 100;
    expect(top.saturation).toBeLessThanOrEqual(exact + 1e-9);
    expect(top.saturation).toBeGreaterThan(exact - 0.1);
    expect(pools.at(-1)!.saturation).toBe(0);
  });

  it("names pools from their off-chain metadata, hostile text as stored", async () => {
    const pools = await all();
    expect(pools.map((p) => p.name)).toContain("<script>alert(1)</script>");
    expect(pools.find((p) => p.ticker === "PRIME")?.name).toBe("Prime Explorer House Pool");
  });

  const value = (pool: StakePool, key: (typeof POOL_SORT_KEYS)[number]): number | string | null => {
    switch (key) {
      case "name":
        return pool.name?.toLowerCase() ?? null;
      case "ticker":
        return pool.ticker?.toLowerCase() ?? null;
      case "totalStake":
      case "saturation":
        return Number(pool.totalStake);
      case "fixedCost":
        return Number(pool.fixedCost);
      case "active":
        // Retired, then Inactive, then Active.
        return { Retired: 0, Inactive: 1, Active: 2 }[pool.status!];
      default:
        return pool[key];
    }
  };

  for (const sortBy of POOL_SORT_KEYS) {
    it(`sorts by ${sortBy} both ways`, async () => {
      for (const sortDirection of ["asc", "desc"] as const) {
        const pools = await listStakePools(db, { limit: 100, offset: 0, sortBy, sortDirection });
        const values = pools.map((p) => value(p, sortBy));
        // Pools without metadata have no name or ticker: last either way.
        const known = values.filter((v) => v !== null);
        const sorted = [...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (sortDirection === "desc") sorted.reverse();
        expect(values, `${sortBy} ${sortDirection}`).toEqual([...sorted, ...values.filter((v) => v === null)]);
      }
    });
  }

  it("pages through the same order", async () => {
    const pools = await all();
    const page = await listStakePools(db, { limit: 5, offset: 5, sortBy: "totalStake", sortDirection: "desc" });
    expect(page).toEqual(pools.slice(5, 10));
    expect(await listStakePools(db, { limit: 5, offset: 1000, sortBy: "name", sortDirection: "asc" })).toEqual([]);
  });
});

describe("search", () => {
  it("finds a block by height and by hash prefix, a transaction by hash", async () => {
    const [block] = await listBlocks(db, { limit: 1, offset: 10 });
    expect(await search(db, String(block!.height))).toContainEqual(
      expect.objectContaining({ type: "block", id: String(block!.height) }),
    );
    expect(await search(db, block!.hash.slice(0, 10))).toContainEqual(
      expect.objectContaining({ type: "block", id: block!.hash }),
    );
    const [tx] = await listTransactions(db, { limit: 1, offset: 0 });
    expect(await search(db, tx!.hash.toUpperCase())).toEqual([expect.objectContaining({ type: "transaction", id: tx!.hash })]);
  });

  it("finds addresses, stake addresses and pools by id, ticker or name", async () => {
    const [row] = await db.query<{ address: string; stake: string; pool: string; ticker: string }>(
      `SELECT (SELECT address FROM tx_out ORDER BY id LIMIT 1) AS address,
              (SELECT view FROM stake_address ORDER BY id LIMIT 1) AS stake,
              ph.view AS pool, d.ticker_name AS ticker
       FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id
       WHERE d.ticker_name ~ '^[A-Z0-9]+$' ORDER BY d.id LIMIT 1`,
    );
    expect(await search(db, row!.address)).toEqual([expect.objectContaining({ type: "address", id: row!.address })]);
    expect(await search(db, row!.stake)).toEqual([expect.objectContaining({ type: "address", id: row!.stake })]);
    expect(await search(db, row!.pool)).toEqual([expect.objectContaining({ type: "stakepool", id: row!.pool })]);
    const byTicker = await search(db, row!.ticker.toLowerCase());
    expect(byTicker[0]).toMatchObject({ type: "stakepool", id: row!.pool });
  });

  it("finds a token by fingerprint, unit and policy.assetName, and a policy by its id (issue 43)", async () => {
    // A named token whose policy has several: the truth from db-sync's own rows.
    const [asset] = await db.query<{ policy: string; name: string; fingerprint: string }>(
      `SELECT encode(ma.policy, 'hex') AS policy, encode(ma.name, 'hex') AS name, ma.fingerprint
       FROM multi_asset ma
       WHERE length(ma.name) >= 5 AND (SELECT count(*) FROM multi_asset same WHERE same.policy = ma.policy) > 1
       ORDER BY ma.id LIMIT 1`,
    );
    expect(asset).toBeDefined();
    const { policy, name, fingerprint } = asset!;
    expect(await search(db, fingerprint)).toEqual([expect.objectContaining({ type: "token", id: fingerprint })]);
    expect(await search(db, `${policy}${name}`)).toEqual([expect.objectContaining({ type: "token", id: fingerprint })]);
    expect(await search(db, `${policy}.${name}`)).toContainEqual(expect.objectContaining({ type: "token", id: fingerprint }));
    const byPolicy = await search(db, policy.toUpperCase());
    expect(byPolicy[0]).toMatchObject({ type: "policy", id: policy });
    expect(byPolicy.slice(1).every((result) => result.type === "token")).toBe(true);
    expect(byPolicy.length).toBeGreaterThan(2);
  });

  it("finds nothing for text no pool carries, and treats LIKE wildcards as text", async () => {
    expect(await search(db, "zzz-no-such-pool")).toEqual([]);
    expect(await search(db, "%%%")).toEqual([]);
  });

  it("finds an epoch by 'epoch N' (epoch numbers are shorter than the 3-character minimum)", async () => {
    const [row] = await db.query<{ epoch: number }>("SELECT max(epoch_no) AS epoch FROM block");
    expect(await search(db, `Epoch ${row!.epoch}`)).toEqual([
      expect.objectContaining({ type: "epoch", id: String(row!.epoch) }),
    ]);
    expect(await search(db, "epoch 999999")).toEqual([]);
  });

  it("answers a valid address the chain never saw with a result that says so", async () => {
    const words = bech32.toWords(new Uint8Array(57).fill(0x61));
    const unusedAddress = bech32.encode("addr", words, 1023);
    const unusedStake = bech32.encode("stake", bech32.toWords(new Uint8Array(29).fill(0xe1)), 1023);
    const [seen] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tx_out WHERE address = $1",
      [unusedAddress],
    );
    expect(seen!.n).toBe(0);
    expect(await search(db, unusedAddress)).toEqual([
      { type: "address", id: unusedAddress, title: unusedAddress, subtitle: ADDRESS_SUBTITLE.paymentUnused },
    ]);
    expect(await search(db, unusedStake)).toEqual([
      { type: "address", id: unusedStake, title: unusedStake, subtitle: ADDRESS_SUBTITLE.stakeUnused },
    ]);
  });

  it("finds a pool by its hex id, and 8+ digit queries also as a hash prefix", async () => {
    const [pool] = await db.query<{ hex: string; view: string }>(
      "SELECT encode(hash_raw, 'hex') AS hex, view FROM pool_hash ORDER BY id LIMIT 1",
    );
    expect(await search(db, pool!.hex.toUpperCase())).toEqual([expect.objectContaining({ type: "stakepool", id: pool!.view })]);
    const [digits] = await db.query<{ hash: string }>(
      "SELECT encode(hash, 'hex') AS hash FROM block WHERE encode(hash, 'hex') ~ '^[0-9]{8}' ORDER BY id LIMIT 1",
    );
    if (digits) {
      expect(await search(db, digits.hash.slice(0, 8))).toContainEqual(expect.objectContaining({ id: digits.hash }));
    }
  });

  it("finds a block by its height as pages write it: '#2,000', '2,000', '#2000'", async () => {
    const [row] = await db.query<{ height: number; hash: string }>(
      "SELECT block_no AS height, encode(hash, 'hex') AS hash FROM block WHERE block_no >= 1000 ORDER BY block_no LIMIT 1",
    );
    const written = row!.height.toLocaleString("en-US");
    expect(written, "a height with a thousands separator").toContain(",");
    for (const query of [`#${written}`, written, `#${row!.height}`]) {
      expect(await search(db, query), query).toEqual([expect.objectContaining({ type: "block", id: String(row!.height), subtitle: expect.stringContaining(row!.hash.slice(0, 16)) })]);
    }
    expect(await search(db, "#1,00"), "a separator out of place").toEqual([]);
  });

  it("finds stake addresses and pools by the start of their id, only those", async () => {
    const [ids] = await db.query<{ stake: string; pool: string }>(
      `SELECT (SELECT view FROM stake_address ORDER BY id DESC LIMIT 1) AS stake, (SELECT view FROM pool_hash ORDER BY id DESC LIMIT 1) AS pool`,
    );
    for (const [id, length] of [[ids!.stake, 12], [ids!.pool, 10], [ids!.stake, 40], [ids!.stake, ids!.stake.length - 3]] as const) {
      const start = id.slice(0, length);
      const [expected] = await db.query<{ ids: string[] }>(
        `SELECT coalesce(array_agg(view ORDER BY view), '{}') AS ids FROM (SELECT view FROM stake_address UNION ALL SELECT view FROM pool_hash) v WHERE left(view, $2) = $1`,
        [start, start.length],
      );
      const found = await search(db, start.toUpperCase());
      expect(found.map((result) => result.id).sort(), start).toEqual(expected!.ids.slice(0, 5));
      expect(found.map((result) => result.id), start).toContain(id);
      expect(found.every((result) => result.type === (id.startsWith("pool") ? "stakepool" : "address")), start).toBe(true);
    }
    expect(await search(db, `${ids!.pool.slice(0, 10)}b1o`), "not bech32 characters: a name").toEqual([]);
  });

  it("drops a direction override from a pool's ticker and name, so it cannot reorder the title", async () => {
    const [rtl] = await db.query<{ view: string; ticker: string; name: string }>(
      `SELECT ph.view, d.ticker_name AS ticker, d.json ->> 'name' AS name
       FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id
       WHERE d.ticker_name LIKE '%' || chr(8238) || '%' LIMIT 1`,
    );
    expect(rtl, "the demo chain's right-to-left pool").toBeDefined();
    const [result] = await search(db, rtl!.view);
    expect(result!.title).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(result!.title).toContain(rtl!.ticker.replaceAll("\u202E", ""));
  });

  it("puts the exact ticker first, ahead of tickers and names that only contain it", async () => {
    const [orbit] = await db.query<{ poolId: number; view: string; ticker: string }>(
      `SELECT d.pool_id AS "poolId", ph.view, d.ticker_name AS ticker
       FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id
       WHERE d.ticker_name ~ '^[A-Z]{3,5}$' ORDER BY d.id LIMIT 1`,
    );
    const results = await answerThenRollBack(async (t) => {
      // Another pool takes a ticker that contains this one and sorts before it, and a name that starts with it.
      await t.query(
        `UPDATE off_chain_pool_data SET ticker_name = 'A' || $1, json = jsonb_set(json, '{name}', to_jsonb($1 || ' Imitation'))
         WHERE pool_id = (SELECT min(pool_id) FROM off_chain_pool_data WHERE pool_id <> $2)`,
        [orbit!.ticker, orbit!.poolId],
      );
      return search(t, orbit!.ticker.toLowerCase());
    });
    expect(results.length).toBeGreaterThan(1);
    expect(results[0]).toMatchObject({ type: "stakepool", id: orbit!.view });
    // The rollback left the chain as it was.
    expect((await search(db, `A${orbit!.ticker}`)).length).toBe(0);
  });

  it("matches a pool's newest metadata only: a ticker it has since replaced finds nothing", async () => {
    const [pool] = await db.query<{ poolId: number; view: string }>(
      `SELECT d.pool_id AS "poolId", min(ph.view) AS view
       FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id
       GROUP BY d.pool_id HAVING count(*) > 1 ORDER BY d.pool_id LIMIT 1`,
    );
    expect(pool, "a demo pool with two metadata versions").toBeDefined();
    const { replaced, current } = await answerThenRollBack(async (t) => {
      await t.query(
        `UPDATE off_chain_pool_data SET ticker_name = CASE WHEN pmr_id = (SELECT max(pmr_id) FROM off_chain_pool_data WHERE pool_id = $1)
                                                        THEN 'QZNEW' ELSE 'QZOLD' END
         WHERE pool_id = $1`,
        [pool!.poolId],
      );
      return { replaced: await search(t, "qzold"), current: await search(t, "qznew") };
    });
    expect(replaced).toEqual([]);
    expect(current).toEqual([expect.objectContaining({ type: "stakepool", id: pool!.view, title: expect.stringContaining("[QZNEW]") })]);
  });
});

describe("every query is index-backed", () => {
  it("runs no sequential scan over block, tx, tx_in or tx_out (enable_seqscan off)", async () => {
    const { seen, recording } = recordingDb();
    const [tx] = await listTransactions(recording, { limit: 20, offset: 0 });
    await listTransactions(recording, { limit: 20, offset: 500 });
    await listBlocks(recording, { limit: 20, offset: 1000 });
    const [block] = await listBlocks(recording, { limit: 1, offset: 3 });
    await getBlock(recording, { kind: "height", height: block!.height });
    await getBlock(recording, { kind: "hash", hash: parseHash32(block!.hash) });
    const [genesis] = await db.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM block WHERE block_no IS NULL LIMIT 1");
    await getBlock(recording, { kind: "hash", hash: parseHash32(genesis!.hash) }, { limit: 10, offset: 10 });
    await getTransaction(recording, tx!.hash);
    await getNetworkStats(recording);
    await getCurrentEpoch(recording);
    await getProtocolParameters(recording);
    await listStakePools(recording, { limit: 20, offset: 0, sortBy: "totalStake", sortDirection: "desc" });
    await listStakePools(recording, { limit: 20, offset: 5, sortBy: "blocksLifetime", sortDirection: "asc" });
    await listStakePools(recording, { limit: 20, offset: 0, sortBy: "blocksEpoch", sortDirection: "desc" });
    const [ids] = await db.query<{ address: string; stake: string; pool: string; poolHex: string }>(
      `SELECT (SELECT address FROM tx_out ORDER BY id LIMIT 1) AS address, (SELECT view FROM stake_address ORDER BY id LIMIT 1) AS stake,
              view AS pool, encode(hash_raw, 'hex') AS "poolHex" FROM pool_hash ORDER BY id LIMIT 1`,
    );
    const queries = [String(block!.height), "epoch 1", "12345678", block!.hash, tx!.hash.slice(0, 12), "orbit"];
    for (const query of [...queries, ids!.address, ids!.stake, ids!.pool, ids!.poolHex]) await search(recording, query);

    // A control the check must catch: no index serves a filter on tx_out.value.
    const control = { text: "SELECT count(*) FROM tx_out o WHERE o.value > $1", params: ["0"] };
    expect(await seqScansOnChainTables(control)).toEqual(["tx_out"]);
    for (const query of seen) expect(await seqScansOnChainTables(query), query.text).toEqual([]);
  });

  it("finds stake addresses and pools by the start of their id through an index on their key", async () => {
    const { seen, recording } = recordingDb();
    const [ids] = await db.query<{ stake: string; pool: string }>(
      "SELECT (SELECT view FROM stake_address ORDER BY id LIMIT 1) AS stake, (SELECT view FROM pool_hash ORDER BY id LIMIT 1) AS pool",
    );
    expect(await search(recording, ids!.stake.slice(0, 14))).not.toEqual([]);
    expect(await search(recording, ids!.pool.slice(0, 12))).not.toEqual([]);
    expect(seen).toHaveLength(2);
    for (const query of seen) {
      const nodes = await planNodes(query);
      expect(nodes.filter((node) => node["Node Type"] === "Seq Scan").map((node) => node["Relation Name"]), query.text).toEqual([]);
      expect(nodes.map((node) => String(node["Index Cond"] ?? "")), query.text).toEqual(expect.arrayContaining([expect.stringMatching(/hash_raw\)(::bytea)? >= .*hash_raw\)(::bytea)? <= /)]));
    }
  });

  it("finds pools by part of a ticker or name through the trigram indexes where PostgreSQL has pg_trgm", async () => {
    const { seen, recording } = recordingDb();
    expect(await search(recording, "orbit")).not.toEqual([]);
    const poolQuery = seen.find((query) => query.text.includes("off_chain_pool_data d"));
    expect(poolQuery, "the pool search's query").toBeDefined();
    // A few hundred rows read whole through another index cost less than a trigram
    // lookup: with plain index scans ruled out too, the planner shows which index serves ILIKE.
    const indexes = (await planNodes(poolQuery!, ["indexscan"])).map((node) => node["Index Name"]).filter(Boolean);
    const trigram = ["explorer_off_chain_pool_data_ticker_trgm", "explorer_off_chain_pool_data_name_trgm"];
    // The embedded database does not load the extension (schema/explorer.sql).
    if (chain.backend === "postgres") expect(indexes).toEqual(expect.arrayContaining(trigram));
    else expect(indexes.filter((name) => trigram.includes(String(name)))).toEqual([]);
  });
});

type RecordedQuery = { text: string; params: readonly unknown[] };

/** A Queryable over the chain that keeps every statement it ran (for EXPLAIN afterwards). */
function recordingDb() {
  const seen: RecordedQuery[] = [];
  const recording = {
    query<Row>(text: string, params: readonly unknown[] = []) {
      seen.push({ text, params });
      return db.query<Row>(text, params);
    },
  };
  return { seen, recording };
}

/**
 * Runs `change` in a transaction and rolls it back (by throwing its answer out of
 * it), so a test may alter the chain and leave it as it was.
 */
async function answerThenRollBack<T>(change: (t: DbTransaction) => Promise<T>): Promise<T> {
  class Answer {
    constructor(readonly value: T) {}
  }
  const outcome: unknown = await db.transaction(async (t) => {
    throw new Answer(await change(t));
  }).catch((error: unknown) => error);
  expect(outcome).toBeInstanceOf(Answer);
  return (outcome as Answer).value;
}

const CHAIN_TABLES = new Set(["block", "tx", "tx_in", "tx_out"]);

async function seqScansOnChainTables(query: RecordedQuery): Promise<string[]> {
  return (await planNodes(query))
    .filter((node) => node["Node Type"] === "Seq Scan" && CHAIN_TABLES.has(String(node["Relation Name"])))
    .map((node) => String(node["Relation Name"]));
}

/** Every node of the query's plan, with sequential scans (and `also` plan kinds) made a last resort. */
async function planNodes(
  { text, params }: RecordedQuery,
  also: Array<"indexscan"> = [],
): Promise<Record<string, unknown>[]> {
  const plan = await db.transaction(async (t) => {
    for (const kind of ["seqscan", ...also]) await t.query(`SET LOCAL enable_${kind} = off`);
    return t.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  });
  const nodes: Record<string, unknown>[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if ("Node Type" in record) nodes.push(record);
    Object.values(record).forEach(walk);
  };
  walk(plan);
  return nodes;
}
