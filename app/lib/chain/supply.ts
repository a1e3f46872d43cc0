/**
 * The supply figures the dashboard and the Protocol Parameters page show: the
 * chain's own (db-sync's ada_pots), else the spec's hard-coded ones (spec §9).
 * One rule for both pages, so they always show the same figure.
 */
import { DFM_PER_AP3X, parseDfm } from "../formats/format";
import type { Network } from "../navigation/network";

/** A figure and whether it is the spec's estimate rather than the chain's own. */
export type Figure = { dfm: string; estimated: boolean };

/** Spec §9: the older app's supply (in whole coins), used only when the chain has no ada_pots. */
const FALLBACK_SUPPLY_COINS: Record<Network, { total: bigint; circulating: bigint }> = {
  mainnet: { total: 3_000_000_000n, circulating: 2_411_986_372n },
  testnet: { total: 1_000_000_000n, circulating: 500_000_000n },
};

/** What the data layer read from the chain; any part may be missing. */
export type ChainSupplyInput = {
  totalSupply?: string | null;
  circulatingSupply?: string | null;
  supplyEpoch?: number | null;
};

export type Supply = {
  total: Figure;
  circulating: Figure;
  /** The epoch at whose start the chain's pots were taken; null for the spec's figures. */
  asOfEpoch: number | null;
};

function figure(fromChain: string | null | undefined, fallbackCoins: bigint): Figure {
  if (fromChain != null && parseDfm(fromChain) !== null) return { dfm: fromChain, estimated: false };
  return { dfm: (fallbackCoins * DFM_PER_AP3X).toString(), estimated: true };
}

/** The chain's total and circulating supply, each falling back to the spec's figure on its own. */
export function supplyFigures(chain: ChainSupplyInput | null | undefined, network: Network): Supply {
  const fallback = FALLBACK_SUPPLY_COINS[network];
  const total = figure(chain?.totalSupply, fallback.total);
  const circulating = figure(chain?.circulatingSupply, fallback.circulating);
  const fromChain = !total.estimated || !circulating.estimated;
  return { total, circulating, asOfEpoch: fromChain ? (chain?.supplyEpoch ?? null) : null };
}

/**
 * db-sync writes ada_pots at an epoch boundary, so the chain's supply is that
 * of the start of an epoch: 'as of the start of epoch 93'. Null without one.
 */
export function supplyAsOfText(asOfEpoch: number | null): string | null {
  return asOfEpoch === null ? null : `as of the start of epoch ${asOfEpoch}`;
}

/**
 * The saturation threshold, a network figure (DFM): the ledger caps a pool's
 * rewards at 1/k of the stake in circulation, the maximum supply less the
 * reserves, which is the chain's Total Supply (every pot but the reserves).
 * Null without the chain's own supply: the spec's estimate is no basis for a cap.
 */
export function saturationThreshold(totalSupplyDfm: string | null | undefined, k: number): string | null {
  const total = totalSupplyDfm == null ? null : parseDfm(totalSupplyDfm);
  if (total === null || total <= 0n) return null;
  return (total / BigInt(Math.max(1, Math.trunc(k)))).toString();
}

/** The threshold's formula, for its tooltip wherever it is shown. */
export const SATURATION_THRESHOLD_FORMULA =
  "Total supply (max supply − reserves) ÷ k, the optimal pool count: a pool's rewards stop growing above this stake";

/**
 * A pool's stake as a percent of the threshold, rounded down to 1 decimal (spec
 * §9), so a pool just short of the cap never reads 100.0%; 0 without a threshold.
 */
export function saturationPercent(stakeDfm: string, thresholdDfm: string | null | undefined): number {
  const threshold = thresholdDfm == null ? null : parseDfm(thresholdDfm);
  const stake = parseDfm(stakeDfm);
  if (threshold === null || threshold <= 0n || stake === null || stake <= 0n) return 0;
  return Number((stake * 1_000n) / threshold) / 10;
}
