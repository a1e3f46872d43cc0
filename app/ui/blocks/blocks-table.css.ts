import { style } from "@vanilla-extract/css";

// Short figures and truncated hashes stay on one line; the pool cell takes what is left.
export const nowrap = style({ whiteSpace: "nowrap" });
