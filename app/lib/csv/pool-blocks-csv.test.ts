import { describe, expect, it } from "vitest";
import { csvLine } from "./csv";
import type { PoolBlock } from "../domain";
import { formatKB } from "../formats/format";
import { poolBlockCsvRow, poolBlocksCsvColumns, poolBlocksCsvFileName } from "./pool-blocks-csv";

const POOL = "pool1tjqscf4lrqaarmgslg6zu5lgu6zudxewfh33xhuvq7ykjyxmr3h";

const block: PoolBlock = {
  height: 2_896,
  hash: "ab".repeat(32),
  epochNumber: 3,
  size: 12_595,
  txCount: 7,
  totalOutput: "1234567891234",
  protocolVersion: "10.0",
  operationalCertificate: "cd".repeat(32),
  timestamp: "2026-11-22T00:00:05Z",
};

describe("pool blocks CSV (spec §9)", () => {
  it("is named pool-{poolId}-blocks.csv", () => {
    expect(poolBlocksCsvFileName(POOL)).toBe(`pool-${POOL}-blocks.csv`);
  });

  it("has the spec's columns in its order, the total output in the network's coin", () => {
    expect(poolBlocksCsvColumns("mainnet")).toEqual([
      "Block Height",
      "Epoch",
      "Size (KB)",
      "Transactions",
      "Total Output (AP3X)",
      "Protocol Version",
      "Op Certificate",
      "Timestamp",
    ]);
    expect(poolBlocksCsvColumns("testnet")[4]).toBe("Total Output (tAP3X)");
  });

  it("writes a block as numbers a spreadsheet reads: KB with 1 decimal, the exact total in coins", () => {
    expect(csvLine(poolBlockCsvRow(block))).toBe(`2896,3,12.3,7,1234567.891234,10.0,${"cd".repeat(32)},2026-11-22T00:00:05Z\r\n`);
    expect(csvLine(poolBlockCsvRow({ ...block, totalOutput: "0", operationalCertificate: null, size: 0 }))).toBe(
      "2896,3,0.0,7,0,10.0,,2026-11-22T00:00:05Z\r\n",
    );
  });

  it("rounds the size as the pages do (half up), without grouping", () => {
    for (const size of [0, 1, 51, 52, 1024, 1587, 12_595, 65_536, 90_112, 2_000_000]) {
      const cell = poolBlockCsvRow({ ...block, size })[2] as { value: string };
      expect(cell.value, String(size)).toBe(formatKB(size, 1).replace(" KB", "").replaceAll(",", ""));
    }
  });
});
