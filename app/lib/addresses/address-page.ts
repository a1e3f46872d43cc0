import { usdValue } from "../csv/address-csv";
import { formatUsd } from "../formats/format";
import { entityHref } from "../navigation/hrefs";
import type { Network } from "../navigation/network";

// The address page's rules: a reward's USD value, the CSV links. Its URL state is
// read in params/address-page.ts.

const USD_DECIMALS = 4;

/**
 * spec §9: a reward's USD value on the page, reward × the epoch's price with
 * 4 decimals ('$1,234.5678'), from the exact product the CSV writes too; null
 * when the price is unknown (N/A).
 */
export function rewardUsdValue(rewardDfm: string, usdPrice: string | null): string | null {
  const exact = usdPrice === null ? null : usdValue(rewardDfm, usdPrice);
  return exact === null ? null : formatUsd(exact, USD_DECIMALS);
}

/** The history CSV of any address (all its transactions, streamed by the CSV route). */
export function historyCsvHref(address: string, network: Network): string {
  return `${entityHref("address", address)}/transactions.csv?network=${network}`;
}

/** The spec's rewards CSV of a stake address. */
export function rewardsCsvHref(address: string, network: Network): string {
  return `${entityHref("address", address)}/rewards.csv?network=${network}`;
}
