import { addressHeading } from "../addresses/address";
import { blockTitle, transactionCountText } from "../chain/blocks";
import type { Address, BlockDetail, CurrentEpoch, Epoch, PoolStakingRewardsEntry, StakePool, Transaction } from "../domain";
import { describeError, ERROR_TEXT, errorPageTitle } from "../errors/error-kind";
import { type DfmInput, formatAp3x, formatBlockHeight, formatCompactAp3x, formatFee, formatInteger, formatPercent, formatUtcDateTime, visibleText } from "../formats/format";
import { networkLabel, unitsFor, type Network } from "./network";
import { formatRewardAmount, poolTitle, stakingRewardsTotals } from "../pools/pool-detail";
import { chainPlace, epochBadgeStatus, GENESIS } from "../chain/status";
import { amountSent } from "../transactions/tx-balance";
import type { Policy, Token } from "../domain";
import { formatAssetQuantity } from "../assets/asset-quantity";
import { tokenTitle } from "../tokens/token-text";

// Link previews (issue 22): what a chat or a social site shows for a pasted
// entity URL. The <title>, the description and their OpenGraph and Twitter
// card copies come from one place, so they never say different things.

const SITE_NAME = "Prime Explorer";
// Sites cut longer descriptions themselves, often mid-word; chain text (a pool's
// name) could otherwise make the tag as long as it likes.
const MAX_DESCRIPTION = 300;
// A page's title keeps a hash or an address short.
const TITLE_ID_SHOWN = 16;
const shortId = (id: string) => (id.length > TITLE_ID_SHOWN ? `${id.slice(0, TITLE_ID_SHOWN)}…` : id);

/** React Router's meta descriptors, the kinds this builder writes. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/** What a preview says: the heading (without the site's name) and the key figures. */
export type LinkPreview = { heading: string; description: string };

function clipped(text: string): string {
  const characters = Array.from(text);
  return characters.length <= MAX_DESCRIPTION ? text : `${characters.slice(0, MAX_DESCRIPTION - 1).join("")}…`;
}

/**
 * The tags of one page: <title>, description, OpenGraph and a Twitter summary
 * card. `url` is the page's absolute URL where the origin is known; without
 * one og:url is left out (a wrong origin would be worse than none).
 */
export function linkPreviewTags({ heading, description }: LinkPreview, url?: string): MetaTag[] {
  const text = clipped(description);
  return [
    { title: `${heading} · ${SITE_NAME}` },
    { name: "description", content: text },
    { property: "og:title", content: heading },
    { property: "og:description", content: text },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: heading },
    { name: "twitter:description", content: text },
  ];
}

const amount = (dfm: DfmInput, network: Network) => `${formatAp3x(dfm, { decimals: 6, minDecimals: 2 })} ${unitsFor(network).coin}`;
const onNetwork = (network: Network, page = 1) => `(${networkLabel(network)}${page > 1 ? `, page ${page}` : ""})`;

type BlockFigures = Pick<BlockDetail, "height" | "epochNumber" | "txCount" | "timestamp" | "poolId" | "poolTicker" | "poolName"> &
  Partial<Pick<BlockDetail, "poolLookAlike">>;

// A preview names the pool as its page does, with the page's look-alike warning: a
// shared link must not lend an imitator the genuine pool's name unremarked.
const LOOK_ALIKE_NOTE = " (possible look-alike pool)";
const lookAlikeNote = (warning: { reasons: readonly unknown[] } | null | undefined) => (warning && warning.reasons.length > 0 ? LOOK_ALIKE_NOTE : "");

/** 'Block #74520 (Mainnet)': height, epoch, transactions, pool and time. */
export function blockPreview(block: BlockFigures, network: Network): LinkPreview {
  const producer = block.poolId
    ? `, produced by ${poolTitle({ poolId: block.poolId, ticker: block.poolTicker, name: block.poolName })}${lookAlikeNote(block.poolLookAlike)}`
    : "";
  const height = block.height === null ? "" : ` #${formatInteger(block.height)}`;
  const epoch = block.epochNumber === null ? "" : ` in epoch ${formatInteger(block.epochNumber)}`;
  return {
    heading: `${blockTitle(block.height)} ${onNetwork(network)}`,
    description: `Block${height}${epoch} with ${transactionCountText(block.txCount)}${producer}, at ${formatUtcDateTime(block.timestamp)}.`,
  };
}

type TransactionFigures = Pick<Transaction, "hash" | "blockHeight" | "blockId" | "epochNumber" | "timestamp" | "totalOutput" | "externalFlow" | "fee"> &
  Partial<Pick<Transaction, "validContract">>;

/**
 * 'Transaction 1a2b…': the amount sent (else the total output), the fee and the
 * block. A site keeps a preview as it first read it, so it says nothing that
 * changes with the tip (no confirmation count, no status): where the
 * transaction is says how settled it is to anyone who knows the tip.
 */
export function transactionPreview(tx: TransactionFigures, network: Network): LinkPreview {
  const sent = amountSent(tx.externalFlow);
  // A failed script transaction sent nothing: only its collateral was taken (its fee).
  const failed = tx.validContract === false;
  const moved = failed
    ? "Failed script transaction: only its collateral moved"
    : sent === null
      ? `${amount(tx.totalOutput, network)} output`
      : `${amount(sent, network)} sent`;
  const place = chainPlace(tx);
  const epoch = tx.epochNumber === null ? "" : ` (epoch ${formatInteger(tx.epochNumber)})`;
  const where =
    place === GENESIS ? `In the genesis block${epoch}` : typeof place === "number" ? `In block #${formatInteger(place)}${epoch}` : "Not yet in a block";
  return {
    heading: `Transaction ${shortId(tx.hash)} ${onNetwork(network)}`,
    description: `${moved}, ${failed ? "collateral taken" : "fee"} ${formatFee(tx.fee, 6)} ${unitsFor(network).coin}. ${where}, at ${formatUtcDateTime(tx.timestamp)}.`,
  };
}

