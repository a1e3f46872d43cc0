import { style, styleVariants } from "@vanilla-extract/css";

export const amount = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });


// The number's length (app/lib/formats/text-fit.ts figureLength): a stat card sizes it by this.
export const length = styleVariants({ short: {}, long: {}, longer: {}, longest: {} });
