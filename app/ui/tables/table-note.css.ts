import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

// A line of small print under a table (what a column means, where prices come from).

export const note = style({ margin: `${space.sm} 0 0`, color: vars.color.textMuted, fontSize: "0.8125rem", maxWidth: "80ch" });

export const upcoming = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });
