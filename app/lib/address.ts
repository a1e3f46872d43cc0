import { bech32 } from "bech32";
import type { AddressKind } from "./domain";
import { NETWORKS, type Network } from "./network";

// What an /addresses/{address} URL names (spec §2 Address detail, §5): a
// Shelley bech32 address of the page's network, or a Byron base58 address
// (the same on both networks). Anything else is 'Address Not Found' before
// any query is made.

/** Cardano's addresses are longer than bech32's default 90-character limit. */
const BECH32_LIMIT = 1023;

const PREFIXES: Record<Network, Record<string, AddressKind>> = {
  mainnet: { addr: "payment", stake: "stake" },
  testnet: { addr_test: "payment", stake_test: "stake" },
};

export type ParsedAddress = { kind: AddressKind; address: string };

/** The human-readable part of a well-formed bech32 string (checksum included), else null. */
export function bech32Prefix(value: string): string | null {
  try {
    return bech32.decode(value, BECH32_LIMIT).prefix;
  } catch {
    return null;
  }
}

export function parseAddress(raw: string, network: Network): ParsedAddress | null {
  const address = raw.trim();
  const prefix = bech32Prefix(address);
  if (prefix !== null) {
    // bech32 is case-insensitive, but the chain and our links use lower case.
    const kind = PREFIXES[network][prefix];
    return kind ? { kind, address: address.toLowerCase() } : null;
  }
  return isByronAddress(address) ? { kind: "payment", address } : null;
}

/**
 * The network a well-formed bech32 address belongs to by its prefix (addr1 and
 * stake1: mainnet; addr_test1 and stake_test1: testnet), else null (Byron
 * addresses are the same on both, so they name none).
 */
export function addressNetwork(raw: string): Network | null {
  const prefix = bech32Prefix(raw.trim());
  return prefix === null ? null : (NETWORKS.find((network) => prefix in PREFIXES[network]) ?? null);
}

/** spec §2: the page's heading. */
export function addressHeading(address: string): "Stake Address" | "Payment Address" {
  return address.startsWith("stake1") || address.startsWith("stake_test") ? "Stake Address" : "Payment Address";
}

const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
// Byron addresses run from ~58 (Icarus 'Ae2…') to ~130 characters (Daedalus 'DdzFF…' with a payload).
const BYRON_LENGTH = { min: 50, max: 200 } as const;

/**
 * A Byron address is base58 of CBOR `[tag 24 (bytes), crc]`: its first bytes
 * are 0x82 0xd8 0x18. Checking them rejects hashes and other base58-looking text.
 */
function isByronAddress(value: string): boolean {
  if (value.length < BYRON_LENGTH.min || value.length > BYRON_LENGTH.max) return false;
  const bytes = base58Decode(value);
  return bytes !== null && bytes[0] === 0x82 && bytes[1] === 0xd8 && bytes[2] === 0x18;
}

function base58Decode(value: string): number[] | null {
  let number = 0n;
  for (const character of value) {
    const digit = BASE58_ALPHABET.indexOf(character);
    if (digit === -1) return null;
    number = number * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (number > 0n) {
    bytes.unshift(Number(number % 256n));
    number /= 256n;
  }
  for (const character of value) {
    if (character !== "1") break;
    bytes.unshift(0);
  }
  return bytes;
}
