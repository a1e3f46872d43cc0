import { describe, expect, it } from "vitest";
import { ariaSortOf, DEFAULT_POOL_SORT, nextPoolSort } from "./pool-sort";

describe("pool list sorting (spec §4)", () => {
  it("toggles the active column and starts another column descending", () => {
    expect(nextPoolSort(DEFAULT_POOL_SORT, "totalStake")).toEqual({ sortBy: "totalStake", sortDirection: "asc" });
    expect(nextPoolSort({ sortBy: "totalStake", sortDirection: "asc" }, "totalStake")).toEqual(DEFAULT_POOL_SORT);
    expect(nextPoolSort({ sortBy: "ticker", sortDirection: "asc" }, "margin")).toEqual({ sortBy: "margin", sortDirection: "desc" });
  });

  it("marks only the active column as sorted", () => {
    expect(ariaSortOf(DEFAULT_POOL_SORT, "totalStake")).toBe("descending");
    expect(ariaSortOf({ sortBy: "name", sortDirection: "asc" }, "name")).toBe("ascending");
    expect(ariaSortOf(DEFAULT_POOL_SORT, "name")).toBe("none");
  });
});
