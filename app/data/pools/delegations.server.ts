import type { PoolDelegationActivity } from "../../lib/domain";
import { getChainTip } from "../chain-tip.server";
import { PREVIOUS_DELEGATION, RECORD_AMOUNT, RECORD_EPOCH, recordType, UPCOMING } from "../delegation-records.server";
import { POOL_LABEL_JOIN } from "./label-sql.server";
import type { Queryable } from "../../db/queryable.server";

// A pool's Recent Delegation Activity (spec §3 Pool delegation activity): the
// delegation certificates naming the pool, newest first. A page is an OFFSET over
// the pool's own certificates on explorer_delegation_pool_hash_id_tx_id (index-only:
// it carries addr_id); every row of the page then costs a few probes of its own.

type ActivityRow = Omit<PoolDelegationActivity, "delegationType" | "fromPoolId" | "fromPoolTicker" | "toPoolId" | "toPoolTicker" | "poolId"> & {
  previousPoolId: string | null;
  previousPoolTicker: string | null;
  previousInForce: boolean | null;
};

/**
 * spec §7 listStakePoolDelegations: page `page` (0-based) of `limit` certificates
 * delegating to the pool, newest first (chain order: tx, certificate index); null
 * when no pool has that id. Epoch, type and amount are the delegation record's
 * (delegation-records.server.ts), as on the stake address page.
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
  const tip = await getChainTip(db);

  const rows = await db.query<ActivityRow>(
    `WITH page AS (
       SELECT d.tx_id, d.cert_index, d.addr_id, d.pool_hash_id, d.active_epoch_no
       FROM delegation d
       WHERE d.pool_hash_id = $1
       ORDER BY d.tx_id DESC, d.cert_index DESC
       LIMIT $2 OFFSET $3
     )
     SELECT sa.view AS "stakeAddress",
            ${RECORD_EPOCH("p", "b")} AS "epochNumber",
            ${UPCOMING(RECORD_EPOCH("p", "b"), "$4")} AS "upcoming",
            ${RECORD_AMOUNT("p", RECORD_EPOCH("p", "b"))} AS "amount",
            prevph.view AS "previousPoolId",
            prevlabel.ticker AS "previousPoolTicker",
            prev.in_force AS "previousInForce"
     FROM page p
     JOIN stake_address sa ON sa.id = p.addr_id
     JOIN tx t ON t.id = p.tx_id
     JOIN block b ON b.id = t.block_id
     ${PREVIOUS_DELEGATION("p")}
     LEFT JOIN pool_hash prevph ON prevph.id = prev.pool_hash_id
     LEFT JOIN LATERAL (SELECT label.ticker FROM pool_hash ph ${POOL_LABEL_JOIN} WHERE ph.id = prevph.id) prevlabel ON true
     ORDER BY p.tx_id DESC, p.cert_index DESC`,
    [pool.id, limit, page * limit, tip?.epochNumber ?? 0],
  );
  return rows.map(({ previousPoolId, previousPoolTicker, previousInForce, ...row }) => {
    const typed = recordType({ deregistration: false, poolId, previousPoolId, previousInForce });
    const fromPoolTicker = typed.fromPoolId === null ? null : previousPoolTicker;
    return { ...row, ...typed, fromPoolTicker, toPoolId: poolId, toPoolTicker: pool.ticker, poolId };
  });
}
