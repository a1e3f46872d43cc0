import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

// In a table that scrolls sideways on phones: the cell keeps its content's width.
export const cell = style({ display: "flex", alignItems: "center", gap: space.md, minWidth: "max-content" });
export const text = style({ display: "grid", gap: "2px", justifyItems: "start" });
/** The widest a pool's name shows, in ch, before an ellipsis cuts it. */
export const NAME_WIDTH_CH = 28;
export const name = style({
  fontWeight: 600,
  maxWidth: `${NAME_WIDTH_CH}ch`,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  display: "block",
});
export const idLine = style({
  display: "flex",
  alignItems: "center",
  gap: space.xs,
  color: vars.color.textMuted,
  fontSize: "0.85rem",
});
