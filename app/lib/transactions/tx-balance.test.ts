import { describe, expect, it } from "vitest";
import { amountSent, transactionBalance } from "./tx-balance";

const amounts = (...values: string[]) => values.map((amount) => ({ amount }));

describe("transactionBalance", () => {
  it("balances a plain payment: inputs = outputs + fee", () => {
    const balance = transactionBalance({
      fee: "170000",
      deposit: "0",
      inputs: amounts("5000000", "3000000"),
      outputs: amounts("7000000", "830000"),
    });
    expect(balance).toMatchObject({
      inputs: 8_000_000n,
      outputs: 7_830_000n,
      fee: 170_000n,
      deposits: 0n,
      refunds: 0n,
      incoming: 8_000_000n,
      outgoing: 8_000_000n,
      balanced: true,
      createsFunds: false,
    });
  });

  it("adds withdrawals to what comes in", () => {
    const balance = transactionBalance({
      fee: "167921",
      deposit: "0",
      inputs: amounts("1723461364755"),
      outputs: amounts("1728063159442"),
      withdrawals: amounts("4601962608"),
    });
    expect(balance.incoming).toBe(1_723_461_364_755n + 4_601_962_608n);
    expect(balance.withdrawals).toBe(4_601_962_608n);
    expect(balance.balanced).toBe(true);
  });

  it("counts the deposits the certificates pay", () => {
    // Two stake keys (2 each) and a pool (500) registered in one transaction.
    const balance = transactionBalance({
      fee: "207785",
      deposit: "504000000",
      inputs: amounts("859975445662"),
      outputs: amounts("859471237877"),
      certificates: [{ deposit: "2000000" }, { deposit: "2000000" }, { deposit: "500000000" }, { deposit: null }],
    });
    expect(balance.deposits).toBe(504_000_000n);
    expect(balance.refunds).toBe(0n);
    expect(balance.outgoing).toBe(859_471_237_877n + 207_785n + 504_000_000n);
    expect(balance.balanced).toBe(true);
  });

  it("reads a refund from a negative net deposit", () => {
    // A stake deregistration: its certificate names no deposit; the refund comes back in the outputs.
    const balance = transactionBalance({
      fee: "167833",
      deposit: "-2000000",
      inputs: amounts("928341460206"),
      outputs: amounts("928343292373"),
      certificates: [{ deposit: null }],
    });
    expect(balance.deposits).toBe(0n);
    expect(balance.refunds).toBe(2_000_000n);
    expect(balance.balanced).toBe(true);
  });

  it("keeps deposits and refunds of one transaction apart", () => {
    // Registers one key (2 paid) and deregisters another (2 back): the net is zero.
    const balance = transactionBalance({
      fee: "100",
      deposit: "0",
      inputs: amounts("1000"),
      outputs: amounts("900"),
      certificates: [{ deposit: "2000000" }, { deposit: null }],
    });
    expect(balance).toMatchObject({ deposits: 2_000_000n, refunds: 2_000_000n, balanced: true });
  });

  it("falls back on the net deposit when the certificates do not name theirs", () => {
    const balance = transactionBalance({ fee: "0", deposit: "2000000", inputs: amounts("2000000"), outputs: [] });
    expect(balance).toMatchObject({ deposits: 2_000_000n, refunds: 0n, balanced: true });
  });

  it("says when the sums disagree", () => {
    const balance = transactionBalance({ fee: "1", deposit: "0", inputs: amounts("10"), outputs: amounts("10") });
    expect(balance.balanced).toBe(false);
    expect(balance.incoming - balance.outgoing).toBe(-1n);
  });

  it("marks a transaction that spends nothing as creating funds (genesis)", () => {
    const balance = transactionBalance({ fee: "0", deposit: "0", inputs: [], outputs: amounts("627446134744717") });
    expect(balance.createsFunds).toBe(true);
    expect(balance.balanced).toBe(false);
  });

  it("keeps amounts beyond 2^53 exact", () => {
    const balance = transactionBalance({
      fee: "1",
      deposit: "0",
      inputs: amounts("9007199254740993", "9007199254740993"),
      outputs: amounts("18014398509481985"),
    });
    expect(balance.inputs).toBe(18_014_398_509_481_986n);
    expect(balance.balanced).toBe(true);
  });

  it("treats missing lists and unreadable amounts as nothing", () => {
    const balance = transactionBalance({ fee: "x", deposit: "", inputs: amounts("abc") });
    expect(balance).toMatchObject({ inputs: 0n, outputs: 0n, fee: 0n, deposits: 0n, refunds: 0n, balanced: true });
  });
});

describe("amountSent", () => {
  it("is the absolute value of the external flow", () => {
    expect(amountSent("-6399422666")).toBe(6_399_422_666n);
    expect(amountSent("250")).toBe(250n);
    expect(amountSent("0")).toBe(0n);
  });

  it("is null for an unreadable flow", () => {
    expect(amountSent("n/a")).toBeNull();
  });
});
