import type { AddressUtxo, Page } from "../../lib/domain";
import type { Queryable } from "../../db/queryable.server";

/**
 * A payment address's unspent outputs, newest first (output index ascending
 * within a transaction). The walk goes newest first over
 * explorer_tx_out_unspent_address, the address's outputs whose
 * consumed_by_tx_id is NULL, and keeps each output no input points at
 * (explorer_tx_in_tx_out_id_index: one probe). One query for both kinds of
 * db-sync: with consumed tracking (tx_out.value = "consumed") spent outputs are
 * not in the index at all, so a page costs its own rows even for an exchange
 * address; without it the column is NULL everywhere, the index holds every
 * output and the tx_in probe alone decides, passing every spent output newer
 * than the page (correct, slow for very busy addresses: docs/indexes.md).
 * In consumed mode without force_tx_in db-sync leaves tx_in empty; the probe then
 * finds nothing and the column decides alone.
 */
export const ADDRESS_UTXOS_SQL = `
  SELECT encode(t.hash, 'hex') AS "txId",
         u.index::int AS "outputIndex",
         u.value::text AS "amount",
         b.block_no AS "blockHeight",
         b.time AS "timestamp"
  FROM (
    SELECT o.tx_id, o.index, o.value
    FROM tx_out o
    -- The address as a closed range, not an equality: with "= $1" the
    -- planner may walk db-sync's tx_out(tx_id) index backward over every
    -- output of the chain (it expects many unspent and a well-correlated
    -- heap); ordered by (address, tx_id) only our indexes serve the walk.
    -- "consumed_by_tx_id IS NULL" is the partial index's own predicate.
    WHERE o.address >= $1 AND o.address <= $1
      AND o.consumed_by_tx_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)
    ORDER BY o.address DESC, o.tx_id DESC, o.index
    LIMIT $2 OFFSET $3
  ) u
  JOIN tx t ON t.id = u.tx_id
  JOIN block b ON b.id = t.block_id
  ORDER BY u.tx_id DESC, u.index`;

/** A page of the unspent outputs ($1 address, $2 limit, $3 offset): see ADDRESS_UTXOS_SQL. */
export async function listAddressUtxos(db: Queryable, address: string, { limit, offset }: Page): Promise<AddressUtxo[]> {
  return db.query<AddressUtxo>(ADDRESS_UTXOS_SQL, [address, limit, offset]);
}
