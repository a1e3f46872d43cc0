import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, summariesToTip, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { DEFAULT_SEED } from "../../../demo/load.mjs";
import { openLiveChain } from "../../../demo/live-chain.mjs";
import { liveBlocksScript } from "../../../demo/live-sql.mjs";
import { detectDbSyncShape } from "../../../schema/dbsync-shape.mjs";
import { EPOCH_MS } from "../../lib/chain/epoch-clock";
import { minUtxoForPlainOutput } from "../../lib/transactions/min-utxo";
import type { Db } from "../../db/db.server";
import { namedDatabase } from "../../../tests/support/named-database";
import { TEST_CHAIN_NOW } from "../../../tests/support/test-chains.mjs";
import { listEpochBlocks } from "./blocks.server";
import { getEpoch, getEpochStats, listEpochs } from "./epochs.server";
import { getCurrentEpoch, getNetworkStats } from "../analytics/network-stats.server";
import { getEpochProtocolParameters, getProtocolParameters, readEpochBoundary } from "./protocol-parameters.server";

// The same small test chain twice: in db-sync 13.6's shape (`epoch` a table) and in
// 13.7.2's (`epoch` a view over epoch_finalized + epoch_current, empty by default;
// schema/dbsync-13.7.sql). Embedded, the loader creates the 13.7 shape; on
// PostgreSQL the chain is seeded into a database made 13.7-shaped beforehand, as
// db-sync's migrations leave it. Every epoch figure comes from our own summaries, so
// both answer the same, before and after live blocks cross an epoch boundary (the
// live producer writes `epoch` only where it is a table). The protocol parameters
// (per epoch, cached per process) are checked here too, against epoch_param directly.
// The 13.6 chain is the global setup's test chain (copied); the 13.7 one is loaded for the
// same 'now', so both hold the same rows.
const NOW = Date.parse(TEST_CHAIN_NOW);
// Live blocks up to two hours into the next epoch (the test chain's tip is half-way
// through its epoch: a few hundred blocks).
const INTO_NEXT_EPOCH_MS = 2 * 3_600_000;
const LONG = 120_000;
let v136: ChainUnderTest;
let v137: ChainUnderTest;

beforeAll(async () => {
  // One after the other: the machine's two cores are shared.
  v136 = await openChainUnderTest({ network: "testnet", now: NOW, name: "epoch_shapes_136" });
  v137 = await openChainUnderTest({ network: "testnet", now: NOW, name: "epoch_shapes_137", dbsyncSchema: "13.7" });
}, 480_000);

afterAll(async () => {
  await Promise.all([v136?.close(), v137?.close()]);
});

const rows = (db: Db) => async (sql: string) => db.query<Record<string, unknown>>(sql);

/** Every row of every table of our `explorer` schema, in a fixed order (when each unit was computed left out). */
async function explorerContents(db: Db): Promise<Record<string, unknown[]>> {
  const columns = await db.query<{ table: string; columns: string[] }>(
    `SELECT table_name AS "table", array_agg(column_name::text ORDER BY ordinal_position) AS "columns"
     FROM information_schema.columns
     WHERE table_schema = 'explorer' AND column_name <> 'computed_at'
     GROUP BY table_name ORDER BY table_name`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { table, columns: names } of columns) {
    const list = names.map((name) => `"${name}"`).join(", ");
    contents[table] = await db.query(`SELECT ${list} FROM explorer."${table}" ORDER BY ${names.map((_, i) => i + 1).join(", ")}`);
  }
  return contents;
}

async function allBlocks(db: Db, epoch: number) {
  const all = [];
  for (let offset = 0; ; offset += 100) {
    const page = await listEpochBlocks(db, epoch, { limit: 100, offset });
    if (page === null) return null;
    all.push(...page);
    if (page.length < 100) return all;
  }
}

