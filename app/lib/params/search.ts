import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../domain";
import { ParamError } from "./param-error";

// The search's `?q=` rule, once: the JSON API answers a query outside it with a
// 400, the /search page with its own words for each case.

/** `?q=` as the search reads it: trimmed, and what is wrong with it (null: nothing). */
export function readSearchQuery(params: URLSearchParams): { query: string; problem: "empty" | "too-short" | "too-long" | null } {
  const query = (params.get("q") ?? "").trim();
  if (query === "") return { query, problem: "empty" };
  if (query.length < SEARCH_MIN_LENGTH) return { query, problem: "too-short" };
  if (query.length > SEARCH_MAX_LENGTH) return { query, problem: "too-long" };
  return { query, problem: null };
}

/** `?q=` of the search: trimmed, SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters; anything else a 400. */
export function parseSearchQuery(params: URLSearchParams): string {
  const { query, problem } = readSearchQuery(params);
  if (problem === "empty" || problem === "too-short") throw new ParamError(`q must have at least ${SEARCH_MIN_LENGTH} characters`, 400);
  if (problem === "too-long") throw new ParamError(`q must have at most ${SEARCH_MAX_LENGTH} characters`, 400);
  return query;
}
