import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const stacked = style({ display: "inline-flex", flexDirection: "column", gap: "2px" });
export const inline = style({ display: "inline-flex", flexWrap: "wrap", columnGap: space.sm });
export const age = style({ color: vars.color.textMuted, fontSize: "0.85em" });
