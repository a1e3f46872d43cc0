import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoint, space, vars } from "../styles/theme.css";

export const scroller = style({
  width: "100%",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.9rem",
});

export const caption = style({
  textAlign: "start",
  fontWeight: 600,
  paddingBottom: space.sm,
});

const cellBase = style({
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  "@media": {
    // On narrow screens the table keeps its shape and scrolls sideways.
    [breakpoint.narrow]: { whiteSpace: "nowrap" },
  },
});

export const headerCell = style([
  cellBase,
  {
    fontSize: "0.8rem",
    fontWeight: 600,
    color: vars.color.textMuted,
    whiteSpace: "nowrap",
  },
]);

export const align = styleVariants({
  start: { textAlign: "start" },
  end: { textAlign: "end", fontVariantNumeric: "tabular-nums" },
});

export const row = style({
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
  },
});

export const cell = style([
  cellBase,
  { selectors: { [`${row}:last-child > &`]: { borderBottom: "none" } } },
]);

export const empty = style([
  cellBase,
  {
    padding: `${space.xl} ${space.md}`,
    textAlign: "center",
    color: vars.color.textMuted,
    whiteSpace: "normal",
    borderBottom: "none",
  },
]);
