// The two networks of spec §1 and everything that depends only on the name.
export const NETWORKS = ["mainnet", "testnet"] as const;
export type Network = (typeof NETWORKS)[number];
export const DEFAULT_NETWORK: Network = "mainnet";

/** Only 'mainnet' and 'testnet' are accepted; anything else is ignored (null). */
export function parseNetwork(value: unknown): Network | null {
  return value === "mainnet" || value === "testnet" ? value : null;
}

export function networkLabel(network: Network): string {
  return network === "mainnet" ? "Mainnet" : "Testnet";
}

export type Units = { coin: string; smallUnit: string };

/** AP3X/DFM on mainnet, tAP3X/tDFM on testnet (spec §1, §9). */
export function unitsFor(network: Network): Units {
  return network === "mainnet"
    ? { coin: "AP3X", smallUnit: "DFM" }
    : { coin: "tAP3X", smallUnit: "tDFM" };
}

/** The in-page event of spec §4 and the cross-tab channel that carries it. */
export const NETWORK_CHANGED_EVENT = "network-changed";
export const NETWORK_CHANNEL = "prime-explorer-network";
export const NETWORK_STORAGE_KEY = "prime-explorer-network";
