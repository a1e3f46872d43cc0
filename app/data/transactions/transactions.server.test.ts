import { beforeAll, describe, expect, it } from "vitest";
import { chainForSuite } from "../../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import type { Db } from "../../db/db.server";
import type { AssetAmount, Transaction } from "../../lib/domain";
import { getTransaction } from "./transactions.server";

// The transaction read's eUTxO side on the test chain (assets, mint,
// collateral, failed script transactions), against the chain's own rows read
// with SQL of their own. Runs on the embedded database and on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let db: Db;

chainForSuite({ network: "mainnet", now: NOW, name: "tx-eutxo" }, (opened) => {
  db = opened;
});

type Holding = { at: string; fingerprint: string; unit: string; quantity: string };
const byPlace = (a: Holding, b: Holding) => a.at.localeCompare(b.at) || a.unit.localeCompare(b.unit);
const holdings = (at: string, assets: ReadonlyArray<AssetAmount>): Holding[] =>
  assets.map(({ fingerprint, unit, quantity }) => ({ at, fingerprint, unit, quantity }));

async function hashOf(sql: string): Promise<string> {
  const [row] = await db.query<{ hash: string }>(sql);
  expect(row, sql).toBeDefined();
  return row!.hash;
}

/** The transaction whose one output carries the most assets. */
const mostAssetsInOneOutput = () =>
  hashOf(`SELECT encode(t.hash, 'hex') AS hash FROM ma_tx_out m JOIN tx_out o ON o.id = m.tx_out_id JOIN tx t ON t.id = o.tx_id
          GROUP BY t.hash, o.id ORDER BY count(*) DESC, o.id LIMIT 1`);

describe("assets", () => {
  it("lists every asset of every output and input with its quantity, as ma_tx_out holds them", async () => {
    const hash = await mostAssetsInOneOutput();
    const tx = (await getTransaction(db, hash))!;
    const truth = await db.query<Holding>(
      `SELECT 'out#' || o.index AS at, a.fingerprint, encode(a.policy || a.name, 'hex') AS unit, m.quantity::text AS quantity
       FROM tx t JOIN tx_out o ON o.tx_id = t.id JOIN ma_tx_out m ON m.tx_out_id = o.id JOIN multi_asset a ON a.id = m.ident
       WHERE t.hash = decode($1, 'hex')
       UNION ALL
       SELECT 'in:' || encode(s.hash, 'hex') || '#' || i.tx_out_index, a.fingerprint, encode(a.policy || a.name, 'hex'), m.quantity::text
       FROM tx t JOIN tx_in i ON i.tx_in_id = t.id JOIN tx s ON s.id = i.tx_out_id
       JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
       JOIN ma_tx_out m ON m.tx_out_id = o.id JOIN multi_asset a ON a.id = m.ident
       WHERE t.hash = decode($1, 'hex')`,
      [hash],
    );
    const shown = [
      ...tx.outputs!.flatMap((output) => holdings(`out#${output.outputIndex}`, output.assets)),
      ...tx.inputs!.flatMap((input) => holdings(`in:${input.utxoHash}#${input.outputIndex}`, input.assets)),
    ];
    expect(Math.max(...tx.outputs!.map((output) => output.assets.length))).toBeGreaterThanOrEqual(20);
    expect(shown.sort(byPlace)).toEqual(truth.sort(byPlace));
  });

  it("reads a transaction with dozens of assets in as many queries as one with a single asset (no query per asset)", async () => {
    const many = await mostAssetsInOneOutput();
    const one = await hashOf(
      `SELECT encode(t.hash, 'hex') AS hash FROM ma_tx_out m JOIN tx_out o ON o.id = m.tx_out_id JOIN tx t ON t.id = o.tx_id
       GROUP BY t.id, t.hash HAVING count(*) = 1 ORDER BY t.id DESC LIMIT 1`,
    );
    const queries = async (hash: string) => {
      const { db: recording, seen } = recordingDb(db);
      await getTransaction(recording, hash);
      return seen;
    };
    const [withAssets, withOne] = [await queries(many), await queries(one)];
    expect(withAssets.length).toBe(withOne.length);
    // Every statement is index-backed, the eUTxO side tables included.
    const watched = new Set<string>([...CHAIN_TABLES, "ma_tx_out", "ma_tx_mint", "multi_asset", "redeemer", "collateral_tx_in", "reference_tx_in", "collateral_tx_out", "datum", "extra_key_witness"]);
    for (const statement of withAssets) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
  });

  it("gives what a transaction mints (+) and burns (−), as ma_tx_mint holds it", async () => {
    const hash = await hashOf(
      `SELECT encode(t.hash, 'hex') AS hash FROM tx t WHERE EXISTS (SELECT 1 FROM ma_tx_mint m WHERE m.tx_id = t.id AND m.quantity < 0)
       ORDER BY t.id LIMIT 1`,
    );
    const truth = await db.query<Holding>(
      `SELECT 'mint' AS at, a.fingerprint, encode(a.policy || a.name, 'hex') AS unit, m.quantity::text AS quantity
       FROM tx t JOIN ma_tx_mint m ON m.tx_id = t.id JOIN multi_asset a ON a.id = m.ident WHERE t.hash = decode($1, 'hex')`,
      [hash],
    );
    const tx = (await getTransaction(db, hash))!;
    expect(truth.some((row) => row.quantity.startsWith("-"))).toBe(true);
    expect(holdings("mint", tx.mint!).sort(byPlace)).toEqual(truth.sort(byPlace));
  });
});

