import { describe, expect, it } from "vitest";
import {
  EPOCH_MS,
  EPOCH_SLOTS,
  EXPECTED_BLOCKS_PER_EPOCH,
  SLOT_SECONDS,
  epochBoundaries,
  epochProgress,
  epochsPageRemainingText,
  timeRemainingText,
} from "./epoch-clock";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FIVE_DAYS = 5 * DAY;

const start = Date.UTC(2026, 10, 20, 0, 0, 0);
const startIso = "2026-11-20T00:00:00Z";
/** `now` that leaves exactly `remaining` ms in the epoch. */
const withRemaining = (remaining: number) => start + FIVE_DAYS - remaining;

describe("constants", () => {
  it("match the spec: 5 days, 432,000 one-second slots, 21,600 blocks", () => {
    expect(EPOCH_SLOTS).toBe(432_000);
    expect(SLOT_SECONDS).toBe(1);
    expect(EPOCH_MS).toBe(432_000_000);
    expect(EXPECTED_BLOCKS_PER_EPOCH).toBe(21_600);
  });
});

describe("epochProgress", () => {
  it("is elapsed time over 5 days", () => {
    expect(epochProgress(start, start)).toEqual({ percent: 0, slotsCompleted: 0, remainingMs: FIVE_DAYS });
    expect(epochProgress(startIso, start + FIVE_DAYS / 2)).toEqual({
      percent: 50,
      slotsCompleted: 216_000,
      remainingMs: FIVE_DAYS / 2,
    });
    expect(epochProgress(start, start + DAY).percent).toBeCloseTo(20, 10);
  });

  it("floors partial slots", () => {
    expect(epochProgress(start, start + 1999).slotsCompleted).toBe(1);
    expect(epochProgress(start, start + 999).slotsCompleted).toBe(0);
  });

  it("clamps at 0 before the start and at 100 after the end", () => {
    expect(epochProgress(start, start - HOUR)).toEqual({ percent: 0, slotsCompleted: 0, remainingMs: FIVE_DAYS });
    expect(epochProgress(start, start + FIVE_DAYS)).toEqual({ percent: 100, slotsCompleted: 432_000, remainingMs: 0 });
    expect(epochProgress(start, start + 2 * FIVE_DAYS)).toEqual({
      percent: 100,
      slotsCompleted: 432_000,
      remainingMs: 0,
    });
  });

  it("has no remaining time without a readable start", () => {
    const unknown = { percent: 0, slotsCompleted: 0, remainingMs: null };
    expect(epochProgress(null, start)).toEqual(unknown);
    expect(epochProgress(undefined, start)).toEqual(unknown);
    expect(epochProgress("not a date", start)).toEqual(unknown);
  });
});

describe("timeRemainingText (dashboard)", () => {
  it("shows days and hours from one day up", () => {
    expect(timeRemainingText(start, start)).toBe("5d 0h remaining");
    expect(timeRemainingText(start, withRemaining(4 * DAY + 3 * HOUR + 59 * MINUTE))).toBe("4d 3h remaining");
    expect(timeRemainingText(start, withRemaining(DAY))).toBe("1d 0h remaining");
  });

  it("shows hours and minutes from one hour up", () => {
    expect(timeRemainingText(start, withRemaining(DAY - 1))).toBe("23h 59m remaining");
    expect(timeRemainingText(start, withRemaining(HOUR))).toBe("1h 0m remaining");
  });

  it("shows minutes from one minute up", () => {
    expect(timeRemainingText(start, withRemaining(HOUR - 1))).toBe("59m remaining");
    expect(timeRemainingText(start, withRemaining(MINUTE))).toBe("1m remaining");
  });

  it("says the epoch is ending soon below a minute", () => {
    expect(timeRemainingText(start, withRemaining(59 * SECOND))).toBe("Epoch ending soon");
    expect(timeRemainingText(start, withRemaining(1))).toBe("Epoch ending soon");
  });

  it("says completed at exactly 0 and after", () => {
    expect(timeRemainingText(start, withRemaining(0))).toBe("Epoch completed");
    expect(timeRemainingText(start, withRemaining(-DAY))).toBe("Epoch completed");
  });

  it("is Unknown without a start time", () => {
    expect(timeRemainingText(null, start)).toBe("Unknown");
    expect(timeRemainingText("", start)).toBe("Unknown");
  });
});

describe("epochsPageRemainingText", () => {
  it("uses days, hours and minutes", () => {
    expect(epochsPageRemainingText(start, start)).toBe("5d 0h 0m");
    expect(epochsPageRemainingText(start, withRemaining(2 * DAY + 3 * HOUR + 15 * MINUTE + 59 * SECOND))).toBe("2d 3h 15m");
    expect(epochsPageRemainingText(startIso, withRemaining(DAY))).toBe("1d 0h 0m");
  });
  it("drops the days under a day, the hours under an hour", () => {
    expect(epochsPageRemainingText(start, withRemaining(DAY - 1))).toBe("23h 59m");
    expect(epochsPageRemainingText(start, withRemaining(HOUR))).toBe("1h 0m");
    expect(epochsPageRemainingText(start, withRemaining(HOUR - 1))).toBe("59m");
    expect(epochsPageRemainingText(start, withRemaining(MINUTE))).toBe("1m");
  });
  it("says 'Less than 1 minute' in the last minute and 'Epoch completed' after", () => {
    expect(epochsPageRemainingText(start, withRemaining(MINUTE - 1))).toBe("Less than 1 minute");
    expect(epochsPageRemainingText(start, withRemaining(1))).toBe("Less than 1 minute");
    expect(epochsPageRemainingText(start, withRemaining(0))).toBe("Epoch completed");
    expect(epochsPageRemainingText(start, start + 6 * DAY)).toBe("Epoch completed");
  });
  it("is 'Unknown' without a start time", () => {
    expect(epochsPageRemainingText(null, start)).toBe("Unknown");
    expect(epochsPageRemainingText("not a date", start)).toBe("Unknown");
  });
});

describe("epochBoundaries", () => {
  it("moves the known epoch's start by whole five-day epochs, before and after it", () => {
    const known = { epochNumber: 10, epochStartTime: startIso };
    expect(epochBoundaries(known, 10)).toEqual({ startTime: startIso, endTime: "2026-11-25T00:00:00Z" });
    expect(epochBoundaries(known, 8)).toEqual({ startTime: "2026-11-10T00:00:00Z", endTime: "2026-11-15T00:00:00Z" });
    expect(epochBoundaries(known, 11).startTime).toBe(epochBoundaries(known, 10).endTime);
  });
});
