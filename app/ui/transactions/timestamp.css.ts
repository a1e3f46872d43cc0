import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const timestamp = style({ fontVariantNumeric: "tabular-nums" });
export const stacked = style({ display: "inline-flex", flexDirection: "column", whiteSpace: "nowrap" });
export const time = style({ fontSize: "0.8rem", color: vars.color.textMuted });
export const age = style({ color: vars.color.textMuted });
