// Figures of a transaction and its block that the transaction reads and a
// block's reads share, so the two say the same.
//
// A transaction's external flow (spec §2 'Amount Sent' is its absolute value),
// as SQL over `t` (tx), shared by the transaction reads and a block's
// transaction list so both say the same. It is counted per wallet, as the stake
// address page counts its history: a wallet is an output's stake key, or its
// payment address where it has none. The sending wallets are those the inputs
// come from; their flow is what the transaction gives back to them minus what
// they put in. So change to another address of the sender's own wallet is not
// sent, a payment is −(payment + fee), and a reward withdrawal to one's own
// wallet is +(withdrawal − fee): the same net the sender's stake address shows.
// A transaction that spends nothing (the genesis distribution) has no sending
// wallet: everything it creates goes out, −out_sum.

const INPUTS_OF_T = `
  FROM tx_in i JOIN tx_out src ON src.tx_id = i.tx_out_id AND src.index = i.tx_out_index
  WHERE i.tx_in_id = t.id`;

/** SQL: `t`'s external flow in DFM (numeric): negative when value left the senders' wallets. */
export const EXTERNAL_FLOW_SQL = `
  CASE WHEN NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_in_id = t.id) THEN -t.out_sum
  ELSE
    (SELECT coalesce(sum(o.value), 0) FROM tx_out o
     WHERE o.tx_id = t.id
       AND EXISTS (SELECT 1 ${INPUTS_OF_T}
                   AND (src.stake_address_id = o.stake_address_id
                        OR (src.stake_address_id IS NULL AND o.stake_address_id IS NULL AND src.address = o.address))))
    - (SELECT coalesce(sum(src.value), 0) ${INPUTS_OF_T})
  END`;

const IS_GENESIS_ROW = "b.block_no IS NULL AND b.previous_id IS NULL";

/**
 * SQL: the epoch of block `b`. db-sync gives its genesis row (no parent, no
 * height) no epoch; the genesis distribution is the chain's state when its
 * first epoch begins, so it is in that epoch rather than in none.
 */
export const BLOCK_EPOCH_SQL = `
  coalesce(b.epoch_no, CASE WHEN ${IS_GENESIS_ROW} THEN (SELECT min(e.no) FROM epoch e) END)`;

/**
 * SQL: block `b`'s protocol version. db-sync writes 0.0 for the genesis row,
 * which no node produced; the version the chain began with is its first
 * epoch's parameter.
 */
export const BLOCK_PROTOCOL_SQL = `
  CASE WHEN ${IS_GENESIS_ROW}
    THEN coalesce((SELECT ep.protocol_major || '.' || ep.protocol_minor FROM epoch_param ep ORDER BY ep.epoch_no LIMIT 1),
                  b.proto_major || '.' || b.proto_minor)
    ELSE b.proto_major || '.' || b.proto_minor END`;
