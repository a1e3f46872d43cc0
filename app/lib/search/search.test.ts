import { describe, expect, it } from "vitest";
import type { SearchResult } from "../domain";
import {
  ADDRESS_SUBTITLE,
  dropdownView,
  exactMatch,
  isSearchable,
  moveHighlight,
  resultCountText,
  searchPageHref,
  searchResultHref,
} from "./search";

const block: SearchResult = { type: "block", id: "100", title: "Block #100" };
const pool: SearchResult = { type: "stakepool", id: "pool1xyz", title: "[ORB] Orbit" };

describe("isSearchable (spec §5: more than 2 characters)", () => {
  it("needs 3 characters after trimming", () => {
    expect(isSearchable("ab")).toBe(false);
    expect(isSearchable("  ab  ")).toBe(false);
    expect(isSearchable("abc")).toBe(true);
  });
});

describe("searchResultHref (spec §2: by type)", () => {
  it("opens each type on its page", () => {
    expect(searchResultHref(block)).toBe("/blocks/100");
    expect(searchResultHref({ type: "transaction", id: "ab", title: "" })).toBe("/transactions/ab");
    expect(searchResultHref({ type: "address", id: "addr1q", title: "" })).toBe("/addresses/addr1q");
    expect(searchResultHref(pool)).toBe("/stakepools/pool1xyz");
    expect(searchResultHref({ type: "epoch", id: "3", title: "" })).toBe("/epochs/3");
  });

  it("keeps a network chosen in the URL", () => {
    expect(searchResultHref(pool, "testnet")).toBe("/stakepools/pool1xyz?network=testnet");
  });

  it("opens a result of the other network there, whatever the URL chose", () => {
    expect(searchResultHref({ ...pool, network: "testnet" })).toBe("/stakepools/pool1xyz?network=testnet");
    expect(searchResultHref({ ...pool, network: "mainnet" }, "testnet")).toBe("/stakepools/pool1xyz?network=mainnet");
  });

  it("cannot leave the path with a hostile id", () => {
    expect(searchResultHref({ type: "address", id: "../x?y#z", title: "" })).toBe("/addresses/..%2Fx%3Fy%23z");
  });
});

describe("resultCountText", () => {
  it("is singular for one result, with thousands separators", () => {
    expect(resultCountText(1)).toBe("1 result");
    expect(resultCountText(2)).toBe("2 results");
    expect(resultCountText(1200)).toBe("1,200 results");
  });
});

describe("searchPageHref", () => {
  it("encodes the trimmed query and the URL's network", () => {
    expect(searchPageHref(" a&b ")).toBe("/search?q=a%26b");
    expect(searchPageHref("orbit", "testnet")).toBe("/search?q=orbit&network=testnet");
  });
});

describe("moveHighlight", () => {
  it("goes down and up through the results, wrapping at both ends", () => {
    expect(moveHighlight(-1, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(0, 3, "ArrowDown")).toBe(1);
    expect(moveHighlight(2, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(-1, 3, "ArrowUp")).toBe(2);
    expect(moveHighlight(1, 3, "ArrowUp")).toBe(0);
    expect(moveHighlight(0, 3, "ArrowUp")).toBe(2);
  });

  it("highlights nothing when there is nothing, and recovers from an index past a shorter list", () => {
    expect(moveHighlight(0, 0, "ArrowDown")).toBe(-1);
    expect(moveHighlight(5, 2, "ArrowDown")).toBe(0);
    expect(moveHighlight(5, 2, "ArrowUp")).toBe(1);
  });
});

describe("dropdownView (spec §2, §4)", () => {
  const answered = { query: "orbit", results: [pool] };

  it("is closed when not open or for 2 characters or fewer", () => {
    expect(dropdownView({ open: false, text: "orbit", answered })).toEqual({ state: "closed" });
    expect(dropdownView({ open: true, text: "or", answered })).toEqual({ state: "closed" });
  });

  it("says 'Searching...' until the answer for exactly this text is in", () => {
    expect(dropdownView({ open: true, text: "orbit", answered: null })).toEqual({ state: "searching" });
    expect(dropdownView({ open: true, text: "orbits", answered })).toEqual({ state: "searching" });
  });

  it("shows the answer for the text, or 'No results found'", () => {
    expect(dropdownView({ open: true, text: " orbit ", answered })).toEqual({ state: "results", results: [pool] });
    expect(dropdownView({ open: true, text: "zzz", answered: { query: "zzz", results: [] } })).toEqual({ state: "empty" });
  });

  it("says so when the search failed", () => {
    expect(dropdownView({ open: true, text: "zzz", answered: { query: "zzz", results: null } })).toEqual({ state: "failed" });
  });
});

describe("exactMatch", () => {
  it("redirects an exact query with one answer", () => {
    expect(exactMatch(true, [block])).toBe(block);
  });

  it("lists prefixes and text, several answers, and unused addresses", () => {
    expect(exactMatch(false, [block])).toBeNull();
    expect(exactMatch(true, [block, { type: "epoch", id: "100", title: "Epoch 100" }])).toBeNull();
    expect(exactMatch(true, [])).toBeNull();
    const unused: SearchResult = { type: "address", id: "addr1q", title: "addr1q", subtitle: ADDRESS_SUBTITLE.paymentUnused };
    expect(exactMatch(true, [unused])).toBeNull();
    const used: SearchResult = { ...unused, subtitle: ADDRESS_SUBTITLE.payment };
    expect(exactMatch(true, [used])).toBe(used);
    expect(exactMatch(true, [{ ...used, network: "testnet" }]), "the other network's: listed, saying so").toBeNull();
  });
});
