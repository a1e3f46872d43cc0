import { describe, expect, it, vi } from "vitest";
import { PoolIdentity } from "./pool-identity";
import { renderUi } from "../test-utils";

// Copy buttons render once the page has hydrated (none in the server's HTML): these tests read the hydrated markup.
vi.mock("../use-hydrated", () => ({ useHydrated: () => true }));

describe("PoolIdentity", () => {
  it("gives a name that may be cut with an ellipsis its whole text on hover, and the id a copy button", () => {
    const name = "Verbose Pool With A Ten Kilobyte Description And A Long Name";
    const poolId = `pool1${"q".repeat(51)}`;
    const html = renderUi(<PoolIdentity pool={{ poolId, ticker: "LONG", name, poolIconUrl: null, extendedIconUrl: null }} testId="pool" />);
    expect(html).toContain(`<bdi title="${name}">${name}</bdi>`);
    expect(html).toContain('aria-label="Copy pool id"');
  });

  it("gives a name that always fits no title repeating it", () => {
    const poolId = `pool1${"q".repeat(51)}`;
    const html = renderUi(<PoolIdentity pool={{ poolId, ticker: "SHRT", name: "Short Pool", poolIconUrl: null }} />);
    expect(html).toContain("<bdi>Short Pool</bdi>");
  });

  it("writes the whole id once, on the id line: the name's link carries no title the name's own would hide", () => {
    const poolId = `pool1${"q".repeat(51)}`;
    const named = renderUi(<PoolIdentity pool={{ poolId, ticker: "NAME", name: "Named Pool", poolIconUrl: null }} />);
    expect(named.split(`title="${poolId}"`)).toHaveLength(2);
    expect(named).toMatch(new RegExp(`<span title="${poolId}"[^>]*data-testid="pool-id"`));
    // Without a name the link shows the cut id, so it keeps the whole one in its title.
    const unnamed = renderUi(<PoolIdentity pool={{ poolId, ticker: null, name: null, poolIconUrl: null }} />);
    expect(unnamed).toMatch(new RegExp(`<a [^>]*title="${poolId}"`));
  });
});
