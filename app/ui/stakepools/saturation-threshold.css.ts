import { style } from "@vanilla-extract/css";

// A dotted underline says the figure explains itself on hover.
export const threshold = style({ cursor: "help", textDecoration: "underline dotted", textUnderlineOffset: "0.2em" });
