import { formatAmount, formatCompactAp3x, formatFee } from "./format";

export type AmountFormat = "amount" | "compact" | "fixed2" | "fixed3" | "fixed6";

function figure(dfm: string, format: AmountFormat): string {
  switch (format) {
    case "compact":
      return formatCompactAp3x(dfm);
    case "fixed2":
      return formatFee(dfm, 2);
    case "fixed3":
      return formatFee(dfm, 3);
    case "fixed6":
      return formatFee(dfm, 6);
    case "amount":
      return formatAmount(dfm);
  }
}

/**
 * A chain amount as text: '1,234.500000 AP3X', '2.41B AP3X', '0.171 tAP3X'
 * (spec §9). "amount": every DFM, always 6 decimals; "compact": K/M/B with 2
 * decimals; "fixedN": exactly N decimals. `coin` null leaves the unit out; an
 * estimate ends in ' (est.)'.
 */
export function amountText(dfm: string | bigint, format: AmountFormat, coin: string | null, estimated = false): string {
  const text = figure(typeof dfm === "bigint" ? dfm.toString() : dfm, format);
  return `${text}${coin === null ? "" : ` ${coin}`}${estimated ? " (est.)" : ""}`;
}
