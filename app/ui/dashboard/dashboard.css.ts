import { style } from "@vanilla-extract/css";
import { breakpoint, radius, space, vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: space.xl, minWidth: 0 });

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: space.lg,
});

// The failure message takes the place of the two stats-based cards.
export const statFailure = style({
  gridColumn: "span 2",
  display: "flex",
  alignItems: "center",
  padding: space.lg,
  margin: 0,
  color: vars.color.destructive,
  background: vars.color.destructiveSoft,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  "@media": { [breakpoint.narrow]: { gridColumn: "auto" } },
});

export const figures = style({ margin: `${space.sm} 0 0`, display: "grid", gap: space.xs, fontSize: "0.85rem" });

export const figure = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `0 ${space.sm}`,
});

export const figureLabel = style({ color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });
// 'as of the start of epoch N' under the figure, on a line of its own.
export const figureNote = style({ margin: 0, flexBasis: "100%", textAlign: "end", color: vars.color.textMuted, fontSize: "0.75rem" });
export const growth = style({ color: vars.color.success, fontWeight: 600 });

export const progress = style({
  appearance: "none",
  width: "100%",
  height: "8px",
  marginTop: space.sm,
  border: 0,
  borderRadius: radius.pill,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  selectors: {
    "&::-webkit-progress-bar": { background: vars.color.surfaceMuted, borderRadius: radius.pill },
    "&::-webkit-progress-value": { background: vars.color.primary, borderRadius: radius.pill },
    "&::-moz-progress-bar": { background: vars.color.primary, borderRadius: radius.pill },
  },
});

export const lists = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
  gap: space.lg,
  alignItems: "start",
});

export const viewAll = style({ fontSize: "0.875rem", fontWeight: 600, whiteSpace: "nowrap" });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

// A row is one link stretched over the whole row (EntityLink's `stretched`) with
// the copy button beside it, not inside it: interactive content may not nest.
export const row = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${space.xs} ${space.md}`,
  padding: `${space.md} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: radius.sm,
  selectors: {
    "&:last-child": { borderBottom: 0 },
    "&:hover": { background: vars.color.surfaceMuted },
    "&:focus-within": { background: vars.color.surfaceMuted },
  },
});

export const rowStart = style({ display: "grid", gap: space.xs, minWidth: 0 });
export const rowEnd = style({ display: "grid", gap: space.xs, justifyItems: "end", textAlign: "end", minWidth: 0 });

// The row's link is stretched over the row by EntityLink.
export const rowLink = style({ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" });

export const hashLine = style({
  display: "flex",
  alignItems: "center",
  gap: space.xs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: "0.85rem",
});

export const muted = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const amount = style({
  fontWeight: 600,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  "@media": { [breakpoint.narrow]: { fontSize: "0.875rem" } },
});
export const reward = style({ color: vars.color.success, fontSize: "0.85rem", fontWeight: 600 });

export const ticker = style({
  maxWidth: "12ch",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: "0.85rem",
  color: vars.color.textMuted,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
export const failureText = style({ margin: 0, color: vars.color.destructive });
