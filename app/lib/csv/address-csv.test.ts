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
import type { AddressTransaction, StakeReward } from "../domain";
import { formatUtcDate, formatUtcTime } from "../formats/format";

const STAKE = "stake1uxyzabcdefghijklmnopqrstuvwxyz0123456789";

describe("file names (spec §9)", () => {
  it("rewards-history-{8 characters after the prefix}-{network}.csv", () => {
    expect(rewardsCsvFileName(STAKE, "mainnet")).toBe("rewards-history-uxyzabcd-mainnet.csv");
    expect(rewardsCsvFileName("stake_test1uqp9x8gf2tvdw0", "testnet")).toBe("rewards-history-uqp9x8gf-testnet.csv");
    expect(transactionsCsvFileName("addr1qxy2kgdygjrsqtzq2n0yrf", "mainnet")).toBe("transactions-qxy2kgdy-mainnet.csv");
    expect(transactionsCsvFileName("addr_test1vz09v9yfxguvlp0zsnrpa3tdtm7el8xufp3m5lsm7qxzclgmzkket", "testnet")).toBe(
      "transactions-vz09v9yf-testnet.csv",
    );
    // A Byron (base58) address has no prefix: its first 8.
    expect(transactionsCsvFileName("Ae2tdPwUPEZ4YjgvykNpoFeYUxoyhNj2kg8KfKWN2FizsSpLUPv68MpTVDo", "mainnet")).toBe("transactions-Ae2tdPwU-mainnet.csv");
  });

  it("two keys that share the prefix's next character get different names", () => {
    expect(rewardsCsvFileName("stake1u8aaaaaaaaaa", "mainnet")).not.toBe(rewardsCsvFileName("stake1u8bbbbbbbbbb", "mainnet"));
  });
});

describe("columns", () => {
  it("the rewards file: spec §9's columns in its order and words, Type after them", () => {
    // The spec's text: "Epoch, Date, Time (UTC), Pool ID, Pool Ticker, Pool Name, Rewards. On mainnet also USD Value and price."
    const spec = ["Epoch", "Date", "Time (UTC)", "Pool ID", "Pool Ticker", "Pool Name", "Rewards"];
    expect(rewardsCsvColumns("mainnet")).toEqual([...spec, "USD Value", "USD Price", "Type"]);
    expect(rewardsCsvColumns("testnet")).toEqual([...spec, "Type"]);
    expect(transactionsCsvColumns("testnet")).toContain("Amount (tAP3X)");
  });
});

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

const reward: StakeReward = {
  epochNumber: 42,
  epochEnd: "2026-03-04T21:44:51Z",
  poolId: "pool1abc",
  poolTicker: "=TICK",
  poolName: "Pool, \"quoted\"",
  rewardType: "leader",
  rewardAmount: "1234567",
  usdPrice: "0.45",
};

describe("rows", () => {
  it("a reward: exact coins, UTC date and time, neutralised chain text, USD on mainnet", () => {
    expect(csvLine(rewardsCsvRow(reward, "mainnet"))).toBe(
      '42,2026-03-04,21:44:51,pool1abc,\'=TICK,"Pool, ""quoted""",1.234567,0.5556,0.45,Leader\r\n',
    );
    expect(csvLine(rewardsCsvRow(reward, "testnet"))).toBe('42,2026-03-04,21:44:51,pool1abc,\'=TICK,"Pool, ""quoted""",1.234567,Leader\r\n');
    expect(csvLine(rewardsCsvRow({ ...reward, rewardType: "member", usdPrice: null, epochEnd: null, poolId: null }, "mainnet"))).toBe(
      '42,,,,\'=TICK,"Pool, ""quoted""",1.234567,,,Member\r\n',
    );
  });

  it("a transaction: signed net amount and fee in coins", () => {
    expect(csvLine(transactionCsvRow(tx))).toBe(`2026-11-22,00:00:05,${"ab".repeat(32)},99,Sent,-2.5,0.17\r\n`);
  });

  it("a genesis transaction's Block is 'Genesis', never block 0's height", () => {
    expect(csvLine(transactionCsvRow({ ...tx, blockHeight: null }))).toBe(`2026-11-22,00:00:05,${"ab".repeat(32)},Genesis,Sent,-2.5,0.17\r\n`);
    expect(csvLine(transactionCsvRow({ ...tx, blockHeight: 0 }))).toContain(",0,Sent,");
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

describe("dates and times", () => {
  it("agree with the page's UTC formats, whatever zone the timestamp is written in", () => {
    for (const timestamp of ["2026-11-22T00:00:05Z", "2026-11-21T23:59:59.999-01:00", "2024-02-29T12:34:56+05:30", "2026-01-01 00:00:00"]) {
      const [date, time] = csvLine(transactionCsvRow({ ...tx, timestamp })).split(",");
      expect(date).toBe(formatUtcDate(timestamp));
      expect(time).toBe(formatUtcTime(timestamp));
    }
  });
});
