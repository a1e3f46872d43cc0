import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseAddressTokenSort, parseTokenListFilter } from "./token-list";

describe("token list parameters", () => {
  const list = (query: string) => parseTokenListFilter(new URLSearchParams(query));
  const sort = (query: string) => parseAddressTokenSort(new URLSearchParams(query));

  it("orders by holders unless told recent, and trims the filter (blank: none)", () => {
    expect(list("")).toEqual({ order: "holders", q: null });
    expect(list("order=recent&q=%20Hosk%20")).toEqual({ order: "recent", q: "Hosk" });
    expect(list("q=%20%20").q).toBeNull();
  });

  it("sorts an address's tokens by quantity, largest first, or by name A to Z unless told", () => {
    expect(sort("")).toEqual({ sort: "quantity", direction: "desc" });
    expect(sort("sort=name")).toEqual({ sort: "name", direction: "asc" });
    expect(sort("sort=name&direction=desc")).toEqual({ sort: "name", direction: "desc" });
  });

  it.each([
    ["order=supply", "order"],
    ["q=" + "x".repeat(201), "q"],
  ])("%j is a 400 naming %s", (query, param) => {
    const error = errorOf(() => list(query));
    expect([error.status, error.param]).toEqual([400, param]);
  });

  it.each([
    ["sort=ticker", "sort"],
    ["direction=DESC", "direction"],
  ])("%j is a 400 naming %s", (query, param) => {
    const error = errorOf(() => sort(query));
    expect([error.status, error.param]).toEqual([400, param]);
  });
});
