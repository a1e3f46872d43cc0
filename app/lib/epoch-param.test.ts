import { describe, expect, it } from "vitest";
import { epochPageHref, epochsListHref, parseEpochParam } from "./epoch-param";
import { ParamError } from "./params";

function statusOf(raw: string | undefined, current: number | null): number | "ok" {
  try {
    parseEpochParam(raw, current);
    return "ok";
  } catch (error) {
    if (error instanceof ParamError) return error.status;
    throw error;
  }
}

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

describe("epoch links", () => {
  it("keep a network the page named itself in the path, else leave it to the visitor's choice", () => {
    expect(epochPageHref(7, null)).toBe("/epochs/7");
    expect(epochPageHref(7, "testnet")).toBe("/testnet/epochs/7");
    expect(epochsListHref(null)).toBe("/epochs");
    expect(epochsListHref("testnet")).toBe("/epochs?network=testnet");
  });
});
