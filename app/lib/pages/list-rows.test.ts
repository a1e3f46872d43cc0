import { describe, expect, it } from "vitest";
import type { Block, PoolBlock, Transaction } from "../domain";
import { blockListRow, poolBlockRow, shownFields, transactionListRow } from "./list-rows";

const HASH = "01".repeat(32);

describe("shownFields", () => {
  it("keeps the named fields with their values, nulls included, and nothing else", () => {
    const row = { a: 1, b: null, c: "x" };
    expect(shownFields(row, ["a", "b"])).toEqual({ a: 1, b: null });
  });
});

describe("the rows of the list tables", () => {
  it("Pool Blocks: the seven fields the table shows, without the protocol version and certificate", () => {
    const block: PoolBlock = {
      height: 73627,
      hash: HASH,
      epochNumber: 3,
      size: 4338,
      txCount: 7,
      totalOutput: "537543838990",
      protocolVersion: "9.0",
      operationalCertificate: "06".repeat(32),
      timestamp: "2026-11-21T19:10:42Z",
    };
    expect(Object.keys(poolBlockRow(block)).sort()).toEqual(["epochNumber", "hash", "height", "size", "timestamp", "totalOutput", "txCount"]);
  });

  it("Blocks list: its columns' nine fields, without parent, slot, version, keys and total output", () => {
    const block: Block = {
      id: HASH,
      height: 73627,
      hash: HASH,
      parentHash: "02".repeat(32),
      timestamp: "2026-11-21T19:10:42Z",
      epochNumber: 3,
      slotNumber: 1_590_642,
      size: 4338,
      protocolVersion: "9.0",
      txCount: 7,
      poolName: "Pool",
      poolTicker: "POOL",
      poolId: "pool1abc",
      vrfKey: "vrf_vk1abc",
      operationalCertificate: "06".repeat(32),
      totalOutput: "537543838990",
    };
    expect(Object.keys(blockListRow(block)).sort()).toEqual([
      "epochNumber",
      "hash",
      "height",
      "poolId",
      "poolName",
      "poolTicker",
      "size",
      "timestamp",
      "txCount",
    ]);
  });

  it("Transactions list: hash, type, amount, fee, block and time, without slots, size, deposit and metadata", () => {
    const tx: Transaction = {
      id: HASH,
      hash: HASH,
      txType: "Transfer",
      blockId: "03".repeat(32),
      blockHeight: 73627,
      epochNumber: 3,
      absoluteSlot: 1_590_642,
      slotInEpoch: 642,
      timestamp: "2026-11-21T19:10:42Z",
      amount: "1000000",
      totalOutput: "5000000",
      externalFlow: "1000000",
      fee: "170000",
      size: 300,
      deposit: "0",
      validContract: true,
      metadata: { 674: { msg: ["x".repeat(1000)] } },
    };
    expect(Object.keys(transactionListRow(tx)).sort()).toEqual(["amount", "blockHeight", "blockId", "fee", "hash", "timestamp", "txType"]);
  });
});
