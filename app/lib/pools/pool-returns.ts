// A pool's return on stake (spec §3 StakePool.roa, Pool rewards-history entry
// roa): one formula for the pool list, the pool page and its rewards history.
import { EPOCH_MS } from "../chain/epoch-clock";

/** Epochs per year (5-day epochs), to turn a per-epoch return into a yearly one. */
const EPOCHS_PER_YEAR = (365 * 24 * 3600 * 1000) / EPOCH_MS;

/**
 * Rewards (DFM) over the active stake (DFM) that earned them, per epoch, as a
 * yearly percent (2 decimals); null without stake. Over several epochs pass the
 * sums of both (the list's six-epoch ROA). The ratio is taken in bigint
 * (millionths), so amounts beyond 2^53 lose nothing before the division.
 */
export function annualReturnPercent(rewards: string | null, stake: string | null): number | null {
  if (stake === null || BigInt(stake) <= 0n) return null;
  const basisPoints = (BigInt(rewards ?? "0") * 1_000_000n) / BigInt(stake);
  return Math.round((Number(basisPoints) / 1_000_000) * EPOCHS_PER_YEAR * 100 * 100) / 100;
}
