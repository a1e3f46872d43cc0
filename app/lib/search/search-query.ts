import { addressNetwork, bech32Prefix } from "../addresses/address";
import { isAssetFingerprint } from "../params/asset-id";
import type { Network } from "../navigation/network";

// What a global-search query can be (spec §2 Header: global search). The data
// layer answers each kind with indexed lookups; the /search page uses the same
// reading to decide whether one answer is an exact match worth a redirect.

const MAX_HEIGHT_DIGITS = 10;

export type SearchKind =
  /** Digits: a block height or an epoch number (and, from 8 digits on, also a hash prefix). */
  | { kind: "number"; value: number; hexPrefix: string | null }
  /** 'epoch 12', 'Epoch #12': an epoch asked for by name (epoch numbers are short, below the 3-character minimum). */
  | { kind: "epoch"; value: number }
  /** 64 hex characters: a block or transaction hash. */
  | { kind: "hash"; hex: string }
  /** 56 hex characters: a pool id in hex (or else a hash prefix). */
  | { kind: "pool-hash"; hex: string }
  /** 8 to 63 hex characters: the start of a block or transaction hash. */
  | { kind: "hex-prefix"; hex: string }
  | { kind: "address"; address: string }
  | { kind: "stake-address"; address: string }
  | { kind: "pool-id"; poolId: string }
  /**
   * The start of a bech32 stake address or pool id (no checksum yet): `bits`
   * are the 5-bit characters after the separator, the start of the key's bytes.
   */
  | { kind: "bech32-prefix"; of: "stake-address" | "pool"; text: string; bits: number[] }
  /** A token's CIP-14 fingerprint (asset1…). */
  | { kind: "fingerprint"; fingerprint: string }
  /** A token's unit longer than a hash: the policy id and a name of 5 to 32 bytes, in hex. */
  | { kind: "unit"; unit: string }
  /** `policy.assetName`: the policy id, a dot, and the asset name in hex or as text. */
  | { kind: "policy-asset"; units: string[] }
  /** Anything else: a pool ticker or name, or the start of a token's name or ticker. */
  | { kind: "text"; text: string };

/** A hex prefix usable for search: at least 8 hex characters, at most 64. */
export function isHexPrefix(raw: string): boolean {
  return raw.length >= 8 && raw.length <= 64 && /^[0-9a-f]+$/i.test(raw);
}

