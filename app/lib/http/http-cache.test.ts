import { describe, expect, it } from "vitest";
import { answerDepth, ifNoneMatchHits, isSettledEpoch, isSettledHeight, publicCacheControl, SECURITY_PARAMETER, strongTag, weakTag } from "./http-cache";

describe("depth", () => {
  it("a block is settled once k blocks lie on top of it, never before, and a block without a height never", () => {
    const tip = 10_000;
    expect(isSettledHeight(tip - SECURITY_PARAMETER, tip)).toBe(true);
    expect(isSettledHeight(tip - SECURITY_PARAMETER + 1, tip)).toBe(false);
    expect(isSettledHeight(tip, tip)).toBe(false);
    expect(isSettledHeight(null, tip)).toBe(false);
    expect(isSettledHeight(undefined, tip)).toBe(false);
  });

  it("an epoch is settled once two newer epochs have begun: the current and the previous one are not", () => {
    expect([isSettledEpoch(10, 10), isSettledEpoch(9, 10), isSettledEpoch(8, 10), isSettledEpoch(0, 10)]).toEqual([false, false, true, true]);
    expect(isSettledEpoch(null, 10)).toBe(false);
  });
});

describe("answerDepth", () => {
  it("keeps for good only a settled answer that carries no figure moving with the tip", () => {
    const deepBlock = { height: 1, transactions: [{ hash: "ab", amount: "5", confirmations: 74_520 }] };
    expect(answerDepth(true, deepBlock)).toBe("tip");
    expect(answerDepth(true, [{ nested: { confirmations: 3 } }])).toBe("tip");
    expect(answerDepth(true, { height: 1, transactions: [] })).toBe("settled");
    expect(answerDepth(true, { hash: "ab", blockHeight: 1, amount: "5" })).toBe("settled");
    expect(answerDepth(false, { height: 1 })).toBe("tip");
    expect(answerDepth(true, null)).toBe("settled");
  });
});

describe("Cache-Control", () => {
  it("settled answers are kept for good; answers near the tip for seconds, refreshed in the background", () => {
    expect(publicCacheControl("settled")).toMatch(/^public, max-age=\d{8}, immutable$/);
    const tip = publicCacheControl("tip");
    expect(tip).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(tip).not.toContain("immutable");
    expect(publicCacheControl("tip", 60)).toMatch(/^public, max-age=60, stale-while-revalidate=\d+$/);
  });
});

describe("If-None-Match", () => {
  const strong = strongTag("abc");
  const weak = weakTag("abc");

  it("names the tag, weakly compared, alone, in a list or as *", () => {
    expect(ifNoneMatchHits(strong, strong)).toBe(true);
    expect(ifNoneMatchHits(weak, weak)).toBe(true);
    expect(ifNoneMatchHits(strong, weak)).toBe(true);
    expect(ifNoneMatchHits(`"x", ${weak} , "y"`, strong)).toBe(true);
    expect(ifNoneMatchHits("*", strong)).toBe(true);
  });

  it("misses another tag, an absent header, and a tag that merely contains this one", () => {
    expect(ifNoneMatchHits(strongTag("abd"), strong)).toBe(false);
    expect(ifNoneMatchHits(null, strong)).toBe(false);
    expect(ifNoneMatchHits("", strong)).toBe(false);
    expect(ifNoneMatchHits('"abcd"', strong)).toBe(false);
    expect(ifNoneMatchHits("abc", strong)).toBe(false);
  });
});
