import { INT4_MAX } from "../../lib/params/integers";
import type { Queryable } from "../../db/queryable.server";

const COINS = /^\d{1,30}(\.\d{1,18})?$/;

/**
 * The USD value of `rewardsAP3X` coins (a decimal string, not DFM) at the
 * epoch's price (explorer.epoch_price), multiplied exactly as numeric in SQL;
 * null when the epoch has no price. The amount is checked at the route edge;
 * a malformed one here is a programming error.
 */
export async function calculateRewardsValue(db: Queryable, { rewardsAP3X, epoch }: { rewardsAP3X: string; epoch: number }): Promise<{ value: number } | null> {
  if (!COINS.test(rewardsAP3X)) throw new TypeError(`not a decimal amount of coins: ${JSON.stringify(rewardsAP3X)}`);
  // explorer.epoch_price.epoch_no is an int4: an epoch beyond it has no price.
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > INT4_MAX) return null;
  const [row] = await db.query<{ value: string }>(
    "SELECT ($1::numeric * p.usd)::text AS value FROM explorer.epoch_price p WHERE p.epoch_no = $2",
    [rewardsAP3X, epoch],
  );
  return row ? { value: Number(row.value) } : null;
}
