import { globalStyle, style } from "@vanilla-extract/css";
import { amount, length } from "../values/amount.css";
import { radius, space, vars } from "../../styles/theme.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: space.xs,
  minWidth: 0,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  // An amount's size follows the card's width (cqi), so a long figure fits a narrow card.
  containerType: "inline-size",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.sm,
});

export const title = style({
  margin: 0,
  fontSize: "0.875rem",
  fontWeight: 500,
  color: vars.color.textMuted,
});

export const icon = style({
  display: "inline-flex",
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: "1.6rem",
  fontWeight: 700,
  lineHeight: 1.2,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
});

export const hint = style({
  margin: 0,
  fontSize: "0.8rem",
  color: vars.color.textMuted,
});

// An amount (the longest figures) shrinks with the card, the longer its number
// the more, then breaks before its unit, never inside the digits (amount.css.ts).
// overflow-wrap: normal leaves the space before the unit its only break: digits,
// commas and the point have none between them (Unicode line breaking).
globalStyle(`${value} ${amount}`, { whiteSpace: "normal", overflowWrap: "normal", fontSize: "clamp(1.1rem, 10cqi, 1.6rem)" });
globalStyle(`${value} ${length.long}`, { fontSize: "clamp(0.95rem, 7.5cqi, 1.6rem)" });
globalStyle(`${value} ${length.longer}`, { fontSize: "clamp(0.85rem, 6cqi, 1.6rem)" });
globalStyle(`${value} ${length.longest}`, { fontSize: "clamp(0.8rem, 5cqi, 1.6rem)" });
