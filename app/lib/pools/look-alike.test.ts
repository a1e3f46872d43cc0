import { describe, expect, it } from "vitest";
import type { PoolLabel } from "../domain";
import { findLookAlikes, hasInvisible, hasMixedScripts, skeleton } from "./look-alike";

// The demo chain's strings, built from the same code points as
// demo/generator/hostile.mjs (cyrillicLookalike, RIGHT_TO_LEFT_OVERRIDE) and
// pool-metadata.mjs (the house pool, the ordinary names).
const CYRILLIC: Record<string, string> = {
  A: "\u0410", B: "\u0412", C: "\u0421", E: "\u0415", H: "\u041D", K: "\u041A", M: "\u041C",
  O: "\u041E", P: "\u0420", T: "\u0422", X: "\u0425", Y: "\u0423",
  a: "\u0430", c: "\u0441", e: "\u0435", o: "\u043E", p: "\u0440", x: "\u0445", y: "\u0443",
};
const cyrillic = (text: string) => [...text].map((ch) => CYRILLIC[ch] ?? ch).join("");

const pool = (poolId: string, ticker: string | null, name: string | null, active = true): PoolLabel => ({
  poolId,
  ticker,
  name,
  active,
});

const HOUSE = pool("pool1house", "PRIME", "Prime Explorer House Pool");
const IMITATOR = pool("pool1fake", cyrillic("PRIME"), cyrillic("Prime Explorer House Pool"));
const ORDINARY = ["Café", "東京", "Ñandú", "Ørsted", "🚀 Rocket", "Säntis", "Blue Harbor", "Co-op"].map((name, i) =>
  pool(`pool1ordinary${i}`, name.toUpperCase().slice(0, 4), `${name} Stake`),
);

describe("findLookAlikes", () => {
  it("flags the demo chain's Cyrillic imitation of the house pool, pointing at it, and not the house pool", () => {
    expect(IMITATOR.ticker).not.toBe(HOUSE.ticker);
    const warnings = findLookAlikes([HOUSE, IMITATOR, ...ORDINARY]);
    expect(warnings.get("pool1fake")).toEqual({
      reasons: ["confusable", "mixed-scripts"],
      imitates: [{ poolId: "pool1house", ticker: "PRIME", name: "Prime Explorer House Pool" }],
    });
    expect(warnings.has("pool1house")).toBe(false);
  });

  it("leaves ordinary names with accents, CJK and emoji alone", () => {
    expect(findLookAlikes(ORDINARY).size).toBe(0);
  });

  it("flags the hostile right-to-left and zero-width labels as invisible", () => {
    const rtl = pool("pool1rtl", "RTL\u202E1", "Trusted \u202ElooP ekaF");
    const zw = pool("pool1zw", "Z\u200BW", "Zero\u200BWidth\u200C Pool\u200D\uFEFF");
    const warnings = findLookAlikes([rtl, zw, HOUSE]);
    expect(warnings.get("pool1rtl")).toEqual({ reasons: ["invisible"], imitates: [] });
    expect(warnings.get("pool1zw")).toEqual({ reasons: ["invisible"], imitates: [] });
  });

  it("flags a ticker hidden behind a zero-width space as imitating the plain one", () => {
    const warnings = findLookAlikes([pool("pool1a", "ZW", "Zed"), pool("pool1b", "Z\u200BW", "Zee")]);
    expect(warnings.get("pool1b")?.reasons).toEqual(["confusable", "invisible"]);
    expect(warnings.get("pool1b")?.imitates.map((p) => p.poolId)).toEqual(["pool1a"]);
    expect(warnings.has("pool1a")).toBe(false);
  });

  it("flags both plain labels that differ only by digit-for-letter swaps, each naming the other", () => {
    const warnings = findLookAlikes([pool("pool1a", "PR1ME", "One"), pool("pool1b", "PRIME", "Two")]);
    expect(warnings.get("pool1a")?.imitates.map((p) => p.poolId)).toEqual(["pool1b"]);
    expect(warnings.get("pool1b")?.imitates.map((p) => p.poolId)).toEqual(["pool1a"]);
  });

  it("flags the same ticker as another active pool, but not against a retired one", () => {
    const warnings = findLookAlikes([
      pool("pool1a", "SAME", "First"),
      pool("pool1b", " same", "Second"),
      pool("pool1old", "OLD", "Old", false),
      pool("pool1new", "OLD", "New"),
    ]);
    expect(warnings.get("pool1a")?.reasons).toContain("duplicate-ticker");
    expect(warnings.get("pool1b")?.reasons).toContain("duplicate-ticker");
    expect(warnings.get("pool1old")).toEqual({
      reasons: ["duplicate-ticker"],
      imitates: [{ poolId: "pool1new", ticker: "OLD", name: "New" }],
    });
    expect(warnings.has("pool1new")).toBe(false);
  });

  it("treats pools without metadata as clean", () => {
    expect(findLookAlikes([pool("pool1a", null, null), pool("pool1b", null, null)]).size).toBe(0);
  });
});

describe("the rules", () => {
  it("folds compatibility forms, case, Cyrillic and Greek twins to one skeleton", () => {
    expect(skeleton("ＰＲＩＭＥ")).toBe(skeleton("prime"));
    expect(skeleton(cyrillic("Prime  Pool"))).toBe(skeleton("PRIME POOL"));
    expect(skeleton("PR1ME P00L")).toBe(skeleton("prime pool"));
    expect(skeleton("\u039F\u03A1\u0395\u039D")).toBe(skeleton("OPEN"));
    expect(skeleton("Café")).not.toBe(skeleton("Cafe"));
  });

  it("finds mixed scripts only inside one word, and only among scripts with Latin twins", () => {
    expect(hasMixedScripts(cyrillic("Prime"))).toBe(true);
    expect(hasMixedScripts("Москва Pool")).toBe(false);
    expect(hasMixedScripts("東京ひらがな")).toBe(false);
    expect(hasMixedScripts("🚀Rocket")).toBe(false);
  });

  it("sees bidi controls, isolates, the BOM and Hangul fillers as invisible, emoji sequences not", () => {
    for (const ch of ["\u202A", "\u202E", "\u2066", "\u2069", "\u200B", "\uFEFF", "\u3164"]) {
      expect(hasInvisible(`A${ch}B`)).toBe(true);
    }
    expect(hasInvisible("👩\u200D💻 Devs")).toBe(false);
    expect(hasInvisible("❤️\u200D🔥")).toBe(false);
  });
});
