import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directFigures, directHistory, stakeSummaryMismatches, summaryMismatches } from "../../tests/support/address-truth";
import { openChainUnderTest, type ChainUnderTest } from "../../tests/support/chain-under-test";
import { cutNewestBlocks, replayCutBlocks } from "../../tests/support/cut-blocks";
import { ADDRESS_INDEX_WATCHED } from "../../tests/support/address-truth";
import { recordingDb, wholeReads } from "../../tests/support/whole-reads";
import { maintainAddressIndex } from "./address-index.server";
import { getAddress, listAddressTransactions } from "../data/addresses/addresses.server";
import type { Db } from "../db/db.server";
import { failedScriptTransaction } from "../../demo/test/script-examples.mjs";
import { ASSET_INDEX_TABLES, assetIndexRows } from "../../tests/support/asset-truth";
import { maintainAssetIndex } from "./asset-index.server";

// The address index (ADR 006) on the generated demo chain: after the catch-up every
// address's and stake address's summary equals a direct aggregate over tx_out/tx_in;
// after a rollback the reads are right at once (rows past R are subtracted) and the
// next pass undoes it; blocks that appear are read live before any pass and indexed
// by the next one; two passes at once do not count anything twice.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const LONG = 120_000;
const CUT_BLOCKS = 6;
let chain: ChainUnderTest;
let db: Db;
let busiest: string;
let busiestStake: string;
/** The asset index as the chain was loaded with it (demo/generator/asset-index-rows.mjs), its metadata resolved by the start's pass. */
let loadedAssetIndex: Record<string, string[]>;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "address_index" });
  db = chain.db;
  // The address and stake address most active in the newest blocks: the rollback below touches them.
  const [row] = await db.query<{ busiest: string; stake: string }>(
    `SELECT (SELECT o.address FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
             WHERE b.block_no > (SELECT max(block_no) FROM block) - ${CUT_BLOCKS}
             GROUP BY o.address ORDER BY count(*) DESC, o.address LIMIT 1) AS busiest,
            (SELECT sa.view FROM tx_out o JOIN stake_address sa ON sa.id = o.stake_address_id GROUP BY sa.view ORDER BY count(*) DESC, sa.view LIMIT 1) AS stake`,
  );
  busiest = row!.busiest;
  busiestStake = row!.stake;
  loadedAssetIndex = await assetIndexRows(db);
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

/** The reads for the sample addresses equal the direct computation (figures and the first and a deep page). */
async function expectReadsMatchChain(): Promise<void> {
  for (const [kind, address] of [
    ["payment", busiest],
    ["stake", busiestStake],
  ] as const) {
    const direct = await directFigures(db, kind, address);
    const got = await getAddress(db, address);
    expect(got, address).toMatchObject({
      totalReceived: kind === "payment" ? direct.received : got.totalReceived,
      txCount: direct.txCount,
      firstSeenBlock: direct.firstSeenBlock,
      lastActivityBlock: direct.lastActivityBlock,
    });
    if (kind === "payment") expect(got).toMatchObject({ balance: direct.unspent, totalSent: direct.sent, utxoCount: direct.utxoCount });
    const history = await directHistory(db, kind, address);
    for (const offset of [0, Math.floor(history.length / 2)]) {
      const page = await listAddressTransactions(db, address, { limit: 10, offset });
      expect(page.transactions.map((t) => [t.hash, t.netAmount])).toEqual(history.slice(offset, offset + 10).map((t) => [t.hash, t.netAmount]));
      expect(page.pagination.total).toBe(history.length);
    }
  }
}

/**
 * Whether the stake address's figures read its live tail from its own outputs (the
 * long-tail form); either way the read is index-backed (enable_seqscan off).
 */
async function readsStakeTailByItsOutputs(): Promise<boolean> {
  const { db: recording, seen } = recordingDb(db);
  await getAddress(recording, busiestStake);
  // The last read of the figures is the one made with the index state it found.
  const figures = seen.filter(({ text }) => text.includes("tail_moves")).at(-1)!;
  expect(await wholeReads(db, figures, ADDRESS_INDEX_WATCHED), figures.text).toEqual([]);
  return /o\.stake_address_id = \(SELECT id FROM sa\) AND o\.tx_id >= \$3/.test(figures.text);
}

async function expectIndexMatchesChain(): Promise<void> {
  expect(await summaryMismatches(db)).toEqual([]);
  expect(await stakeSummaryMismatches(db)).toEqual([]);
}

