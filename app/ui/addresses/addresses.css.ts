import { style } from "@vanilla-extract/css";
import { breakpoint, font, radius, space, vars } from "../../styles/theme.css";
import { primaryButton, textField } from "../controls.css";

// The address search and address detail screens (spec §2).

export const searchForm = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "stretch" });

export const searchInput = style([
  textField,
  {
    flex: "1 1 280px",
    minWidth: 0,
    fontFamily: font.mono,
    // The whole placeholder fits a phone's width.
    "@media": { [breakpoint.narrow]: { fontSize: "0.8125rem" } },
  },
]);

export const button = primaryButton;

export { secondaryButton } from "../controls.css";

export const help = style({ margin: `${space.md} 0 0`, color: vars.color.textMuted, fontSize: "0.875rem" });

export const muted = style({ color: vars.color.textMuted });

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
  gap: space.lg,
});

// An exchange's totals run to 15 digits and more: they wrap rather than push the page wider.
export const statAmount = style({ whiteSpace: "normal", overflowWrap: "anywhere", fontSize: "1.35rem" });

export const statTitle = style({ display: "inline-flex", alignItems: "center", gap: space.sm });

export const notice = style({
  margin: 0,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const warning = style({
  margin: `${space.sm} 0 0`,
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const netPositive = style({ color: vars.color.success, whiteSpace: "nowrap" });
export const netNegative = style({ color: vars.color.destructive, whiteSpace: "nowrap" });

export const typeCell = style({ display: "inline-flex", alignItems: "center", gap: space.sm, whiteSpace: "nowrap" });

export const typeIcon = style({ width: "16px", height: "16px", flex: "none" });
export const toneJoined = style({ color: vars.color.success });
export const toneLeft = style({ color: vars.color.destructive });
export const toneMoved = style({ color: vars.color.info });

export const tipWrap = style({ position: "relative", display: "inline-flex" });

export const tipButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: "20px",
  height: "20px",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: "0.75rem",
  fontWeight: 700,
  cursor: "help",
});

// Shown on hover and keyboard focus, in CSS, so it needs no script.
export const tip = style({
  display: "none",
  position: "absolute",
  zIndex: 20,
  top: "calc(100% + 6px)",
  left: 0,
  width: "min(280px, 80vw)",
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  fontSize: "0.8125rem",
  fontWeight: 400,
  lineHeight: 1.45,
  selectors: {
    [`${tipWrap}:hover &, ${tipWrap}:focus-within &`]: { display: "block" },
  },
});

export const delegationPool = style({ display: "grid", gap: space.xs, minWidth: 0 });
export const delegationName = style({ fontSize: "1.125rem", fontWeight: 600, overflowWrap: "anywhere" });

export const rowActions = style({ display: "inline-flex", alignItems: "center", gap: space.xs });

export const iconLink = style({
  display: "inline-grid",
  placeItems: "center",
  width: "28px",
  height: "28px",
  borderRadius: radius.sm,
  color: vars.color.textMuted,
  ":hover": { color: vars.color.text, background: vars.color.surfaceMuted, textDecoration: "none" },
});

export const activityList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 0 });

export const activityItem = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${space.xs} ${space.md}`,
  padding: `${space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 } },
  "@media": { [breakpoint.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const activityMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
});

export const monoLink = style({ fontFamily: font.mono, fontSize: "0.92em" });
