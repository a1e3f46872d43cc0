import { style } from "@vanilla-extract/css";

// Short ids and times read badly broken over two lines; the table scrolls instead.
export const nowrap = style({ whiteSpace: "nowrap" });
