import { describe, expect, it } from "vitest";
import {
  ASSET_INDEX_TABLES,
  assetMismatches,
  assetTransactionMismatches,
  directTokenTransactions,
  holdingMismatches,
  SEED,
  seedAndReindex,
} from "../../tests/support/asset-truth";
import { chainForSuite } from "../../tests/support/chain-under-test";
import { cutNewestBlocks, replayCutBlocks } from "../../tests/support/cut-blocks";
import { notableAssets } from "../../demo/generator/notable-assets.mjs";
import { listTokenTransactions } from "../data/tokens/tokens.server";
import { maintainAssetIndex } from "./asset-index.server";
import type { Db } from "../db/db.server";

// The asset index (issue 43) on the test chain with its own assets and a seed
// (tests/support/asset-truth.ts): after the catch-up every asset's supply, holder
// and mint counts, every address's and stake address's holdings and every asset's
// transactions equal a direct aggregate over ma_tx_mint / ma_tx_out (of unspent
// outputs, for holdings) / tx_in; after a rollback of the
// newest blocks the pass undoes them, and replayed blocks are indexed again.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
const CUT_BLOCKS = 6;
let db: Db;

chainForSuite({ network: "mainnet", now: NOW, name: "asset_index" }, async (opened) => {
  db = opened;
  await seedAndReindex(db);
}, 240_000);

async function expectIndexMatchesChain(): Promise<void> {
  expect(await assetMismatches(db)).toEqual([]);
  expect(await holdingMismatches(db)).toEqual([]);
  expect(await assetTransactionMismatches(db)).toEqual([]);
}

const primeUnit = `${SEED.prime.policy}${SEED.prime.name}`;
/** The seed's PRIME token's transactions as the token page reads them (all of them: a few dozen). */
const primeTransactions = async () => listTokenTransactions(db, { kind: "unit", policyId: SEED.prime.policy, nameHex: SEED.prime.name }, { limit: 1000, offset: 0 });

const indexed = async (asset: { policy: string; name: string }) =>
  (
    await db.query<Record<string, unknown>>(
      `SELECT display_name, ticker, decimals, image_url, metadata_standard, look_alike, supply::text AS supply
       FROM explorer.asset WHERE policy = decode($1, 'hex') AND name = decode($2, 'hex')`,
      [asset.policy, asset.name],
    )
  )[0];

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

  it("on the generated chain: CIP-68 decimals, the Cyrillic USDC flagged (not USDC), hostile images dropped, burnt supply 0", async () => {
    const notable = notableAssets("mainnet");
    const of = (asset: { policyId: string; assetNameHex: string }) => indexed({ policy: asset.policyId, name: asset.assetNameHex });
    expect(await of(notable.cip68Fungible)).toMatchObject({ decimals: 6, metadata_standard: "CIP-68" });
    expect(await of(notable.cip68FungibleTwoDecimals)).toMatchObject({ decimals: 2 });
    expect((await of(notable.usdcLookalike))?.look_alike).toEqual(expect.arrayContaining(["confusable"]));
    expect((await of(notable.usdc))?.look_alike ?? []).not.toContain("confusable");
    expect(await of(notable.hostile.javascriptImage)).toMatchObject({ image_url: null });
    expect(await of(notable.hostile.dataImage)).toMatchObject({ image_url: null });
    expect(await of(notable.burntNft)).toMatchObject({ supply: "0" });
    expect(await of(notable.partlyBurnt)).toMatchObject({ supply: "850" });
  });

  it(
    "after a rollback the pass undoes the cut blocks (a mint and its holdings), and indexes them again when they return",
    async () => {
      const before = await primeTransactions();
      // The seed's newest PRIME mint sits in the chain's newest block: the cut takes it.
      const [newest] = await directTokenTransactions(db, primeUnit);
      expect(before!.transactions[0]).toMatchObject({ txHash: newest!.txHash, quantity: newest!.quantity });
      await cutNewestBlocks(db, CUT_BLOCKS);
      const undo = await maintainAssetIndex(db);
      expect(undo).toMatchObject({ locked: true, undone: CUT_BLOCKS, indexed: 0 });
      await expectIndexMatchesChain();
      expect((await indexed(SEED.prime))?.supply).toBe("1000000");
      const undone = await primeTransactions();
      const direct = await directTokenTransactions(db, primeUnit);
      expect(undone!.transactions.map((row) => [row.txHash, row.blockHeight, row.quantity])).toEqual(direct.map((row) => [row.txHash, row.blockHeight, row.quantity]));
      expect(undone!.total).toBe(direct.length);
      expect(undone!.total).toBeLessThan(before!.total);
      expect(undone!.transactions.map((row) => row.txHash)).not.toContain(newest!.txHash);

      await replayCutBlocks(db);
      const redo = await maintainAssetIndex(db);
      expect(redo).toMatchObject({ locked: true, undone: 0, indexed: CUT_BLOCKS });
      await expectIndexMatchesChain();
      expect((await indexed(SEED.prime))?.supply).toBe("1000500");
      expect(await primeTransactions()).toEqual(before);
    },
    LONG,
  );

  it(
    "two passes at once count nothing twice; rebuilt from nothing in small batches",
    async () => {
      await cutNewestBlocks(db, CUT_BLOCKS);
      await Promise.all([maintainAssetIndex(db), maintainAssetIndex(db)]);
      await replayCutBlocks(db);
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