const EPOCH_WORD = /^epoch\s*#?\s*(\d{1,10})$/i;
/** A number as our pages write it ('Block #74,000'): '#74,000', '74,000', '#74000'. */
const WRITTEN_NUMBER = /^(?:#\s*(\d{1,3}(?:,\d{3})+|\d+)|(\d{1,3}(?:,\d{3})+))$/;

const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** The prefixes whose bech32 ids a prefix search finds, and what they are. */
const BECH32_PREFIXES = { stake: "stake-address", stake_test: "stake-address", pool: "pool" } as const;
/** The fewest characters after the separator worth a prefix search (pool1 alone names every pool). */
const MIN_BECH32_PREFIX_CHARS = 4;

function writtenNumber(query: string): number | null {
  const match = WRITTEN_NUMBER.exec(query);
  const digits = (match?.[1] ?? match?.[2])?.replaceAll(",", "");
  return digits !== undefined && digits.length <= MAX_HEIGHT_DIGITS ? Number(digits) : null;
}

function bech32Start(query: string): SearchKind | null {
  const text = query.toLowerCase();
  // Longest first: 'stake_test1…' is not a 'stake' prefix.
  const prefix = (Object.keys(BECH32_PREFIXES) as Array<keyof typeof BECH32_PREFIXES>)
    .sort((a, b) => b.length - a.length)
    .find((hrp) => text.startsWith(`${hrp}1`));
  if (prefix === undefined) return null;
  const data = text.slice(prefix.length + 1);
  const bits = [...data].map((character) => BECH32_CHARSET.indexOf(character));
  if (data.length < MIN_BECH32_PREFIX_CHARS || bits.some((value) => value < 0)) return null;
  return { kind: "bech32-prefix", of: BECH32_PREFIXES[prefix], text, bits };
}

const POLICY_DOT_NAME = /^([0-9a-fA-F]{56})\.(.+)$/s;
const HEX_NAME = /^(?:[0-9a-f]{2}){0,32}$/;
const MAX_NAME_BYTES = 32;

/** The units `policy.name` may mean: the name as hex bytes, and the name as UTF-8 text (ASCII names read both ways). */
function policyAssetUnits(policyId: string, name: string): string[] {
  const units: string[] = [];
  const lower = name.toLowerCase();
  if (HEX_NAME.test(lower)) units.push(`${policyId}${lower}`);
  const bytes = new TextEncoder().encode(name);
  if (bytes.length <= MAX_NAME_BYTES) units.push(`${policyId}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`);
  return [...new Set(units)];
}

export function classifySearch(raw: string): SearchKind {
  const query = raw.trim();
  const policyName = POLICY_DOT_NAME.exec(query);
  if (policyName?.[1] !== undefined && policyName[2] !== undefined) {
    const units = policyAssetUnits(policyName[1].toLowerCase(), policyName[2]);
    if (units.length > 0) return { kind: "policy-asset", units };
  }
  if (new RegExp(`^\\d{1,${MAX_HEIGHT_DIGITS}}$`).test(query)) {
    return { kind: "number", value: Number(query), hexPrefix: isHexPrefix(query) ? query : null };
  }
  const written = writtenNumber(query);
  if (written !== null) return { kind: "number", value: written, hexPrefix: null };
  const epoch = EPOCH_WORD.exec(query);
  if (epoch) return { kind: "epoch", value: Number(epoch[1]) };
  const hex = query.toLowerCase();
  if (/^[0-9a-f]{64}$/.test(hex)) return { kind: "hash", hex };
  if (/^[0-9a-f]{56}$/.test(hex)) return { kind: "pool-hash", hex };
  if (isHexPrefix(hex)) return { kind: "hex-prefix", hex };
  if (/^[0-9a-f]{66,120}$/.test(hex) && hex.length % 2 === 0) return { kind: "unit", unit: hex };
  if (isAssetFingerprint(hex)) return { kind: "fingerprint", fingerprint: hex };
  const prefix = bech32Prefix(query);
  if (prefix === "addr" || prefix === "addr_test") return { kind: "address", address: query };
  if (prefix === "stake" || prefix === "stake_test") return { kind: "stake-address", address: query };
  if (prefix === "pool") return { kind: "pool-id", poolId: query };
  return bech32Start(query) ?? { kind: "text", text: query };
}

/**
 * Queries that name one thing exactly (a full hash, a height, an address, a
 * pool id): when such a query has a single answer, it is that thing. Prefixes
 * and text are looks for candidates, even when only one comes back.
 */
export function isExactLookup(kind: SearchKind): boolean {
  switch (kind.kind) {
    case "number":
    case "epoch":
    case "hash":
    case "pool-hash":
    case "address":
    case "stake-address":
    case "pool-id":
    case "fingerprint":
    case "unit":
    case "policy-asset":
      return true;
    case "hex-prefix":
    case "bech32-prefix":
    case "text":
      return false;
  }
}

/**
 * When a search also asks the other network (issue 41: an id of the other
 * network says so, with a way there): an address whose prefix names the other
 * network is looked up there instead; a hash or a pool id that names nothing
 * here is looked up there after. Prefixes, heights and text stay on this network.
 */
export function otherNetworkLookup(kind: SearchKind, network: Network): "instead" | "if-nothing-here" | null {
  switch (kind.kind) {
    case "address":
    case "stake-address": {
      const home = addressNetwork(kind.address);
      return home !== null && home !== network ? "instead" : null;
    }
    case "hash":
    case "pool-hash":
    case "pool-id":
    case "fingerprint":
    case "unit":
    case "policy-asset":
      return "if-nothing-here";
    default:
      return null;
  }
}
