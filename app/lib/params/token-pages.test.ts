import { describe, expect, it } from "vitest";
import { nextAddressTokenSort, parseAddressTokensQuery, parseTokenListQuery, parseTokenPageQuery } from "./token-pages";
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

describe("parseTokenListQuery", () => {
  it("reads order, q and page, with defaults", () => {
    expect(parseTokenListQuery(params(""))).toEqual({ page: 1, order: "holders", q: null });
    expect(parseTokenListQuery(params("order=recent&q=%20pusd%20&page=3"))).toEqual({ page: 3, order: "recent", q: "pusd" });
  });

  it("answers a bad order, page or an overlong q with a 400 naming it", () => {
    expect(failure(() => parseTokenListQuery(params("order=newest")))).toEqual({ status: 400, param: "order" });
    expect(failure(() => parseTokenListQuery(params("page=0")))).toEqual({ status: 400, param: "page" });
    expect(failure(() => parseTokenListQuery(params(`q=${"a".repeat(201)}`)))).toEqual({ status: 400, param: "q" });
  });
});

describe("parseTokenPageQuery", () => {
  it("pages the holders and the history apart", () => {
    expect(parseTokenPageQuery(params("holdersPage=2"))).toEqual({ holders: 2, history: 1 });
    expect(failure(() => parseTokenPageQuery(params("historyPage=x")))).toEqual({ status: 400, param: "historyPage" });
  });
});

describe("parseAddressTokensQuery", () => {
  it("sorts by quantity, largest first, by default; by name A to Z", () => {
    expect(parseAddressTokensQuery(params(""))).toEqual({ page: 1, sort: "quantity", direction: "desc" });
    expect(parseAddressTokensQuery(params("tokensSort=name"))).toEqual({ page: 1, sort: "name", direction: "asc" });
    expect(failure(() => parseAddressTokensQuery(params("tokensSort=value")))).toEqual({ status: 400, param: "tokensSort" });
    expect(failure(() => parseAddressTokensQuery(params("tokensDirection=up")))).toEqual({ status: 400, param: "tokensDirection" });
  });

  it("flips the active column and starts another at its default", () => {
    expect(nextAddressTokenSort({ sort: "quantity", direction: "desc" }, "quantity")).toEqual({ sort: "quantity", direction: "asc" });
    expect(nextAddressTokenSort({ sort: "quantity", direction: "asc" }, "name")).toEqual({ sort: "name", direction: "asc" });
  });
});
