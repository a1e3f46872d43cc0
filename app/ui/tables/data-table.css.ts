import { globalStyle, style, styleVariants, type StyleRule } from "@vanilla-extract/css";
import { breakpoint, space, vars } from "../../styles/theme.css";

// Where a table's rows stack as 'label: value' lines instead of scrolling sideways.
export const stackedRows = "screen and (max-width: 480px)";
const phone = stackedRows;

// Dark and wide enough to read as "more this way" (at 16 px and 28 % it went unseen).
const edgeShade = `color-mix(in srgb, ${vars.color.text} 45%, transparent)`;
const cover = (direction: string) => `linear-gradient(${direction}, ${vars.color.surface} 40%, transparent)`;

export const scroller = style({
  width: "100%",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
  // The scroll cue, in CSS alone: a shade at each edge that hides more columns.
  // The covers scroll with the content (local) and hide the shade (scroll) at an
  // edge that is reached, so a table that fits shows none.
  background: [
    `${cover("to right")} left center / 48px 100% no-repeat local`,
    `${cover("to left")} right center / 48px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${edgeShade}, transparent) left center / 28px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShade}, transparent) right center / 28px 100% no-repeat scroll`,
  ].join(", "),
  "@media": {
    [phone]: { background: "none" },
  },
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

const cellBox = {
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  "@media": {
    // On narrow screens the table keeps its shape and scrolls sideways.
    [breakpoint.narrow]: { whiteSpace: "nowrap" },
  },
} satisfies StyleRule;
const cellBase = style(cellBox);

export const headerCell = style([
  cellBase,
  {
    fontSize: "0.8rem",
    fontWeight: 600,
    color: vars.color.textMuted,
    whiteSpace: "nowrap",
  },
]);

const alignments = {
  start: { textAlign: "start" },
  end: { textAlign: "end", fontVariantNumeric: "tabular-nums" },
} satisfies Record<string, StyleRule>;
export const align = styleVariants(alignments);

// Rows that open their first cell's link on a click (DataTable's rowLink).
export const linkedRows = style({ cursor: "pointer" });
globalStyle(`${linkedRows} > tr:focus-within`, { background: vars.color.surfaceMuted });

// The body of a table that shows rows (not its empty or loading state). Its rows
// and cells are styled from here rather than by a class on each: a page of 100
// rows × 11 columns would name them 1,200 times. The variant is the alignment most
// of the table's columns use (commonAlignment); a cell of another column carries
// cellAlign. The selectors stay below the phone layout's `td[data-label]` rule.
export const rowsBody = styleVariants({ start: {}, end: {} });
for (const alignment of ["start", "end"] as const) {
  const body = rowsBody[alignment];
  globalStyle(`${body} > tr > td`, { ...cellBox, ...alignments[alignment] });
  globalStyle(`${body} > tr:hover`, { background: vars.color.surfaceMuted });
  globalStyle(`${body} > tr:last-child > td`, { borderBottom: "none" });
}

// A body cell whose column is aligned otherwise than most of its table's.
export const cellAlign = styleVariants(
  { start: { ...alignments.start, fontVariantNumeric: "normal" }, end: alignments.end } satisfies Record<string, StyleRule>,
  (alignment) => ({ selectors: { [`${table} > tbody > tr > &`]: alignment } }),
);

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

// On a phone every row is a block of 'label: value' lines (the label from the
// cell's data-label), so nothing scrolls sideways and no column is cut off.
globalStyle(`${table}, ${table} > tbody, ${table} > tbody > tr, ${table} > tbody > tr > td`, {
  "@media": { [phone]: { display: "block", width: "100%" } },
});

globalStyle(`${table} > tbody > tr`, {
  "@media": { [phone]: { padding: `${space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});

globalStyle(`${table} > tbody > tr:last-child`, {
  "@media": { [phone]: { borderBottom: "none" } },
});

globalStyle(`${table} > tbody > tr > td`, {
  "@media": { [phone]: { border: "none", padding: `${space.xs} ${space.sm}`, whiteSpace: "normal", overflowWrap: "anywhere" } },
});

// The label floats at the start (38 %), the value reads at the end beside it; the
// cell grows to hold a label that wraps (flow-root contains the float).
globalStyle(`${table} > tbody > tr > td[data-label]`, {
  "@media": { [phone]: { display: "flow-root", textAlign: "end" } },
});

globalStyle(`${table} > tbody > tr > td[data-label]::before`, {
  "@media": {
    [phone]: {
      content: "attr(data-label)",
      float: "left",
      width: "38%",
      paddingInlineEnd: space.sm,
      textAlign: "start",
      fontSize: "0.8rem",
      fontWeight: 600,
      color: vars.color.textMuted,
    },
  },
});

// Without a sort control the header says nothing the labels do not; with one it
// stays, as a wrapped row of controls.
export const headHidden = style({
  "@media": {
    [phone]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});

globalStyle(`${table} > thead > tr`, {
  "@media": { [phone]: { display: "flex", flexWrap: "wrap", gap: space.xs } },
});

globalStyle(`${table} > thead > tr > th`, {
  "@media": { [phone]: { borderBottom: "none", padding: space.xs } },
});
