import type { CurrentEpoch, PoolStakingRewardsEntry } from "./domain";
import { formatBlockHeight, formatInteger, formatUtcDateTime } from "./format";
import { describeError, ERROR_TEXT, errorPageTitle } from "./error-kind";
import { linkPreviewTags, type LinkPreview, type MetaTag } from "./link-preview";
import { networkLabel, unitsFor, type Network } from "./network";
import { formatRewardAmount, poolTitle, stakingRewardsTotals } from "./pool-detail";

// What the pages that are no single entity say in their link preview and meta
// description (issue 41): a list counts what it lists, a page about one thing
// gives its figures, and the rest say what they are for. The entity pages'
// previews are in link-preview.ts; both are written out by its linkPreviewTags.

const TITLE_SUFFIX = / · Prime Explorer$/;
const onNetwork = (network: Network, page = 1) => `(${networkLabel(network)}${page > 1 ? `, page ${page}` : ""})`;

/** 'Blocks (Mainnet)': how many blocks the list pages through. */
export function blocksListPreview(network: Network, page: number, total: number | null): LinkPreview {
  const count = total === null ? "" : `: ${formatInteger(total)} ${total === 1 ? "block" : "blocks"}`;
  return {
    heading: `Blocks ${onNetwork(network, page)}`,
    description: `The blocks of ${networkLabel(network)}, newest first, with their epoch, slot, pool, transactions and size${count}.`,
  };
}

/** 'Transactions (Mainnet)': on the first page, the newest transaction's block and time. */
export function transactionsListPreview(network: Network, page: number, first: { blockHeight: number | null; timestamp: string } | undefined): LinkPreview {
  const tip =
    page === 1 && first?.blockHeight != null ? `: the newest in block ${formatBlockHeight(first.blockHeight)} at ${formatUtcDateTime(first.timestamp)}` : "";
  return {
    heading: `Transactions ${onNetwork(network, page)}`,
    description: `The transactions of ${networkLabel(network)}, newest first, with their type, amount and fee${tip}.`,
  };
}

/** 'Stake Pools (Mainnet)': how many pools the list pages through. */
export function stakePoolsListPreview(network: Network, page: number, pools: number | null): LinkPreview {
  const count = pools === null ? "" : `: ${formatInteger(pools)} ${pools === 1 ? "pool" : "pools"}`;
  return {
    heading: `Stake Pools ${onNetwork(network, page)}`,
    description: `The stake pools of ${networkLabel(network)} with their stake, saturation, delegators, blocks and return${count}.`,
  };
}

/** 'Epochs (Mainnet)': the current epoch and when it began. */
export function epochsListPreview(network: Network, page: number, current: CurrentEpoch | null): LinkPreview {
  const now = current === null ? "" : `: epoch ${formatInteger(current.epochNumber)} is current, since ${formatUtcDateTime(current.startTime)}`;
  return {
    heading: `Epochs ${onNetwork(network, page)}`,
    description: `The epochs of ${networkLabel(network)}, newest first, with their blocks, transactions and output${now}.`,
  };
}

type RewardsPool = { poolId: string; ticker: string | null; name: string | null };

/** 'Staking Rewards · [TICK] Name (Mainnet)': the page's totals (the same rule as its cards). */
export function poolRewardsPreview(pool: RewardsPool, network: Network, rewards: ReadonlyArray<PoolStakingRewardsEntry> | null): LinkPreview {
  const title = poolTitle(pool);
  const totals = rewards && stakingRewardsTotals(rewards);
  const figures =
    totals === null
      ? ""
      : `: ${formatRewardAmount(totals.totalRewards)} ${unitsFor(network).coin} over ${formatInteger(totals.epochs)} ${totals.epochs === 1 ? "epoch" : "epochs"}, ${formatInteger(totals.totalBlocks)} ${totals.totalBlocks === 1 ? "block" : "blocks"}`;
  return {
    heading: `Staking Rewards · ${title} ${onNetwork(network)}`,
    description: `The rewards stake pool ${title} earned, epoch by epoch${figures}. Pool ID ${pool.poolId}.`,
  };
}

/** The dashboard: the tip and the network's stake figures. */
export function dashboardPreview(network: Network, stats: { currentBlock: number; activePools: number } | null): LinkPreview {
  const figures = stats === null ? "" : `: block ${formatBlockHeight(stats.currentBlock)}, ${formatInteger(stats.activePools)} active pools`;
  return {
    heading: `Dashboard ${onNetwork(network)}`,
    description: `${networkLabel(network)} at a glance${figures}; the newest blocks and transactions and a sample of stake pools.`,
  };
}

/** Network Analytics: how many relays, in how many countries. */
export function analyticsPreview(network: Network, cards: { totalRelays: number; countries: number }): LinkPreview {
  return {
    heading: `Network Analytics ${onNetwork(network)}`,
    description: `The stake pools' relays on ${networkLabel(network)}: ${formatInteger(cards.totalRelays)} relays in ${formatInteger(cards.countries)} countries, by country, hosting provider and protocol version.`,
  };
}

/** Protocol Parameters: the epoch they are in force for. */
export function protocolParametersPreview(network: Network, epoch: number | null): LinkPreview {
  const when = epoch === null ? "" : ` in epoch ${formatInteger(epoch)}`;
  return {
    heading: `Protocol Parameters ${onNetwork(network)}`,
    description: `The protocol parameters of ${networkLabel(network)}${when}: fees, deposits, limits, staking and governance, with the supply.`,
  };
}

const NOTHING_HERE = "There is nothing at this address: search for a block, transaction, address, stake pool or epoch instead.";

/**
 * An error page's tags (400, 404, 503): the title errorPageTitle gives it, and
 * what went wrong as its description.
 */
export function errorPageMeta(error: unknown, fallbackTitle: string): MetaTag[] {
  const view = describeError(error);
  const heading = errorPageTitle(error, fallbackTitle).replace(TITLE_SUFFIX, "");
  const description = view.kind === "not-found" || view.status === 404 ? `${heading}. ${NOTHING_HERE}` : view.message;
  return linkPreviewTags({ heading, description });
}

/** The pages about no figure: their purpose. */
export const STATIC_PREVIEWS = {
  addresses: (network: Network): LinkPreview => ({
    heading: `Address Search ${onNetwork(network)}`,
    description: `Look up a payment or stake address of ${networkLabel(network)}: its balance, transactions, UTxOs, rewards and delegation; with the addresses active most recently.`,
  }),
  api: (network: Network): LinkPreview => ({
    heading: `JSON API ${onNetwork(network)}`,
    description: "The explorer's public JSON API: every call with its parameters, a curl example and the answer it gets now; an OpenAPI 3.1 document.",
  }),
  search: (network: Network, query: string, results: number | null): LinkPreview => ({
    heading: `Search${query ? `: ${query}` : ""} ${onNetwork(network)}`,
    description:
      results === null
        ? `Search ${networkLabel(network)} for a block, transaction, address, stake pool or epoch.`
        : `${formatInteger(results)} ${results === 1 ? "result" : "results"} on ${networkLabel(network)} for “${query}”.`,
  }),
  notFound: (): LinkPreview => ({ heading: ERROR_TEXT.notFoundTitle, description: `${ERROR_TEXT.notFoundTitle}. ${NOTHING_HERE}` }),
} as const;
