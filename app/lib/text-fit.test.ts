import { describe, expect, it } from "vitest";
import { mayOverflow } from "./text-fit";

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
