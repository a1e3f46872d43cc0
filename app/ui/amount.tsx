import { formatAmount, formatCompactAp3x, formatFee } from "../lib/format";
import { unitsFor, type Network } from "../lib/network";
import { classNames } from "./class-names";
import * as styles from "./amount.css";

type AmountFormat = "amount" | "compact" | "fixed2" | "fixed3" | "fixed6";

export type AmountProps = {
  /** DFM as a decimal string or bigint. */
  dfm: string | bigint;
  network: Network;
  /**
   * "amount": every DFM, always 6 decimals (one shape per column); "compact": K/M/B
   * with 2 decimals (stakes, supply); "fixedN": exactly N decimals (fees: 2 on
   * the dashboard, 3 in lists, 6 on detail pages; deposits: 2) (spec §9).
   */
  format?: AmountFormat;
  /** Without the coin ('Fee: 0.17' on the dashboard). */
  unit?: boolean;
  /** The spec's estimate rather than the chain's figure: adds ' (est.)'. */
  estimated?: boolean;
  className?: string;
  testId?: string;
};

function amountText(dfm: string, format: AmountFormat): string {
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

/** The one way to show a chain amount: in the network's coin ('1,234.50 AP3X', '0.171 tAP3X', '2.41B AP3X'). */
export function Amount({ dfm, network, format = "amount", unit = true, estimated = false, className, testId }: AmountProps) {
  const text = amountText(typeof dfm === "bigint" ? dfm.toString() : dfm, format);
  const coin = unit ? ` ${unitsFor(network).coin}` : "";
  return (
    <span className={classNames(styles.amount, className)} data-testid={testId}>
      {`${text}${coin}${estimated ? " (est.)" : ""}`}
    </span>
  );
}
