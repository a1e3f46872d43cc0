import type { PoolDelegationActivity } from "../lib/domain";
import { POOL_LABEL_JOIN } from "./pool-label.server";
import type { Queryable } from "./queryable.server";

// A pool's Recent Delegation Activity (spec §3 Pool delegation activity): the
// delegation certificates naming the pool, newest first. A page is an OFFSET over
// the pool's own certificates on explorer_delegation_pool_hash_id_tx_id (index-only:
// it carries addr_id); every row of the page then costs a few probes of its own.

type ActivityRow = Omit<PoolDelegationActivity, "delegationType" | "toPoolId" | "toPoolTicker" | "poolId"> & { moved: boolean };

/**
 * spec §7 listStakePoolDelegations: page `page` (0-based) of `limit` certificates
 * delegating to the pool, newest first (chain order: tx, certificate index); null
 * when no pool has that id.
 *
 * - delegationType: 'redelegate' when the account's previous delegation (the newest
 *   certificate before this one, idx_delegation_addr_id) is still in force, i.e. no
 *   deregistration of the account came between them (idx_stake_deregistration_addr_id);
 *   fromPoolId is that previous pool when it is another one. Otherwise 'delegation':
 *   the account's first, or the first since it deregistered.
 * - epochNumber: the epoch of the certificate's block (the genesis block, which
 *   db-sync gives no epoch_no, is epoch 0).
 * - amount: the delegator's balance now as far as the UTxO goes (received − sent of
 *   explorer.stake_account_summary, the address index: one probe by its unique view;
 *   rewards not included, as of the index's newest block); null for an account the
 *   index has not seen. Not the stake at the time of the certificate: that would need
 *   the account's history.
 */
export async function listStakePoolDelegations(
  db: Queryable,
  poolId: string,
  { page, limit }: { page: number; limit: number },
): Promise<PoolDelegationActivity[] | null> {
  const [pool] = await db.query<{ id: number; ticker: string | null }>(
    `SELECT ph.id, label.ticker AS "ticker" FROM pool_hash ph ${POOL_LABEL_JOIN} WHERE ph.view = $1`,
    [poolId],
  );
  if (!pool) return null;

  const rows = await db.query<ActivityRow>(
    `WITH page AS (
       SELECT d.tx_id, d.cert_index, d.addr_id
       FROM delegation d
       WHERE d.pool_hash_id = $1
       ORDER BY d.tx_id DESC, d.cert_index DESC
       LIMIT $2 OFFSET $3
     )
     SELECT sa.view AS "stakeAddress",
            coalesce(b.epoch_no, 0)::int AS "epochNumber",
            (s.received - s.sent)::text AS "amount",
            (prev.pool_hash_id IS NOT NULL AND NOT EXISTS (
               SELECT 1 FROM stake_deregistration sd
               WHERE sd.addr_id = p.addr_id
                 AND (sd.tx_id, sd.cert_index) > (prev.tx_id, prev.cert_index)
                 AND (sd.tx_id, sd.cert_index) < (p.tx_id, p.cert_index))) AS "moved",
            CASE WHEN prev.pool_hash_id <> $1 THEN fromph.view END AS "fromPoolId"
     FROM page p
     JOIN stake_address sa ON sa.id = p.addr_id
     JOIN tx t ON t.id = p.tx_id
     JOIN block b ON b.id = t.block_id
     LEFT JOIN explorer.stake_account_summary s ON s.view = sa.view
     LEFT JOIN LATERAL (
       SELECT d2.tx_id, d2.cert_index, d2.pool_hash_id
       FROM delegation d2
       WHERE d2.addr_id = p.addr_id AND (d2.tx_id, d2.cert_index) < (p.tx_id, p.cert_index)
       ORDER BY d2.tx_id DESC, d2.cert_index DESC
       LIMIT 1
     ) prev ON true
     LEFT JOIN pool_hash fromph ON fromph.id = prev.pool_hash_id
     ORDER BY p.tx_id DESC, p.cert_index DESC`,
    [pool.id, limit, page * limit],
  );
  return rows.map(({ moved, fromPoolId, ...row }) => ({
    ...row,
    delegationType: moved ? "redelegate" : "delegation",
    fromPoolId: moved ? fromPoolId : null,
    toPoolId: poolId,
    toPoolTicker: pool.ticker,
    poolId,
  }));
}
