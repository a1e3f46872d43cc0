import { describe, expect, it } from "vitest";
import type { Transaction, TransactionInput } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { FAILED_SCRIPT_SENTENCE } from "./eutxo-cards";
import { TransactionView } from "./transaction-view";

const input = (n: number, amount: string): TransactionInput => ({
  address: `addr1collateral${n}`,
  utxoHash: String(n).repeat(64),
  outputIndex: n,
  amount,
  assets: [],
  scriptAddress: false,
  referenceScript: null,
});

const failed: Transaction = {
  id: "ee".repeat(32),
  hash: "ee".repeat(32),
  txType: "failed_script",
  blockId: "01".repeat(32),
  blockHeight: 10,
  epochNumber: 1,
  absoluteSlot: 100,
  slotInEpoch: 100,
  timestamp: "2026-11-21T00:00:00Z",
  amount: "900000",
  totalOutput: "4100000",
  externalFlow: "-900000",
  fee: "900000",
  size: 900,
  deposit: "0",
  validContract: false,
  metadata: null,
  inputs: [],
  outputs: [],
  withdrawals: [],
  certificates: [],
  mint: [],
  collateralInputs: [input(1, "5000000")],
  collateralReturn: {
    address: "addr1return",
    outputIndex: 2,
    amount: "4100000",
    assets: [],
    scriptAddress: false,
    datum: null,
    referenceScript: null,
    spent: false,
    spentByTxId: null,
    created: true,
  },
  referenceInputs: [{ ...input(3, "2000000"), scriptAddress: true, referenceScript: { hash: "cd".repeat(28), type: "plutusV2", size: 1200 } }],
  requiredSigners: ["aa".repeat(28)],
  redeemers: [
    {
      purpose: "spend",
      index: 0,
      unitMem: 14000,
      unitSteps: 5000000,
      fee: "1200",
      scriptHash: "cd".repeat(28),
      data: { hash: "bb".repeat(32), value: { constructor: 0, fields: [{ bytes: "3c7363726970743e" }] }, cbor: null },
      spends: null,
    },
  ],
  datums: [],
};

const render = (tx: Transaction) =>
  renderUi(<TransactionView transaction={tx} network="mainnet" currentBlock={20} now={Date.parse("2026-11-22T00:00:00Z")} showAllIo={false} />);

describe("a failed script transaction's page", () => {
  const html = render(failed);

  it("says it failed at the top, before its fields, and that only the collateral moved", () => {
    expect(html.indexOf(FAILED_SCRIPT_SENTENCE)).toBeGreaterThan(-1);
    expect(html.indexOf(FAILED_SCRIPT_SENTENCE)).toBeLessThan(html.indexOf("Transaction Information"));
    expect(html).toContain("Failed Script");
    expect(html).toContain("Failed: collateral taken");
  });

  it("shows the collateral as spent, its return as created, and the regular inputs as not spent", () => {
    expect(html).toContain("Collateral inputs (spent)");
    expect(html).toContain('data-testid="tx-collateral-input"');
    expect(html).toMatch(/data-testid="tx-collateral-return"[\s\S]*addr1return[\s\S]*>Unspent</);
    expect(html).toContain("Not spent: db-sync does not record the regular inputs of a failed transaction");
    expect(html).not.toContain('data-testid="tx-input"');
    expect(html).not.toContain("Payment");
  });

  it("balances on the collateral: collateral in = return + fee", () => {
    expect(html).toMatch(/data-testid="balance-inputs"><dt>Collateral inputs<\/dt><dd[^>]*><span[^>]*>5\.000000 AP3X/);
    expect(html).toContain('data-balanced="true"');
  });

  it("lists the reference input apart, marked as a script address with its reference script, and the redeemer with its data as text", () => {
    expect(html).toContain("Reference inputs (1)");
    expect(html).toMatch(/data-testid="tx-reference-input"[\s\S]*>Script<[\s\S]*Reference script/);
    expect(html).toContain("Memory 14,000 · Steps 5,000,000");
    expect(html).toContain("&quot;bytes&quot;: &quot;3c7363726970743e&quot;");
    expect(html).toContain("aa".repeat(28));
  });
});

describe("a script transaction that succeeded", () => {
  it("keeps its collateral unspent and its return only declared", () => {
    const html = render({
      ...failed,
      txType: "payment",
      validContract: true,
      inputs: [input(4, "5000000")],
      collateralReturn: { ...failed.collateralReturn!, created: false },
    });
    expect(html).not.toContain(FAILED_SCRIPT_SENTENCE);
    expect(html).toContain("Not spent: the scripts succeeded");
    expect(html).toMatch(/data-testid="tx-collateral-return"[\s\S]*>Not created</);
    expect(html).toContain(">Succeeded<");
  });
});
