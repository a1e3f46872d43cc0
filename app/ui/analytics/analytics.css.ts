import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoint, font, radius, space, vars } from "../../styles/theme.css";

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 150px), 1fr))",
  gap: space.lg,
  marginBottom: space.xl,
});

export const sections = style({ display: "grid", gap: space.xl });

/** A chart and its data table side by side, stacked on narrow screens. */
export const chartAndTable = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: space.xl,
  alignItems: "start",
  "@media": {
    "screen and (max-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const chartColumn = style({ display: "grid", gap: space.sm, minWidth: 0 });

export const note = style({ margin: 0, fontSize: "0.85rem", color: vars.color.textMuted });

export const nameCell = style({ display: "inline-flex", alignItems: "center", minWidth: 0 });

// The name's link opens the row's relays; a click elsewhere on the row follows it (DataTable rowLink).
export const rowLink = style({
  color: vars.color.primary,
  fontWeight: 500,
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": { textDecoration: "underline" },
  },
});

// ---------------------------------------------------------------------------
// The relay dialog (spec §9: max width 4xl, max height 80vh, scrolls)
// ---------------------------------------------------------------------------

export const dialog = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  margin: "auto",
  boxSizing: "border-box",
  width: "calc(100vw - 2rem)",
  maxWidth: "56rem",
  maxHeight: "80vh",
  height: "fit-content",
  padding: 0,
  overflow: "auto",
  overscrollBehavior: "contain",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  // Without JavaScript the dialog is open but not modal: this shadow stands in for the backdrop.
  boxShadow: `${vars.shadow.popover}, 0 0 0 100vmax rgba(8, 10, 16, 0.55)`,
  selectors: {
    "&:modal": { boxShadow: vars.shadow.popover },
    "&::backdrop": { background: "rgba(8, 10, 16, 0.55)" },
  },
  "@media": {
    [breakpoint.narrow]: { width: "calc(100vw - 1rem)" },
  },
});

export const dialogHeader = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: space.md,
  padding: `${space.lg} ${space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [breakpoint.narrow]: { padding: space.lg } },
});

export const dialogTitle = style({ margin: 0, fontSize: "1.15rem", fontWeight: 600, overflowWrap: "anywhere" });
export const dialogSubtitle = style({ margin: `${space.xs} 0 0`, fontSize: "0.875rem", color: vars.color.textMuted });

export const closeLink = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: "none",
  fontSize: "0.875rem",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const dialogPager = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: space.md, marginTop: space.sm, fontSize: "0.875rem" });
export const dialogPageCount = style({ color: vars.color.textMuted });
// The shared pager sits below a list elsewhere; here it is beside the range, in the header.
globalStyle(`${dialogPager} > nav`, { marginTop: 0 });

export const dialogBody = style({
  padding: `${space.lg} ${space.xl}`,
  "@media": { [breakpoint.narrow]: { padding: space.lg } },
});

export const relayList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 22rem), 1fr))",
  gap: space.md,
});

export const relayCard = style({
  display: "grid",
  gap: space.sm,
  minWidth: 0,
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.background,
});

export const relayTop = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: space.sm, flexWrap: "wrap" });
export const relayHost = style({ display: "flex", alignItems: "center", gap: space.xs, minWidth: 0 });
export const mono = style({ fontFamily: font.mono, fontSize: "0.85rem", overflowWrap: "anywhere", minWidth: 0 });
export const relayFacts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  fontSize: "0.85rem",
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere", display: "flex", alignItems: "center", gap: space.xs });
export const muted = style({ color: vars.color.textMuted });
export const viewPool = style({
  color: vars.color.primary,
  fontWeight: 500,
  fontSize: "0.875rem",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const emptyState = style({ margin: 0, padding: space.xl, textAlign: "center", color: vars.color.textMuted });
