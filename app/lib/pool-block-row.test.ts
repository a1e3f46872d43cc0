import { describe, expect, it } from "vitest";
import type { PoolBlock } from "./domain";
import { poolBlockRow } from "./pool-block-row";

describe("poolBlockRow", () => {
  it("keeps the seven fields the Pool Blocks table shows, and drops the protocol version and certificate", () => {
    const block: PoolBlock = {
      height: 73627,
      hash: "01".repeat(32),
      epochNumber: 3,
      size: 4338,
      txCount: 7,
      totalOutput: "537543838990",
      protocolVersion: "9.0",
      operationalCertificate: "06".repeat(32),
      timestamp: "2026-11-21T19:10:42Z",
    };
    const row = poolBlockRow(block);
    expect(Object.keys(row).sort()).toEqual(["epochNumber", "hash", "height", "size", "timestamp", "totalOutput", "txCount"]);
    for (const [field, value] of Object.entries(row)) expect(value, field).toBe(block[field as keyof PoolBlock]);
  });
});
