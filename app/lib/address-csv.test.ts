import { describe, expect, it } from "vitest";
import {
  rewardsCsvColumns,
  rewardsCsvFileName,
  rewardsCsvRow,
  transactionCsvRow,
  transactionsCsvColumns,
  transactionsCsvFileName,
  usdValue,
} from "./address-csv";
import { csvLine } from "./csv";
import type { AddressTransaction, StakeReward } from "./domain";

const STAKE = "stake1uxyzabcdefghijklmnopqrstuvwxyz0123456789";

describe("file names (spec §9)", () => {
  it("rewards-history-{first 8 characters}-{network}.csv", () => {
    expect(rewardsCsvFileName(STAKE, "mainnet")).toBe("rewards-history-stake1ux-mainnet.csv");
    expect(rewardsCsvFileName("stake_test1uq", "testnet")).toBe("rewards-history-stake_te-testnet.csv");
    expect(transactionsCsvFileName("addr1qxy2kgdygjrsqtzq2n0yrf", "mainnet")).toBe("transactions-addr1qxy-mainnet.csv");
  });
});

describe("columns", () => {
  it("adds USD Value and USD Price on mainnet only", () => {
    const base = ["Epoch", "Date", "Time (UTC)", "Pool ID", "Pool Ticker", "Pool Name", "Rewards"];
    expect(rewardsCsvColumns("mainnet")).toEqual([...base, "USD Value", "USD Price"]);
    expect(rewardsCsvColumns("testnet")).toEqual(base);
    expect(transactionsCsvColumns("testnet")).toContain("Amount (tAP3X)");
  });
});

const reward: StakeReward = {
  epochNumber: 42,
  epochEnd: "2026-03-04T21:44:51Z",
  poolId: "pool1abc",
  poolTicker: "=TICK",
  poolName: "Pool, \"quoted\"",
  rewardAmount: "1234567",
  usdPrice: "0.45",
};

describe("rows", () => {
  it("a reward: exact coins, UTC date and time, neutralised chain text, USD on mainnet", () => {
    expect(csvLine(rewardsCsvRow(reward, "mainnet"))).toBe(
      '42,2026-03-04,21:44:51,pool1abc,\'=TICK,"Pool, ""quoted""",1.234567,0.5556,0.45\r\n',
    );
    expect(csvLine(rewardsCsvRow(reward, "testnet"))).toBe('42,2026-03-04,21:44:51,pool1abc,\'=TICK,"Pool, ""quoted""",1.234567\r\n');
    expect(csvLine(rewardsCsvRow({ ...reward, usdPrice: null, epochEnd: null, poolId: null }, "mainnet"))).toBe(
      '42,,,,\'=TICK,"Pool, ""quoted""",1.234567,,\r\n',
    );
  });

  it("a transaction: signed net amount and fee in coins", () => {
    const tx: AddressTransaction = {
      id: "7",
      hash: "ab".repeat(32),
      txType: "sent",
      type: "sent",
      blockHeight: 99,
      timestamp: "2026-11-22T00:00:05Z",
      netAmount: "-2500000",
      amount: "2500000",
      fee: "170000",
    };
    expect(csvLine(transactionCsvRow(tx))).toBe(`2026-11-22,00:00:05,${"ab".repeat(32)},99,Sent,-2.5,0.17\r\n`);
  });
});

describe("usdValue: coins × price, 4 decimals, half-up on the exact product", () => {
  it.each([
    ["1000000", "0.45", "0.4500"],
    ["1234567", "0.45", "0.5556"], // 0.55555515
    ["5", "0.01", "0.0000"], // 0.00000005
    ["50", "1", "0.0001"], // 0.00005 rounds up
    ["49", "1", "0.0000"],
    ["123456789012345678901", "2.5", "308641972530864.1973"], // beyond 2^53 DFM, exactly
    ["-1000000", "0.33335", "-0.3334"],
  ])("%s DFM at %s", (dfm, price, expected) => {
    expect(usdValue(dfm, price)).toBe(expected);
  });

  it("is null for what cannot be read", () => {
    expect(usdValue("1.5", "1")).toBeNull();
    expect(usdValue("1", "abc")).toBeNull();
  });
});
