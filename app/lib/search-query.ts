import { bech32Prefix } from "./address";

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
  /** Anything else: a pool ticker or name. */
  | { kind: "text"; text: string };

/** A hex prefix usable for search: at least 8 hex characters, at most 64. */
export function isHexPrefix(raw: string): boolean {
  return raw.length >= 8 && raw.length <= 64 && /^[0-9a-f]+$/i.test(raw);
}

const EPOCH_WORD = /^epoch\s*#?\s*(\d{1,10})$/i;

export function classifySearch(raw: string): SearchKind {
  const query = raw.trim();
  if (new RegExp(`^\\d{1,${MAX_HEIGHT_DIGITS}}$`).test(query)) {
    return { kind: "number", value: Number(query), hexPrefix: isHexPrefix(query) ? query : null };
  }
  const epoch = EPOCH_WORD.exec(query);
  if (epoch) return { kind: "epoch", value: Number(epoch[1]) };
  const hex = query.toLowerCase();
  if (/^[0-9a-f]{64}$/.test(hex)) return { kind: "hash", hex };
  if (/^[0-9a-f]{56}$/.test(hex)) return { kind: "pool-hash", hex };
  if (isHexPrefix(hex)) return { kind: "hex-prefix", hex };
  const prefix = bech32Prefix(query);
  if (prefix === "addr" || prefix === "addr_test") return { kind: "address", address: query };
  if (prefix === "stake" || prefix === "stake_test") return { kind: "stake-address", address: query };
  if (prefix === "pool") return { kind: "pool-id", poolId: query };
  return { kind: "text", text: query };
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
      return true;
    case "hex-prefix":
    case "text":
      return false;
  }
}
