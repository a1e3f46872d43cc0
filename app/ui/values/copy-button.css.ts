import { style } from "@vanilla-extract/css";
import { lineIcon } from "../../styles/line-icon";
import { radius, vars } from "../../styles/theme.css";

// The icons are drawn by CSS, once in the stylesheet, rather than as an inline
// <svg> in every button: a list of 100 pools or blocks would repeat ~340 bytes of
// SVG markup per row. A line icon on the 24-unit grid, as a mask painted in
// currentColor, so it takes the button's colour as the inline icon did.
const COPY_ICON = lineIcon(
  "<rect x='9' y='9' width='13' height='13' rx='2' ry='2'/><path d='M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1'/>",
  2,
);
const CHECK_ICON = lineIcon("<polyline points='20 6 9 17 4 12'/>", 2.5);

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
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&::before": {
      content: '""',
      display: "block",
      width: "16px",
      height: "16px",
      backgroundColor: "currentColor",
      // In forced colours a background would be replaced and the mark vanish; currentColor is the forced text colour.
      forcedColorAdjust: "none",
      mask: `${COPY_ICON} center / 16px 16px no-repeat`,
      WebkitMask: `${COPY_ICON} center / 16px 16px no-repeat`,
    },
  },
});

export const copied = style({
  color: vars.color.success,
  selectors: {
    "&:hover": { color: vars.color.success },
    "&::before": { mask: `${CHECK_ICON} center / 16px 16px no-repeat`, WebkitMask: `${CHECK_ICON} center / 16px 16px no-repeat` },
  },
});
