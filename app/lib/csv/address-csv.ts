// The two address downloads (spec §9 CSV exports, and issue 13's history file):
// file names, columns and rows. Amounts are exact decimal text from bigint
// arithmetic, ungrouped so a spreadsheet reads them as numbers.
import { textCell, valueCell, type CsvCell } from "./csv";
import type { AddressTransaction, StakeReward } from "../domain";
import { DFM_PER_AP3X, dfmToAp3x, parseDecimal, parseDfm, utcDateAndTime } from "../formats/format";
import { unitsFor, type Network } from "../navigation/network";
import { rewardTypeLabel } from "../pools/reward-types";
import { GENESIS_BLOCK_TEXT } from "../chain/status";

/**
 * spec §9: rewards-history-{8 characters of address}-{network}.csv, the 8 after
 * the bech32 prefix (the first 8 are mostly 'stake1u8', the same for many keys).
 */
export function rewardsCsvFileName(address: string, network: Network): string {
  return `rewards-history-${fileNamePart(address)}-${network}.csv`;
}

export function transactionsCsvFileName(address: string, network: Network): string {
  return `transactions-${fileNamePart(address)}-${network}.csv`;
}

// Addresses are bech32 or base58 (alphanumeric); anything else never reaches a header.
// The characters after a bech32 address's prefix; a base58 (Byron) address has none.
const BECH32_PREFIX = /^(?:addr|addr_test|stake|stake_test)1/;

function fileNamePart(address: string): string {
  const prefix = BECH32_PREFIX.exec(address)?.[0].length ?? 0;
  return address.slice(prefix, prefix + 8).replace(/[^0-9A-Za-z_]/g, "");
}

/**
 * spec §9's columns, named and ordered as it writes them (scripts read them by
 * position): USD Value and its price only on mainnet (testnet coins have no
 * price). The reward's type (Leader, Member…) is ours, so it comes after them.
 */
export function rewardsCsvColumns(network: Network): string[] {
  const columns = ["Epoch", "Date", "Time (UTC)", "Pool ID", "Pool Ticker", "Pool Name", "Rewards"];
  return [...columns, ...(network === "mainnet" ? ["USD Value", "USD Price"] : []), "Type"];
}

const NO_DATE = [null, null] as const;

export function rewardsCsvRow(reward: StakeReward, network: Network): CsvCell[] {
  const [date, time] = utcDateAndTime(reward.epochEnd) ?? NO_DATE;
  const cells = [
    valueCell(reward.epochNumber),
    valueCell(date),
    valueCell(time),
    textCell(reward.poolId),
    textCell(reward.poolTicker),
    textCell(reward.poolName),
    valueCell(dfmToAp3x(reward.rewardAmount)),
  ];
  const type = valueCell(rewardTypeLabel(reward.rewardType));
  if (network !== "mainnet") return [...cells, type];
  const usd = reward.usdPrice === null ? null : usdValue(reward.rewardAmount, reward.usdPrice);
  return [...cells, valueCell(usd), valueCell(reward.usdPrice), type];
}

export function transactionsCsvColumns(network: Network): string[] {
  const { coin } = unitsFor(network);
  return ["Date", "Time (UTC)", "Transaction", "Block", "Type", `Amount (${coin})`, `Fee (${coin})`];
}

/** Amount is the signed net change for the address (received positive, sent negative). */
export function transactionCsvRow(tx: AddressTransaction): CsvCell[] {
  const [date, time] = utcDateAndTime(tx.timestamp) ?? NO_DATE;
  return [
    valueCell(date),
    valueCell(time),
    valueCell(tx.hash),
    // The genesis distribution's block has no height: never block 0's.
    valueCell(tx.blockHeight ?? GENESIS_BLOCK_TEXT),
    valueCell(tx.type === "received" ? "Received" : "Sent"),
    valueCell(dfmToAp3x(tx.netAmount)),
    valueCell(dfmToAp3x(tx.fee)),
  ];
}

const USD_DECIMALS = 4;

/**
 * spec §9: USD with an amount has 4 decimals. coins × price, rounded half-up
 * (away from zero) on the exact product; null when either cannot be read.
 */
export function usdValue(dfm: string, usdPrice: string): string | null {
  const amount = parseDfm(dfm);
  const price = parseDecimal(usdPrice);
  if (amount === null || price === null) return null;
  const numerator = amount * price.units * 10n ** BigInt(USD_DECIMALS);
  const denominator = DFM_PER_AP3X * 10n ** BigInt(price.scale);
  const magnitude = (abs(numerator) * 2n + denominator) / (denominator * 2n);
  const scale = 10n ** BigInt(USD_DECIMALS);
  const text = `${magnitude / scale}.${(magnitude % scale).toString().padStart(USD_DECIMALS, "0")}`;
  return numerator < 0n && magnitude > 0n ? `-${text}` : text;
}

const abs = (value: bigint) => (value < 0n ? -value : value);
