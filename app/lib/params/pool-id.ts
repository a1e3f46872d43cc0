import { bech32 } from "bech32";
import { ParamError } from "./param-error";

// A pool as a URL or the API names it (spec §2 /stakepools/{poolId}): its bech32
// id (pool1…, the same prefix on every network) or its 56-hex cold key hash.
// Both become the bech32 id, the one form our links and queries use.

const POOL_PREFIX = "pool";
const KEY_HASH_BYTES = 28;
const HEX_ID = /^[0-9a-fA-F]{56}$/;

/** The canonical bech32 pool id for `raw`; anything else names no pool (404). */
export function parsePoolParam(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (HEX_ID.test(value)) return bech32.encode(POOL_PREFIX, bech32.toWords(hexBytes(value)));
  if (!isPoolBech32(value.toLowerCase())) throw new ParamError("not a pool id", 404);
  return value.toLowerCase();
}

function isPoolBech32(value: string): boolean {
  try {
    const decoded = bech32.decode(value);
    return decoded.prefix === POOL_PREFIX && bech32.fromWords(decoded.words).length === KEY_HASH_BYTES;
  } catch {
    return false;
  }
}

function hexBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}
