import type { Page, Transaction, TransactionCertificate, TransactionWithdrawal } from "../../lib/domain";
import { amountSent } from "../../lib/transactions/tx-balance";
import { getChainTip } from "../chain-tip.server";
import { BLOCK_EPOCH_SQL, EXTERNAL_FLOW_SQL } from "../tx-figures-sql.server";
import type { Queryable } from "../../db/queryable.server";
import { listInputRows, listOutputRows, readWitnessRows, type InputRow, type OutputRow } from "./eutxo.server";
import { labelAssets } from "./tx-assets.server";

type TransactionRow = Omit<Transaction, DetailField | "metadata" | "amount"> & {
  internalId: number;
};

type DetailField =
  | "inputs" | "outputs" | "withdrawals" | "certificates" | "mint" | "collateralInputs" | "collateralReturn"
  | "referenceInputs" | "requiredSigners" | "redeemers" | "datums";

// The type a transaction shows (spec §3 labels), from which certificate or
// side table it touches, first match wins; each probe is an indexed EXISTS.
// A failed script transaction comes first: whatever its body says, only its
// collateral moved.
const TX_TYPE = `
  CASE
    WHEN NOT t.valid_contract THEN 'failed_script'
    WHEN EXISTS (SELECT 1 FROM pool_update pu WHERE pu.registered_tx_id = t.id) THEN 'pool_registration'
    WHEN EXISTS (SELECT 1 FROM pool_retire pr WHERE pr.announced_tx_id = t.id) THEN 'pool_retirement'
    WHEN EXISTS (SELECT 1 FROM delegation d WHERE d.tx_id = t.id) THEN 'delegation'
    WHEN EXISTS (SELECT 1 FROM stake_registration sr WHERE sr.tx_id = t.id) THEN 'stake_registration'
    WHEN EXISTS (SELECT 1 FROM stake_deregistration sd WHERE sd.tx_id = t.id) THEN 'stake_deregistration'
    WHEN EXISTS (SELECT 1 FROM withdrawal w WHERE w.tx_id = t.id) THEN 'withdrawal'
    WHEN EXISTS (SELECT 1 FROM tx_metadata m WHERE m.tx_id = t.id) THEN 'metadata'
    ELSE 'payment'
  END`;

/**
 * The transactions `chosen` selects (a subquery over tx with its own LIMIT or
 * key), with their type and amounts. Choosing first lets the planner see a
 * handful of rows, so each type probe is an index lookup per row rather than
 * a hash of a whole side table built for the chain's every transaction.
 */
const transactionSelect = (chosen: string) => `
  SELECT t.id AS "internalId",
         encode(t.hash, 'hex') AS "id",
         encode(t.hash, 'hex') AS "hash",
         ${TX_TYPE} AS "txType",
         encode(b.hash, 'hex') AS "blockId",
         b.block_no AS "blockHeight",
         ${BLOCK_EPOCH_SQL} AS "epochNumber",
         b.slot_no AS "absoluteSlot",
         b.epoch_slot_no AS "slotInEpoch",
         b.time AS "timestamp",
         t.out_sum::text AS "totalOutput",
         (${EXTERNAL_FLOW_SQL})::text AS "externalFlow",
         t.fee::text AS "fee",
         t.size AS "size",
         t.valid_contract AS "validContract",
         coalesce(t.deposit, 0)::text AS "deposit",
         (SELECT coalesce(sum(w.amount), 0) FROM withdrawal w WHERE w.tx_id = t.id)::text AS "withdrawn"
  FROM (${chosen}) t
  JOIN block b ON b.id = t.block_id`;

// The list's Amount is the Amount Sent, by the one rule of app/lib/transactions/tx-balance.ts.
function toTransaction({ internalId: _internal, ...row }: TransactionRow): Transaction {
  return { ...row, amount: (amountSent(row.externalFlow) ?? 0n).toString(), metadata: null };
}

/**
 * Newest first, by a keyset on tx.id counted down from the newest
 * transaction: page 5,000 is one index range, like page 1. (db-sync ids are
 * gap-free except after a rollback, where a deep page may shift by the gap.)
 */
export async function listTransactions(db: Queryable, { limit, offset }: Page): Promise<Transaction[]> {
  const tip = await getChainTip(db);
  if (!tip || tip.txId === 0) return [];
  const rows = await db.query<TransactionRow>(
    `${transactionSelect("SELECT * FROM tx WHERE id <= $1 ORDER BY id DESC LIMIT $2")}
     ORDER BY t.id DESC`,
    [tip.txId - offset, limit],
  );
  return rows.map(toTransaction);
}

