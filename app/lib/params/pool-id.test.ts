import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../pools/house-pool";
import { parsePoolParam } from "./pool-id";

describe("parsePoolParam", () => {
  it("turns the 56-hex key hash into the bech32 id, in either case", () => {
    expect(parsePoolParam(DEMO_HOUSE_POOL_HASH)).toBe(DEMO_HOUSE_POOL_ID);
    expect(parsePoolParam(DEMO_HOUSE_POOL_HASH.toUpperCase())).toBe(DEMO_HOUSE_POOL_ID);
  });

  it("keeps a bech32 id, lower-cased and trimmed", () => {
    expect(parsePoolParam(` ${DEMO_HOUSE_POOL_ID.toUpperCase()} `)).toBe(DEMO_HOUSE_POOL_ID);
  });

  it.each([
    ["a broken checksum", DEMO_HOUSE_POOL_ID.slice(0, -1) + (DEMO_HOUSE_POOL_ID.endsWith("q") ? "p" : "q")],
    ["another prefix", "stake1u9ylzsgxaa6xctf4juup682ar3juj85n8tx3hthnljg47zctvm3rc"],
    ["55 hex characters", DEMO_HOUSE_POOL_HASH.slice(1)],
    ["text", "<script>"],
    ["empty", ""],
  ])("rejects %s", (_label, raw) => {
    expect(errorOf(() => parsePoolParam(raw)).status).toBe(404);
  });

  it("bech32 or 56 hex → the bech32 id; anything else a 404", () => {
    const bech = "pool1tjqscf4lrqaarmgslg6zu5lgu6zudxewfh33xhuvq7ykjyxmr3h";
    expect(parsePoolParam(bech)).toBe(bech);
    expect(parsePoolParam("5C810C26BF183BD1ED10FA342E53E8E685C69B2E4DE3135F8C078969")).toBe(bech);
    for (const raw of [undefined, "", "pool1", bech.slice(0, -1) + "q", "a".repeat(64), "stake1uymxpuntxfetgwk2k8u7ft3tvfh47uj3wv6806a4xs5628qdfnnjm"]) {
      expect(errorOf(() => parsePoolParam(raw)).status, String(raw)).toBe(404);
    }
  });
});
