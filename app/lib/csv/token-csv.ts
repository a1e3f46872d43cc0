// The token downloads (issue 43): every holder of a token, every token of an
// address. Quantities are exact integers (the token's smallest unit, ungrouped,
// as the chain stores them) with the decimals in their own column, so a
// spreadsheet sums them exactly; names from the chain are text cells (formula-neutralised).
import { textCell, valueCell, type CsvCell } from "./csv";
import type { AssetAmount, TokenHolder } from "../domain";
import { tokenName } from "../tokens/token-text";
import type { Network } from "../navigation/network";

// A fingerprint is bech32 (alphanumeric): its characters after 'asset1'.
const fileNamePart = (id: string) => id.replace(/^(?:asset|addr_test|addr|stake_test|stake)1/, "").slice(0, 8).replace(/[^0-9A-Za-z]/g, "");

export function holdersCsvFileName(fingerprint: string, network: Network): string {
  return `token-holders-${fileNamePart(fingerprint)}-${network}.csv`;
}

export function addressTokensCsvFileName(address: string, network: Network): string {
  return `tokens-${fileNamePart(address)}-${network}.csv`;
}

export const HOLDERS_CSV_COLUMNS = ["Rank", "Address", "Stake Address", "Quantity", "Share (%)"] as const;

export function holderCsvRow(holder: TokenHolder & { rank: number }): CsvCell[] {
  return [valueCell(holder.rank), textCell(holder.address), textCell(holder.stakeAddress), valueCell(holder.quantity), valueCell(holder.sharePercent)];
}

export const ADDRESS_TOKENS_CSV_COLUMNS = ["Name", "Ticker", "Fingerprint", "Policy ID", "Asset Name (hex)", "Quantity", "Decimals"] as const;

export function addressTokenCsvRow(asset: AssetAmount): CsvCell[] {
  return [
    textCell(tokenName(asset).text),
    textCell(asset.ticker),
    valueCell(asset.fingerprint),
    valueCell(asset.policyId),
    valueCell(asset.assetName),
    valueCell(asset.quantity),
    valueCell(asset.decimals),
  ];
}
