import type { ProtocolParameters } from "../lib/domain";
import { getChainTip } from "./chain-tip.server";
import { getSupply } from "./network-stats.server";
import type { Queryable } from "./queryable.server";
import { snapshotStakeSql } from "./summaries.server";

type ParametersRow = Omit<ProtocolParameters, "saturationThreshold" | "totalSupply" | "circulatingSupply" | "supplyEpoch"> & {
  activeStake: string;
};

/**
 * The parameters in force in the current epoch (epoch_param, newest row of the
 * epoch: db-sync dropped its unique key), with the saturation threshold
 * = active stake ÷ k (the snapshot's total from its summary, ADR 005), and the
 * chain's supply from the same function as the dashboard's (getSupply).
 */
export async function getProtocolParameters(db: Queryable): Promise<ProtocolParameters | null> {
  const tip = await getChainTip(db);
  if (!tip) return null;
  const [[row], supply] = await Promise.all([parametersOfEpoch(db, tip.epochNumber), getSupply(db)]);
  if (!row) return null;
  const { activeStake, ...parameters } = row;
  const k = BigInt(Math.max(1, row.kParameter));
  return { ...parameters, saturationThreshold: (BigInt(activeStake) / k).toString(), ...supply };
}

function parametersOfEpoch(db: Queryable, epoch: number) {
  return db.query<ParametersRow>(
    `SELECT ep.epoch_no AS "epoch",
            ep.optimal_pool_count AS "kParameter",
            ep.min_fee_b::text AS "minFee",
            ep.max_tx_size AS "maxTxSize",
            coalesce(ep.coins_per_utxo_size, 0)::text AS "utxoCost",
            ep.key_deposit::text AS "keyDeposit",
            ep.pool_deposit::text AS "poolDeposit",
            ep.min_pool_cost::text AS "minPoolCost",
            ep.monetary_expand_rate AS "rho",
            ep.treasury_growth_rate AS "tau",
            ep.protocol_major || '.' || ep.protocol_minor AS "protocolVersion",
            ep.decentralisation AS "decentralization",
            ep.min_utxo_value::text AS "minUtxo",
            coalesce(ep.coins_per_utxo_size, 0)::text AS "coinsPerUtxoByte",
            ${snapshotStakeSql("ep.epoch_no")}::text AS "activeStake"
     FROM epoch_param ep
     WHERE ep.epoch_no = $1
     ORDER BY ep.id DESC
     LIMIT 1`,
    [epoch],
  );
}
