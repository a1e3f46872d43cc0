import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { ParamError } from "./param-error";
import { parseLimitOffset, parsePage, parsePageRequest, parsePoolPage } from "./paging";

const q = (query: string) => new URLSearchParams(query);

describe("parseLimitOffset", () => {
  it("defaults to the page size and offset 0", () => {
    expect(parseLimitOffset(q(""))).toEqual({ limit: 20, offset: 0 });
    expect(parseLimitOffset(q(""), 5)).toEqual({ limit: 5, offset: 0 });
  });

  it("accepts limit 1–100 and any offset ≥ 0", () => {
    expect(parseLimitOffset(q("limit=1&offset=40000"))).toEqual({ limit: 1, offset: 40000 });
    expect(parseLimitOffset(q("limit=100"))).toEqual({ limit: 100, offset: 0 });
  });

  it.each(["limit=0", "limit=101", "limit=-1", "limit=abc", "limit=", "limit=1.5", "offset=-1", "offset=1e3", "offset=99999999999"])(
    "answers 400 for %s",
    (query) => {
      expect(errorOf(() => parseLimitOffset(q(query))).status).toBe(400);
    },
  );
});

describe("parsePage", () => {
  it("is 1-based and defaults to 1", () => {
    expect(parsePage(q(""))).toBe(1);
    expect(parsePage(q("page=5000"))).toBe(5000);
  });

  it.each(["page=0", "page=-2", "page=x", "page=2.5", "page="])("answers 400 for %s", (query) => {
    expect(errorOf(() => parsePage(q(query))).status).toBe(400);
  });

  it("reads one list's own parameter by the same rule, the 400 naming it", () => {
    expect(parsePage(q("page=3"), "rewardsPage")).toBe(1);
    expect(parsePage(q("page=3&rewardsPage=7"), "rewardsPage")).toBe(7);
    const error = errorOf(() => parsePage(q("rewardsPage=0"), "rewardsPage"));
    expect([error.status, error.param, error.message]).toEqual([400, "rewardsPage", "rewardsPage must be 1 or more"]);
    expect(errorOf(() => parsePage(q("rewardsPage=1000001"), "rewardsPage")).message).toBe("rewardsPage must be at most 1000000");
  });
});

describe("numbers beyond their column's range", () => {
  it("an offset or page beyond the int4 range is a 400 (a bad request, not a missing thing)", () => {
    expect(parseLimitOffset(q("offset=2147483647")).offset).toBe(2147483647);
    expect(errorOf(() => parseLimitOffset(q("offset=2147483648"))).status).toBe(400);
    expect(errorOf(() => parsePage(q("page=2147483648"))).status).toBe(400);
  });
});

describe("parsePoolPage", () => {
  it("page 0-based (default 0), limit 1–100 (default the given size)", () => {
    expect(parsePoolPage(q(""))).toEqual({ page: 0, limit: 20 });
    expect(parsePoolPage(q(""), 10)).toEqual({ page: 0, limit: 10 });
    expect(parsePoolPage(q("page=0&limit=1"))).toEqual({ page: 0, limit: 1 });
    expect(parsePoolPage(q("page=7&limit=100"))).toEqual({ page: 7, limit: 100 });
  });

  it("anything else is a 400", () => {
    for (const query of ["page=-1", "page=1.5", "page=abc", "page=", "page=21474837", "limit=0", "limit=101", "limit=1e2", "limit= 5"]) {
      expect(errorOf(() => parsePoolPage(q(query))).status, query).toBe(400);
    }
  });
});

describe("the page a list request asks for", () => {
  const params = (query: string) => new URL(`http://explorer.test/blocks${query}`).searchParams;

  it("reads ?page=N, page 1 when absent", () => {
    expect(parsePageRequest(params(""), 20)).toEqual({ page: 1, offset: 0 });
    expect(parsePageRequest(params("?page=5000&network=testnet"), 20)).toEqual({ page: 5000, offset: 99_980 });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", "", "99999999999"])("answers ?page=%j with a 400", (value) => {
    let thrown: unknown;
    try {
      parsePageRequest(params(`?page=${value}`), 20);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ParamError);
    expect((thrown as ParamError).status).toBe(400);
    expect((thrown as ParamError).message).toMatch(/^page must be /);
    expect((thrown as ParamError).param).toBe("page");
  });

  it.each([
    ["abc", "page must be a whole number"],
    ["1.5", "page must be a whole number"],
    ["-1", "page must be 1 or more"],
    ["0", "page must be 1 or more"],
    ["99999999999", "page must be at most 1000000"],
  ])("says what is wrong with ?page=%j: %s", (value, message) => {
    expect(() => parsePageRequest(params(`?page=${value}`), 20)).toThrow(message);
  });
});
