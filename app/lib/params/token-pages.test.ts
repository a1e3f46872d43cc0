import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { nextAddressTokenSort, parseAddressTokenSort, parseAddressTokensPageQuery, parseTokenListFilter, parseTokenListPageQuery, parseTokenPageQuery } from "./token-pages";
import { ParamError } from "./param-error";

const params = (query: string) => new URLSearchParams(query);
const failure = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error instanceof ParamError ? { status: error.status, param: error.param } : error;
  }
  return null;
};

describe("parseTokenListPageQuery", () => {
  it("reads order, q and page, with defaults", () => {
    expect(parseTokenListPageQuery(params(""))).toEqual({ page: 1, order: "holders", q: null });
    expect(parseTokenListPageQuery(params("order=recent&q=%20pusd%20&page=3"))).toEqual({ page: 3, order: "recent", q: "pusd" });
  });

  it("answers a bad order, page or an overlong q with a 400 naming it", () => {
    expect(failure(() => parseTokenListPageQuery(params("order=newest")))).toEqual({ status: 400, param: "order" });
    expect(failure(() => parseTokenListPageQuery(params("page=0")))).toEqual({ status: 400, param: "page" });
    expect(failure(() => parseTokenListPageQuery(params(`q=${"a".repeat(201)}`)))).toEqual({ status: 400, param: "q" });
  });
});

describe("parseTokenPageQuery", () => {
  it("pages the holders, the history and the transactions apart", () => {
    expect(parseTokenPageQuery(params("holdersPage=2"))).toEqual({ holders: 2, history: 1, transactions: 1 });
    expect(parseTokenPageQuery(params("transactionsPage=3"))).toEqual({ holders: 1, history: 1, transactions: 3 });
    expect(failure(() => parseTokenPageQuery(params("historyPage=x")))).toEqual({ status: 400, param: "historyPage" });
    expect(failure(() => parseTokenPageQuery(params("transactionsPage=0")))).toEqual({ status: 400, param: "transactionsPage" });
  });
});

describe("parseAddressTokensPageQuery", () => {
  it("sorts by quantity, largest first, by default; by name A to Z", () => {
    expect(parseAddressTokensPageQuery(params(""))).toEqual({ page: 1, sort: "quantity", direction: "desc" });
    expect(parseAddressTokensPageQuery(params("sort=name&tokensPage=2"))).toEqual({ page: 2, sort: "name", direction: "asc" });
    expect(failure(() => parseAddressTokensPageQuery(params("sort=value")))).toEqual({ status: 400, param: "sort" });
    expect(failure(() => parseAddressTokensPageQuery(params("tokensPage=0")))).toEqual({ status: 400, param: "tokensPage" });
  });

  it("flips the active column and starts another at its default", () => {
    expect(nextAddressTokenSort({ sort: "quantity", direction: "desc" }, "quantity")).toEqual({ sort: "quantity", direction: "asc" });
    expect(nextAddressTokenSort({ sort: "quantity", direction: "asc" }, "name")).toEqual({ sort: "name", direction: "asc" });
  });
});

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
