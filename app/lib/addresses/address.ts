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

/**
 * Whether a Shelley address's credential is a script (CIP-19: the header's high
 * nibble): for a payment address its payment part (types 1, 3, 5, 7), for a
 * stake address its stake part (type 15). Byron and malformed addresses: false.
 */
export function isScriptAddress(address: string): boolean {
  let header: number | undefined;
  try {
    header = bech32.fromWords(bech32.decode(address, BECH32_LIMIT).words)[0];
  } catch {
    return false;
  }
  if (header === undefined) return false;
  const type = header >> 4;
  if (type <= 7) return (type & 1) === 1;
  return type === 15;
}
