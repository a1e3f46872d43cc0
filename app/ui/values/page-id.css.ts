import { style } from "@vanilla-extract/css";
import { font, space, vars } from "../../styles/theme.css";

export const row = style({ display: "flex", alignItems: "center", gap: space.sm, margin: 0, minWidth: 0 });

// A hash or an address runs to 100 characters and more: it wraps anywhere rather than push the page wider.
export const id = style({
  minWidth: 0,
  fontFamily: font.mono,
  fontSize: "0.95rem",
  color: vars.color.text,
  overflowWrap: "anywhere",
});
