import { saturationThreshold } from "../lib/chain/supply";
import type { Queryable } from "../db/queryable.server";

/** The chain's supply as NetworkStats and ProtocolParameters carry it. */
export type ChainSupply = { circulatingSupply: string | null; totalSupply: string | null; supplyEpoch: number | null };

/**
 * The supply both the dashboard and the Protocol Parameters page show, from the
 * newest ada_pots row (db-sync writes one at each epoch boundary, so the figures
 * are those of that epoch's start). Circulating: the coins holders control, the
 * UTxO and the rewards not yet withdrawn. Total: every pot but the reserves
 * (the maximum supply less what was never minted into use). All null without
 * the ledger (ada_pots empty).
 */
export async function getSupply(db: Queryable): Promise<ChainSupply> {
  const [row] = await db.query<ChainSupply>(
    `SELECT (ap.utxo + ap.rewards)::text AS "circulatingSupply",
            (ap.treasury + ap.rewards + ap.utxo + ap.deposits_stake + ap.fees
             + ap.deposits_drep + ap.deposits_proposal)::text AS "totalSupply",
            ap.epoch_no AS "supplyEpoch"
     FROM ada_pots ap ORDER BY ap.id DESC LIMIT 1`,
  );
  return row ?? { circulatingSupply: null, totalSupply: null, supplyEpoch: null };
}

/**
 * The saturation threshold of the current epoch `epoch` (app/lib/chain/supply.ts): the
 * chain's Total Supply ÷ k in force (the newest epoch_param row up to the epoch).
 * The pool list, the pool page and Protocol Parameters all read it here.
 */
export async function getSaturationThreshold(db: Queryable, epoch: number): Promise<string | null> {
  const [supply, [param]] = await Promise.all([
    getSupply(db),
    db.query<{ k: number }>(
      `SELECT ep.optimal_pool_count AS "k" FROM epoch_param ep
       WHERE ep.epoch_no <= $1 ORDER BY ep.epoch_no DESC, ep.id DESC LIMIT 1`,
      [epoch],
    ),
  ]);
  return param ? saturationThreshold(supply.totalSupply, param.k) : null;
}
