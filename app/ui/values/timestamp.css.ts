import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const timestamp = style({ fontVariantNumeric: "tabular-nums" });
export const stacked = style([timestamp, { display: "inline-flex", flexDirection: "column", gap: "2px", whiteSpace: "nowrap" }]);
export const split = style([timestamp, { display: "inline-flex", flexDirection: "column", whiteSpace: "nowrap" }]);
export const secondary = style({ fontSize: "0.85em", color: vars.color.textMuted });
export const age = style({ color: vars.color.textMuted });
