import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_THRESHOLD,
  confirmationStatus,
  epochDetailBadge,
  epochEndTimeLabel,
  epochListStatus,
  outputStatus,
  poolDetailStatus,
  poolListStatus,
  stakeTxType,
} from "./status";

describe("confirmationStatus", () => {
  it("uses a threshold of 6", () => {
    expect(CONFIRMATION_THRESHOLD).toBe(6);
  });

  it("counts the including block: currentBlock − blockHeight + 1", () => {
    expect(confirmationStatus(100, 100)).toEqual({ confirmations: 1, status: "Confirming", label: "1 confirmations" });
    expect(confirmationStatus(102, 100)).toEqual({ confirmations: 3, status: "Confirming", label: "3 confirmations" });
  });

  it("is Confirming at 5 and Confirmed at 6", () => {
    expect(confirmationStatus(104, 100)).toEqual({ confirmations: 5, status: "Confirming", label: "5 confirmations" });
    expect(confirmationStatus(105, 100)).toEqual({ confirmations: 6, status: "Confirmed", label: "6 confirmations" });
    expect(confirmationStatus(1_100, 100).status).toBe("Confirmed");
    expect(confirmationStatus(1_100, 100).label).toBe("1001 confirmations");
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
});

describe("epochListStatus", () => {
  it("is In Progress for the current epoch, even if flagged completed", () => {
    expect(epochListStatus({ epochNumber: 42, completed: false }, 42)).toBe("In Progress");
    expect(epochListStatus({ epochNumber: 42, completed: true }, 42)).toBe("In Progress");
  });

  it("is Completed when flagged and not current", () => {
    expect(epochListStatus({ epochNumber: 41, completed: true }, 42)).toBe("Completed");
    expect(epochListStatus({ epochNumber: 41, completed: true }, undefined)).toBe("Completed");
  });

  it("is Active otherwise", () => {
    expect(epochListStatus({ epochNumber: 41, completed: false }, 42)).toBe("Active");
    expect(epochListStatus({ epochNumber: 41 }, null)).toBe("Active");
  });
});

describe("epochEndTimeLabel", () => {
  it("is In Progress when there is no end time", () => {
    expect(epochEndTimeLabel(null)).toBe("In Progress");
    expect(epochEndTimeLabel(undefined)).toBe("In Progress");
    expect(epochEndTimeLabel("")).toBe("In Progress");
  });

  it("shows the end time in UTC otherwise", () => {
    expect(epochEndTimeLabel("2026-11-22T02:51:22Z")).toBe("2026-11-22 02:51:22 UTC");
  });
});

describe("epochDetailBadge", () => {
  it("is Completed or Active", () => {
    expect(epochDetailBadge(true)).toBe("Completed");
    expect(epochDetailBadge(false)).toBe("Active");
    expect(epochDetailBadge(undefined)).toBe("Active");
  });
});

describe("pool status", () => {
  it("list: Retired if retired, otherwise Active", () => {
    expect(poolListStatus({ retired: true })).toBe("Retired");
    expect(poolListStatus({ retired: false })).toBe("Active");
    expect(poolListStatus({})).toBe("Active");
  });

  it("detail: Active, else Retired if retired, else Inactive", () => {
    expect(poolDetailStatus({ active: true, retired: true })).toBe("Active");
    expect(poolDetailStatus({ active: true, retired: false })).toBe("Active");
    expect(poolDetailStatus({ active: false, retired: true })).toBe("Retired");
    expect(poolDetailStatus({ active: false, retired: false })).toBe("Inactive");
    expect(poolDetailStatus({})).toBe("Inactive");
  });
});

describe("outputStatus", () => {
  it("is Spent or Unspent", () => {
    expect(outputStatus(true)).toBe("Spent");
    expect(outputStatus(false)).toBe("Unspent");
  });
});

describe("stakeTxType", () => {
  it("is received for a non-negative net amount and sent for a negative one", () => {
    expect(stakeTxType("0")).toBe("received");
    expect(stakeTxType("1500000")).toBe("received");
    expect(stakeTxType("-1")).toBe("sent");
    expect(stakeTxType("-1500000")).toBe("sent");
  });

  it("compares huge amounts exactly", () => {
    expect(stakeTxType("-45000000000000000")).toBe("sent");
    expect(stakeTxType("45000000000000000")).toBe("received");
  });

  it("defaults to received when the amount cannot be read", () => {
    expect(stakeTxType("")).toBe("received");
    expect(stakeTxType("abc")).toBe("received");
    expect(stakeTxType("-0")).toBe("received");
  });
});
