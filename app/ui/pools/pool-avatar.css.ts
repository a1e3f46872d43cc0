import { styleVariants, type StyleRule } from "@vanilla-extract/css";
import { radius } from "../../styles/theme.css";

// Spread into each variant, so an avatar carries one class rather than two.
const base = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "36px",
  height: "36px",
  borderRadius: radius.pill,
  fontSize: "0.8rem",
  fontWeight: 700,
  overflow: "hidden",
  color: "#ffffff",
} satisfies StyleRule;

// Dark enough behind white letters for WCAG AA (4.5:1) in either theme.
const COLOURS = ["#3152d6", "#6d3fd6", "#16794a", "#9a3412", "#0e7490", "#be185d", "#4d7c0f", "#7c2d12"];
export const AVATAR_COLOURS = COLOURS.length;
export const letters = styleVariants(Object.fromEntries(COLOURS.map((colour, i) => [i, { ...base, background: colour }])));

// The icon; where it fails to load without JavaScript (no onError to swap it for
// the letters), the browser draws the ::before of the broken image: the same
// letters on the same colour, covering the broken-image mark.
export const image = styleVariants(
  Object.fromEntries(
    COLOURS.map((colour, i) => [
      i,
      {
        ...base,
        position: "relative",
        objectFit: "cover",
        background: "transparent",
        selectors: {
          "&::before": {
            content: "attr(data-initials)",
            position: "absolute",
            inset: 0,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            background: colour,
            color: "#ffffff",
          },
        },
      },
    ]),
  ),
);
