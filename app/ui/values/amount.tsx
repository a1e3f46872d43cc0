import { amountText, type AmountFormat } from "../../lib/formats/amount-text";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { figureLength, splitFigure } from "../../lib/formats/text-fit";
import { classNames } from "../class-names";
import * as styles from "./amount.css";

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

/** The one way to show a chain amount: in the network's coin ('1,234.50 AP3X', '0.171 tAP3X', '2.41B AP3X'). */
export function Amount({ dfm, network, format = "amount", unit = true, estimated = false, className, testId }: AmountProps) {
  const text = amountText(dfm, format, unit ? unitsFor(network).coin : null, estimated);
  return (
    <span className={classNames(styles.amount, styles.length[figureLength(splitFigure(text).number)], className)} data-testid={testId}>
      {text}
    </span>
  );
}
