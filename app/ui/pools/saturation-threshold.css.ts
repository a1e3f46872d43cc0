import { style } from "@vanilla-extract/css";

// The help cursor says the figure explains itself on hover (as Min UTXO's rule).
export const threshold = style({ cursor: "help" });
