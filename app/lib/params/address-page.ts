import { REWARDS_DEFAULT_PAGE_SIZE, REWARDS_PAGE_SIZES } from "../domain";
import { parsePage, parsePageSize } from "./paging";

// The address page's URL state (every list's page is in the URL, so paging works
// without JavaScript and a link shows the same page). Each list pages on its own
// parameter, so paging one keeps the others.

export const ADDRESS_PAGE_PARAMS = {
  history: "page",
  utxos: "utxoPage",
  delegations: "delegationsPage",
  paymentAddresses: "addressesPage",
  rewards: "rewardsPage",
} as const;
export const REWARDS_SIZE_PARAM = "rewardsSize";

type AddressListName = keyof typeof ADDRESS_PAGE_PARAMS;
export type AddressPageQuery = Record<AddressListName, number> & { rewardsSize: number };

/** The pages and rewards page size of an address URL; a ParamError (400) names the bad parameter. */
export function parseAddressPageQuery(params: URLSearchParams): AddressPageQuery {
  const pages = {} as Record<AddressListName, number>;
  for (const [list, key] of Object.entries(ADDRESS_PAGE_PARAMS) as Array<[AddressListName, string]>) pages[list] = parsePage(params, key);
  return { ...pages, rewardsSize: parsePageSize(params, REWARDS_SIZE_PARAM, REWARDS_PAGE_SIZES, REWARDS_DEFAULT_PAGE_SIZE) };
}
