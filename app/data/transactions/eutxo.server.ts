import type { PlutusData, TransactionRedeemer } from "../../lib/domain";
import type { Queryable } from "../../db/queryable.server";
import { assetsOfOutputSql, MINT_ROWS_SQL, type AssetRow } from "./tx-assets.server";

// The eUTxO side of one transaction as db-sync records it: what it spends,
// uses as collateral and only reads; what it creates, with datums and
// reference scripts; and its witnesses (mint, redeemers, datums, required
// signers). Each side table is read by the spending transaction's id through
// an index: db-sync's own where it has one, ours (schema/explorer.sql) for
// redeemer, collateral_tx_in, reference_tx_in and collateral_tx_out.

type ScriptRow = { hash: string; type: string; size: number | null };
type DatumRow = PlutusData & { inline: boolean };

/** One input, collateral input or reference input: the output it points at. */
export type InputRow = {
  role: "input" | "collateral" | "reference";
  address: string;
  utxoHash: string;
  outputIndex: number;
  amount: string;
  scriptAddress: boolean;
  referenceScript: ScriptRow | null;
  assets: AssetRow[];
};

/** One output the transaction created (for a failed one: its collateral return), or its declared collateral return. */
export type OutputRow = {
  address: string;
  outputIndex: number;
  amount: string;
  scriptAddress: boolean;
  datum: DatumRow | null;
  referenceScript: ScriptRow | null;
  spent: boolean;
  spentByTxId: string | null;
  assets: AssetRow[];
};

export type WitnessRow = {
  mint: AssetRow[];
  requiredSigners: string[];
  redeemers: TransactionRedeemer[];
  datums: PlutusData[];
  declaredCollateralReturn: OutputRow | null;
};

// SQL: the script `s` as JSON, or NULL.
const SCRIPT_JSON = `CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('hash', encode(s.hash, 'hex'), 'type', s.type::text, 'size', s.serialised_size) END`;

// SQL: Plutus data row `d` as PlutusData; its CBOR only where db-sync could not write it as JSON.
const dataJson = (d: string) =>
  `json_build_object('hash', encode(${d}.hash, 'hex'), 'value', ${d}.value, 'cbor', CASE WHEN ${d}.value IS NULL THEN encode(${d}.bytes, 'hex') END)`;

// SQL: the datum of output `o` (tx_out or collateral_tx_out): inline (datum by
// id), or by hash (looked up through db-sync's unique datum hash; value and
// cbor null when no transaction has supplied it yet).
const OUTPUT_DATUM = `
  CASE WHEN o.inline_datum_id IS NOT NULL
         THEN (SELECT ${dataJson("d")}::jsonb || '{"inline": true}' FROM datum d WHERE d.id = o.inline_datum_id)
       WHEN o.data_hash IS NOT NULL
         THEN coalesce((SELECT ${dataJson("d")}::jsonb FROM datum d WHERE d.hash = o.data_hash),
                       jsonb_build_object('hash', encode(o.data_hash, 'hex'), 'value', NULL, 'cbor', NULL)) || '{"inline": false}'
  END`;

/**
 * The outputs the inputs, collateral inputs and reference inputs point at, in
 * one query: the three tables have the same shape. For a failed script
 * transaction db-sync's tx_in holds the collateral again (its regular inputs
 * are recorded nowhere); the caller keeps the collateral_tx_in rows.
 */
export function listInputRows(db: Queryable, txId: number): Promise<InputRow[]> {
  return db.query<InputRow>(
    `SELECT r.role AS "role",
            src.address AS "address",
            encode(srctx.hash, 'hex') AS "utxoHash",
            r.tx_out_index AS "outputIndex",
            src.value::text AS "amount",
            src.address_has_script AS "scriptAddress",
            ${SCRIPT_JSON} AS "referenceScript",
            ${assetsOfOutputSql("src.id")} AS "assets"
     FROM (
       SELECT 'input' AS role, i.id AS ord, i.tx_out_id, i.tx_out_index FROM tx_in i WHERE i.tx_in_id = $1
       UNION ALL
       SELECT 'collateral', c.id, c.tx_out_id, c.tx_out_index FROM collateral_tx_in c WHERE c.tx_in_id = $1
       UNION ALL
       SELECT 'reference', f.id, f.tx_out_id, f.tx_out_index FROM reference_tx_in f WHERE f.tx_in_id = $1
     ) r
     JOIN tx srctx ON srctx.id = r.tx_out_id
     JOIN tx_out src ON src.tx_id = r.tx_out_id AND src.index = r.tx_out_index
     LEFT JOIN script s ON s.id = src.reference_script_id
     ORDER BY r.role, r.ord`,
    [txId],
  );
}

