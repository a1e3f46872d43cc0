// @ts-check
// The demo chain's Plutus ledger as db-sync 13.6 writes it (script-transactions.mjs):
// redeemers, datums, scripts, collateral, reference inputs, and failed script
// transactions, where only the collateral moves. Each check's SQL returns the
// violating rows, or one row of facts that must all be true.

/** @typedef {import("./chain-invariants.mjs").Check} Check */

/**
 * @param {string} name
 * @param {string} sql
 * @returns {Check}
 */
function violations(name, sql) {
  return { name, run: async (query) => (await query(`${sql} LIMIT 5`)).map((row) => JSON.stringify(row)) };
}

/**
 * @param {string} name
 * @param {string} sql
 * @returns {Check}
 */
function facts(name, sql) {
  return {
    name,
    run: async (query) => {
      const [row] = await query(sql);
      return Object.entries(row ?? {}).filter(([, value]) => value !== true).map(([key, value]) => `${key} is ${String(value)}`);
    },
  };
}

/** A failed transaction's spend, as `"<tx_out_id>#<index>"` items in order, from `table`. @param {string} table */
const spentBy = (table) => `(SELECT string_agg(x.tx_out_id || '#' || x.tx_out_index, ',' ORDER BY x.tx_out_id, x.tx_out_index) FROM ${table} x WHERE x.tx_in_id = t.id)`;
/** A transaction's outputs as text, from `table`. @param {string} table */
const outputsOf = (table) => `(SELECT string_agg(x.index || ' ' || x.address || ' ' || x.value, ',' ORDER BY x.index) FROM ${table} x WHERE x.tx_id = t.id)`;

/**
 * The failed transactions whose spent script output (found by the datum the failed
 * transaction carried) is still unspent at the tip, or spent later.
 * @param {"IS NULL" | "> t.id"} consumed
 */
const failedWithRegularInput = (consumed) => `EXISTS (
  SELECT 1 FROM tx t JOIN datum d ON d.tx_id = t.id JOIN tx_out o ON o.data_hash = d.hash AND o.tx_id < t.id
  WHERE NOT t.valid_contract AND o.consumed_by_tx_id ${consumed})`;

