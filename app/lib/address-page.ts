import { REWARDS_DEFAULT_PAGE_SIZE, REWARDS_PAGE_SIZES } from "./domain";
import { usdValue } from "./address-csv";
import { formatUsd } from "./format";
import { entityHref } from "./hrefs";
import type { Network } from "./network";
import { parsePage, parsePageSize } from "./params/paging";

// The address page's URL state (every list's page is in the URL, so paging works
// without JavaScript and a link shows the same page).
// Each list pages on its own parameter, so paging one keeps the others.

export const ADDRESS_PAGE_PARAMS = {
  history: "page",
  utxos: "utxoPage",
  delegations: "delegationsPage",
  paymentAddresses: "addressesPage",
  rewards: "rewardsPage",
} as const;
export const REWARDS_SIZE_PARAM = "rewardsSize";
const USD_DECIMALS = 4;

type AddressListName = keyof typeof ADDRESS_PAGE_PARAMS;
export type AddressPageQuery = Record<AddressListName, number> & { rewardsSize: number };

/** The pages and rewards page size of an address URL; a ParamError (400) names the bad parameter. */
export function parseAddressPageQuery(params: URLSearchParams): AddressPageQuery {
  const pages = {} as Record<AddressListName, number>;
  for (const [list, key] of Object.entries(ADDRESS_PAGE_PARAMS) as Array<[AddressListName, string]>) pages[list] = parsePage(params, key);
  return { ...pages, rewardsSize: parsePageSize(params, REWARDS_SIZE_PARAM, REWARDS_PAGE_SIZES, REWARDS_DEFAULT_PAGE_SIZE) };
}

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