// Spent is read through tx_in, as on a standard full db-sync (tx_in.tx_out_id is indexed).
export function listOutputRows(db: Queryable, txId: number): Promise<OutputRow[]> {
  return db.query<OutputRow>(
    `SELECT o.address AS "address",
            o.index AS "outputIndex",
            o.value::text AS "amount",
            o.address_has_script AS "scriptAddress",
            ${OUTPUT_DATUM} AS "datum",
            ${SCRIPT_JSON} AS "referenceScript",
            spender.hash IS NOT NULL AS "spent",
            encode(spender.hash, 'hex') AS "spentByTxId",
            ${assetsOfOutputSql("o.id")} AS "assets"
     FROM tx_out o
     LEFT JOIN script s ON s.id = o.reference_script_id
     LEFT JOIN LATERAL (
       SELECT st.hash FROM tx_in i JOIN tx st ON st.id = i.tx_in_id
       WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
       LIMIT 1
     ) spender ON true
     WHERE o.tx_id = $1
     ORDER BY o.index`,
    [txId],
  );
}

/**
 * The witnesses and the declared collateral return, in one query of scalar
 * subqueries (each an index range by the transaction's id). Quantities, fees
 * and budgets leave as text: a JSON number would round above 2^53.
 */
export async function readWitnessRows(db: Queryable, txId: number): Promise<WitnessRow> {
  const [row] = await db.query<Omit<WitnessRow, "redeemers"> & { redeemers: Array<TransactionRedeemer & { unitMem: string; unitSteps: string }> }>(
    `SELECT
       ${MINT_ROWS_SQL} AS "mint",
       (SELECT coalesce(json_agg(encode(w.hash, 'hex') ORDER BY w.id), '[]')
        FROM extra_key_witness w WHERE w.tx_id = $1) AS "requiredSigners",
       (SELECT coalesce(json_agg(json_build_object(
                 'purpose', r.purpose::text, 'index', r.index, 'unitMem', r.unit_mem::text, 'unitSteps', r.unit_steps::text,
                 'fee', r.fee::text, 'scriptHash', encode(r.script_hash, 'hex'), 'data', ${dataJson("rd")},
                 'spends', (SELECT json_build_object('utxoHash', encode(st.hash, 'hex'), 'outputIndex', i.tx_out_index)
                            FROM tx_in i JOIN tx st ON st.id = i.tx_out_id WHERE i.redeemer_id = r.id LIMIT 1))
                 ORDER BY r.purpose, r.index), '[]')
        FROM redeemer r JOIN redeemer_data rd ON rd.id = r.redeemer_data_id WHERE r.tx_id = $1) AS "redeemers",
       (SELECT coalesce(json_agg(${dataJson("d")} ORDER BY d.id), '[]')
        FROM datum d WHERE d.tx_id = $1) AS "datums",
       (SELECT json_build_object(
                 'address', o.address, 'outputIndex', o.index, 'amount', o.value::text, 'scriptAddress', o.address_has_script,
                 'datum', ${OUTPUT_DATUM}, 'referenceScript', ${SCRIPT_JSON},
                 'spent', false, 'spentByTxId', NULL, 'assets', '[]'::json)
        FROM collateral_tx_out o LEFT JOIN script s ON s.id = o.reference_script_id
        WHERE o.tx_id = $1 LIMIT 1) AS "declaredCollateralReturn"`,
    [txId],
  );
  const { redeemers, ...rest } = row!;
  // Budgets are far below 2^53 (a block's whole budget is ~2·10^10 steps).
  return { ...rest, redeemers: redeemers.map((r) => ({ ...r, unitMem: Number(r.unitMem), unitSteps: Number(r.unitSteps) })) };
}
