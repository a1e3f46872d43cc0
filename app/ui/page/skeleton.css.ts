import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

const pulse = keyframes({
  "0%, 100%": { opacity: 1 },
  "50%": { opacity: 0.45 },
});

const base = style({
  display: "block",
  height: "0.9em",
  borderRadius: radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": {
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
});

export const skeleton = styleVariants({
  sm: [base, { width: "30%" }],
  md: [base, { width: "60%" }],
  lg: [base, { width: "85%" }],
  full: [base, { width: "100%" }],
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  minWidth: "48px",
});
