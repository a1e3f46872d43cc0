import { describe, expect, it } from "vitest";
import { activeSection, NAV_ITEMS } from "./nav";

describe("NAV_ITEMS", () => {
  it("lists the spec's eight entries and Tokens in order", () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      "Dashboard",
      "Blocks",
      "Transactions",
      "Addresses",
      "Stake Pools",
      "Tokens",
      "Epochs",
      "Network Analytics",
      "Protocol Parameters",
    ]);
  });
});

describe("activeSection", () => {
  it("marks the dashboard only on /", () => {
    expect(activeSection("/")).toBe("");
  });

  it("marks a list and its detail pages", () => {
    const sections = { "/blocks": "blocks", "/blocks/123": "blocks", "/stakepools/pool1x/rewards": "stakepools", "/policies/00ff": "tokens" };
    expect(Object.keys(sections).map((path) => activeSection(path))).toEqual(Object.values(sections));
  });

  it("ignores a network prefix and maps /{network}/pools to stake pools", () => {
    expect(activeSection("/testnet/protocol-parameters")).toBe("protocol-parameters");
    expect(activeSection("/mainnet/pools/pool1x")).toBe("stakepools");
    expect(activeSection("/testnet/epochs/5")).toBe("epochs");
  });

  it("marks nothing on an unknown path", () => {
    expect(activeSection("/nope")).toBeNull();
    expect(activeSection("/search")).toBeNull();
  });
});
