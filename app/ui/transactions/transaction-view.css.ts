import { style } from "@vanilla-extract/css";
import { font, space, vars } from "../../styles/theme.css";

export const hashRow = style({ display: "flex", alignItems: "center", gap: space.sm, margin: 0, minWidth: 0 });

export const hash = style({
  minWidth: 0,
  fontFamily: font.mono,
  fontSize: "0.95rem",
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const grid = style({ display: "grid", gap: space.lg, minWidth: 0 });

export const io = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
  gap: space.lg,
  alignItems: "start",
  minWidth: 0,
});
