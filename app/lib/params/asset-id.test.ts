import { describe, expect, it } from "vitest";
import { isAssetFingerprint, parseAssetId, parsePolicyId } from "./asset-id";

// CIP-14's own test vector: policy 7eae28af…e373, empty name.
const POLICY = "7eae28af2208be856f7a119668ae52a49b73725e326dc16579dcc373";
const FINGERPRINT = "asset1rjklcrnsdzqp65wjgrg55sy9723kw09mlgvlc3";

describe("token ids", () => {
  it("take a fingerprint or a policy id with the name's hex", () => {
    expect(parseAssetId(FINGERPRINT)).toEqual({ kind: "fingerprint", fingerprint: FINGERPRINT });
    expect(parseAssetId(` ${FINGERPRINT.toUpperCase()} `)).toEqual({ kind: "fingerprint", fingerprint: FINGERPRINT });
    expect(parseAssetId(POLICY)).toEqual({ kind: "unit", policyId: POLICY, nameHex: "" });
    expect(parseAssetId(`${POLICY}504154415445`)).toEqual({ kind: "unit", policyId: POLICY, nameHex: "504154415445" });
  });

  it("refuse everything else with a 404", () => {
    for (const bad of ["", "asset1", `${FINGERPRINT}x`, "pool1abc", POLICY.slice(1), `${POLICY}5`, `${POLICY}${"00".repeat(33)}`, "<script>"]) {
      expect(() => parseAssetId(bad)).toThrowError(expect.objectContaining({ status: 404 }));
    }
    expect(isAssetFingerprint("asset1rjklcrnsdzqp65wjgrg55sy9723kw09mlgvlc4")).toBe(false);
  });

  it("take a policy id only as 56 hex characters", () => {
    expect(parsePolicyId(POLICY.toUpperCase())).toBe(POLICY);
    expect(() => parsePolicyId(`${POLICY}00`)).toThrowError(expect.objectContaining({ status: 404 }));
  });
});
