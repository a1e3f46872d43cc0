import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseStakePoolQuery } from "./pool-list";

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
