import { describe, expect, it } from "vitest";
import { BAR_CHART, barGeometry, barLinkName, donutGeometry, DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, EPOCH_CHART, epochLineGeometry, shortLabel } from "./chart-geometry";

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

describe("epochLineGeometry", () => {
  const entries = [
    { epoch: 10, value: 50 },
    { epoch: 11, value: 100 },
    { epoch: 12, value: 0 },
  ];

  it("places epochs left to right and values upwards from a zero baseline, inside the plot", () => {
    const chart = epochLineGeometry(entries, { first: 10, last: 12 });
    expect([chart.width, chart.height]).toEqual([EPOCH_CHART.width, EPOCH_CHART.height]);
    const [a, b, c] = chart.points;
    expect(chart.points.map((point) => point.epoch)).toEqual([10, 11, 12]);
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    expect(b!.y).toBeLessThan(a!.y);
    expect(c!.y).toBe(chart.plot.bottom);
    for (const point of chart.points) {
      expect(point.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(point.x).toBeLessThanOrEqual(chart.plot.right);
      expect(point.y).toBeGreaterThanOrEqual(chart.plot.top);
      expect(point.y).toBeLessThanOrEqual(chart.plot.bottom);
    }
    // One unbroken line, and its area closed down to the baseline.
    expect(chart.line.match(/M/g)).toHaveLength(1);
    expect(chart.area).toContain(String(chart.plot.bottom));
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(["10", "11", "12"]);
    expect(chart.yTicks[0]).toMatchObject({ value: 0, at: chart.plot.bottom });
    // The top tick is at or above the highest point.
    expect(chart.yTicks.at(-1)!.at).toBeLessThanOrEqual(b!.y);
    const odd = epochLineGeometry([{ epoch: 1, value: 27.6 }], { first: 1, last: 1 });
    expect(odd.yTicks.at(-1)!.at).toBeLessThanOrEqual(odd.points[0]!.y);
  });

  it("breaks the line where an epoch has no value", () => {
    const chart = epochLineGeometry(
      [
        { epoch: 1, value: 5 },
        { epoch: 2, value: 6 },
        { epoch: 5, value: 7 },
        { epoch: 6, value: 8 },
      ],
      { first: 1, last: 6 },
    );
    expect(chart.line.match(/M/g)).toHaveLength(2);
    expect(chart.area.match(/M/g)).toHaveLength(2);
  });

  it("centres a single epoch with a bigger dot and one epoch tick", () => {
    const chart = epochLineGeometry([{ epoch: 7, value: 3 }], { first: 7, last: 7 });
    expect(chart.points[0]!.x).toBeCloseTo((chart.plot.left + chart.plot.right) / 2, 1);
    expect(chart.xTicks.map((tick) => tick.value)).toEqual([7]);
    expect(chart.dotRadius).toBeGreaterThan(epochLineGeometry(entries, { first: 10, last: 12 }).dotRadius);
    expect(chart.line).not.toContain("L");
  });

  it("draws zeros on the baseline, huge values within the plot, and labels ticks with the given format", () => {
    const zeros = epochLineGeometry([{ epoch: 1, value: 0 }, { epoch: 2, value: 0 }], { first: 1, last: 2 });
    expect(zeros.points.every((point) => point.y === zeros.plot.bottom)).toBe(true);
    expect(zeros.yTicks.length).toBeGreaterThan(1);
    const huge = epochLineGeometry([{ epoch: 1, value: 4.5e10 }, { epoch: 2, value: 4.4e10 }], { first: 1, last: 2 }, { label: (value) => `<${value}>` });
    expect(huge.points[0]!.y).toBeGreaterThanOrEqual(huge.plot.top);
    expect(huge.yTicks.map((tick) => tick.label)).toContain("<40000000000>");
    expect(huge.yTicks.every((tick) => Number.isFinite(tick.at))).toBe(true);
  });

  it("keeps whole-number ticks only for counts", () => {
    const counts = epochLineGeometry([{ epoch: 1, value: 1 }], { first: 1, last: 1 }, { integers: true });
    expect(counts.yTicks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(epochLineGeometry([{ epoch: 1, value: 1 }], { first: 1, last: 1 }).yTicks.length).toBeGreaterThan(2);
  });

  it("limits a long span to a few epoch ticks, all within it", () => {
    const long = Array.from({ length: 73 }, (_, index) => ({ epoch: 400 + index, value: index }));
    const chart = epochLineGeometry(long, { first: 400, last: 472 });
    expect(chart.xTicks.length).toBeLessThanOrEqual(6);
    expect(chart.xTicks.every((tick) => Number.isInteger(tick.value) && tick.value >= 400 && tick.value <= 472)).toBe(true);
    expect(chart.dotRadius).toBeLessThan(3);
  });
});

describe("a linked bar's name", () => {
  it("starts with what the bar shows, in its order, and gives a cut label whole (WCAG 2.5.3)", () => {
    const [germany, cut] = barGeometry([
      { key: "DE", label: "Germany", value: 1234 },
      { key: "US", label: "United States of America", value: 56 },
    ]).bars;
    expect(barLinkName(germany!, "relays", " (12.3%)")).toBe("Germany 1,234 relays (12.3%)");
    expect(barLinkName(cut!, "relays")).toBe(`${cut!.shortLabel} 56 relays, United States of America`);
    expect(barLinkName(cut!, "relays").startsWith(`${cut!.shortLabel} 56`)).toBe(true);
  });
});