/**
 * One transaction with everything that makes it balance and the rest of its
 * eUTxO body; null when unknown. Two round trips after the transaction's row:
 * the side tables side by side, then one label lookup for every asset of it.
 */
export async function getTransaction(db: Queryable, hash: string): Promise<Transaction | null> {
  const [row] = await db.query<TransactionRow>(transactionSelect("SELECT * FROM tx WHERE hash = decode($1, 'hex')"), [hash]);
  if (!row) return null;
  const [inputRows, outputRows, withdrawals, certificates, metadata, witnesses] = await Promise.all([
    listInputRows(db, row.internalId),
    listOutputRows(db, row.internalId),
    listWithdrawals(db, row.internalId),
    listCertificates(db, row.internalId),
    getMetadata(db, row.internalId),
    readWitnessRows(db, row.internalId),
  ]);
  const withAssets = await labelAssets(db, [...inputRows, ...outputRows].map((io) => io.assets).concat([witnesses.mint]));
  const input = ({ role: _role, assets, ...io }: InputRow) => ({ ...io, assets: withAssets(assets) });
  const output = ({ assets, ...io }: OutputRow) => ({ ...io, assets: withAssets(assets) });
  const inRole = (role: InputRow["role"]) => inputRows.filter((io) => io.role === role).map(input);
  // A failed script transaction: db-sync's tx_in holds its collateral (again)
  // and its one tx_out its collateral return; its regular inputs and outputs
  // never happened.
  const failed = !row.validContract;
  const [createdReturn] = failed ? outputRows : [];
  const collateralReturn = createdReturn ?? witnesses.declaredCollateralReturn;
  return {
    ...toTransaction(row),
    metadata,
    inputs: failed ? [] : inRole("input"),
    outputs: failed ? [] : outputRows.map(output),
    withdrawals,
    certificates,
    mint: withAssets(witnesses.mint),
    collateralInputs: inRole("collateral"),
    collateralReturn: collateralReturn ? { ...output(collateralReturn), created: createdReturn !== undefined } : null,
    referenceInputs: inRole("reference"),
    requiredSigners: witnesses.requiredSigners,
    redeemers: witnesses.redeemers,
    datums: witnesses.datums,
  };
}

function listWithdrawals(db: Queryable, txId: number): Promise<TransactionWithdrawal[]> {
  return db.query<TransactionWithdrawal>(
    `SELECT sa.view AS "stakeAddress", w.amount::text AS "amount"
     FROM withdrawal w JOIN stake_address sa ON sa.id = w.addr_id
     WHERE w.tx_id = $1
     ORDER BY w.id`,
    [txId],
  );
}

function listCertificates(db: Queryable, txId: number): Promise<TransactionCertificate[]> {
  return db.query<TransactionCertificate>(
    `SELECT * FROM (
       SELECT 'stake_registration' AS "type", r.cert_index AS "index", sa.view AS "stakeAddress",
              NULL AS "poolId", coalesce(r.deposit, 0)::text AS "deposit"
       FROM stake_registration r JOIN stake_address sa ON sa.id = r.addr_id WHERE r.tx_id = $1
       UNION ALL
       SELECT 'stake_deregistration', d.cert_index, sa.view, NULL, NULL
       FROM stake_deregistration d JOIN stake_address sa ON sa.id = d.addr_id WHERE d.tx_id = $1
       UNION ALL
       SELECT 'delegation', d.cert_index, sa.view, ph.view, NULL
       FROM delegation d JOIN stake_address sa ON sa.id = d.addr_id JOIN pool_hash ph ON ph.id = d.pool_hash_id
       WHERE d.tx_id = $1
       UNION ALL
       SELECT 'pool_registration', u.cert_index, NULL, ph.view, u.deposit::text
       FROM pool_update u JOIN pool_hash ph ON ph.id = u.hash_id WHERE u.registered_tx_id = $1
       UNION ALL
       SELECT 'pool_retirement', r.cert_index, NULL, ph.view, NULL
       FROM pool_retire r JOIN pool_hash ph ON ph.id = r.hash_id WHERE r.announced_tx_id = $1
     ) certificates
     ORDER BY "index"`,
    [txId],
  );
}

// Metadata as the chain holds it, label → value; a label whose value is not
// JSON shows its CBOR in hex.
async function getMetadata(db: Queryable, txId: number): Promise<Record<string, unknown> | null> {
  const rows = await db.query<{ key: string; json: unknown; cbor: string | null }>(
    `SELECT m.key::text AS "key", m.json AS "json", encode(m.bytes, 'hex') AS "cbor"
     FROM tx_metadata m WHERE m.tx_id = $1 ORDER BY m.key`,
    [txId],
  );
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((row) => [row.key, row.json ?? { cbor: row.cbor }]));
}