describe("a failed script transaction", () => {
  let hash: string;
  let tx: Transaction;
  beforeAll(async () => {
    hash = await hashOf("SELECT encode(hash, 'hex') AS hash FROM tx WHERE NOT valid_contract ORDER BY id LIMIT 1");
    tx = (await getTransaction(db, hash))!;
  });

  it("is marked failed, spends its collateral and nothing else, and creates only its collateral return", async () => {
    const collateral = await db.query<{ utxoHash: string; outputIndex: number; amount: string }>(
      `SELECT encode(s.hash, 'hex') AS "utxoHash", c.tx_out_index AS "outputIndex", o.value::text AS amount
       FROM tx t JOIN collateral_tx_in c ON c.tx_in_id = t.id JOIN tx s ON s.id = c.tx_out_id
       JOIN tx_out o ON o.tx_id = c.tx_out_id AND o.index = c.tx_out_index
       WHERE t.hash = decode($1, 'hex') ORDER BY c.id`,
      [hash],
    );
    const [returned] = await db.query<{ value: string; fee: string; index: number }>(
      `SELECT o.value::text AS value, t.fee::text AS fee, o.index FROM tx t JOIN tx_out o ON o.tx_id = t.id WHERE t.hash = decode($1, 'hex')`,
      [hash],
    );
    expect(tx.validContract).toBe(false);
    expect(tx.txType).toBe("failed_script");
    expect(collateral.length).toBeGreaterThan(0);
    expect(tx.collateralInputs!.map(({ utxoHash, outputIndex, amount }) => ({ utxoHash, outputIndex, amount }))).toEqual(collateral);
    // What the chain spent for it: exactly the collateral (db-sync's tx_in rows of a failed transaction).
    const spent = await db.query<{ utxoHash: string; outputIndex: number }>(
      `SELECT encode(s.hash, 'hex') AS "utxoHash", i.tx_out_index AS "outputIndex"
       FROM tx t JOIN tx_in i ON i.tx_in_id = t.id JOIN tx s ON s.id = i.tx_out_id WHERE t.hash = decode($1, 'hex') ORDER BY i.id`,
      [hash],
    );
    expect(spent).toEqual(collateral.map(({ utxoHash, outputIndex }) => ({ utxoHash, outputIndex })));
    expect(tx.inputs).toEqual([]);
    expect(tx.outputs).toEqual([]);
    expect(tx.collateralReturn).toMatchObject({ created: true, amount: returned!.value, outputIndex: returned!.index });
    // Collateral in = return + the fee (the collateral taken).
    expect(collateral.reduce((total, row) => total + BigInt(row.amount), 0n)).toBe(BigInt(returned!.value) + BigInt(tx.fee));
  });

  it("leaves the output its script was to spend unspent", async () => {
    // The regular input is recorded nowhere; the output its spend redeemer was
    // for sits at the redeemer's script address, and none there is spent by it.
    const [row] = await db.query<{ scriptOutputs: number; spentByFailed: number }>(
      `SELECT count(*)::int AS "scriptOutputs",
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index AND i.tx_in_id = t.id))::int AS "spentByFailed"
       FROM tx t JOIN redeemer r ON r.tx_id = t.id AND r.purpose = 'spend'
       JOIN tx_out o ON o.payment_cred = r.script_hash
       WHERE t.hash = decode($1, 'hex')`,
      [hash],
    );
    expect(row!.scriptOutputs).toBeGreaterThan(0);
    expect(row!.spentByFailed).toBe(0);
    expect(tx.redeemers!.length).toBeGreaterThan(0);
  });
});
