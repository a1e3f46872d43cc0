import { style } from "@vanilla-extract/css";
import { space, vars } from "../../../styles/theme.css";

// Three small charts side by side, one under another on narrow screens; each
// chart's epochs line up with the others' when stacked (one shared range).
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 17rem), 1fr))",
  gap: space.xl,
  minWidth: 0,
});

export const figure = style({ display: "grid", gap: space.sm, alignContent: "start", margin: 0, minWidth: 0 });

export const caption = style({ fontWeight: 600, fontSize: "0.95rem" });

export const note = style({ margin: `0 0 ${space.md}`, fontSize: "0.85rem", color: vars.color.textMuted });

export const empty = style({ margin: 0, padding: `${space.lg} 0`, color: vars.color.textMuted });

export const summary = style({ cursor: "pointer", color: vars.color.primary, fontSize: "0.875rem" });
