import { data, isRouteErrorResponse } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { addressNetwork } from "../lib/addresses/address";
import { parseAddressPageQuery } from "../lib/params/address-page";
import { parseAddressTokensPageQuery } from "../lib/params/token-pages";
import {
  ADDRESS_TRANSACTIONS_PAGE_SIZE,
  ADDRESS_UTXOS_PAGE_SIZE,
  STAKE_ADDRESS_LIST_PAGE_SIZE,
  TOKENS_PAGE_SIZE,
  type AddressUtxo,
  type PaymentAddressEntry,
  type StakeDelegation,
  type StakeReward,
} from "../lib/domain";
import { pageOffset } from "../lib/pages/paging";
import { parseAddressParam } from "../lib/params/address";
import { parsedOr } from "../lib/params/param-error";
import { resolveNetwork } from "../session.server";
import { AddressNotFound } from "../ui/addresses/address-not-found";
import { AddressView } from "../ui/addresses/address-view";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/address";
import { addressPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  // Malformed, or an address of the other network: it names nothing here (spec §8), before any query.
  const parsed = parsedOr(() => parseAddressParam(params.address, network), () => {
    // An address of the other network gets a one-click way there (the not-found page's link).
    const home = addressNetwork(params.address);
    return data({ network, id: params.address, otherNetwork: home !== network ? home : null }, { status: 404 });
  });
  const searchParams = new URL(request.url).searchParams;
  const query = parsedOr(() => parseAddressPageQuery(searchParams));
  const tokensQuery = parsedOr(() => parseAddressTokensPageQuery(searchParams));
  const { address, kind } = parsed;
  const api = explorerApi(network);
  const page = (n: number, size: number) => ({ limit: size, offset: pageOffset(n, size) });
  const none = <T,>(): Promise<T[]> => Promise.resolve([]);
  const isStake = kind === "stake";

  const [summary, history, utxos, delegations, paymentAddresses, rewards, tokens] = await Promise.all([
    api.getAddress(address),
    api.listAddressTransactions(address, page(query.history, ADDRESS_TRANSACTIONS_PAGE_SIZE)),
    isStake ? none<AddressUtxo>() : api.listAddressUtxos(address, page(query.utxos, ADDRESS_UTXOS_PAGE_SIZE)),
    isStake ? api.listStakeAddressDelegations(address, page(query.delegations, STAKE_ADDRESS_LIST_PAGE_SIZE)) : none<StakeDelegation>(),
    isStake ? api.listPaymentAddresses(address, page(query.paymentAddresses, STAKE_ADDRESS_LIST_PAGE_SIZE)) : none<PaymentAddressEntry>(),
    isStake ? api.listStakeAddressRewards(address) : none<StakeReward>(),
    api.listAddressTokens(address, { page: page(tokensQuery.page, TOKENS_PAGE_SIZE), sort: tokensQuery.sort, direction: tokensQuery.direction }),
  ]);

  // Every reward arrives (a few hundred at most); only the page asked for travels to the browser.
  const rewardsOffset = pageOffset(query.rewards, query.rewardsSize);
  return {
    network,
    address: summary,
    query,
    tokensQuery,
    tokens,
    history,
    utxos,
    delegations,
    paymentAddresses,
    rewards: {
      rows: rewards.slice(rewardsOffset, rewardsOffset + query.rewardsSize),
      total: rewards.length,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Address Not Found · Prime Explorer");
  return linkPreviewTags(addressPreview(loaderData.address, loaderData.network));
}

export default function AddressDetail({ loaderData }: Route.ComponentProps) {
  return <AddressView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AddressNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
