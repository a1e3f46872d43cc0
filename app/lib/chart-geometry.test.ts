import { describe, expect, it } from "vitest";
import { BAR_CHART, barGeometry, donutGeometry, DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, shortLabel } from "./chart-geometry";

describe("donutGeometry", () => {
  it("draws one ring slice per positive share, in the order given, within radii 40 and 80", () => {
    const donut = donutGeometry([
      { key: "8.0", label: "8.0", value: 75 },
      { key: "7.0", label: "7.0", value: 0 },
      { key: "9.0", label: "9.0", value: 25 },
    ]);
    expect([donut.innerRadius, donut.outerRadius]).toEqual([40, 80]);
    expect(donut.slices.map((slice) => slice.key)).toEqual(["8.0", "9.0"]);
    expect(donut.slices.map((slice) => slice.color)).toEqual([0, 1]);
    // The first slice starts at 12 o'clock on the outer ring and covers three quarters.
    expect(donut.slices[0]!.path.startsWith(`M0,-${DONUT_OUTER_RADIUS}`)).toBe(true);
    // Moves and line ends lie on a ring (arc flags and radii aside, no point outside 80).
    for (const slice of donut.slices) {
      expect(slice.path).toMatch(/^M.*A.*Z$/);
      expect(slice.path).toContain(`A${DONUT_INNER_RADIUS},${DONUT_INNER_RADIUS}`);
    }
  });

  it("draws a single share as a full ring and nothing for no shares", () => {
    const ring = donutGeometry([{ key: "10.0", label: "10.0", value: 100 }]);
    expect(ring.slices).toHaveLength(1);
    expect(ring.slices[0]!.path).toContain(`A${DONUT_OUTER_RADIUS},${DONUT_OUTER_RADIUS}`);
    expect(donutGeometry([]).slices).toEqual([]);
  });

  it("cycles the three colours", () => {
    const donut = donutGeometry([1, 2, 3, 4, 5].map((value) => ({ key: String(value), label: String(value), value })));
    expect(donut.slices.map((slice) => slice.color)).toEqual([0, 1, 2, 0, 1]);
  });
});

describe("barGeometry", () => {
  const bars = barGeometry([
    { key: "DE", label: "Germany", value: 40 },
    { key: "US", label: "United States of America (the)", value: 20 },
    { key: "Unknown", label: "Unknown", value: 0 },
  ]);

  it("gives each entry a row, longest bar for the largest value, lengths proportional", () => {
    expect(bars.height).toBe(3 * BAR_CHART.rowHeight);
    expect(bars.bars.map((bar) => bar.key)).toEqual(["DE", "US", "Unknown"]);
    const [de, us, unknown] = bars.bars;
    expect(de!.x).toBe(BAR_CHART.labelWidth);
    expect(de!.x + de!.width).toBeLessThanOrEqual(bars.valueX);
    expect(us!.width).toBeCloseTo(de!.width / 2, 1);
    expect(unknown!.width).toBe(0);
    // Rows do not overlap and stay inside the frame.
    expect(de!.y + de!.height).toBeLessThanOrEqual(us!.y);
    expect(unknown!.y + unknown!.height).toBeLessThanOrEqual(bars.height);
    expect(de!.textY).toBeCloseTo(de!.y + de!.height / 2, 1);
  });

  it("cuts long labels for the picture only", () => {
    expect(bars.bars[1]!.label).toBe("United States of America (the)");
    expect(bars.bars[1]!.shortLabel).toBe("United States o…");
    expect(Array.from(bars.bars[1]!.shortLabel)).toHaveLength(16);
    expect(shortLabel("Germany")).toBe("Germany");
    // Characters, not UTF-16 units: an astral character is not split.
    expect(shortLabel("𝒜".repeat(20), 5)).toBe("𝒜𝒜𝒜𝒜…");
  });

  it("gives a tiny value a visible bar and survives an empty list", () => {
    const tiny = barGeometry([
      { key: "a", label: "a", value: 100000 },
      { key: "b", label: "b", value: 1 },
    ]);
    expect(tiny.bars[1]!.width).toBeGreaterThanOrEqual(1);
    expect(barGeometry([]).bars).toEqual([]);
  });
});

it("keeps paths small: numbers with two decimals at most", () => {
  const donut = donutGeometry([
    { key: "a", label: "a", value: 1 },
    { key: "b", label: "b", value: 2 },
  ]);
  for (const slice of donut.slices) expect(slice.path).not.toMatch(/\.\d{3}/);
});
