import { style } from "@vanilla-extract/css";
import { space } from "../styles/theme.css";

// The grids the detail screens lay their cards out in, kept in one place so
// that every screen's cards space and wrap alike.

// minWidth 0: a wide table scrolls inside its card instead of widening the page.
export const stack = style({ display: "grid", gap: space.lg, minWidth: 0 });

// min(100%, …): on a screen narrower than one card, the card shrinks rather than overflows.
export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  gap: space.lg,
});

// Two cards side by side on a wide screen, one under the other on a narrow one;
// each keeps its own height.
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
  gap: space.lg,
  alignItems: "start",
  minWidth: 0,
});
