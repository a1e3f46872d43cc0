import { bech32 } from "bech32";
import { ParamError } from "./param-error";

// A token as a URL or the API names it (/tokens/{id}): its CIP-14 fingerprint
// (asset1…, 20 bytes in bech32) or its unit, the policy id (56 hex) followed by the
// asset name's bytes in hex (0 to 32 bytes), as Blockfrost's `assets/{asset}`
// takes it. A policy is its 56-hex id.

export type AssetId = { kind: "fingerprint"; fingerprint: string } | { kind: "unit"; policyId: string; nameHex: string };

const FINGERPRINT_PREFIX = "asset";
const FINGERPRINT_BYTES = 20;
const POLICY = /^[0-9a-f]{56}$/;
const UNIT = /^([0-9a-f]{56})((?:[0-9a-f]{2}){0,32})$/;

/** Whether the text is a well-formed CIP-14 fingerprint (lower case). */
export function isAssetFingerprint(value: string): boolean {
  if (!value.startsWith(`${FINGERPRINT_PREFIX}1`)) return false;
  try {
    const decoded = bech32.decode(value);
    return decoded.prefix === FINGERPRINT_PREFIX && bech32.fromWords(decoded.words).length === FINGERPRINT_BYTES;
  } catch {
    return false;
  }
}

/** The token a path names; anything else names no token (404). */
export function parseAssetId(raw: string | undefined): AssetId {
  const value = (raw ?? "").trim().toLowerCase();
  if (isAssetFingerprint(value)) return { kind: "fingerprint", fingerprint: value };
  const unit = UNIT.exec(value);
  if (unit?.[1] !== undefined && unit[2] !== undefined) return { kind: "unit", policyId: unit[1], nameHex: unit[2] };
  throw new ParamError("not a token fingerprint (asset1…) or a policy id followed by an asset name in hex", 404);
}

/** The policy a path names (56 hex characters, lower-cased); anything else names no policy (404). */
export function parsePolicyId(raw: string | undefined): string {
  const value = (raw ?? "").trim().toLowerCase();
  if (!POLICY.test(value)) throw new ParamError("not a policy id (56 hex characters)", 404);
  return value;
}
