import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 560px), 1fr))",
  gap: space.lg,
  alignItems: "start",
  marginBottom: space.lg,
});

export const muted = style({ color: vars.color.textMuted });
export const note = style({ margin: `0 0 ${space.md}`, color: vars.color.textMuted, fontSize: "0.9rem" });
