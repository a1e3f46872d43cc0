import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const sides = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
  gap: space.xl,
});

export const side = style({ minWidth: 0 });

export const sideTitle = style({
  margin: `0 0 ${space.sm}`,
  fontSize: "0.8rem",
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});

export const list = style({ margin: 0, display: "grid", gap: space.xs });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `0 ${space.md}`,
  color: vars.color.text,
});

export const totalRow = style([
  row,
  { paddingTop: space.xs, borderTop: `1px solid ${vars.color.border}`, fontWeight: 700 },
]);

export const value = style({ margin: 0, marginInlineStart: "auto", fontVariantNumeric: "tabular-nums" });

export const verdict = style({ margin: `${space.lg} 0 0`, fontSize: "0.9rem", color: vars.color.textMuted });
