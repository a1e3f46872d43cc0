import { style, styleVariants } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

const base = style({ display: "inline-flex", gap: space.xs });

export const status = styleVariants({
  inline: [base, { alignItems: "center", flexWrap: "wrap", gap: space.sm }],
  stacked: [base, { flexDirection: "column", alignItems: "flex-start" }],
});

export const count = style({ fontSize: "0.8rem", color: vars.color.textMuted, whiteSpace: "nowrap" });
