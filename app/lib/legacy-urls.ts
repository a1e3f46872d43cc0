import { entityHref, type EntityKind } from "./hrefs";

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

/** The language prefix the incumbent puts before its paths. */
export const LEGACY_LANGUAGE = "en";

function isLegacyShape(segment: string | undefined): segment is LegacyShape {
  return segment !== undefined && Object.hasOwn(LEGACY_SHAPES, segment);
}

/**
 * Our path for an incumbent URL (its `pathname` as the request has it, still
 * percent-encoded, and its `search`, kept as it is), or null when it is not one.
 * The id is passed through: our page validates it. The answer is always a
 * same-origin relative path: the id is encoded into one path segment.
 */
export function legacyUrlTarget(pathname: string, search: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const rest = segments[0] === LEGACY_LANGUAGE ? segments.slice(1) : segments;
  const [shape, rawId] = rest;
  if (rest.length !== 2 || !isLegacyShape(shape) || rawId === undefined) return null;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  return `${entityHref(LEGACY_SHAPES[shape], id)}${search}`;
}
