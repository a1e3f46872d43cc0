import { style } from "@vanilla-extract/css";
import { primaryButton } from "../controls.css";
import { radius, space, vars } from "../../styles/theme.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space.md,
  textAlign: "center",
  margin: `${space.xxl} auto`,
  padding: space.xxl,
  maxWidth: "640px",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
});

export const code = style({ margin: 0, fontSize: "48px", fontWeight: 800, color: vars.color.textMuted });
export const title = style({ fontSize: "26px" });
export const message = style({ margin: 0, color: vars.color.text });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "14px" });

export const button = primaryButton;
