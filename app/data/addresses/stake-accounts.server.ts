import type { Page, StakeDelegation, StakeReward } from "../../lib/domain";
import { epochBoundaries } from "../../lib/chain/epoch-clock";
import { getChainTip, TIP_CTE } from "../chain-tip.server";
import { PREVIOUS_DELEGATION, RECORD_AMOUNT, RECORD_EPOCH, recordType, UPCOMING } from "../delegation-records.server";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import type { Queryable } from "../../db/queryable.server";

// A stake address's rewards and delegation certificates (spec §3 Reward entry,
// Delegation entry). Both start from stake_address.view (hash index) and read
// only that account's rows through db-sync's addr_id indexes.

/**
 * Every reward of the account (pool rewards and reward_rest), newest earned
 * epoch first; [] for an address the chain has not seen. `withPrices` adds the
 * earned epoch's USD price (mainnet only: the transport decides). The epoch's end
 * is the epoch pages' rule (epochBoundaries), from the tip's epoch read in the same statement.
 */
export async function listStakeAddressRewards(
  db: Queryable,
  stakeAddress: string,
  { withPrices }: { withPrices: boolean },
): Promise<StakeReward[]> {
  const rows = await db.query<Omit<StakeReward, "epochEnd"> & { tipEpoch: number | null; tipEpochStart: string | null }>(
    `WITH account AS (SELECT id FROM stake_address WHERE view = $1),
     rewards AS (
       SELECT r.earned_epoch, r.type::text AS type, r.pool_id, r.amount
       FROM reward r WHERE r.addr_id = (SELECT id FROM account)
       UNION ALL
       SELECT rr.earned_epoch, rr.type::text, NULL, rr.amount
       FROM reward_rest rr WHERE rr.addr_id = (SELECT id FROM account)
     ),
     ${TIP_CTE}
     SELECT r.earned_epoch::int AS "epochNumber",
            ph.view AS "poolId",
            label.ticker AS "poolTicker",
            label.name AS "poolName",
            r.type AS "rewardType",
            r.amount::text AS "rewardAmount",
            ${withPrices ? "price.usd::text" : "NULL::text"} AS "usdPrice",
            tip.epoch_no AS "tipEpoch",
            tip.epoch_start_time AS "tipEpochStart"
     FROM rewards r
     LEFT JOIN tip ON true
     LEFT JOIN pool_hash ph ON ph.id = r.pool_id
     ${POOL_LABEL_JOIN}
     LEFT JOIN explorer.epoch_price price ON price.epoch_no = r.earned_epoch
     ORDER BY r.earned_epoch DESC, r.type, ph.view`,
    [stakeAddress],
  );
  return rows.map(({ tipEpoch, tipEpochStart, ...reward }) => ({
    ...reward,
    epochEnd: tipEpoch === null || tipEpochStart === null ? null : epochBoundaries({ epochNumber: tipEpoch, epochStartTime: tipEpochStart }, reward.epochNumber).endTime,
  }));
}

type DelegationRow = Omit<StakeDelegation, "delegationType" | "fromPoolId"> & {
  dereg: boolean;
  certificatePoolId: string | null;
  previousPoolId: string | null;
  previousInForce: boolean | null;
};

/**
 * Delegation certificates and deregistrations, newest first; epoch, type and
 * amount are the delegation record's (delegation-records.server.ts), as on the
 * pool page. A deregistration names the pool it left. OFFSET walks only that
 * account's certificates, which are few even for the busiest key.
 */
export async function listStakeAddressDelegations(db: Queryable, stakeAddress: string, { limit, offset }: Page): Promise<StakeDelegation[]> {
  const tip = await getChainTip(db);
  const rows = await db.query<DelegationRow>(
    `WITH account AS (SELECT id FROM stake_address WHERE view = $1),
     events AS (
       SELECT d.tx_id, d.cert_index, d.addr_id, d.pool_hash_id, d.active_epoch_no, false AS dereg
       FROM delegation d WHERE d.addr_id = (SELECT id FROM account)
       UNION ALL
       SELECT s.tx_id, s.cert_index, s.addr_id, NULL, NULL, true
       FROM stake_deregistration s WHERE s.addr_id = (SELECT id FROM account)
     ),
     page AS (
       SELECT tx_id, cert_index, addr_id, pool_hash_id, active_epoch_no, dereg FROM events ORDER BY tx_id DESC, cert_index DESC LIMIT $2 OFFSET $3
     )
     SELECT ${RECORD_EPOCH("p", "b")} AS "epochNumber",
            ${UPCOMING(RECORD_EPOCH("p", "b"), "$4")} AS "upcoming",
            p.dereg AS "dereg",
            certph.view AS "certificatePoolId",
            prevph.view AS "previousPoolId",
            prev.in_force AS "previousInForce",
            ph.view AS "poolId", label.ticker AS "poolTicker", label.name AS "poolName",
            prevlabel.ticker AS "fromPoolTicker",
            ${RECORD_AMOUNT("p", RECORD_EPOCH("p", "b"))} AS "amount",
            encode(t.hash, 'hex') AS "txId",
            b.block_no AS "blockHeight",
            b.time AS "timestamp"
     FROM page p
     JOIN tx t ON t.id = p.tx_id
     JOIN block b ON b.id = t.block_id
     ${PREVIOUS_DELEGATION("p")}
     LEFT JOIN pool_hash certph ON certph.id = p.pool_hash_id
     LEFT JOIN pool_hash prevph ON prevph.id = prev.pool_hash_id
     -- The pool a row is about: the new one, or for a deregistration the one it left.
     LEFT JOIN pool_hash ph ON ph.id = CASE WHEN p.dereg THEN (CASE WHEN prev.in_force THEN prev.pool_hash_id END) ELSE p.pool_hash_id END
     ${POOL_LABEL_JOIN}
     LEFT JOIN LATERAL (
       SELECT d.ticker_name AS ticker FROM off_chain_pool_data d WHERE d.pool_id = prevph.id ORDER BY d.pmr_id DESC LIMIT 1
     ) prevlabel ON true
     ORDER BY p.tx_id DESC, p.cert_index DESC`,
    [stakeAddress, limit, offset, tip?.epochNumber ?? 0],
  );
  return rows.map(({ dereg, certificatePoolId, previousPoolId, previousInForce, fromPoolTicker, ...row }) => {
    const typed = recordType({ deregistration: dereg, poolId: certificatePoolId, previousPoolId, previousInForce });
    return { ...row, ...typed, fromPoolTicker: typed.fromPoolId === null ? null : fromPoolTicker };
  });
}
