import { style, styleVariants } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.75rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
  verticalAlign: "middle",
});

const dotBase = style({
  display: "inline-block",
  width: "8px",
  height: "8px",
  borderRadius: "50%",
  flexShrink: 0,
});

export const dot = styleVariants({
  mainnet: [dotBase, { background: vars.color.mainnet }],
  testnet: [dotBase, { background: vars.color.testnet }],
});