/** @type {Check[]} */
export const SCRIPT_CHECKS = [
  violations("every redeemer's transaction exists and its script is a known script", `
    SELECT r.id FROM redeemer r LEFT JOIN tx t ON t.id = r.tx_id
    WHERE t.id IS NULL OR NOT EXISTS (SELECT 1 FROM script s WHERE s.hash = r.script_hash)`),
  violations("a spend redeemer sits on an input of its own transaction spending an output of its script", `
    SELECT i.id FROM tx_in i JOIN redeemer r ON r.id = i.redeemer_id
    JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE r.tx_id <> i.tx_in_id OR r.purpose <> 'spend' OR NOT o.address_has_script OR o.payment_cred <> r.script_hash`),
  violations("every input of a valid transaction spending a script output has its redeemer", `
    SELECT i.id FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE o.address_has_script AND i.redeemer_id IS NULL`),
  violations("a redeemer's fee is its execution units at the epoch's prices", `
    SELECT r.id FROM redeemer r JOIN tx t ON t.id = r.tx_id JOIN block b ON b.id = t.block_id
    JOIN epoch_param ep ON ep.epoch_no = b.epoch_no
    WHERE abs(r.fee - (ep.price_mem * r.unit_mem + ep.price_step * r.unit_steps)) > 1`),
  violations("a failed transaction's tx_in rows are its collateral_tx_in rows", `
    SELECT t.id FROM tx t WHERE NOT t.valid_contract AND ${spentBy("tx_in")} IS DISTINCT FROM ${spentBy("collateral_tx_in")}`),
  violations("a failed transaction's only output is its collateral return, after the body's outputs", `
    SELECT t.id FROM tx t WHERE NOT t.valid_contract
      AND (${outputsOf("tx_out")} IS DISTINCT FROM ${outputsOf("collateral_tx_out")}
           OR (SELECT count(*) FROM tx_out o WHERE o.tx_id = t.id) <> 1
           OR EXISTS (SELECT 1 FROM tx_out o WHERE o.tx_id = t.id AND o.index = 0)
           OR t.deposit <> 0)`),
  violations("collateral inputs spend key-locked outputs; a valid transaction leaves them unspent", `
    SELECT c.id FROM collateral_tx_in c JOIN tx t ON t.id = c.tx_in_id
    JOIN tx_out o ON o.tx_id = c.tx_out_id AND o.index = c.tx_out_index
    WHERE o.address_has_script OR (t.valid_contract AND o.consumed_by_tx_id = t.id)
       OR (NOT t.valid_contract AND o.consumed_by_tx_id IS DISTINCT FROM t.id)`),
  violations("collateral returns go to a key address, without assets", `
    SELECT c.id FROM collateral_tx_out c WHERE c.multi_assets_descr <> 'fromList []' OR c.address_has_script`),
  violations("reference inputs read outputs made earlier and unspent at the time", `
    SELECT r.id FROM reference_tx_in r LEFT JOIN tx_out o ON o.tx_id = r.tx_out_id AND o.index = r.tx_out_index
    WHERE o.id IS NULL OR r.tx_out_id >= r.tx_in_id OR o.consumed_by_tx_id <= r.tx_in_id`),
  violations("an inline datum's output carries its hash; a script's reference output exists", `
    SELECT o.id FROM tx_out o LEFT JOIN datum d ON d.id = o.inline_datum_id LEFT JOIN script s ON s.id = o.reference_script_id
    WHERE (o.inline_datum_id IS NOT NULL AND (d.id IS NULL OR o.data_hash IS DISTINCT FROM d.hash))
       OR (o.reference_script_id IS NOT NULL AND s.id IS NULL)`),
  violations("script_size counts the scripts in the witnesses: none when the script is a reference input", `
    SELECT t.id, t.script_size FROM tx t
    WHERE t.script_size > 0 AND (NOT EXISTS (SELECT 1 FROM redeemer r WHERE r.tx_id = t.id)
                                 OR EXISTS (SELECT 1 FROM reference_tx_in x WHERE x.tx_in_id = t.id))`),
  violations("transactions sit inside their validity interval", `
    SELECT t.id FROM tx t JOIN block b ON b.id = t.block_id
    WHERE (t.invalid_before IS NOT NULL AND b.slot_no < t.invalid_before)
       OR (t.invalid_hereafter IS NOT NULL AND b.slot_no >= t.invalid_hereafter)`),
  facts("the Plutus ledger is on chain: spends, datums, reference scripts, collateral, failures", `
    SELECT (SELECT count(DISTINCT type) FROM script WHERE type IN ('plutusV2', 'plutusV3')) = 2 AS "Plutus V2 and V3 scripts",
           (SELECT bool_and(octet_length(hash) = 28 AND serialised_size > octet_length(bytes)) FROM script) AS "script hashes and sizes",
           (SELECT bool_and(octet_length(hash) = 32) FROM datum) AND (SELECT count(*) = count(DISTINCT hash) FROM datum) AS "datums once per hash",
           (SELECT count(*) = count(DISTINCT hash) FROM redeemer_data) AS "redeemer data once per hash",
           EXISTS (SELECT 1 FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
                   WHERE i.redeemer_id IS NOT NULL AND o.inline_datum_id IS NOT NULL) AS "a spend of an inline datum",
           EXISTS (SELECT 1 FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
                   WHERE i.redeemer_id IS NOT NULL AND o.inline_datum_id IS NULL AND o.data_hash IS NOT NULL) AS "a spend of a datum by hash",
           EXISTS (SELECT 1 FROM tx_out o WHERE o.data_hash IS NOT NULL AND o.inline_datum_id IS NULL
                   AND EXISTS (SELECT 1 FROM datum d WHERE d.hash = o.data_hash AND d.tx_id = o.tx_id)) AS "a datum hash with its datum in the tx",
           EXISTS (SELECT 1 FROM tx_out WHERE reference_script_id IS NOT NULL) AS "reference scripts",
           EXISTS (SELECT 1 FROM reference_tx_in) AS "reference inputs",
           EXISTS (SELECT 1 FROM extra_key_witness) AS "required signers",
           EXISTS (SELECT 1 FROM tx WHERE script_size > 0) AS "scripts in witnesses",
           EXISTS (SELECT 1 FROM tx WHERE invalid_before IS NOT NULL) AS "validity intervals",
           (SELECT count(*) FROM tx WHERE NOT valid_contract) >= 2 AS "failed script transactions",
           ${failedWithRegularInput("IS NULL")} AS "a failed tx's script input still unspent at the tip",
           ${failedWithRegularInput("> t.id")} AS "a failed tx's script input spent later",
           EXISTS (SELECT 1 FROM datum WHERE value::text LIKE '%' || encode(convert_to('<script>', 'UTF8'), 'hex') || '%')
             AND EXISTS (SELECT 1 FROM datum WHERE value::text LIKE '%' || encode(convert_to(chr(8238), 'UTF8'), 'hex') || '%') AS "hostile datum bytes"`),
];
