import { formatAp3x, formatFee } from "../../lib/format";
import { unitsFor, type Network } from "../../lib/network";
import { classNames } from "../class-names";
import * as styles from "./amount.css";

export type AmountProps = {
  /** DFM as a decimal string or bigint. */
  dfm: string | bigint;
  network: Network;
  /**
   * "amount": up to 6 decimals, at least 2 (every DFM shown);
   * "fee3" / "fee6": a fee with exactly 3 (lists) or 6 (detail) decimals (spec §9).
   */
  format?: "amount" | "fee3" | "fee6";
  className?: string;
};

/** A chain amount in the network's coin ('1,234.50 AP3X', '0.171 tAP3X'). */
export function Amount({ dfm, network, format = "amount", className }: AmountProps) {
  const value = typeof dfm === "bigint" ? dfm.toString() : dfm;
  const text =
    format === "fee3"
      ? formatFee(value, 3)
      : format === "fee6"
        ? formatFee(value, 6)
        : formatAp3x(value, { decimals: 6, minDecimals: 2 });
  return <span className={classNames(styles.amount, className)}>{`${text} ${unitsFor(network).coin}`}</span>;
}
