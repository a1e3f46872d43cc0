import { describe, expect, it } from "vitest";
import { assetNameLabel, assetNameText, printableName } from "./asset-name";

const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");

describe("asset names", () => {
  it("reads UTF-8 names as text", () => {
    expect(assetNameText(hexOf("HOSKY"))).toEqual({ hex: hexOf("HOSKY"), text: "HOSKY", label: null });
    expect(printableName(hexOf("ヘビ 🐍"))).toBe("ヘビ 🐍");
  });

  it("shows bytes that are not UTF-8 as hex", () => {
    expect(printableName("ff00fe")).toBeNull();
    expect(assetNameLabel("ff00fe")).toBe("ff00fe");
  });

  it("shows names with invisible, direction-changing or control characters as hex", () => {
    for (const hostile of ["US\u202eDC", "US\u200bDC", "a\u0000b", "line\nbreak", "\u2066x"]) {
      expect(printableName(hexOf(hostile))).toBeNull();
      expect(assetNameLabel(hexOf(hostile))).toBe(hexOf(hostile));
    }
  });

  it("names the empty name and splits off CIP-67 labels", () => {
    expect(assetNameLabel("")).toBe("(empty name)");
    expect(assetNameText(`0014df10${hexOf("USDM")}`)).toEqual({ hex: `0014df10${hexOf("USDM")}`, text: "USDM", label: 333 });
    expect(assetNameText(`000de140${hexOf("Ape #1")}`).label).toBe(222);
  });
});
