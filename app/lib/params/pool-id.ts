import { bech32 } from "bech32";
import { ParamError } from "./param-error";

// A pool as a URL or the API names it (spec §2 /stakepools/{poolId}): its bech32
// id (pool1…, the same prefix on every network) or its 56-hex cold key hash.
// Both become the bech32 id, the one form our links and queries use.

const POOL_PREFIX = "pool";
const KEY_HASH_BYTES = 28;
const HEX_ID = /^[0-9a-fA-F]{56}$/;

/** The canonical bech32 pool id for `raw`, or null when it is neither form. */
export function parsePoolId(raw: string): string | null {
  const value = raw.trim();
  if (HEX_ID.test(value)) return bech32.encode(POOL_PREFIX, bech32.toWords(hexBytes(value)));
  try {
    const decoded = bech32.decode(value.toLowerCase());
    if (decoded.prefix !== POOL_PREFIX || bech32.fromWords(decoded.words).length !== KEY_HASH_BYTES) return null;
    return value.toLowerCase();
  } catch {
    return null;
  }
}

/** A pool id of a URL (bech32 or 56 hex) as its bech32 id; anything else names no pool (404). */
export function parsePoolParam(raw: string | undefined): string {
  const poolId = parsePoolId(raw ?? "");
  if (poolId === null) throw new ParamError("not a pool id", 404);
  return poolId;
}

function hexBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}
