import { ADDRESS_PREFIXES, bech32Prefix } from "../addresses/address";
import type { AddressKind } from "../domain";
import type { Network } from "../navigation/network";
import { ParamError } from "./param-error";

// What an /addresses/{address} URL names (spec §2 Address detail, §5): a
// Shelley bech32 address of the page's network, or a Byron base58 address
// (the same on both networks). Anything else is 'Address Not Found' before
// any query is made.

/**
 * An address in a URL, checked for the request's network before any query: a
 * malformed or other-network address names nothing (404), and so does a
 * payment address where only a stake address has the list asked for.
 */
export function parseAddressParam(
  raw: string | undefined,
  network: Network,
  only?: AddressKind,
): { kind: AddressKind; address: string } {
  const parsed = addressOf((raw ?? "").trim(), network);
  if (!parsed) throw new ParamError(`not an address of ${network}`, 404);
  if (only && parsed.kind !== only) throw new ParamError(`not a ${only} address`, 404);
  return parsed;
}

function addressOf(address: string, network: Network): { kind: AddressKind; address: string } | null {
  const prefix = bech32Prefix(address);
  if (prefix !== null) {
    // bech32 is case-insensitive, but the chain and our links use lower case.
    const kind = ADDRESS_PREFIXES[network][prefix];
    return kind ? { kind, address: address.toLowerCase() } : null;
  }
  return isByronAddress(address) ? { kind: "payment", address } : null;
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
