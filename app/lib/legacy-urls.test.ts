import { describe, expect, it } from "vitest";
import { legacyUrlTarget } from "./legacy-urls";

describe("legacyUrlTarget", () => {
  it("maps each incumbent shape, with and without /en, to our page", () => {
    const cases: Array<[string, string]> = [
      ["block/74520", "/blocks/74520"],
      ["transaction/ab12", "/transactions/ab12"],
      ["address/addr1xyz", "/addresses/addr1xyz"],
      ["stake-address/stake1uxyz", "/addresses/stake1uxyz"],
      ["pool/pool1abc", "/stakepools/pool1abc"],
      ["epoch/7", "/epochs/7"],
    ];
    for (const [path, target] of cases) {
      expect(legacyUrlTarget(`/en/${path}`, ""), path).toBe(target);
      expect(legacyUrlTarget(`/${path}`, ""), path).toBe(target);
      expect(legacyUrlTarget(`/en/${path}/`, ""), `${path}/`).toBe(target);
    }
  });

  it("keeps the query string", () => {
    expect(legacyUrlTarget("/en/address/addr1xyz", "?page=2&network=testnet")).toBe("/addresses/addr1xyz?page=2&network=testnet");
  });

  it("passes the id through, in one encoded path segment", () => {
    expect(legacyUrlTarget("/en/block/not-a-block", "")).toBe("/blocks/not-a-block");
    expect(legacyUrlTarget("/en/pool/%2F%2Fevil.example%2Fx", "")).toBe("/stakepools/%2F%2Fevil.example%2Fx");
    expect(legacyUrlTarget("/block/..%2F..%2Fapi", "")).toBe("/blocks/..%2F..%2Fapi");
    expect(legacyUrlTarget("/en/epoch/%E2%80%AE1", "")).toBe("/epochs/%E2%80%AE1");
  });

  it("answers only to the incumbent's shapes", () => {
    for (const path of ["/en/blocks/1", "/fr/block/1", "/en/block", "/en/block/1/extra", "/en", "/", "/en/constructor/1", "/en/__proto__/1"]) {
      expect(legacyUrlTarget(path, ""), path).toBeNull();
    }
    expect(legacyUrlTarget("/en/block/%E0%A4%A", ""), "malformed encoding").toBeNull();
  });
});
