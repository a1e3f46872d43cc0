import { style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";
import { pill } from "../values/badge.css";

export const badge = style({
  ...pill,
  padding: `1px ${space.sm}`,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
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
