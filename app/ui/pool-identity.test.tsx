import { describe, expect, it } from "vitest";
import { PoolIdentity } from "./pool-identity";
import { renderUi } from "./test-utils";

describe("PoolIdentity", () => {
  it("gives a name that may be cut with an ellipsis its whole text on hover, and the id a copy button", () => {
    const name = "Verbose Pool With A Ten Kilobyte Description And A Long Name";
    const poolId = `pool1${"q".repeat(51)}`;
    const html = renderUi(<PoolIdentity pool={{ poolId, ticker: "LONG", name, poolIconUrl: null, extendedIconUrl: null }} testId="pool" />);
    expect(html).toContain(`<bdi title="${name}">${name}</bdi>`);
    expect(html).toContain('aria-label="Copy pool id"');
  });
});