/** The epoch figures the pages show, as both databases answer them. */
async function epochFigures(db: Db) {
  const boundary = await readEpochBoundary(db);
  const epochs = Array.from({ length: boundary!.epoch + 2 }, (_, i) => i);
  return {
    boundary,
    currentEpoch: await getCurrentEpoch(db),
    networkStats: await getNetworkStats(db),
    parameters: await getProtocolParameters(db),
    epochParameters: await Promise.all(epochs.map((epoch) => getEpochProtocolParameters(db, epoch))),
    epochList: await listEpochs(db, { limit: 100, offset: 0 }),
    epochPages: await Promise.all(epochs.map((epoch) => getEpoch(db, epoch))),
    epochStats: await Promise.all(epochs.map((epoch) => getEpochStats(db, epoch))),
    // Every block of every epoch, a page of 100 at a time.
    epochBlocks: await Promise.all(epochs.map((epoch) => allBlocks(db, epoch))),
    explorer: await explorerContents(db),
  };
}

describe("db-sync's schema shapes", () => {
  it("are 13.6 and 13.7: `epoch` a table with every epoch, or a view that gives nothing (epoch sync off)", async () => {
    expect(await detectDbSyncShape(rows(v136.db))).toEqual({ epoch: "table", stageTwo: 44, schema: "13.6" });
    expect(await detectDbSyncShape(rows(v137.db))).toEqual({ epoch: "view", stageTwo: 50, schema: "13.7" });
    const [blocks] = await v136.db.query<{ epochs: number }>(`SELECT count(DISTINCT epoch_no)::int AS "epochs" FROM block`);
    expect(await v136.db.query(`SELECT count(*)::int AS n FROM epoch`)).toEqual([{ n: blocks!.epochs }]);
    expect(
      await v137.db.query(`SELECT (SELECT count(*)::int FROM epoch) AS "view", (SELECT count(*)::int FROM epoch_finalized) AS "finalized"`),
    ).toEqual([{ view: 0, finalized: 0 }]);
  });

  it(
    "give the same epoch figures and summaries, also after live blocks cross an epoch boundary",
    async () => {
      const before = await epochFigures(v136.db);
      expect(await epochFigures(v137.db)).toEqual(before);
      expect(before.explorer.summary_unit!.length).toBeGreaterThan(0);
      expect(before.explorer.epoch_summary!.length).toBeGreaterThan(0);
      expect(before.epochList.length).toBe(before.boundary!.epoch + 1);
      expect(before.epochBlocks.at(-2)!.length).toBe(before.epochPages.at(-2)!.blockCount);
      const later = Date.parse(before.currentEpoch!.startTime) + EPOCH_MS + INTO_NEXT_EPOCH_MS;

      for (const [chain, epochTable] of [
        [v136, true],
        [v137, false],
      ] as const) {
        const [tip] = await chain.db.query<{ tip: number }>(`SELECT max(block_no) AS "tip" FROM block`);
        const live = openLiveChain({
          network: "testnet",
          seed: DEFAULT_SEED,
          scale: "test",
          generatedAt: NOW,
          tipBlockNo: tip!.tip,
          epochTable,
        });
        const blocks = [...live.blocksUntil(later)];
        expect(live.tip().epoch).toBe(before.boundary!.epoch + 1);
        // The 13.7 view cannot take the producer's epoch rows ("cannot insert into view").
        expect(blocks.some((block) => block.statements.some((statement) => /\bepoch\b \(/.test(statement)))).toBe(epochTable);
        await chain.db.exec(liveBlocksScript(blocks), { timeoutMs: 0 });
        const report = await summariesToTip(chain.db);
        expect(report.pending).toEqual([]);
        expect(report.computed.length).toBeGreaterThan(0);
      }
      const after = await epochFigures(v136.db);
      expect(after.boundary!.epoch).toBe(before.boundary!.epoch + 1);
      expect(await epochFigures(v137.db)).toEqual(after);
    },
    LONG,
  );
});

describe("protocol parameters", () => {
  type Row = Record<string, unknown> & { epoch: number };

  /** Each epoch's epoch_param row (the newest by id), read directly. */
  async function direct(db: Db): Promise<Map<number, Row>> {
    const all = await db.query<Row>(
      `SELECT DISTINCT ON (epoch_no) epoch_no AS "epoch", min_fee_a AS "minFeeA", min_fee_b AS "minFeeB", key_deposit::text AS "keyDeposit",
              pool_deposit::text AS "poolDeposit", max_block_size AS "maxBlockSize", max_tx_size AS "maxTxSize", influence AS "poolInfluence",
              monetary_expand_rate AS "monetaryExpansion", treasury_growth_rate AS "treasuryGrowth", decentralisation AS "decentralization",
              coins_per_utxo_size::text AS "coinsPerUtxoByte", optimal_pool_count AS "k"
       FROM epoch_param ORDER BY epoch_no, id DESC`,
    );
    return new Map(all.map((row) => [row.epoch, row]));
  }

  it(
    "of each epoch are its epoch_param row with the chain's epoch length and slot duration; none for a later epoch",
    async () => {
      const db = v136.db;
      const byEpoch = await direct(db);
      const boundary = (await readEpochBoundary(db))!;
      expect(byEpoch.size).toBeGreaterThan(1);
      for (const [epoch, row] of byEpoch) {
        if (epoch > boundary.epoch) continue;
        const { epoch: _, coinsPerUtxoByte: __, k: ___, ...expected } = row;
        expect(await getEpochProtocolParameters(db, epoch), `epoch ${epoch}`).toEqual({
          ...expected,
          epochLength: 432_000,
          slotDuration: 1,
        });
      }
      expect(await getEpochProtocolParameters(db, boundary.epoch + 1)).toBeNull();
      expect(await getEpochProtocolParameters(db, 2_147_483_647)).toBeNull();
    },
    LONG,
  );

  it(
    "fall back to the previous epoch's row where an epoch has none, and are unknown without either",
    async () => {
      const db = v137.db;
      const epoch = (await readEpochBoundary(db))!.epoch;
      const previous = await getEpochProtocolParameters(db, epoch - 1);
      expect(previous).not.toBeNull();
      await db
        .transaction(async (tx) => {
          // The functions read through the transaction, which sees the deletions.
          await tx.query(`DELETE FROM epoch_param WHERE epoch_no = $1`, [epoch]);
          expect(await getEpochProtocolParameters(tx, epoch)).toEqual(previous);
          expect((await getProtocolParameters(tx))?.epoch).toBe(epoch);
          await tx.query(`DELETE FROM epoch_param WHERE epoch_no = $1`, [epoch - 1]);
          expect(await getEpochProtocolParameters(tx, epoch)).toBeNull();
          expect(await getProtocolParameters(tx)).toBeNull();
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
      expect(await getEpochProtocolParameters(db, epoch)).not.toBeNull();
    },
    LONG,
  );

  it(
    "of the current epoch: the page's figures from its row, Min UTXO from the price per byte, the same through the cache",
    async () => {
      const db = v136.db;
      const boundary = (await readEpochBoundary(db))!;
      const row = (await direct(db)).get(boundary.epoch)!;
      const parameters = (await getProtocolParameters(db))!;
      expect(parameters.epoch).toBe(boundary.epoch);
      expect(parameters.kParameter).toBe(row.k);
      expect(parameters.coinsPerUtxoByte).toBe(row.coinsPerUtxoByte);
      expect(parameters.coinsPerUtxoByte).toBe("4310");
      expect(parameters.minUtxo).toBe(minUtxoForPlainOutput(4310n)!.coin.toString());
      // A database that names itself has its epoch cache (app/db/queryable.server.ts, its source).
      const named = namedDatabase(db);
      expect(await getProtocolParameters(named)).toEqual(parameters);
      expect(await getEpochProtocolParameters(named, boundary.epoch)).toEqual(await getEpochProtocolParameters(db, boundary.epoch));
      // Answered from memory: the same objects again, without a query.
      const silent = { source: named.source, query: () => Promise.reject(new Error("no query expected")) };
      expect(await getProtocolParameters(silent)).toEqual(parameters);
      await expect(getEpochProtocolParameters(silent, boundary.epoch - 1)).rejects.toThrow("no query expected");
      expect(await getEpochProtocolParameters(silent, boundary.epoch)).toEqual(await getEpochProtocolParameters(db, boundary.epoch));
      // One that names none keeps nothing: every answer is read.
      await expect(getProtocolParameters({ query: silent.query })).rejects.toThrow("no query expected");
    },
    LONG,
  );
});

class RollBack extends Error {}
