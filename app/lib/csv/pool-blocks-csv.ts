// The pool blocks download (spec §9 CSV exports: pool-{poolId}-blocks.csv):
// file name, columns and rows. Amounts are exact decimal text from bigint
// arithmetic, ungrouped, so a spreadsheet reads them as numbers.
import { valueCell, type CsvCell } from "./csv";
import type { PoolBlock } from "../domain";
import { dfmToAp3x } from "../formats/format";
import { unitsFor, type Network } from "../navigation/network";

/** spec §9: pool-{poolId}-blocks.csv (the id is the parsed bech32 id: letters and digits only). */
export function poolBlocksCsvFileName(poolId: string): string {
  return `pool-${poolId.replace(/[^0-9A-Za-z]/g, "")}-blocks.csv`;
}

/** spec §9 columns, in its order; the total output in the network's coin, as the other downloads. */
export function poolBlocksCsvColumns(network: Network): string[] {
  const { coin } = unitsFor(network);
  return ["Block Height", "Epoch", "Size (KB)", "Transactions", `Total Output (${coin})`, "Protocol Version", "Op Certificate", "Timestamp"];
}

export function poolBlockCsvRow(block: PoolBlock): CsvCell[] {
  return [
    valueCell(block.height),
    valueCell(block.epochNumber),
    valueCell(kilobytes(block.size)),
    valueCell(block.txCount),
    valueCell(dfmToAp3x(block.totalOutput)),
    valueCell(block.protocolVersion),
    valueCell(block.operationalCertificate),
    valueCell(block.timestamp),
  ];
}

/** Bytes as KB (÷ 1024) with 1 decimal, rounded half-up as formatKB does, ungrouped ("12595" → "12.3"). */
function kilobytes(bytes: number): string {
  const tenths = Math.floor((bytes * 20 + 1024) / 2048);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
