import { describe, expect, it } from "vitest";
import { networkLabel, parseNetwork, unitsFor } from "./network";

describe("parseNetwork", () => {
  it("accepts only mainnet and testnet", () => {
    expect(parseNetwork("mainnet")).toBe("mainnet");
    expect(parseNetwork("testnet")).toBe("testnet");
  });

  it.each(["evil", "Mainnet", " testnet", "", null, undefined, 1, {}])("ignores %j", (value) => {
    expect(parseNetwork(value)).toBeNull();
  });
});

describe("unitsFor", () => {
  it("gives AP3X/DFM on mainnet and tAP3X/tDFM on testnet", () => {
    expect(unitsFor("mainnet")).toEqual({ coin: "AP3X", smallUnit: "DFM" });
    expect(unitsFor("testnet")).toEqual({ coin: "tAP3X", smallUnit: "tDFM" });
  });
});

describe("networkLabel", () => {
  it("names each network", () => {
    expect(networkLabel("mainnet")).toBe("Mainnet");
    expect(networkLabel("testnet")).toBe("Testnet");
  });
});
