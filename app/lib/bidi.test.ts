import { describe, expect, it } from "vitest";
import { isolateBidi } from "./bidi";

describe("isolateBidi", () => {
  it("leaves plain text alone, right-to-left letters included", () => {
    expect(isolateBidi("Orbit Staking")).toBe("Orbit Staking");
    expect(isolateBidi("\u05E9\u05DC\u05D5\u05DD")).toBe("\u05E9\u05DC\u05D5\u05DD");
  });

  it("wraps text holding an override or isolate in first-strong-isolate … pop", () => {
    expect(isolateBidi("RTL\u202E1")).toBe("\u2068RTL\u202E1\u2069");
    expect(isolateBidi("a\u2067b")).toBe("\u2068a\u2067b\u2069");
  });
});
