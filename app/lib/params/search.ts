import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../domain";
import { ParamError } from "./param-error";

/** `?q=` of the search: trimmed, SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters. */
export function parseSearchQuery(params: URLSearchParams): string {
  const query = (params.get("q") ?? "").trim();
  if (query.length < SEARCH_MIN_LENGTH) throw new ParamError(`q must have at least ${SEARCH_MIN_LENGTH} characters`, 400);
  if (query.length > SEARCH_MAX_LENGTH) throw new ParamError(`q must have at most ${SEARCH_MAX_LENGTH} characters`, 400);
  return query;
}
