import { describe, expect, it } from "vitest";
import { bech32Of } from "../../../tests/support/encoded-ids";
import { tokenListFilter } from "./token-query";

describe("tokenListFilter", () => {
  it("reads a policy id, a fingerprint or unit, and anything else as a name", () => {
    const policy = "0A".repeat(28);
    expect(tokenListFilter(policy)).toEqual({ kind: "policy", policyId: policy.toLowerCase() });
    expect(tokenListFilter(bech32Of("asset", 20))).toEqual({ kind: "token" });
    expect(tokenListFilter(`${"0a".repeat(28)}50`)).toEqual({ kind: "token" });
    expect(tokenListFilter("PUSD")).toEqual({ kind: "name" });
    expect(tokenListFilter("asset1")).toEqual({ kind: "name" });
  });
});