describe("the address index", () => {
  it("after the catch-up, every address's and stake address's summary equals the direct aggregate", async () => {
    await expectIndexMatchesChain();
    const [counts] = await db.query<{ addresses: number; rows: number; blocks: number }>(
      `SELECT (SELECT count(*)::int FROM explorer.address_summary) AS addresses,
              (SELECT count(*)::int FROM explorer.address_tx) AS rows,
              (SELECT count(*)::int FROM explorer.address_index_block) AS blocks`,
    );
    expect(counts!.addresses).toBeGreaterThan(10);
    expect(counts!.rows).toBeGreaterThan(counts!.addresses);
    // A pass at the tip finds nothing to do.
    expect(await maintainAddressIndex(db)).toMatchObject({ locked: true, undone: 0, indexed: 0, pending: false });
  });

  it("a failed script transaction moves only its collateral: balances and counts of the addresses it touches", async () => {
    const query = (sql: string) => db.query<Record<string, unknown>>(sql);
    for (const which of ["unspent at the tip", "spent later"] as const) {
      const failed = await failedScriptTransaction(query, which);
      // The collateral's address paid the collateral taken (the fee) and the return came back.
      let net = 0n;
      for (const address of new Set([failed.collateralAddress, failed.returnAddress])) {
        const direct = await directFigures(db, "payment", address);
        expect(await getAddress(db, address)).toMatchObject({ balance: direct.unspent, txCount: direct.txCount, utxoCount: direct.utxoCount });
        net += BigInt((await directHistory(db, "payment", address)).find((row) => row.hash === failed.hash)?.netAmount ?? "0");
      }
      expect(net).toBe(-BigInt(failed.fee));
      // The script address still holds the output the failed transaction did not spend.
      const script = await getAddress(db, failed.regularInput.address);
      const scriptDirect = await directFigures(db, "payment", failed.regularInput.address);
      expect(script).toMatchObject({ balance: scriptDirect.unspent, txCount: scriptDirect.txCount, utxoCount: scriptDirect.utxoCount });
      const scriptHistory = await directHistory(db, "payment", failed.regularInput.address);
      expect(scriptHistory.map((row) => row.hash)).not.toContain(failed.hash);
      const [held] = await db.query<{ held: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM tx_out o JOIN tx t ON t.id = o.tx_id
                        WHERE t.hash = decode($1, 'hex') AND o.index = $2 AND o.consumed_by_tx_id IS NULL) AS held`,
        [failed.regularInput.txHash, failed.regularInput.index],
      );
      expect(held!.held).toBe(which === "unspent at the tip");
      if (which === "unspent at the tip") expect(BigInt(script.balance)).toBeGreaterThanOrEqual(BigInt(failed.regularInput.value));
    }
  });

  it(
    "after a rollback reads are right before the pass, and the pass undoes it; replayed blocks are read live, then indexed",
    async () => {
      const before = await getAddress(db, busiest);
      await cutNewestBlocks(db, CUT_BLOCKS);
      const afterCut = await getAddress(db, busiest);
      expect(afterCut.txCount).toBeLessThan(before.txCount);
      await expectReadsMatchChain();

      const undo = await maintainAddressIndex(db);
      expect(undo).toMatchObject({ locked: true, undone: CUT_BLOCKS, indexed: 0 });
      await expectIndexMatchesChain();
      await expectReadsMatchChain();

      // New blocks: on the pages at once (live tail), before any pass.
      await replayCutBlocks(db);
      expect(await getAddress(db, busiest)).toEqual(before);
      await expectReadsMatchChain();
      // A tail of a few blocks is probed transaction by transaction.
      expect(await readsStakeTailByItsOutputs()).toBe(false);
      const redo = await maintainAddressIndex(db);
      expect(redo).toMatchObject({ locked: true, undone: 0, indexed: CUT_BLOCKS });
      await expectIndexMatchesChain();
      await expectReadsMatchChain();
    },
    LONG,
  );

  it(
    "two passes at once after a rollback count nothing twice (one writer at a time under the lock)",
    async () => {
      await cutNewestBlocks(db, CUT_BLOCKS);
      await Promise.all([maintainAddressIndex(db), maintainAddressIndex(db)]);
      await expectIndexMatchesChain();
      await replayCutBlocks(db);
      const reports = await Promise.all([maintainAddressIndex(db), maintainAddressIndex(db), maintainAddressIndex(db)]);
      expect(reports.reduce((sum, r) => sum + r.indexed, 0)).toBe(CUT_BLOCKS);
      await expectIndexMatchesChain();
      await expectReadsMatchChain();
    },
    LONG,
  );

  it(
    "undo and indexing read no whole table or index (enable_seqscan off)",
    async () => {
      const { db: recording, seen } = recordingDb(db);
      await cutNewestBlocks(db, CUT_BLOCKS);
      expect((await maintainAddressIndex(recording)).undone).toBe(CUT_BLOCKS);
      await replayCutBlocks(db);
      expect((await maintainAddressIndex(recording)).indexed).toBe(CUT_BLOCKS);
      expect(seen.some(({ text }) => text.includes("INSERT INTO explorer.address_tx"))).toBe(true);
      expect(seen.some(({ text }) => text.includes("DELETE FROM explorer.address_tx"))).toBe(true);
      // EXPLAIN of a data-modifying statement only plans it: nothing is written twice.
      // stake_account_summary is exempt: with ~5,600 rows here the planner may merge-join
      // over its whole primary key; at mainnet's millions it probes per row.
      for (const statement of seen.filter(({ text }) => !/advisory/.test(text))) {
        const whole = (await wholeReads(db, statement, ADDRESS_INDEX_WATCHED)).filter((table) => table !== "stake_account_summary");
        expect(whole, statement.text).toEqual([]);
      }
      await expectIndexMatchesChain();
    },
    LONG,
  );

  it(
    "rebuilt from nothing in small batches, and read live (whole chain as the tail) before that; the rebuilt index equals the one the chain was loaded with",
    async () => {
      // The demo loader wrote the index with the chain (demo/generator/address-index-rows.mjs).
      const loaded = await indexRows(db);
      expect(loaded.transactions.length).toBeGreaterThan(1_000);
      await db.exec(`TRUNCATE explorer.address_summary, explorer.address_tx, explorer.stake_account_summary, explorer.stake_account_tx, explorer.address_index_block`);
      await expectReadsMatchChain();
      // The whole chain is a long tail: a stake address's is read from its own outputs,
      // not by probing every transaction of the chain.
      expect(await readsStakeTailByItsOutputs()).toBe(true);
      // A pass out of budget after its first batch says how far behind the tip it is.
      const first = await maintainAddressIndex(db, { batchBlocks: 97, budgetMs: 0 });
      const [tip] = await db.query<{ height: number }>(`SELECT max(block_no) AS height FROM block`);
      expect(first).toMatchObject({ pending: true, indexedTo: 96, behind: tip!.height - 96 });
      const report = await maintainAddressIndex(db, { batchBlocks: 97 });
      expect(report).toMatchObject({ locked: true, undone: 0, pending: false });
      expect(report.indexed).toBeGreaterThan(97 * 3);
      expect(report.behind).toBe(0);
      await expectIndexMatchesChain();
      await expectReadsMatchChain();
      const rebuilt = await indexRows(db);
      for (const part of ["addresses", "stakeAccounts", "transactions", "stakeTransactions", "blocks"] as const) {
        expect(onlyIn(loaded[part], rebuilt[part]), `${part} only as loaded`).toEqual([]);
        expect(onlyIn(rebuilt[part], loaded[part]), `${part} only as rebuilt`).toEqual([]);
      }
    },
    LONG,
  );
});

describe("the asset index written with the chain", () => {
  it(
    "equals the one rebuilt from nothing in small batches, row by row",
    async () => {
      expect(loadedAssetIndex.assets!.length).toBeGreaterThan(50);
      expect(loadedAssetIndex.holdings!.length).toBeGreaterThan(loadedAssetIndex.assets!.length);
      expect(loadedAssetIndex.assets!.filter((line) => line.includes("CIP-")).length).toBeGreaterThan(0);
      await db.exec(`TRUNCATE ${ASSET_INDEX_TABLES}`);
      const report = await maintainAssetIndex(db, { batchBlocks: 97 });
      expect(report).toMatchObject({ locked: true, undone: 0, pending: false, behind: 0 });
      const rebuilt = await assetIndexRows(db);
      for (const [part, lines] of Object.entries(loadedAssetIndex)) {
        expect(onlyIn(lines, rebuilt[part]!), `${part} only as loaded`).toEqual([]);
        expect(onlyIn(rebuilt[part]!, lines), `${part} only as rebuilt`).toEqual([]);
      }
    },
    LONG,
  );
});

/** Every row of the address index as text, keyed by address text and stake view (ids are each writer's own). */
async function indexRows(db: Db) {
  const lines = async (sql: string) => (await db.query<{ line: string }>(sql)).map((row) => row.line);
  return {
    addresses: await lines(
      `SELECT concat_ws(' ', a.address, s.view, a.received, a.sent, a.tx_count, a.utxo_count, a.first_block_no, a.last_block_no) AS line
       FROM explorer.address_summary a LEFT JOIN explorer.stake_account_summary s ON s.id = a.stake_account_id`,
    ),
    stakeAccounts: await lines(
      `SELECT concat_ws(' ', view, received, sent, tx_count, address_count, first_block_no, last_block_no) AS line FROM explorer.stake_account_summary`,
    ),
    transactions: await lines(
      `SELECT concat_ws(' ', a.address, x.seq, x.block_no, x.block_index, x.received, x.sent, x.created, x.spent) AS line
       FROM explorer.address_tx x JOIN explorer.address_summary a ON a.id = x.address_id`,
    ),
    stakeTransactions: await lines(
      `SELECT concat_ws(' ', s.view, x.seq, x.block_no, x.block_index, x.received, x.sent) AS line
       FROM explorer.stake_account_tx x JOIN explorer.stake_account_summary s ON s.id = x.account_id`,
    ),
    blocks: await lines(`SELECT concat_ws(' ', block_no, encode(hash, 'hex')) AS line FROM explorer.address_index_block`),
  };
}

/** The first few lines of `a` that `b` lacks. */
function onlyIn(a: string[], b: string[]): string[] {
  const other = new Set(b);
  return a.filter((line) => !other.has(line)).slice(0, 5);
}
