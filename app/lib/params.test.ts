import { describe, expect, it } from "vitest";
import {
  assertDecodablePath,
  fitsColumn,
  isHexPrefix,
  ParamError,
  parsedOr,
  parseBlockId,
  parseEpochNumber,
  parseHash32,
  parseLimitOffset,
  parsePage,
  parsePoolPage,
  parsePoolParam,
  parseStakePoolQuery,
} from "./params";

const q = (query: string) => new URLSearchParams(query);

function errorOf(run: () => unknown): ParamError {
  try {
    run();
  } catch (error) {
    if (error instanceof ParamError) return error;
    throw error;
  }
  throw new Error("expected a ParamError");
}

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
});

describe("ids", () => {
  const hash = "a".repeat(64);

  it("reads a 64-character hex hash, lower-cased", () => {
    expect(parseHash32(hash.toUpperCase())).toBe(hash);
  });

  it.each(["abc", "g".repeat(64), "a".repeat(63), "a".repeat(65), "", "<script>"])("a malformed hash %j is 404", (raw) => {
    expect(errorOf(() => parseHash32(raw)).status).toBe(404);
  });

  it("reads a block id as height or hash", () => {
    expect(parseBlockId("0")).toEqual({ kind: "height", height: 0 });
    expect(parseBlockId("123456")).toEqual({ kind: "height", height: 123456 });
    expect(parseBlockId(hash)).toEqual({ kind: "hash", hash });
    // A hash can be all digits; 64 of them are a hash that happens to hold no letters, not a height.
    expect(parseBlockId("0".repeat(64))).toEqual({ kind: "hash", hash: "0".repeat(64) });
    expect(parseBlockId("12".repeat(32))).toEqual({ kind: "hash", hash: "12".repeat(32) });
    expect(errorOf(() => parseBlockId("-1")).status).toBe(404);
  });

  it("reads an epoch number", () => {
    expect(parseEpochNumber("7")).toBe(7);
    expect(errorOf(() => parseEpochNumber("seven")).status).toBe(404);
  });

  it("recognises hex prefixes of 8 to 64 characters", () => {
    expect(isHexPrefix("deadbeef")).toBe(true);
    expect(isHexPrefix("deadbee")).toBe(false);
    expect(isHexPrefix("deadbeeg")).toBe(false);
    expect(isHexPrefix("a".repeat(65))).toBe(false);
  });
});

// Each numeric id is compared with an integer column; a number the column
// cannot hold names nothing (404), where PostgreSQL would fail the query (500).
describe("numbers beyond their column's range", () => {
  it.each([
    ["int4", "2147483647", "2147483648"],
    ["int8", "9223372036854775807", "9223372036854775808"],
    ["word64", "18446744073709551615", "18446744073709551616"],
  ] as const)("%s holds %s, not %s", (column, largest, beyond) => {
    expect(fitsColumn("0", column)).toBe(true);
    expect(fitsColumn(largest, column)).toBe(true);
    expect(fitsColumn(beyond, column)).toBe(false);
    expect(fitsColumn("9".repeat(40), column)).toBe(false);
    expect(fitsColumn("-1", column)).toBe(false);
  });

  it("a block height and an epoch number are int4: the largest is read, one more is a 404", () => {
    expect(parseBlockId("2147483647")).toEqual({ kind: "height", height: 2147483647 });
    expect(parseEpochNumber("2147483647")).toBe(2147483647);
    for (const beyond of ["2147483648", "99999999999", "9".repeat(63)]) {
      expect(errorOf(() => parseBlockId(beyond)).status).toBe(404);
      expect(errorOf(() => parseEpochNumber(beyond)).status).toBe(404);
    }
  });

  it("an offset or page beyond the int4 range is a 400 (a bad request, not a missing thing)", () => {
    expect(parseLimitOffset(q("offset=2147483647")).offset).toBe(2147483647);
    expect(errorOf(() => parseLimitOffset(q("offset=2147483648"))).status).toBe(400);
    expect(errorOf(() => parsePage(q("page=2147483648"))).status).toBe(400);
  });
});

describe("parsedOr", () => {
  it("hands on the parsed value", () => {
    expect(parsedOr(() => parseBlockId("42"), () => "unused")).toEqual({ kind: "height", height: 42 });
  });

  it("throws the route's own answer for a ParamError", () => {
    const notFound = { status: 404, details: "block page" };
    expect(() => parsedOr(() => parseBlockId("nope"), () => notFound)).toThrow(expect.objectContaining(notFound));
  });

  it("by default throws a response with the parser's status and reason", async () => {
    let thrown: unknown;
    try {
      parsedOr(() => parsePage(q("page=0")));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).json()).toEqual({ error: "page must be 1 or more", param: "page" });
  });

  it("lets any other failure through as it is", () => {
    const bug = new TypeError("bug");
    expect(() => parsedOr(() => { throw bug; }, () => "unused")).toThrow(bug);
  });
});

describe("parseStakePoolQuery", () => {
  const read = (query: string) => parseStakePoolQuery(new URLSearchParams(query));

  it("defaults to 100 pools by total stake, largest first", () => {
    expect(read("")).toEqual({ limit: 100, offset: 0, sortBy: "totalStake", sortDirection: "desc" });
  });

  it("reads every spec sort key in both directions", () => {
    expect(read("limit=20&offset=40&sortBy=blocksEpoch&sortDirection=asc")).toEqual({
      limit: 20,
      offset: 40,
      sortBy: "blocksEpoch",
      sortDirection: "asc",
    });
    expect(read("sortBy=active").sortBy).toBe("active");
  });

  it.each(["sortBy=roa", "sortBy=TOTALSTAKE", "sortBy=", "sortDirection=up", "sortDirection=DESC", "limit=0", "limit=101"])(
    "%j is a 400",
    (query) => {
      expect(errorOf(() => read(query)).status).toBe(400);
    },
  );
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

describe("parsePoolParam", () => {
  it("bech32 or 56 hex → the bech32 id; anything else a 404", () => {
    const bech = "pool1tjqscf4lrqaarmgslg6zu5lgu6zudxewfh33xhuvq7ykjyxmr3h";
    expect(parsePoolParam(bech)).toBe(bech);
    expect(parsePoolParam("5C810C26BF183BD1ED10FA342E53E8E685C69B2E4DE3135F8C078969")).toBe(bech);
    for (const raw of [undefined, "", "pool1", bech.slice(0, -1) + "q", "a".repeat(64), "stake1uymxpuntxfetgwk2k8u7ft3tvfh47uj3wv6806a4xs5628qdfnnjm"]) {
      expect(errorOf(() => parsePoolParam(raw)).status, String(raw)).toBe(404);
    }
  });
});

describe("assertDecodablePath", () => {
  it("lets a path that decodes through, and answers a malformed escape with a 400", () => {
    expect(() => assertDecodablePath("/stakepools/pool1%41")).not.toThrow();
    for (const path of ["/stakepools/%", "/blocks/%E0%A4%A", "/addresses/%zz", "/blocks/%C3"]) {
      expect(() => assertDecodablePath(path)).toThrow(expect.objectContaining({ status: 400, message: expect.stringContaining("malformed percent-encoding") }));
    }
  });
});
