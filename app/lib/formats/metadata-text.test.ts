import { describe, expect, it } from "vitest";
import { hasMetadata, METADATA_LIMITS, metadataCutNote, metadataText } from "./metadata-text";

function nested(depth: number): unknown {
  let value: unknown = { level: depth, text: "bottom" };
  for (let level = depth - 1; level >= 1; level--) value = { level, next: value };
  return value;
}

describe("metadataText", () => {
  it("writes ordinary metadata exactly as indented JSON", () => {
    const value = {
      "674": { msg: ["Payment for invoice #42", "Thanks for the coffee ☕"] },
      "721": { policy: { PrimeArt7: { name: "Prime Art #7", mediaType: "image/png" } }, version: "1.0" },
      "1968": { pair: "AP3X/USD", rate: 41_230, decimals: 6, live: true, note: null, empty: {}, none: [] },
    };
    const { text, cut } = metadataText(value);
    expect(text).toBe(JSON.stringify(value, null, 2));
    expect(cut).toEqual({ depth: false, strings: false, size: false });
  });

  it("keeps markup as the characters it is made of", () => {
    const { text } = metadataText({ msg: ["<script>alert(1)</script>", '<a href="javascript:alert(1)">x</a>'] });
    expect(text).toContain('"<script>alert(1)</script>"');
    expect(text).toContain('"<a href=\\"javascript:alert(1)\\">x</a>"');
  });

  it("shows containers below the depth limit as {…}", () => {
    const { text, cut } = metadataText({ "1337": nested(64) });
    expect(cut.depth).toBe(true);
    // The label map is level 1, so the nested value shows its levels 1 … maxDepth − 1.
    const levels = [...text.matchAll(/"level": (\d+)/g)].map((match) => Number(match[1]));
    expect(levels).toEqual(Array.from({ length: METADATA_LIMITS.maxDepth - 1 }, (_, i) => i + 1));
    expect(text).toContain('"next": {…}');
    expect(text).not.toContain("bottom");
  });

  it("does not cut a value that just fits the depth limit", () => {
    const { text, cut } = metadataText(nested(METADATA_LIMITS.maxDepth));
    expect(cut.depth).toBe(false);
    expect(text).toContain('"text": "bottom"');
  });

  it("cuts long strings and says how much is left out", () => {
    const { text, cut } = metadataText({ note: "short", blob: "x".repeat(16_000) });
    expect(cut.strings).toBe(true);
    expect(text).toContain(`"blob": "${"x".repeat(500)}…" (15,500 more characters)`);
    expect(text).toContain('"note": "short"');
  });

  it("cuts long keys too", () => {
    const { text, cut } = metadataText({ ["k".repeat(600)]: 1 });
    expect(cut.strings).toBe(true);
    expect(text).toContain(`"${"k".repeat(500)}…" (100 more characters): 1`);
  });

  it("never splits an emoji in two", () => {
    const limits = { ...METADATA_LIMITS, maxStringLength: 4 };
    const { text } = metadataText("abc🎁def", limits);
    expect(text).toBe('"abc…" (5 more characters)');
  });

  it("writes bidi controls, zero-width marks and line separators as escapes", () => {
    const { text } = metadataText({
      msg: ["Refund invoice\u202Efdp.exe", "zero\u200Bwidth\u200Cjoin\u200Dmarks\uFEFF", "a\u2028b\u2066c\u2069"],
    });
    expect(text).toContain('"Refund invoice\\u202efdp.exe"');
    expect(text).toContain('"zero\\u200bwidth\\u200cjoin\\u200dmarks\\ufeff"');
    expect(text).toContain('"a\\u2028b\\u2066c\\u2069"');
    expect(text).not.toMatch(/[\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/);
  });

  it("escapes control characters as JSON does", () => {
    expect(metadataText("a\u0000b\nc").text).toBe('"a\\u0000b\\nc"');
  });

  it("stops at the size limit on a line boundary", () => {
    const value = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`key${i}`, "v".repeat(100)]));
    const { text, cut } = metadataText(value);
    expect(cut.size).toBe(true);
    expect(text.length).toBeLessThanOrEqual(METADATA_LIMITS.maxTextLength + 2);
    expect(text.endsWith('",\n…')).toBe(true);
    expect(text.startsWith('{\n  "key0": "')).toBe(true);
  });

  it("writes values JSON cannot hold as null", () => {
    expect(metadataText([Number.NaN, undefined, () => 1, 12n]).text).toBe("[\n  null,\n  null,\n  null,\n  12\n]");
  });
});

describe("hasMetadata", () => {
  it("is false for null, undefined and an empty map", () => {
    expect(hasMetadata(null)).toBe(false);
    expect(hasMetadata(undefined)).toBe(false);
    expect(hasMetadata({})).toBe(false);
  });

  it("is true for anything else", () => {
    expect(hasMetadata({ "674": "hi" })).toBe(true);
    expect(hasMetadata([])).toBe(true);
    expect(hasMetadata(0)).toBe(true);
  });
});

describe("metadataCutNote", () => {
  it("names each limit that applied", () => {
    expect(metadataCutNote({ depth: true, strings: true, size: false })).toBe(
      "Metadata shortened for display: nesting deeper than 10 levels is shown as {…} or […]; " +
        "strings longer than 500 characters are cut.",
    );
    expect(metadataCutNote({ depth: false, strings: false, size: true })).toBe(
      "Metadata shortened for display: text past 20,000 characters is left out.",
    );
  });

  it("is null when nothing was cut", () => {
    expect(metadataCutNote({ depth: false, strings: false, size: false })).toBeNull();
  });
});
