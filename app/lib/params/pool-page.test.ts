import { describe, expect, it } from "vitest";
import { ParamError } from "./param-error";
import { parsePoolPageQuery } from "./pool-page";

describe("parsePoolPageQuery", () => {
  it("defaults every list to page 1 and the spec's sizes", () => {
    expect(parsePoolPageQuery(new URLSearchParams())).toEqual({ rewardsPage: 1, rewardsSize: 20, blocksPage: 1, blocksSize: 20, delegationsPage: 1 });
  });

  it("reads each list's own parameters", () => {
    const query = parsePoolPageQuery(new URLSearchParams("rewardsPage=3&rewardsSize=50&blocksPage=2&blocksSize=10&delegationsPage=4"));
    expect(query).toEqual({ rewardsPage: 3, rewardsSize: 50, blocksPage: 2, blocksSize: 10, delegationsPage: 4 });
  });

  it.each(["blocksPage=0", "rewardsPage=x", "blocksSize=15", "rewardsSize=", "delegationsPage=-1"])("answers 400 for %s", (search) => {
    expect(() => parsePoolPageQuery(new URLSearchParams(search))).toThrow(ParamError);
    try {
      parsePoolPageQuery(new URLSearchParams(search));
    } catch (error) {
      expect((error as ParamError).status).toBe(400);
      expect((error as ParamError).message).toContain(search.split("=")[0]);
    }
  });
});
