import { style } from "@vanilla-extract/css";

// Short figures and truncated hashes stay on one line; the pool cell takes what is left.
export const nowrap = style({ whiteSpace: "nowrap" });

// A link inside a sentence is underlined: colour alone does not mark it (WCAG 1.4.1).
export const inlineLink = style({ textDecoration: "underline" });
