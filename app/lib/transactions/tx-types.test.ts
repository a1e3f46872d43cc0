import { describe, expect, it } from "vitest";
import { txTypeLabel } from "./tx-types";

describe("txTypeLabel", () => {
  it.each([
    ["payment", "Payment"],
    ["delegation", "Delegation"],
    ["withdrawal", "Withdrawal"],
    ["reward_withdrawal", "Reward Withdrawal"],
    ["rewards_withdrawal", "Reward Withdrawal"],
    ["stake_registration", "Stake Registration"],
    ["stake_deregistration", "Stake Deregistration"],
    ["pool_registration", "Pool Registration"],
    ["pool_retirement", "Pool Retirement"],
    ["certificate", "Certificate"],
    ["metadata", "Metadata"],
    ["sent", "Sent"],
    ["received", "Received"],
  ])("labels %s as %s", (type, label) => {
    expect(txTypeLabel(type)).toBe(label);
  });

  it("capitalises any other value, with underscores as spaces", () => {
    expect(txTypeLabel("swap")).toBe("Swap");
    expect(txTypeLabel("multi_asset")).toBe("Multi asset");
    expect(txTypeLabel("mint_burn_event")).toBe("Mint burn event");
  });

  it("ignores case and surrounding spaces when matching the table", () => {
    expect(txTypeLabel("PAYMENT")).toBe("Payment");
    expect(txTypeLabel(" Reward_Withdrawal ")).toBe("Reward Withdrawal");
  });

  it("does not mistake object prototype keys for known types", () => {
    expect(txTypeLabel("constructor")).toBe("Constructor");
    expect(txTypeLabel("toString")).toBe("ToString");
  });

  it("is Unknown when missing or blank", () => {
    expect(txTypeLabel(null)).toBe("Unknown");
    expect(txTypeLabel(undefined)).toBe("Unknown");
    expect(txTypeLabel("")).toBe("Unknown");
    expect(txTypeLabel("   ")).toBe("Unknown");
  });
});
