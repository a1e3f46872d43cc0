/** The dashboard's rules (spec §2 Dashboard, §9), with real figures where the spec shows hard-coded ones. */
import { parseDfm } from "../formats/format";
import type { Figure } from "./supply";

/** Spec §2: the 'Epoch N Staked' number when nothing better is known. */
export const FALLBACK_STAKE_EPOCH = 93;
/** Spec §9: the older app's next-epoch estimate, stake × 1.019, kept for when no snapshot exists. */
const NEXT_EPOCH_ESTIMATE_PER_MILLE = 1019n;

/** Spec §2 sample: 5 of the pools asked for (SAMPLE_POOLS_REQUESTED) shown. */
const SAMPLE_POOLS_SHOWN = 5;
/** Spec §2: 5 latest blocks and transactions. */
export const LATEST_ITEMS = 5;

/** Spec §2 card 1: the latest block's epoch, else the current epoch's, else 0. */
export function currentEpochNumber(
  latestBlock: { epochNumber: number } | null | undefined,
  currentEpoch: { epochNumber: number } | null | undefined,
): number {
  return latestBlock?.epochNumber ?? currentEpoch?.epochNumber ?? 0;
}

/** The next epoch's snapshot stake, else the spec's estimate (stake × 1.019). */
export function nextEpochStake(snapshot: string | null | undefined, stakeDfm: string): Figure | null {
  if (snapshot != null && parseDfm(snapshot) !== null) return { dfm: snapshot, estimated: false };
  const stake = parseDfm(stakeDfm);
  if (stake === null) return null;
  return { dfm: ((stake * NEXT_EPOCH_ESTIMATE_PER_MILLE) / 1000n).toString(), estimated: true };
}

/** Stake as a percent of the supply (a number for formatPercent); null when the supply is not positive. */
export function stakedPercent(stakeDfm: string, supplyDfm: string): number | null {
  const stake = parseDfm(stakeDfm);
  const supply = parseDfm(supplyDfm);
  if (stake === null || supply === null || supply <= 0n) return null;
  // Hundredths of a percent in bigint, so huge DFM amounts lose nothing before formatting.
  return Number((stake * 10_000n) / supply) / 100;
}

/** 'Staking Reward' instead of the fee, only for a transaction that withdraws rewards. */
function showsStakingReward(txType: string | null | undefined): boolean {
  const type = (txType ?? "").toLowerCase();
  return type === "withdrawal" || type === "reward_withdrawal" || type === "rewards_withdrawal";
}

/**
 * What a Latest Transactions row shows (spec §2): a reward withdrawal shows the
 * reward it withdraws, labelled 'Staking Reward'; any other transaction its
 * Amount Sent with its fee. An answer that does not say what was withdrawn
 * (an upstream of the spec's shape) shows its amount.
 */
export function latestTransactionFigure(tx: { txType: string; amount: string; withdrawn?: string }): { dfm: string; stakingReward: boolean } {
  if (!showsStakingReward(tx.txType)) return { dfm: tx.amount, stakingReward: false };
  return { dfm: tx.withdrawn ?? tx.amount, stakingReward: true };
}

/** A Fisher–Yates shuffle into a new array; `random` returns [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Spec §2: `shown` of the pools, picked at random. */
export function samplePools<T>(pools: readonly T[], shown = SAMPLE_POOLS_SHOWN, random?: () => number): T[] {
  return shuffled(pools, random).slice(0, shown);
}

/**
 * The letters of a pool's avatar: the first two letters or digits of the ticker,
 * else of the name, upper-cased; '?' when there are none (hostile or empty text).
 */
export function poolInitials(ticker: string | null | undefined, name: string | null | undefined): string {
  for (const source of [ticker, name]) {
    const letters = Array.from(source ?? "").filter((ch) => /[\p{L}\p{N}]/u.test(ch));
    if (letters.length > 0) return letters.slice(0, 2).join("").toUpperCase();
  }
  return "?";
}

/** A stable colour slot (0 … slots − 1) for a pool id, so a pool keeps its colour everywhere. */
export function poolColourSlot(poolId: string, slots: number): number {
  let hash = 0;
  for (const ch of poolId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % Math.max(1, slots);
}
