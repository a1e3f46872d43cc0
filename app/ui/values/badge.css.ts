import { styleVariants, type StyleRule } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

// Spread into each variant, so a badge carries one class rather than two (a list
// of 100 pools shows 100 status badges); the network and look-alike badges spread it too.
export const pill = {
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  border: "1px solid transparent",
  fontSize: "0.75rem",
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: "nowrap",
  verticalAlign: "middle",
} satisfies StyleRule;

export const badge = styleVariants({
  default: { ...pill, background: vars.color.surfaceMuted, color: vars.color.text },
  success: { ...pill, background: vars.color.successSoft, color: vars.color.success },
  warning: { ...pill, background: vars.color.warningSoft, color: vars.color.warning },
  destructive: { ...pill, background: vars.color.destructiveSoft, color: vars.color.destructive },
  info: { ...pill, background: vars.color.infoSoft, color: vars.color.info },
  outline: { ...pill, background: "transparent", color: vars.color.text, borderColor: vars.color.border },
});
