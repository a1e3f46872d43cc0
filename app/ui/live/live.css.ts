import { keyframes, style } from "@vanilla-extract/css";
import { radius, vars } from "../../styles/theme.css";

const enter = keyframes({
  from: { backgroundColor: vars.color.infoSoft },
  to: { backgroundColor: "transparent" },
});

/** A row that just arrived from the live stream: a short highlight, none for a reader who asked for less motion. */
export const entered = style({
  animation: `${enter} 2s ease-out`,
  "@media": {
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
});

/**
 * The block list's "3 new blocks · Show", in its card's title row: its negative
 * margins keep it from making the row taller, so nothing below it moves when it appears.
 */
export const newBlocksBar = style({
  display: "inline-flex",
  alignItems: "center",
  padding: "2px 10px",
  marginBlock: "-4px",
  font: "inherit",
  lineHeight: 1.25,
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.info,
  background: vars.color.infoSoft,
  border: `1px solid ${vars.color.info}`,
  borderRadius: radius.pill,
  cursor: "pointer",
  whiteSpace: "nowrap",
  ":hover": { textDecoration: "underline" },
});
