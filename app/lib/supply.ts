import type { Network } from "./network";

// Spec §9: the supply figures the parameters page shows. The chain's own pots
// replace them when the data layer provides supply (DESIGN.md §5); until then
// these are the displayed values, in whole coins.
export const SUPPLY_FALLBACK: Record<Network, { total: string; circulating: string }> = {
  mainnet: { total: "3.0B", circulating: "2.41B" },
  testnet: { total: "1.0B", circulating: "500M" },
};
