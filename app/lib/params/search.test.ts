import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../domain";
import { parseSearchQuery, readSearchQuery } from "./search";

const q = (query: string) => new URLSearchParams({ q: query });
const long = "a".repeat(SEARCH_MAX_LENGTH + 1);
const short = "a".repeat(SEARCH_MIN_LENGTH - 1);

describe("the search's q rule", () => {
  it("trims, and names what is wrong: the page's words and the API's 400 come from the same reading", () => {
    expect(readSearchQuery(new URLSearchParams(""))).toEqual({ query: "", problem: "empty" });
    expect(readSearchQuery(q("   "))).toEqual({ query: "", problem: "empty" });
    expect(readSearchQuery(q(` ${short} `))).toEqual({ query: short, problem: "too-short" });
    expect(readSearchQuery(q(long))).toEqual({ query: long, problem: "too-long" });
    expect(readSearchQuery(q("  pool1abc "))).toEqual({ query: "pool1abc", problem: null });
    expect(readSearchQuery(q(` ${"a".repeat(SEARCH_MAX_LENGTH)} `)).problem).toBeNull();
  });

  it("is a 400 in the JSON API for every problem, the query itself otherwise", () => {
    for (const query of ["", "   ", short, long]) expect(errorOf(() => parseSearchQuery(q(query))).status, query).toBe(400);
    expect(parseSearchQuery(q("  pool1abc "))).toBe("pool1abc");
  });
});
