import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_INDEX_TABLES, assetMismatches, holdingMismatches, SEED, seedAndReindex } from "../../tests/support/asset-truth";
import { openChainUnderTest, type ChainUnderTest } from "../../tests/support/chain-under-test";
import { maintainAssetIndex } from "./asset-index.server";
import type { Db } from "../db/db.server";

// The asset index (issue 43) on the test chain with its own assets and a seed
// (tests/support/asset-truth.ts): after the catch-up every asset's supply, holder
// and mint counts and every address's and stake address's holdings equal a direct
// aggregate over ma_tx_mint / ma_tx_out of unspent outputs; after a rollback of the
// newest blocks the pass undoes them, and replayed blocks are indexed again.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
const CUT_BLOCKS = 6;
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "asset_index" });
  db = chain.db;
  await seedAndReindex(db);
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

async function expectIndexMatchesChain(): Promise<void> {
  expect(await assetMismatches(db)).toEqual([]);
  expect(await holdingMismatches(db)).toEqual([]);
}

const indexed = async (asset: { policy: string; name: string }) =>
  (
    await db.query<Record<string, unknown>>(
      `SELECT display_name, ticker, decimals, image_url, metadata_standard, look_alike, supply::text AS supply
       FROM explorer.asset WHERE policy = decode($1, 'hex') AND name = decode($2, 'hex')`,
      [asset.policy, asset.name],
    )
  )[0];

/** db-sync's rollback of the newest blocks with their assets, kept aside to be replayed. */
async function cutNewestBlocks(count: number): Promise<void> {
  const [tip] = await db.query<{ blockNo: number }>(`SELECT max(block_no) AS "blockNo" FROM block`);
  const from = tip!.blockNo - count;
  await db.exec(`
    CREATE TABLE saved_block AS SELECT * FROM block WHERE block_no > ${from};
    CREATE TABLE saved_tx AS SELECT * FROM tx WHERE block_id IN (SELECT id FROM saved_block);
    CREATE TABLE saved_tx_out AS SELECT * FROM tx_out WHERE tx_id IN (SELECT id FROM saved_tx);
    CREATE TABLE saved_tx_in AS SELECT * FROM tx_in WHERE tx_in_id IN (SELECT id FROM saved_tx);
    CREATE TABLE saved_ma_tx_out AS SELECT * FROM ma_tx_out WHERE tx_out_id IN (SELECT id FROM saved_tx_out);
    CREATE TABLE saved_ma_tx_mint AS SELECT * FROM ma_tx_mint WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM ma_tx_out WHERE tx_out_id IN (SELECT id FROM saved_tx_out);
    DELETE FROM ma_tx_mint WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx_in WHERE tx_in_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx_out WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx WHERE id IN (SELECT id FROM saved_tx);
    DELETE FROM block WHERE id IN (SELECT id FROM saved_block);`);
}

async function replayCutBlocks(): Promise<void> {
  await db.exec(`
    INSERT INTO block SELECT * FROM saved_block;
    INSERT INTO tx SELECT * FROM saved_tx;
    INSERT INTO tx_out SELECT * FROM saved_tx_out;
    INSERT INTO tx_in SELECT * FROM saved_tx_in;
    INSERT INTO ma_tx_out SELECT * FROM saved_ma_tx_out;
    INSERT INTO ma_tx_mint SELECT * FROM saved_ma_tx_mint;
    DROP TABLE saved_block, saved_tx, saved_tx_out, saved_tx_in, saved_ma_tx_out, saved_ma_tx_mint;`);
}

describe("the asset index", () => {
  it("after the catch-up, every asset's figures and every holding equal the direct aggregate", async () => {
    await expectIndexMatchesChain();
    const [counts] = await db.query<{ assets: number; holdings: number }>(
      `SELECT (SELECT count(*)::int FROM explorer.asset) AS assets, (SELECT count(*)::int FROM explorer.asset_holding) AS holdings`,
    );
    expect(counts!.assets).toBeGreaterThanOrEqual(Object.keys(SEED).length);
    expect(counts!.holdings).toBeGreaterThan(counts!.assets / 2);
    expect(await maintainAssetIndex(db)).toMatchObject({ locked: true, undone: 0, indexed: 0, pending: false });
  });

  it("resolves metadata once: CIP-25 v1 and v2, CIP-68 over CIP-25, https images only, look-alike tickers", async () => {
    expect(await indexed(SEED.prime)).toMatchObject({
      display_name: "Prime Token",
      ticker: "PRIME",
      decimals: 6,
      image_url: "https://example.org/prime.png",
      metadata_standard: "CIP-25",
      look_alike: null,
    });
    expect(await indexed(SEED.cip68)).toMatchObject({ display_name: "Prime USD", ticker: "pUSD", decimals: 6, metadata_standard: "CIP-68" });
    expect(await indexed(SEED.nft)).toMatchObject({ display_name: "Number one", image_url: null, metadata_standard: "CIP-25" });
    expect((await indexed(SEED.cyrillic))?.look_alike).toEqual(expect.arrayContaining(["confusable", "mixed-scripts"]));
    expect(await indexed(SEED.burnt)).toMatchObject({ supply: "60", display_name: "BURN", metadata_standard: null });
  });

  it(
    "after a rollback the pass undoes the cut blocks (a mint and its holdings), and indexes them again when they return",
    async () => {
      await cutNewestBlocks(CUT_BLOCKS);
      const undo = await maintainAssetIndex(db);
      expect(undo).toMatchObject({ locked: true, undone: CUT_BLOCKS, indexed: 0 });
      await expectIndexMatchesChain();
      expect((await indexed(SEED.prime))?.supply).toBe("1000000");

      await replayCutBlocks();
      const redo = await maintainAssetIndex(db);
      expect(redo).toMatchObject({ locked: true, undone: 0, indexed: CUT_BLOCKS });
      await expectIndexMatchesChain();
      expect((await indexed(SEED.prime))?.supply).toBe("1000500");
    },
    LONG,
  );

  it(
    "two passes at once count nothing twice; rebuilt from nothing in small batches",
    async () => {
      await cutNewestBlocks(CUT_BLOCKS);
      await Promise.all([maintainAssetIndex(db), maintainAssetIndex(db)]);
      await replayCutBlocks();
      await Promise.all([maintainAssetIndex(db), maintainAssetIndex(db)]);
      await expectIndexMatchesChain();
      await db.exec(`TRUNCATE ${ASSET_INDEX_TABLES}`);
      const report = await maintainAssetIndex(db, { batchBlocks: 97 });
      expect(report).toMatchObject({ locked: true, pending: false, behind: 0 });
      await expectIndexMatchesChain();
    },
    LONG,
  );
});
