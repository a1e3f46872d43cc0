import { describe, expect, it } from "vitest";
import { figureLength, mayOverflow, splitFigure } from "./text-fit";

describe("mayOverflow", () => {
  it("is false only for a text that fits the width in any font", () => {
    expect(mayOverflow("Horizon Stake 3", 28)).toBe(false);
    expect(mayOverflow("W".repeat(17), 28)).toBe(false);
    expect(mayOverflow("W".repeat(18), 28)).toBe(true);
    expect(mayOverflow("Verbose Pool With A Long Name", 28)).toBe(true);
  });

  it("counts wide letters and emoji as wider", () => {
    expect(mayOverflow("株式会社ステーキング".repeat(1), 28)).toBe(false);
    expect(mayOverflow("株式会社ステーキングプール合同", 28)).toBe(true);
    expect(mayOverflow("🚀".repeat(7), 28)).toBe(false);
    expect(mayOverflow("🚀".repeat(8), 28)).toBe(true);
  });
});

describe("a figure on a narrow card", () => {
  it("splits the number from its unit", () => {
    expect(splitFigure("7,049,755,242.347770 AP3X")).toEqual({ number: "7,049,755,242.347770", rest: " AP3X" });
    expect(splitFigure("2.41B tAP3X (est.)")).toEqual({ number: "2.41B", rest: " tAP3X (est.)" });
    expect(splitFigure("0.17")).toEqual({ number: "0.17", rest: "" });
  });

  it("steps a longer number down to smaller type", () => {
    expect(figureLength("734,053.548036")).toBe("long");
    expect(figureLength("1,234.56")).toBe("short");
    expect(figureLength("999,999.999999")).toBe("long");
    expect(figureLength("370,666,946.546949")).toBe("longer");
    expect(figureLength("7,049,755,242.347770")).toBe("longest");
  });
});
