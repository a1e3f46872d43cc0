import { describe, expect, it } from "vitest";
import { parseRelative, redirectAfterNetworkSwitch, safeRedirectPath } from "./network-redirect";

describe("redirectAfterNetworkSwitch (spec §4)", () => {
  it.each([
    "/blocks",
    "/blocks/123",
    "/transactions?page=3",
    "/transactions/abcd",
    "/addresses",
    "/addresses/addr1xyz",
    "/stakepools",
    "/stakepools/pool1abc/rewards",
    "/epochs",
    "/epochs/12",
    "/testnet/epochs/12",
    "/mainnet/pools/pool1abc",
  ])("goes to the dashboard from the entity page %s", (from) => {
    expect(redirectAfterNetworkSwitch(from, "testnet")).toBe("/");
  });

  it("stays on any other page, keeping its query", () => {
    expect(redirectAfterNetworkSwitch("/", "testnet")).toBe("/");
    expect(redirectAfterNetworkSwitch("/analytics?tab=geo", "testnet")).toBe("/analytics?tab=geo");
    expect(redirectAfterNetworkSwitch("/protocol-parameters", "mainnet")).toBe("/protocol-parameters");
  });

  it("rewrites a network path prefix to the new network", () => {
    expect(redirectAfterNetworkSwitch("/testnet/protocol-parameters", "mainnet")).toBe("/mainnet/protocol-parameters");
  });

  it("drops a ?network= override that would undo the switch", () => {
    expect(redirectAfterNetworkSwitch("/analytics?network=testnet&x=1", "mainnet")).toBe("/analytics?x=1");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil",
    "",
    null,
    42,
    "/\nSet-Cookie: x=1",
  ])("never leaves the site for %j", (from) => {
    expect(redirectAfterNetworkSwitch(from, "mainnet")).toBe("/");
  });
});

describe("safeRedirectPath", () => {
  it("keeps a relative path and its query", () => {
    expect(safeRedirectPath("/stakepools/pool1abc?x=1")).toBe("/stakepools/pool1abc?x=1");
  });

  it("turns anything off-site into /", () => {
    expect(safeRedirectPath("https://evil.example/x")).toBe("/");
    expect(safeRedirectPath("//evil.example/x")).toBe("/");
  });
});

describe("parseRelative", () => {
  it("normalises dot segments without leaving the origin", () => {
    expect(parseRelative("/a/../../b")?.pathname).toBe("/b");
  });
});
