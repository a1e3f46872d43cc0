import { style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";

export const json = style({
  margin: 0,
  padding: space.md,
  maxHeight: "32rem",
  overflow: "auto",
  background: vars.color.surfaceMuted,
  borderRadius: radius.sm,
  fontFamily: font.mono,
  fontSize: "0.82rem",
  lineHeight: 1.5,
  // Long strings wrap inside the card instead of widening the page; bidi
  // controls are already escaped, and isolation keeps any right-to-left
  // text from reordering its neighbours.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  unicodeBidi: "isolate",
  direction: "ltr",
});

export const note = style({ margin: `${space.sm} 0 0`, fontSize: "0.85rem", color: vars.color.textMuted });
export const link = style({ overflowWrap: "anywhere" });
export const empty = style({ margin: 0, color: vars.color.textMuted });
