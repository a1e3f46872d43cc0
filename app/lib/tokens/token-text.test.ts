import { describe, expect, it } from "vitest";
import { offeredImageUrl, readableText, shareText, tokenName, tokenTitle } from "./token-text";

const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");

describe("tokenName", () => {
  it("takes the metadata's name when it is visible text", () => {
    expect(tokenName({ displayName: "Prime Dollar", assetName: hexOf("PUSD") })).toEqual({ text: "Prime Dollar", hex: false });
  });

  it("falls back to the asset name's bytes when the metadata name hides characters", () => {
    expect(tokenName({ displayName: "US\u202eDC", assetName: hexOf("USDC") })).toEqual({ text: "USDC", hex: false });
    expect(tokenName({ displayName: "a\u200bb", assetName: "ff00fe" })).toEqual({ text: "ff00fe", hex: true });
    expect(tokenName({ displayName: null, assetName: "" })).toEqual({ text: "(empty name)", hex: false });
  });

  it("shows a name whose own bytes hide characters as hex", () => {
    const hostile = hexOf("ab\u202ecd");
    expect(tokenName({ displayName: null, assetName: hostile })).toEqual({ text: hostile, hex: true });
  });
});

describe("tokenTitle", () => {
  it("adds a readable ticker that differs from the name", () => {
    expect(tokenTitle({ displayName: "Prime Dollar", ticker: "PUSD", assetName: "" })).toBe("Prime Dollar (PUSD)");
    expect(tokenTitle({ displayName: "PUSD", ticker: "PUSD", assetName: "" })).toBe("PUSD");
    expect(tokenTitle({ displayName: "X", ticker: "<script>\u0007", assetName: "" })).toBe("X");
  });
});

describe("readableText", () => {
  it("refuses control, invisible and blank text", () => {
    expect(readableText("line\nbreak")).toBeNull();
    expect(readableText("   ")).toBeNull();
    expect(readableText("<b>bold</b>")).toBe("<b>bold</b>");
  });
});

describe("shareText", () => {
  it("writes two decimals, a sliver as <0.01%", () => {
    expect(["12.3456", "0.0001", "0"].map(shareText)).toEqual(["12.35%", "<0.01%", "0.00%"]);
  });
});

describe("offeredImageUrl", () => {
  it("offers https only", () => {
    const urls = ["https://example.com/a.png", "http://example.com/a.png", "javascript:alert(1)", "data:image/png;base64,AAAA", "ipfs://Qm", "https://user:pw@example.com/a.png"];
    expect(urls.map(offeredImageUrl)).toEqual(["https://example.com/a.png", null, null, null, null, null]);
  });
});
