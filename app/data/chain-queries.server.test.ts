import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoChains } from "../../demo/ensure-demo-chains.mjs";
import { getBlock, listBlocks } from "./blocks.server";
import { openEmbeddedDb, type Db } from "./db.server";
import { getCurrentEpoch, getNetworkStats } from "./network-stats.server";
import { getProtocolParameters } from "./protocol-parameters.server";
import { search } from "./search.server";
import { getTransaction, listTransactions } from "./transactions.server";

// The data functions of the first screens on the generated demo chain (test
// scale, fixed 'now'). Expectations come from the chain's own rules (contiguous
// heights, balancing transactions), checked with independent SQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const dataRoot = mkdtempSync(join(tmpdir(), "prime-queries-"));
let db: Db;

beforeAll(async () => {
  await ensureDemoChains({ dataRoot, now: NOW, scale: "test", networks: ["mainnet"] });
  db = openEmbeddedDb({ dataDir: join(dataRoot, "mainnet"), timeoutMs: 10_000 });
}, 180_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataRoot, { recursive: true, force: true });
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

  it("finds a block by height and by hash, with its transactions and its parent", async () => {
    const [busiest] = await db.query<{ height: number }>(
      "SELECT block_no AS height FROM block WHERE tx_count > 0 AND block_no > 0 ORDER BY tx_count DESC, block_no LIMIT 1",
    );
    const byHeight = await getBlock(db, { height: busiest!.height });
    expect(byHeight).not.toBeNull();
    const byHash = await getBlock(db, { hash: byHeight!.hash });
    expect(byHash).toEqual(byHeight);
    expect(byHeight!.transactions).toHaveLength(byHeight!.txCount);
    const parent = await getBlock(db, { height: busiest!.height - 1 });
    expect(byHeight!.parentHash).toBe(parent!.hash);
    expect(sum(byHeight!.transactions!.map((t) => t.amount))).toBe(BigInt(byHeight!.totalOutput));
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
      const page = await getBlock(db, { hash: genesis!.hash }, { limit: 7, offset });
      expect(page!.transactions!.length).toBe(Math.min(7, genesis!.count - offset));
      for (const tx of page!.transactions!) seen.push({ hash: tx.hash, inputs: tx.inputCount, outputs: tx.outputCount });
    }
    expect(seen).toEqual(expected);
    const past = await getBlock(db, { hash: genesis!.hash }, { limit: 7, offset: genesis!.count });
    expect(past!.txCount).toBe(genesis!.count);
    expect(past!.transactions).toEqual([]);
    expect((await getBlock(db, { hash: genesis!.hash }))!.transactions).toHaveLength(Math.min(50, genesis!.count));
  });

  it("shows the genesis block without height, epoch, slot or parent, as block 0's parent", async () => {
    const [genesis] = await db.query<{ hash: string }>(
      "SELECT encode(hash, 'hex') AS hash FROM block WHERE block_no IS NULL ORDER BY id LIMIT 1",
    );
    const block = await getBlock(db, { hash: genesis!.hash });
    expect(block).toMatchObject({ height: null, epochNumber: null, slotNumber: null, parentHash: null });
    expect((await getBlock(db, { height: 0 }))!.parentHash).toBe(genesis!.hash);
    const tip = await tipHeight();
    for (const tx of block!.transactions!) expect(tx.confirmations).toBe(tip + 1);
  });

  it("answers null for a block that does not exist", async () => {
    expect(await getBlock(db, { height: 99_999_999 })).toBeNull();
    expect(await getBlock(db, { hash: "0".repeat(64) })).toBeNull();
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

  it("finds nothing for text no pool carries, and treats LIKE wildcards as text", async () => {
    expect(await search(db, "zzz-no-such-pool")).toEqual([]);
    expect(await search(db, "%%%")).toEqual([]);
  });
});

describe("every query is index-backed", () => {
  it("runs no sequential scan over block, tx, tx_in or tx_out (enable_seqscan off)", async () => {
    const seen: Array<{ text: string; params: readonly unknown[] }> = [];
    const recording = {
      query<Row>(text: string, params: readonly unknown[] = []) {
        seen.push({ text, params });
        return db.query<Row>(text, params);
      },
    };
    const [tx] = await listTransactions(recording, { limit: 20, offset: 0 });
    await listTransactions(recording, { limit: 20, offset: 500 });
    await listBlocks(recording, { limit: 20, offset: 1000 });
    const [block] = await listBlocks(recording, { limit: 1, offset: 3 });
    await getBlock(recording, { height: block!.height });
    await getBlock(recording, { hash: block!.hash });
    const [genesis] = await db.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM block WHERE block_no IS NULL LIMIT 1");
    await getBlock(recording, { hash: genesis!.hash }, { limit: 10, offset: 10 });
    await getTransaction(recording, tx!.hash);
    await getNetworkStats(recording);
    await getCurrentEpoch(recording);
    await getProtocolParameters(recording);
    for (const query of [String(block!.height), block!.hash, tx!.hash.slice(0, 12), "orbit"]) await search(recording, query);

    // A control the check must catch: no index serves a filter on tx_out.value.
    const control = { text: "SELECT count(*) FROM tx_out o WHERE o.value > $1", params: ["0"] };
    expect(await seqScansOnChainTables(control)).toEqual(["tx_out"]);
    for (const query of seen) expect(await seqScansOnChainTables(query), query.text).toEqual([]);
  });
});

const CHAIN_TABLES = new Set(["block", "tx", "tx_in", "tx_out"]);

async function seqScansOnChainTables({ text, params }: { text: string; params: readonly unknown[] }): Promise<string[]> {
  const plan = await db.transaction(async (t) => {
    await t.query("SET LOCAL enable_seqscan = off");
    return t.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  });
  const scanned: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (record["Node Type"] === "Seq Scan" && CHAIN_TABLES.has(String(record["Relation Name"]))) {
      scanned.push(String(record["Relation Name"]));
    }
    Object.values(record).forEach(walk);
  };
  walk(plan);
  return scanned;
}
