import { bech32 } from "bech32";
import type { AddressKind } from "../domain";
import { NETWORKS, type Network } from "../navigation/network";

// Cardano addresses by their bech32 prefix: which network and which kind each
// names (the URL parser of an address is app/lib/params/address.ts).

/** Cardano's addresses are longer than bech32's default 90-character limit. */
const BECH32_LIMIT = 1023;

export const ADDRESS_PREFIXES: Record<Network, Record<string, AddressKind>> = {
  mainnet: { addr: "payment", stake: "stake" },
  testnet: { addr_test: "payment", stake_test: "stake" },
};

/** The human-readable part of a well-formed bech32 string (checksum included), else null. */
export function bech32Prefix(value: string): string | null {
  try {
    return bech32.decode(value, BECH32_LIMIT).prefix;
  } catch {
    return null;
  }
}

/**
 * The network a well-formed bech32 address belongs to by its prefix (addr1 and
 * stake1: mainnet; addr_test1 and stake_test1: testnet), else null (Byron
 * addresses are the same on both, so they name none).
 */
export function addressNetwork(raw: string): Network | null {
  const prefix = bech32Prefix(raw.trim());
  return prefix === null ? null : (NETWORKS.find((network) => prefix in ADDRESS_PREFIXES[network]) ?? null);
}

/** spec §2: the page's heading. */
export function addressHeading(address: string): "Stake Address" | "Payment Address" {
  return address.startsWith("stake1") || address.startsWith("stake_test") ? "Stake Address" : "Payment Address";
}
