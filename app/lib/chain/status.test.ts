import { describe, expect, it } from "vitest";
import { activityPlace, chainPlace, confirmationStatus, earnsNothingIn, epochBadgeStatus, epochListStatus, GENESIS, outputStatus, poolStatus, retirementWarning, shownPoolStatus } from "./status";

describe("confirmationStatus", () => {
  it("uses a threshold of 6", () => {
  });

  it("counts the including block: currentBlock − blockHeight + 1", () => {
    expect(confirmationStatus(100, 100)).toEqual({ confirmations: 1, status: "Confirming", label: "1 confirmation" });
    expect(confirmationStatus(102, 100)).toEqual({ confirmations: 3, status: "Confirming", label: "3 confirmations" });
  });

  it("is Confirming at 5 and Confirmed at 6", () => {
    expect(confirmationStatus(104, 100)).toEqual({ confirmations: 5, status: "Confirming", label: "5 confirmations" });
    expect(confirmationStatus(105, 100)).toEqual({ confirmations: 6, status: "Confirmed", label: "6 confirmations" });
    expect(confirmationStatus(1_100, 100).status).toBe("Confirmed");
    expect(confirmationStatus(1_100, 100).label).toBe("1,001 confirmations");
    expect(confirmationStatus(2_259, 100).label).toBe("2,160 confirmations");
  });

  it("is Pending with no confirmations when the block is ahead of the tip", () => {
    const pending = { confirmations: 0, status: "Pending", label: "No confirmations" };
    expect(confirmationStatus(99, 100)).toEqual(pending);
    expect(confirmationStatus(50, 100)).toEqual(pending);
  });

  it("is Pending when either block number is unknown", () => {
    const pending = { confirmations: 0, status: "Pending", label: "No confirmations" };
    expect(confirmationStatus(null, 100)).toEqual(pending);
    expect(confirmationStatus(100, undefined)).toEqual(pending);
    expect(confirmationStatus(Number.NaN, 100)).toEqual(pending);
    expect(confirmationStatus(100, 1.5)).toEqual(pending);
  });

  it("treats block 0 as a real height", () => {
    expect(confirmationStatus(0, 0).confirmations).toBe(1);
  });

  it("shows the genesis distribution Confirmed since the chain began, not Pending", () => {
    expect(confirmationStatus(74_520, GENESIS)).toEqual({ confirmations: 74_521, status: "Confirmed", label: "Since the chain began" });
    expect(confirmationStatus(null, GENESIS)).toMatchObject({ status: "Confirmed", label: "Since the chain began" });
  });
});

describe("activityPlace", () => {
  it("is the height; GENESIS for an address with transactions but no height; null without activity", () => {
    expect(activityPlace(0, 3)).toBe(0);
    expect(activityPlace(null, 3)).toBe(GENESIS);
    expect(activityPlace(null, 0)).toBeNull();
  });
});

describe("chainPlace", () => {
  it("is the block's height, GENESIS for the block without one, null without a block", () => {
    expect(chainPlace({ blockHeight: 0, blockId: "ab" })).toBe(0);
    expect(chainPlace({ blockHeight: null, blockId: "ab" })).toBe(GENESIS);
    expect(chainPlace({ blockHeight: null, blockId: null })).toBeNull();
  });
});

describe("outputStatus", () => {
  it("is Spent or Unspent", () => {
    expect(outputStatus(true)).toBe("Spent");
    expect(outputStatus(false)).toBe("Unspent");
  });
});


describe("epochListStatus", () => {
  it("is In Progress for the current epoch, whatever its flag", () => {
    expect(epochListStatus({ epochNumber: 140, completed: false }, 140)).toBe("In Progress");
    expect(epochListStatus({ epochNumber: 140, completed: true }, 140)).toBe("In Progress");
  });
  it("is Completed when flagged and not current, otherwise Active", () => {
    expect(epochListStatus({ epochNumber: 139, completed: true }, 140)).toBe("Completed");
    expect(epochListStatus({ epochNumber: 139, completed: false }, 140)).toBe("Active");
  });
  it("names no epoch In Progress when the current epoch is unknown", () => {
    expect(epochListStatus({ epochNumber: 0, completed: false }, null)).toBe("Active");
    expect(epochListStatus({ epochNumber: 0, completed: true }, null)).toBe("Completed");
  });
});

