import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const confirmations = style({ display: "inline-flex", alignItems: "center", gap: space.sm, whiteSpace: "nowrap" });
export const count = style({ color: vars.color.textMuted, fontSize: "0.85em", whiteSpace: "nowrap" });
