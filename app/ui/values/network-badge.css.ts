import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { pill } from "./badge.css";

export const badge = style({
  ...pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
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
