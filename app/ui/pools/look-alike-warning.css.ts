import { style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `1px ${space.sm}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: "0.75rem",
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: "nowrap",
  verticalAlign: "middle",
});

export const banner = style({
  border: `1px solid ${vars.color.warning}`,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  padding: `${space.md} ${space.lg}`,
  display: "grid",
  gap: space.xs,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const bannerTitle = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.warning,
  display: "flex",
  alignItems: "center",
  gap: space.xs,
});

export const list = style({
  margin: 0,
  paddingLeft: space.xl,
});

export const paragraph = style({ margin: 0 });

export const imitated = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: space.xs,
  marginRight: space.md,
});

export const id = style({ fontFamily: font.mono, fontSize: "0.8125rem", color: vars.color.textMuted });
