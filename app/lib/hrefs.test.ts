import { describe, expect, it } from "vitest";
import { entityHref, epochPageHref, epochsListHref, networkPoolHref, pathWithSearchParam, withSearchParam } from "./hrefs";

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

describe("epoch links", () => {
  it("keep a network the page named itself in the path, else leave it to the visitor's choice", () => {
    expect(epochPageHref(7, null)).toBe("/epochs/7");
    expect(epochPageHref(7, "testnet")).toBe("/testnet/epochs/7");
    expect(epochsListHref(null)).toBe("/epochs");
    expect(epochsListHref("testnet")).toBe("/epochs?network=testnet");
  });
});
