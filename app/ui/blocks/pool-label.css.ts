import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const label = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: space.sm,
  maxWidth: "100%",
  minWidth: 0,
});

// Pool names are anyone's text: one line, cut with an ellipsis, the whole name in the title.
export const name = style({
  display: "inline-block",
  verticalAlign: "bottom",
  maxWidth: "10rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const ticker = style({
  display: "inline-block",
  verticalAlign: "bottom",
  maxWidth: "5rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontSize: "0.85em",
  fontWeight: 600,
});
