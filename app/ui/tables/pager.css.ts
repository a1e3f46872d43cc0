import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

export const nav = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: space.sm,
  marginTop: space.lg,
});

const control = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `6px ${space.md}`,
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.875rem",
  fontWeight: 500,
  lineHeight: 1.4,
  whiteSpace: "nowrap",
});

export const link = style([
  control,
  {
    selectors: {
      "&:hover": { background: vars.color.surfaceMuted, textDecoration: "none" },
    },
  },
]);

export const disabled = style([
  control,
  {
    color: vars.color.textMuted,
    opacity: 0.55,
    cursor: "not-allowed",
  },
]);

export const label = style({
  padding: `0 ${space.sm}`,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});

export const range = style({
  marginInlineEnd: "auto",
  fontSize: "0.875rem",
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});

export const inlineLink = style({ textDecoration: "underline" });
