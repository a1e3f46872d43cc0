import { entityHref, type EntityKind } from "./hrefs";
import { NETWORKS } from "./network";
import { parseAddressParam } from "../params/address";
import { parseBlockId } from "../params/block-id";
import { parseEpochNumber } from "../params/epoch";
import { parseHash32 } from "../params/hash";
import { ParamError } from "../params/param-error";
import { parsePoolParam } from "../params/pool-id";

/**
 * The Cardano Foundation explorer's entity paths (`/en/block/{id}`, or without
 * the language) and the page of ours each one is: old links keep working.
 */
export const LEGACY_SHAPES = {
  block: "block",
  transaction: "transaction",
  address: "address",
  "stake-address": "address",
  pool: "pool",
  epoch: "epoch",
} as const satisfies Record<string, EntityKind>;

type LegacyShape = keyof typeof LEGACY_SHAPES;

/**
 * The classic explorer's query shapes (`/en/transaction?id={hash}`): the
 * parameter that names the entity, for each shape it had.
 */
export const LEGACY_QUERY_SHAPES = {
  transaction: "id",
  block: "id",
  address: "address",
  epoch: "number",
  "stake-address": "address",
} as const satisfies Partial<Record<LegacyShape, string>>;

/**
 * The tabs the Cardano Foundation explorer put after an entity's path
 * (`/en/transaction/{hash}/metadata`): each is a part of our one page.
 */
export const LEGACY_TABS = {
  transaction: [
    "summary",
    "utxOs",
    "contracts",
    "collaterals",
    "withdrawals",
    "delegations",
    "mints",
    "minting",
    "poolCertificates",
    "stakeCertificates",
    "protocols",
    "protocolUpdate",
    "instantaneousRewards",
    "signersInformation",
    "metadata",
  ],
  "stake-address": ["delegation", "stake-key", "withdrawal", "instantaneous", "transactions"],
} as const satisfies Partial<Record<LegacyShape, readonly string[]>>;

/** The language prefix the incumbent puts before its paths. */
export const LEGACY_LANGUAGE = "en";

function isLegacyShape(segment: string | undefined): segment is LegacyShape {
  return segment !== undefined && Object.hasOwn(LEGACY_SHAPES, segment);
}

function hasKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/**
 * The id in our form when it can name an entity of this shape on either
 * network, else null: a malformed or hostile value is answered 404 here, never
 * sent on (the id of our path is then always one of the chain's own forms).
 */
function legacyId(shape: LegacyShape, raw: string): string | null {
  try {
    switch (shape) {
      case "block": {
        const block = parseBlockId(raw);
        return block.kind === "height" ? String(block.height) : block.hash;
      }
      case "transaction":
        return parseHash32(raw);
      case "pool":
        return parsePoolParam(raw);
      case "epoch":
        return String(parseEpochNumber(raw));
      case "address":
      case "stake-address":
        return addressOfEitherNetwork(raw, shape === "stake-address" ? "stake" : undefined);
    }
  } catch (error) {
    if (error instanceof ParamError) return null;
    throw error;
  }
}

function addressOfEitherNetwork(raw: string, only: "stake" | undefined): string | null {
  for (const network of NETWORKS) {
    try {
      return parseAddressParam(raw, network, only).address;
    } catch (error) {
      if (!(error instanceof ParamError)) throw error;
    }
  }
  return null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Our path for an incumbent URL (its `pathname` as the request has it, still
 * percent-encoded, and its `search`, kept as it is), or null when it is not one
 * or its id names nothing (a 404). The shapes: `/en/{shape}/{id}`, a tab after
 * it (`/en/transaction/{hash}/metadata`), the classic `/en/{shape}?id=…`, each
 * also without `/en`, and `/en` itself. The answer is always a same-origin
 * relative path: the id is checked and encoded into one path segment.
 */
export function legacyUrlTarget(pathname: string, search: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const language = segments[0] === LEGACY_LANGUAGE;
  const rest = language ? segments.slice(1) : segments;
  const params = new URLSearchParams(search);
  if (rest.length === 0) return language ? withQuery("/", params) : null;

  const [shape, rawId, tab] = rest;
  if (!isLegacyShape(shape) || rest.length > 3) return null;
  let raw: string | null;
  if (rest.length === 1) {
    if (!hasKey(LEGACY_QUERY_SHAPES, shape)) return null;
    const key = LEGACY_QUERY_SHAPES[shape];
    raw = params.get(key);
    params.delete(key);
  } else {
    raw = decoded(rawId!);
    if (tab !== undefined && !(hasKey(LEGACY_TABS, shape) && (LEGACY_TABS[shape] as readonly string[]).includes(tab))) return null;
  }
  const id = raw === null ? null : legacyId(shape, raw);
  if (id === null) return null;
  const target = entityHref(LEGACY_SHAPES[shape], id);
  // The path shapes keep their query as it came; a query shape loses only its id.
  return rest.length === 1 ? withQuery(target, params) : `${target}${search}`;
}
