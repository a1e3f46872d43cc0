import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoint, space, vars } from "../../styles/theme.css";

// spec §9: three colours that cycle, taken from the theme so both themes draw them.
const palette = [vars.color.primary, vars.color.accent, vars.color.warning] as const;

export const fill = styleVariants({ 0: { fill: palette[0] }, 1: { fill: palette[1] }, 2: { fill: palette[2] } });

/** A small colour key (a table row's swatch) in the slice's colour. */
export const swatch = style({ display: "inline-block", flexShrink: 0, verticalAlign: "middle", marginInlineEnd: space.sm });

export const donut = style({
  display: "block",
  width: "100%",
  maxWidth: "220px",
  height: "auto",
  marginInline: "auto",
});

// Slices are separated by a line in the card's colour.
export const slice = style({ stroke: vars.color.surface, strokeWidth: 1.5 });

export const donutTotal = style({ fill: vars.color.text, fontSize: "14px", fontWeight: 700 });
export const donutCaption = style({ fill: vars.color.textMuted, fontSize: "9px" });

export const bars = style({
  display: "block",
  width: "100%",
  maxWidth: "34rem",
  height: "auto",
  overflow: "visible",
});

export const barLink = style({
  cursor: "pointer",
  outline: "none",
  // The row's highlight says "link"; underlined chart text does not read well.
  textDecoration: "none",
  selectors: {
    "&:hover, &:focus-visible": { textDecoration: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** The whole row answers a click, not only the bar. */
export const barHit = style({
  fill: "transparent",
  selectors: {
    [`${barLink}:hover &, ${barLink}:focus-visible &`]: { fill: vars.color.surfaceMuted },
  },
});

export const bar = style({});

// Sizes in the chart's user units: on a phone the chart is drawn smaller, so its text is set larger.
const narrowText = { "@media": { [breakpoint.narrow]: { fontSize: "14px" } } };
export const barLabel = style({ fill: vars.color.text, fontSize: "12px", ...narrowText });
export const barValue = style({ fill: vars.color.textMuted, fontSize: "12px", fontVariantNumeric: "tabular-nums", ...narrowText });

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

// ---------------------------------------------------------------------------
// Per-epoch line charts (the pool page's history)
// ---------------------------------------------------------------------------

export const lineChart = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const stroke = styleVariants({ 0: { stroke: palette[0] }, 1: { stroke: palette[1] }, 2: { stroke: palette[2] } });
export const line = style({ fill: "none", strokeWidth: 2, strokeLinejoin: "round", strokeLinecap: "round" });
// The area under the line: the line's colour, faint, so the grid and ticks stay readable.
export const area = style({ fillOpacity: 0.14, stroke: "none" });
// A dot is ringed in the card's colour so neighbours stay apart.
export const dot = style({ stroke: vars.color.surface, strokeWidth: 1 });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: "3 3" });
export const tickLabel = style({ fill: vars.color.textMuted, fontSize: "12px", fontVariantNumeric: "tabular-nums", ...narrowText });
