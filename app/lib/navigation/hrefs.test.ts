import { describe, expect, it } from "vitest";
import { entityHref, namedNetwork, networkPoolHref, pathWithSearchParam, pinNetwork, withSearchParam } from "./hrefs";

describe("entityHref", () => {
  it("maps each kind to the spec's route", () => {
    expect(entityHref("block", 42)).toBe("/blocks/42");
    expect(entityHref("transaction", "ab12")).toBe("/transactions/ab12");
    expect(entityHref("address", "addr1xyz")).toBe("/addresses/addr1xyz");
    expect(entityHref("pool", "pool1abc")).toBe("/stakepools/pool1abc");
    expect(entityHref("epoch", 7)).toBe("/epochs/7");
  });

  it("encodes ids so they cannot escape the path", () => {
    expect(entityHref("address", "../../evil?x=1#y")).toBe("/addresses/..%2F..%2Fevil%3Fx%3D1%23y");
  });
});

describe("networkPoolHref", () => {
  it("is the spec's /{network}/pools/{poolId}, the id encoded", () => {
    expect(networkPoolHref("mainnet", "pool1abc")).toBe("/mainnet/pools/pool1abc");
    expect(networkPoolHref("testnet", "../x?y")).toBe("/testnet/pools/..%2Fx%3Fy");
  });
});

describe("withSearchParam", () => {
  it("sets a parameter and keeps the others", () => {
    expect(withSearchParam("?sort=height&page=2", "page", 3)).toBe("?sort=height&page=3");
  });

  it("removes a parameter with null", () => {
    expect(withSearchParam("page=2&sort=x", "page", null)).toBe("?sort=x");
  });

  it("gives a bare '?' when nothing remains, so a link still clears the query", () => {
    expect(withSearchParam("page=2", "page", null)).toBe("?");
  });
});

describe("pathWithSearchParam", () => {
  it("puts the query on the page's own path, and nothing but the path when no query remains", () => {
    expect(pathWithSearchParam("/addresses/addr1x", "?page=2&size=50", "page", 3)).toBe("/addresses/addr1x?page=3&size=50");
    expect(pathWithSearchParam("/addresses/addr1x", "?page=2", "page", null)).toBe("/addresses/addr1x");
  });
});

describe("namedNetwork", () => {
  it("reads the network an href names, as the server reads a request: path prefix, JSON API path, then ?network=", () => {
    expect(namedNetwork("/testnet/pools/pool1x")).toBe("testnet");
    expect(namedNetwork("/api/networks/testnet/blocks/1")).toBe("testnet");
    expect(namedNetwork("/blocks/1?page=2&network=testnet#top")).toBe("testnet");
    expect(namedNetwork("?network=mainnet")).toBe("mainnet");
  });

  it("is null where the saved network decides, an unknown name included", () => {
    expect(namedNetwork("/blocks/1")).toBeNull();
    expect(namedNetwork("/blocks?network=devnet")).toBeNull();
    expect(namedNetwork("/api/openapi.json")).toBeNull();
    expect(namedNetwork("/en/testnet")).toBeNull();
  });
});

describe("pinNetwork", () => {
  it("adds the page's network to an in-app path, keeping its query and fragment", () => {
    expect(pinNetwork("/blocks/7", "testnet")).toBe("/blocks/7?network=testnet");
    expect(pinNetwork("/stakepools?sortBy=stake&page=2#list", "testnet")).toBe("/stakepools?sortBy=stake&page=2&network=testnet#list");
    expect(pinNetwork("?page=3", "mainnet")).toBe("?page=3&network=mainnet");
  });

  it("leaves an href that names a network, even another one (an 'Open on Testnet' link)", () => {
    expect(pinNetwork("/testnet/epochs/3", "mainnet")).toBe("/testnet/epochs/3");
    expect(pinNetwork("/addresses/addr_test1x?network=testnet", "mainnet")).toBe("/addresses/addr_test1x?network=testnet");
    expect(pinNetwork("/api/networks/testnet/blocks/1", "mainnet")).toBe("/api/networks/testnet/blocks/1");
  });

  it("leaves external, protocol-relative and fragment hrefs, and everything when the URL named no network", () => {
    expect(pinNetwork("https://example.com/x", "testnet")).toBe("https://example.com/x");
    expect(pinNetwork("//evil.example/x", "testnet")).toBe("//evil.example/x");
    expect(pinNetwork("#main", "testnet")).toBe("#main");
    expect(pinNetwork("/blocks/7", null)).toBe("/blocks/7");
  });
});
