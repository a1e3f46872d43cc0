import { describe, expect, it } from "vitest";
import { rewardTypeLabel } from "./reward-types";

describe("rewardTypeLabel", () => {
  it("tells a pool operator's reward from a delegator's, and names db-sync's other kinds", () => {
    expect(rewardTypeLabel("leader")).toBe("Leader");
    expect(rewardTypeLabel("member")).toBe("Member");
    expect(rewardTypeLabel("reserves")).toBe("Reserves");
    expect(rewardTypeLabel("treasury")).toBe("Treasury");
    expect(rewardTypeLabel("refund")).toBe("Deposit Refund");
    expect(rewardTypeLabel("proposal_refund")).toBe("Proposal Refund");
    expect(rewardTypeLabel("something_new")).toBe("something_new");
  });
});
