import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseEpochNumber, parseEpochParam } from "./epoch";
import { ParamError } from "./param-error";

function statusOf(raw: string | undefined, current: number | null): number | "ok" {
  try {
    parseEpochParam(raw, current);
    return "ok";
  } catch (error) {
    if (error instanceof ParamError) return error.status;
    throw error;
  }
}

describe("parseEpochNumber", () => {
  it("reads an epoch number", () => {
    expect(parseEpochNumber("7")).toBe(7);
    expect(errorOf(() => parseEpochNumber("seven")).status).toBe(404);
  });

  // epoch_no is an int4: PostgreSQL would fail a query with a larger number (a 500).
  it("an epoch number is int4: the largest is read, one more is a 404", () => {
    expect(parseEpochNumber("2147483647")).toBe(2147483647);
    for (const beyond of ["2147483648", "99999999999", "9".repeat(63)]) {
      expect(errorOf(() => parseEpochNumber(beyond)).status).toBe(404);
    }
  });
});

describe("parseEpochParam", () => {
  it("reads the epochs from 0 to the current one", () => {
    expect(parseEpochParam("0", 140)).toBe(0);
    expect(parseEpochParam("139", 140)).toBe(139);
    expect(parseEpochParam("140", 140)).toBe(140);
  });

  it("is a 404 for a malformed, negative or too large number", () => {
    for (const raw of ["", "abc", "-1", "1.5", "1e3", "0x10", "+3", "2147483648", "99999999999999999999", undefined]) {
      expect(statusOf(raw, 140), String(raw)).toBe(404);
    }
  });

  it("is a 404 for an epoch after the current one, or any epoch of a chain without one", () => {
    expect(statusOf("141", 140)).toBe(404);
    expect(statusOf("2147483647", 140)).toBe(404);
    expect(statusOf("0", null)).toBe(404);
  });
});
