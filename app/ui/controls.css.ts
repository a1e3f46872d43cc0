import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

// The look of the few form controls we have (search boxes, selects, the primary
// and secondary buttons), shared so every screen draws them alike.

export const textField = style({
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
});

export const primaryButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `${space.sm} ${space.lg}`,
  border: "1px solid transparent",
  borderRadius: radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  ":hover": { textDecoration: "none", opacity: 0.9 },
});

/** A quieter button (downloads, Apply without JavaScript). */
export const secondaryButton = style([
  primaryButton,
  { background: "transparent", color: vars.color.text, borderColor: vars.color.border, fontWeight: 500, fontSize: "0.875rem", padding: `${space.xs} ${space.md}` },
]);

/** A select inside a card's header (page sizes). */
export const compactSelect = style([textField, { padding: `${space.xs} ${space.sm}`, borderRadius: radius.sm }]);