describe("epochBadgeStatus", () => {
  it("is Completed or Active", () => {
    expect(epochBadgeStatus(true)).toBe("Completed");
    expect(epochBadgeStatus(false)).toBe("Active");
  });
});

describe("poolStatus", () => {
  const current = 10;
  it("is Active once the first registration is in effect and no retirement has taken effect", () => {
    expect(poolStatus({ firstActiveEpoch: 3, retiringEpoch: null }, current)).toBe("Active");
    expect(poolStatus({ firstActiveEpoch: 10, retiringEpoch: null }, current)).toBe("Active");
  });
  it("is Inactive while the registration has not taken effect (or none is known)", () => {
    expect(poolStatus({ firstActiveEpoch: 11, retiringEpoch: null }, current)).toBe("Inactive");
    expect(poolStatus({ firstActiveEpoch: null, retiringEpoch: null }, current)).toBe("Inactive");
  });
  it("is Retired from the retiring epoch on, whatever the registration", () => {
    expect(poolStatus({ firstActiveEpoch: 3, retiringEpoch: 10 }, current)).toBe("Retired");
    expect(poolStatus({ firstActiveEpoch: 3, retiringEpoch: 4 }, current)).toBe("Retired");
    expect(poolStatus({ firstActiveEpoch: null, retiringEpoch: 9 }, current)).toBe("Retired");
  });
  it("stays Active while an announced retirement is still ahead", () => {
    expect(poolStatus({ firstActiveEpoch: 3, retiringEpoch: 11 }, current)).toBe("Active");
  });
});

describe("shownPoolStatus", () => {
  it("says when an announced retirement takes effect, else names the status", () => {
    expect(shownPoolStatus({ status: "Active", retired: false, retiringEpoch: 12 })).toEqual({ status: "Active", text: "Retiring in epoch 12" });
    expect(shownPoolStatus({ status: "Inactive", retired: false, retiringEpoch: 12 }).text).toBe("Retiring in epoch 12");
    expect(shownPoolStatus({ status: "Retired", retired: true, retiringEpoch: 9 })).toEqual({ status: "Retired", text: "Retired in epoch 9" });
    expect(shownPoolStatus({ status: "Retired", retired: true, retiringEpoch: null }).text).toBe("Retired");
    expect(shownPoolStatus({ status: "Inactive", retired: false, retiringEpoch: null }).text).toBe("Inactive");
  });
  it("falls back to spec §4's list rule for an answer without a status", () => {
    expect(shownPoolStatus({ retired: true }).text).toBe("Retired");
    expect(shownPoolStatus({ retired: false }).text).toBe("Active");
  });
});

describe("retirementWarning", () => {
  it("tells a delegator the epoch its pool stops earning, ahead or past; nothing without a retirement", () => {
    expect(retirementWarning({ status: "Retired", retiringEpoch: 9 })).toBe(
      "This pool retired in epoch 9: stake delegated to it earns no rewards from that epoch on. Delegate to another pool to keep earning.",
    );
    expect(retirementWarning({ status: "Active", retiringEpoch: 12 })).toMatch(/^This pool retires in epoch 12: stake delegated to it earns no rewards/);
    expect(retirementWarning({ status: "Active", retiringEpoch: null })).toBeNull();
  });
});

describe("earnsNothingIn", () => {
  it("is true from the retiring epoch on, false before it and without a retirement", () => {
    expect([8, 9, 10].map((epoch) => earnsNothingIn(epoch, 9))).toEqual([false, true, true]);
    expect(earnsNothingIn(100, null)).toBe(false);
  });
});
