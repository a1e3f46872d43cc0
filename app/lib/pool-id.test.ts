import { describe, expect, it } from "vitest";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "./house-pool";
import { parsePoolId } from "./pool-id";

describe("parsePoolId", () => {
  it("turns the 56-hex key hash into the bech32 id, in either case", () => {
    expect(parsePoolId(DEMO_HOUSE_POOL_HASH)).toBe(DEMO_HOUSE_POOL_ID);
    expect(parsePoolId(DEMO_HOUSE_POOL_HASH.toUpperCase())).toBe(DEMO_HOUSE_POOL_ID);
  });

  it("keeps a bech32 id, lower-cased and trimmed", () => {
    expect(parsePoolId(` ${DEMO_HOUSE_POOL_ID.toUpperCase()} `)).toBe(DEMO_HOUSE_POOL_ID);
  });

  it.each([
    ["a broken checksum", DEMO_HOUSE_POOL_ID.slice(0, -1) + (DEMO_HOUSE_POOL_ID.endsWith("q") ? "p" : "q")],
    ["another prefix", "stake1u9ylzsgxaa6xctf4juup682ar3juj85n8tx3hthnljg47zctvm3rc"],
    ["55 hex characters", DEMO_HOUSE_POOL_HASH.slice(1)],
    ["text", "<script>"],
    ["empty", ""],
  ])("rejects %s", (_label, raw) => {
    expect(parsePoolId(raw)).toBeNull();
  });
});
