import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: space.lg,
});

export const sections = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))",
  gap: space.lg,
  alignItems: "start",
});

export const list = style({ margin: 0, display: "grid", gap: space.sm });

export const row = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space.lg,
  paddingBottom: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0, paddingBottom: 0 } },
});

export const label = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, textAlign: "end", fontVariantNumeric: "tabular-nums" });
export const withCopy = style({ display: "inline-flex", alignItems: "center", gap: space.xs });
export const minUtxo = style({ display: "inline-flex", flexDirection: "column", alignItems: "flex-end", gap: space.xs, cursor: "help" });
export const aside = style({ fontWeight: 400, fontSize: "0.85em", color: vars.color.textMuted });
