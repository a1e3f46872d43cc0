import { describe, expect, it } from "vitest";
import {
  blockTitle,
  parentHashView,
  poolDisplayName,
  poolNameText,
  poolTickerText,
  transactionCountText,
  transactionRangeText,
} from "./blocks";
import { truncateHash } from "../formats/format";

describe("block titles and counts", () => {
  it("names a block by its height, and the height-less genesis row 'Genesis Block'", () => {
    expect(blockTitle(2894)).toBe("Block #2,894");
    expect(blockTitle(0)).toBe("Block #0");
    expect(blockTitle(null)).toBe("Genesis Block");
  });

  it("counts transactions in words, singular for one", () => {
    expect(transactionCountText(0)).toBe("0 transactions");
    expect(transactionCountText(1)).toBe("1 transaction");
    expect(transactionCountText(14505)).toBe("14,505 transactions");
  });
});

describe("parent hash (spec §2 Block detail)", () => {
  const hash = "ab".repeat(32);
  it("shows the parent's hash when there is one, even at height 0", () => {
    expect(parentHashView({ height: 5, parentHash: hash })).toEqual({ kind: "hash", hash });
    expect(parentHashView({ height: 0, parentHash: hash })).toEqual({ kind: "hash", hash });
  });
  it("says 'Genesis Block' for the first block without a parent, N/A for any other", () => {
    expect(parentHashView({ height: 0, parentHash: null })).toEqual({ kind: "text", text: "Genesis Block" });
    expect(parentHashView({ height: null, parentHash: null })).toEqual({ kind: "text", text: "Genesis Block" });
    expect(parentHashView({ height: 7, parentHash: null })).toEqual({ kind: "text", text: "N/A" });
    expect(parentHashView({ height: 7, parentHash: "" })).toEqual({ kind: "text", text: "N/A" });
  });
});

describe("pool labels", () => {
  it("keeps a name or ticker as text, without its invisible and direction-changing characters", () => {
    expect(poolNameText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(poolNameText("Trusted \u202elooP ekaF")).toBe("Trusted looP ekaF");
    expect(poolTickerText("OR\u200bBIT")).toBe("ORBIT");
  });
  it("falls back to 'Unknown' and N/A when missing, empty or invisible", () => {
    for (const missing of [null, undefined, "", "   ", "\u200b\u200d\ufeff", "\u202e", " \u2028\u2060 "]) {
      expect(poolNameText(missing)).toBe("Unknown");
      expect(poolTickerText(missing)).toBe("N/A");
    }
  });
});

describe("pages of a block's transactions", () => {
  it("says nothing when one page holds them all", () => {
    expect(transactionRangeText(1, 50, 0)).toBeNull();
    expect(transactionRangeText(1, 50, 50)).toBeNull();
  });
  it("names the range shown of a bigger block", () => {
    expect(transactionRangeText(1, 50, 51)).toBe("Showing transactions 1–50 of 51");
    expect(transactionRangeText(2, 50, 51)).toBe("Showing transactions 51–51 of 51");
    expect(transactionRangeText(2, 50, 14505)).toBe("Showing transactions 51–100 of 14,505");
  });
  it("says when a page is past the last transaction", () => {
    expect(transactionRangeText(2, 50, 11)).toBe("Page 2 is past the last of the block's 11 transactions.");
  });
});

describe("poolDisplayName", () => {
  it("names a pool by its name, else its ticker, else (no metadata) its shortened id; 'Unknown' only without a pool", () => {
    const poolId = "pool1" + "q".repeat(51);
    expect(poolDisplayName({ poolId, name: "Alpha", ticker: "ALP" })).toBe("Alpha");
    expect(poolDisplayName({ poolId, name: "\u200b", ticker: "ALP" })).toBe("ALP");
    expect(poolDisplayName({ poolId, name: null, ticker: null })).toBe(truncateHash(poolId, 16));
    expect(poolDisplayName({ poolId: null, name: null, ticker: null })).toBe("Unknown");
  });
});
