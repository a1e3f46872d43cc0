// @ts-check
// Notable Plutus transactions of the demo chains, found in SQL the way any test can
// (both networks, PGlite and PostgreSQL): a failed script transaction with the script
// output it failed to spend, a script spend of an inline datum, a transaction with
// reference inputs, a script address holding funds, a hostile inline datum.
// A failed transaction's regular inputs are recorded nowhere (db-sync 13.6); its
// script input is found through the datum it carried: the spent output was locked
// by that datum's hash, and the failed transaction was the first to carry the datum.

/** @typedef {import("./chain-invariants.mjs").Query} Query */

/**
 * @typedef {object} FailedScriptTransaction
 * @property {string} hash
 * @property {string} fee the collateral taken (DFM)
 * @property {string} collateralAddress the address of its (first) collateral input
 * @property {string} returnAddress the address of its collateral return (its one output)
 * @property {{ txHash: string, index: number, address: string, value: string, spentBy: string | null }} regularInput
 *   the script output it tried to spend: still unspent (spentBy null) or spent by a later transaction
 */

/**
 * @param {Query} query
 * @param {"unspent at the tip" | "spent later"} regularInput which failed transaction: the newest
 *   whose script input is still unspent, or the oldest whose script input a later transaction spent
 * @returns {Promise<FailedScriptTransaction>}
 */
export async function failedScriptTransaction(query, regularInput) {
  const unspent = regularInput === "unspent at the tip";
  const [row] = await query(`
    SELECT encode(t.hash, 'hex') AS hash, t.fee::text AS fee,
           (SELECT c.address FROM tx_in i JOIN tx_out c ON c.tx_id = i.tx_out_id AND c.index = i.tx_out_index
            WHERE i.tx_in_id = t.id ORDER BY i.id LIMIT 1) AS "collateralAddress",
           (SELECT r.address FROM tx_out r WHERE r.tx_id = t.id) AS "returnAddress",
           encode(made.hash, 'hex') AS "txHash", o.index, o.address, o.value::text AS value, encode(spender.hash, 'hex') AS "spentBy"
    FROM tx t JOIN datum d ON d.tx_id = t.id
    JOIN tx_out o ON o.data_hash = d.hash AND o.tx_id < t.id AND o.address_has_script
    JOIN tx made ON made.id = o.tx_id
    LEFT JOIN tx spender ON spender.id = o.consumed_by_tx_id
    WHERE NOT t.valid_contract AND ${unspent ? "o.consumed_by_tx_id IS NULL" : "o.consumed_by_tx_id > t.id"}
    ORDER BY t.id ${unspent ? "DESC" : "ASC"} LIMIT 1`);
  if (!row) throw new Error(`no failed script transaction whose script input is ${regularInput}`);
  return {
    hash: String(row.hash),
    fee: String(row.fee),
    collateralAddress: String(row.collateralAddress),
    returnAddress: String(row.returnAddress),
    regularInput: {
      txHash: String(row.txHash),
      index: Number(row.index),
      address: String(row.address),
      value: String(row.value),
      spentBy: row.spentBy === null ? null : String(row.spentBy),
    },
  };
}

/**
 * One row's first column as text; throws when the chain has no such example.
 * @param {Query} query
 * @param {string} what
 * @param {string} sql
 */
async function one(query, what, sql) {
  const [row] = await query(sql);
  if (!row) throw new Error(`no ${what} on this chain`);
  return row;
}

/**
 * The newest valid transaction spending a script output locked with an inline datum, with its redeemer.
 * @param {Query} query
 * @returns {Promise<{ hash: string }>}
 */
export async function scriptSpendWithInlineDatum(query) {
  const row = await one(query, "script spend of an inline datum", `
    SELECT encode(t.hash, 'hex') AS hash FROM tx_in i JOIN tx t ON t.id = i.tx_in_id
    JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE i.redeemer_id IS NOT NULL AND o.inline_datum_id IS NOT NULL AND t.valid_contract
    ORDER BY t.id DESC LIMIT 1`);
  return { hash: String(row.hash) };
}

/**
 * The newest transaction with reference inputs.
 * @param {Query} query
 * @returns {Promise<{ hash: string }>}
 */
export async function transactionWithReferenceInputs(query) {
  const row = await one(query, "transaction with reference inputs", `
    SELECT encode(t.hash, 'hex') AS hash FROM reference_tx_in r JOIN tx t ON t.id = r.tx_in_id ORDER BY r.id DESC LIMIT 1`);
  return { hash: String(row.hash) };
}

/**
 * A script address holding funds, whose script is on chain.
 * @param {Query} query
 * @returns {Promise<{ address: string, scriptHash: string }>}
 */
export async function fundedScriptAddress(query) {
  const row = await one(query, "funded script address", `
    SELECT o.address, encode(o.payment_cred, 'hex') AS "scriptHash" FROM tx_out o
    WHERE o.address_has_script AND o.consumed_by_tx_id IS NULL
      AND EXISTS (SELECT 1 FROM script s WHERE s.hash = o.payment_cred)
    ORDER BY o.id DESC LIMIT 1`);
  return { address: String(row.address), scriptHash: String(row.scriptHash) };
}

/**
 * The newest output whose inline datum holds bytes that decode to markup and a right-to-left override.
 * @param {Query} query
 * @returns {Promise<{ txHash: string, index: number }>}
 */
export async function hostileInlineDatumOutput(query) {
  const row = await one(query, "hostile inline datum", `
    SELECT encode(t.hash, 'hex') AS "txHash", o.index FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN datum d ON d.id = o.inline_datum_id
    WHERE d.value::text LIKE '%' || encode(convert_to('<script>', 'UTF8'), 'hex') || '%'
    ORDER BY o.id DESC LIMIT 1`);
  return { txHash: String(row.txHash), index: Number(row.index) };
}
