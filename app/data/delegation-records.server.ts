import { delegationTypeOf } from "../lib/pools/delegation-types";
import type { DelegationType } from "../lib/domain";

// One delegation record, read the same way wherever a certificate is shown (the
// pool page's Recent Delegation Activity, the stake address's Delegation History
// and both JSON routes): its epoch, its type and its amount come from here only.
//
// A page's certificates arrive as rows `c` with tx_id, cert_index and addr_id
// (and, for a delegation, pool_hash_id and active_epoch_no); for each, the
// account's previous delegation is one step down idx_delegation_addr_id (the
// account's own certificates), and whether a deregistration came between them one
// probe of idx_stake_deregistration_addr_id.

/** SQL: LEFT JOIN LATERAL `prev`: the account's newest delegation before certificate `c`, and whether it is still in force. */
export const PREVIOUS_DELEGATION = (c: string) => `
  LEFT JOIN LATERAL (
    SELECT d2.pool_hash_id,
           NOT EXISTS (SELECT 1 FROM stake_deregistration sd
                       WHERE sd.addr_id = ${c}.addr_id
                         AND (sd.tx_id, sd.cert_index) > (d2.tx_id, d2.cert_index)
                         AND (sd.tx_id, sd.cert_index) < (${c}.tx_id, ${c}.cert_index)) AS in_force
    FROM delegation d2
    WHERE d2.addr_id = ${c}.addr_id AND (d2.tx_id, d2.cert_index) < (${c}.tx_id, ${c}.cert_index)
    ORDER BY d2.tx_id DESC, d2.cert_index DESC
    LIMIT 1
  ) prev ON true`;

// A certificate takes effect two epochs after its block's: the first stake
// snapshot that counts it (a delegation) or no longer counts it (a deregistration).
const EFFECT_DELAY_EPOCHS = 2;

/**
 * SQL: the epoch a certificate `c` takes effect in, as the tables' note says: for
 * a delegation db-sync's active_epoch_no; for a deregistration (none recorded)
 * the same two epochs after its block `b` (the genesis block, which db-sync gives
 * no epoch_no, is epoch 0), the first whose snapshot no longer counts the stake.
 */
export const RECORD_EPOCH = (c: string, b: string) => `coalesce(${c}.active_epoch_no, coalesce(${b}.epoch_no, 0) + ${EFFECT_DELAY_EPOCHS})::int`;

/**
 * SQL: the amount of a record, from the account's stake snapshots: for a
 * delegation the stake it brought to its pool in the record's epoch (`epoch`,
 * an SQL expression; null until that snapshot is taken, or when another
 * certificate replaced it first), for a deregistration the stake that left: the
 * last snapshot that counted it, the epoch before the record's.
 * One probe of idx_epoch_stake_addr_id (the account's own snapshots).
 */
export const RECORD_AMOUNT = (c: string, epoch: string) => `
  (SELECT sum(es.amount)::text FROM epoch_stake es
   WHERE es.addr_id = ${c}.addr_id AND es.epoch_no = ${epoch} - (CASE WHEN ${c}.pool_hash_id IS NULL THEN 1 ELSE 0 END)
     AND (${c}.pool_hash_id IS NULL OR es.pool_id = ${c}.pool_hash_id))`;

/** SQL: whether epoch `epoch` has not begun at tip epoch `$tip` (a parameter reference). */
export const UPCOMING = (epoch: string, tip: string) => `(${epoch} > ${tip}::int)`;

/** What the SQL above gives for one certificate. */
export type RecordFacts = {
  deregistration: boolean;
  /** The pool of the certificate (bech32); null for a deregistration. */
  poolId: string | null;
  /** The previous delegation's pool (bech32), null when there is none. */
  previousPoolId: string | null;
  previousInForce: boolean | null;
};

/** The record's type and the pool it came from (spec §4), by delegationTypeOf. */
export function recordType({ deregistration, poolId, previousPoolId, previousInForce }: RecordFacts): {
  delegationType: DelegationType;
  fromPoolId: string | null;
} {
  const inForce = previousPoolId !== null && previousInForce === true;
  const delegationType = delegationTypeOf({ deregistration, previousInForce: inForce, samePool: inForce && previousPoolId === poolId });
  return { delegationType, fromPoolId: delegationType === "switched_to" ? previousPoolId : null };
}
