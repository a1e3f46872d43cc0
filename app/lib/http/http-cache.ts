// How long a browser or a cache may keep an answer, and how it asks again: one
// policy for the JSON API, the CSV downloads and the pages (docs/http-caching.md).
// What lies deeper than the security parameter can no longer change, so it is
// kept for good; what is near the tip is kept seconds and refreshed in the
// background; a page carries a per-response CSP nonce, so only the reader's own
// browser keeps it, and asks again each time with the validator it was given.

import type { ChainTip } from "../domain";

/** Blocks on top of a block after which it can no longer be rolled back (k). */
export const SECURITY_PARAMETER = 2160;

/** What an answer's depth is measured against: the chain's newest block. */
export type TipPosition = Pick<ChainTip, "height" | "epochNumber">;

/** Where an answer's content sits: settled (it can no longer change) or near the tip. */
export type Depth = "settled" | "tip";

const SETTLED_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** About a block's spacing: a refresh is needed no sooner than the next block. */
const TIP_MAX_AGE_SECONDS = 5;
/** While a refresh is fetched, the kept answer may still be shown this long. */
const TIP_STALE_SECONDS = 5;

/** A page: kept by the reader's browser only, and revalidated on every use (Back included). */
export const PAGE_CACHE_CONTROL = "private, no-cache";
/** A page's answer depends on the network and theme cookies, a download's on the network cookie. */
export const PREFERENCES_VARY = "Cookie";

/** Whether a block at `height` is settled, with the chain's newest block at `tipHeight`. */
export function isSettledHeight(height: number | null | undefined, tipHeight: number): boolean {
  return typeof height === "number" && tipHeight - height >= SECURITY_PARAMETER;
}

/**
 * Whether an epoch is settled: two newer epochs have begun, so its last block lies
 * a whole epoch (far more than k blocks) below the tip and its figures are final.
 */
export function isSettledEpoch(epochNumber: number | null | undefined, tipEpoch: number): boolean {
  return typeof epochNumber === "number" && tipEpoch - epochNumber >= 2;
}

/**
 * Fields whose value moves with every block whatever the depth of what they
 * describe (a block's transactions carry their `confirmations`, spec §3): an
 * answer holding one is never settled, since the bytes kept for good would
 * go stale. A client computes such a figure from the tip, as the pages do.
 */
const TIP_DEPENDENT_FIELDS: ReadonlySet<string> = new Set(["confirmations"]);

function carriesTipDependentField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesTipDependentField);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, field]) => TIP_DEPENDENT_FIELDS.has(key) || carriesTipDependentField(field));
}

/**
 * The depth of an answer: settled only when what it describes can no longer
 * change (`settled`) and it carries no figure that changes with the tip.
 */
export function answerDepth(settled: boolean, answer: unknown): Depth {
  return settled && !carriesTipDependentField(answer) ? "settled" : "tip";
}

/** The Cache-Control of a public answer (JSON, CSV): `tipSeconds` overrides the tip's max-age. */
export function publicCacheControl(depth: Depth, tipSeconds = TIP_MAX_AGE_SECONDS): string {
  return depth === "settled" ? SETTLED_CACHE_CONTROL : `public, max-age=${tipSeconds}, stale-while-revalidate=${TIP_STALE_SECONDS}`;
}

/** A strong validator: the same tag means the same bytes. */
export function strongTag(digest: string): string {
  return `"${digest}"`;
}

/** A weak validator: the same content, not the same bytes (a page's nonce differs each time). */
export function weakTag(digest: string): string {
  return `W/"${digest}"`;
}

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 §13.1.2: weak comparison, a
 * list of tags, or `*`), so the answer is a 304 Not Modified.
 */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}

/**
 * A route's `handle` that marks its page as different on every visit (the
 * dashboard's random pool sample, spec §2): it is rendered for each request.
 */
export const PER_VISIT = { perVisit: true } as const;

/** Whether one of the matched routes' modules says its page differs on every visit. */
export function isPerVisit(handles: ReadonlyArray<unknown>): boolean {
  return handles.some((handle) => (handle as { perVisit?: unknown } | undefined)?.perVisit === true);
}