/** 'Payment Address addr1…': the balance and the transaction count. */
export function addressPreview(address: Pick<Address, "address" | "balance" | "txCount">, network: Network): LinkPreview {
  const heading = addressHeading(address.address);
  return {
    heading: `${heading} ${shortId(address.address)} ${onNetwork(network)}`,
    description: `${heading} ${address.address}: balance ${amount(address.balance, network)}, ${transactionCountText(address.txCount)}.`,
  };
}

type PoolFigures = Pick<StakePool, "poolId" | "ticker" | "name" | "totalStake" | "saturation" | "delegatorCount"> &
  Partial<Pick<StakePool, "lookAlike" | "stakeEpoch">>;

/** '[TICK] Name · Stake Pool (Mainnet)': the stake (of its snapshot's epoch), the saturation and the delegators. */
export function poolPreview(pool: PoolFigures, network: Network): LinkPreview {
  const title = poolTitle(pool);
  const note = lookAlikeNote(pool.lookAlike);
  const delegators = `${formatInteger(pool.delegatorCount)} ${pool.delegatorCount === 1 ? "delegator" : "delegators"}`;
  const snapshot = pool.stakeEpoch == null ? "" : ` (epoch ${formatInteger(pool.stakeEpoch)} snapshot)`;
  return {
    heading: `${title}${note} · Stake Pool ${onNetwork(network)}`,
    description: `Stake pool ${title}${note}: ${formatCompactAp3x(pool.totalStake)} ${unitsFor(network).coin} stake, ${formatPercent(pool.saturation, 1)} saturated, ${delegators}${snapshot}. Pool ID ${pool.poolId}.`,
  };
}

/** 'Epoch 3 (Mainnet)': its status, blocks and transactions. */
export function epochPreview(epoch: Pick<Epoch, "epochNumber" | "blockCount" | "txCount" | "completed" | "startTime">, network: Network): LinkPreview {
  const blocks = `${formatInteger(epoch.blockCount)} ${epoch.blockCount === 1 ? "block" : "blocks"}`;
  return {
    heading: `Epoch ${epoch.epochNumber} ${onNetwork(network)}`,
    description: `Epoch ${formatInteger(epoch.epochNumber)}, ${epochBadgeStatus(epoch.completed)}: ${blocks}, ${transactionCountText(epoch.txCount)}, started ${formatUtcDateTime(epoch.startTime)}.`,
  };
}

// The pages that are no single entity (issue 41): a list counts what it lists, a
// page about one thing gives its figures, and the rest say what they are for.

const TITLE_SUFFIX = / · Prime Explorer$/;

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

/** 'Tokens (Mainnet)': how many tokens the list (or its filter) pages through. */
export function tokensListPreview(network: Network, page: number, total: number, q: string | null): LinkPreview {
  const filter = q === null ? "" : ` matching “${visibleText(q)}”`;
  return {
    heading: `Tokens ${onNetwork(network, page)}`,
    description: `The native tokens of ${networkLabel(network)}${filter}, with their supply, holders and last mint: ${formatInteger(total)} ${total === 1 ? "token" : "tokens"}.`,
  };
}

// A token's name comes from the chain: tokenTitle shows it only as visible text (else its hex).
const TOKEN_LOOK_ALIKE_NOTE = " (possible look-alike token)";

/** 'Name (TICK) · Token (Mainnet)': supply, holders and the ids that name it for sure. */
export function tokenPreview(token: Pick<Token, "displayName" | "ticker" | "assetName" | "fingerprint" | "policyId" | "supply" | "decimals" | "holders" | "lookAlike">, network: Network): LinkPreview {
  const title = tokenTitle(token);
  const note = token.lookAlike && token.lookAlike.reasons.length > 0 ? TOKEN_LOOK_ALIKE_NOTE : "";
  const holders = `${formatInteger(token.holders)} ${token.holders === 1 ? "holder" : "holders"}`;
  return {
    heading: `${title}${note} · Token ${onNetwork(network)}`,
    description: `Token ${title}${note}: supply ${formatAssetQuantity(token.supply, token.decimals)}, ${holders}. Fingerprint ${token.fingerprint}, policy ${token.policyId}.`,
  };
}

/** 'Policy 1a2b3c… (Mainnet)': how many assets it minted. */
export function policyPreview(policy: Pick<Policy, "policyId" | "assetCount">, network: Network): LinkPreview {
  return {
    heading: `Policy ${shortId(policy.policyId)} ${onNetwork(network)}`,
    description: `Minting policy ${policy.policyId}: ${formatInteger(policy.assetCount)} ${policy.assetCount === 1 ? "asset" : "assets"}.`,
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
        ? `Search ${networkLabel(network)} for a block, transaction, address, stake pool, epoch, token or policy.`
        : `${formatInteger(results)} ${results === 1 ? "result" : "results"} on ${networkLabel(network)} for “${query}”.`,
  }),
  notFound: (): LinkPreview => ({ heading: ERROR_TEXT.notFoundTitle, description: `${ERROR_TEXT.notFoundTitle}. ${NOTHING_HERE}` }),
} as const;
