import type { AddressUtxo, Page } from "../lib/domain";
import type { Queryable } from "./queryable.server";

/**
 * A payment address's unspent outputs, newest first (output index ascending
 * within a transaction). The address's outputs are walked newest first on
 * explorer_tx_out_address_tx_id, and each is kept unless an input points at
 * it (explorer_tx_in_tx_out_id_index: one probe). Spent is read through tx_in,
 * not tx_out.consumed_by_tx_id, which db-sync fills only in its consumed/prune
 * modes. The walk passes every spent output newer than the page, so a deep
 * page of an address that spends a lot costs more (docs/indexes.md).
 */
export async function listAddressUtxos(db: Queryable, address: string, { limit, offset }: Page): Promise<AddressUtxo[]> {
  return db.query<AddressUtxo>(
    `SELECT encode(t.hash, 'hex') AS "txId",
            u.index::int AS "outputIndex",
            u.value::text AS "amount",
            b.block_no AS "blockHeight",
            b.time AS "timestamp"
     FROM (
       SELECT o.tx_id, o.index, o.value
       FROM tx_out o
       WHERE o.address = $1
         AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)
       ORDER BY o.tx_id DESC, o.index
       LIMIT $2 OFFSET $3
     ) u
     JOIN tx t ON t.id = u.tx_id
     JOIN block b ON b.id = t.block_id
     ORDER BY u.tx_id DESC, u.index`,
    [address, limit, offset],
  );
}
