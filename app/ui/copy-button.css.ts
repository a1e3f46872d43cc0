import { style } from "@vanilla-extract/css";
import { radius, vars } from "../styles/theme.css";

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "28px",
  height: "28px",
  padding: 0,
  border: "1px solid transparent",
  borderRadius: radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  verticalAlign: "middle",
  selectors: {
    // The class sets display, which would beat the UA's [hidden] rule.
    "&[hidden]": { display: "none" },
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const copied = style({
  color: vars.color.success,
  selectors: { "&:hover": { color: vars.color.success } },
});

export const icon = style({ width: "16px", height: "16px", display: "block" });
