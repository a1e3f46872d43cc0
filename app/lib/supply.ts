/**
 * The supply figures the dashboard and the Protocol Parameters page show: the
 * chain's own (db-sync's ada_pots), else the spec's hard-coded ones (spec §9,
 * DESIGN.md §5). One rule for both pages, so they always show the same figure.
 */
import { DFM_PER_AP3X, parseDfm } from "./format";
import type { Network } from "./network";

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
