import { parseAssetId, parsePolicyId } from "../params/asset-id";
import { ParamError } from "../params/param-error";

// What the token list's filter (q) names: a policy id lists that policy's
// tokens, a fingerprint or a unit its one token, anything else is the start of
// a name or ticker. A policy id is also a unit with an empty name: the policy wins.

export type TokenListFilter = { kind: "policy"; policyId: string } | { kind: "token" } | { kind: "name" };

function named<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ParamError) return null;
    throw error;
  }
}

export function tokenListFilter(q: string): TokenListFilter {
  const policyId = named(() => parsePolicyId(q));
  if (policyId !== null) return { kind: "policy", policyId };
  return named(() => parseAssetId(q)) === null ? { kind: "name" } : { kind: "token" };
}
