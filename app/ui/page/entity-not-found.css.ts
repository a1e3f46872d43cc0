import { style } from "@vanilla-extract/css";
import { font, vars } from "../../styles/theme.css";

export const id = style({
  margin: 0,
  maxWidth: "100%",
  fontFamily: font.mono,
  fontSize: "0.85rem",
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
