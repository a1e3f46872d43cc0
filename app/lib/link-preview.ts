import { addressHeading } from "./address";
import { blockTitle, transactionCountText } from "./blocks";
import type { Address, BlockDetail, Epoch, StakePool, Transaction } from "./domain";
import { type DfmInput, formatAp3x, formatCompactAp3x, formatFee, formatInteger, formatPercent, formatUtcDateTime } from "./format";
import { networkLabel, unitsFor, type Network } from "./network";
import { poolTitle } from "./pool-detail";
import { chainPlace, epochBadgeStatus, GENESIS } from "./status";
import { amountSent } from "./tx-balance";

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
const onNetwork = (network: Network) => `(${networkLabel(network)})`;

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

type TransactionFigures = Pick<Transaction, "hash" | "blockHeight" | "blockId" | "epochNumber" | "timestamp" | "totalOutput" | "externalFlow" | "fee">;

/**
 * 'Transaction 1a2b…': the amount sent (else the total output), the fee and the
 * block. A site keeps a preview as it first read it, so it says nothing that
 * changes with the tip (no confirmation count, no status): where the
 * transaction is says how settled it is to anyone who knows the tip.
 */
export function transactionPreview(tx: TransactionFigures, network: Network): LinkPreview {
  const sent = amountSent(tx.externalFlow);
  const moved = sent === null ? `${amount(tx.totalOutput, network)} output` : `${amount(sent, network)} sent`;
  const place = chainPlace(tx);
  const epoch = tx.epochNumber === null ? "" : ` (epoch ${formatInteger(tx.epochNumber)})`;
  const where =
    place === GENESIS ? `In the genesis block${epoch}` : typeof place === "number" ? `In block #${formatInteger(place)}${epoch}` : "Not yet in a block";
  return {
    heading: `Transaction ${shortId(tx.hash)} ${onNetwork(network)}`,
    description: `${moved}, fee ${formatFee(tx.fee, 6)} ${unitsFor(network).coin}. ${where}, at ${formatUtcDateTime(tx.timestamp)}.`,
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
