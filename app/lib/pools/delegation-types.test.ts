import { describe, expect, it } from "vitest";
import { DELEGATION_TYPES, type DelegationType } from "../domain";
import { delegationLabel, delegationTone, delegationTypeOf } from "./delegation-types";

const entry = (delegationType: DelegationType, extra: Partial<Parameters<typeof delegationLabel>[0]> = {}) => ({
  delegationType,
  poolId: "pool1newpoolidxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  poolTicker: "NEW",
  poolName: "New Pool",
  fromPoolId: null,
  fromPoolTicker: null,
  ...extra,
});

describe("delegationLabel (spec §4 delegation types)", () => {
  it("labels the plain types", () => {
    expect(delegationLabel(entry("delegation"))).toBe("Delegated");
    expect(delegationLabel(entry("delegate"))).toBe("Delegated");
    expect(delegationLabel(entry("undelegate"))).toBe("Undelegated");
    expect(delegationLabel(entry("undelegation"))).toBe("Undelegated");
    expect(delegationLabel(entry("redelegate"))).toBe("Redelegated");
  });

  it("names the pool switched to, and the pool switched from", () => {
    expect(delegationLabel(entry("switched_to"))).toBe("Switched to NEW");
    expect(delegationLabel(entry("switched_from", { fromPoolTicker: "OLD", fromPoolId: "pool1old" }))).toBe("Switched from OLD");
    expect(delegationLabel(entry("switched_from"))).toBe("Switched from NEW");
  });

  it("falls back to the name, then the shortened id; invisible characters are dropped", () => {
    expect(delegationLabel(entry("switched_to", { poolTicker: null }))).toBe("Switched to New Pool");
    expect(delegationLabel(entry("switched_to", { poolTicker: " \u200b", poolName: null }))).toBe("Switched to pool1newpool...");
    expect(delegationLabel(entry("switched_to", { poolTicker: "A\u202eB" }))).toBe("Switched to AB");
  });
});

describe("delegationTone", () => {
  it("gives every type a tone: joining, leaving or moving", () => {
    expect(DELEGATION_TYPES.map(delegationTone)).toEqual(["joined", "joined", "left", "left", "moved", "moved", "moved"]);
  });
});

describe("delegationTypeOf", () => {
  it("types a certificate by the delegation in force before it", () => {
    expect(delegationTypeOf({ deregistration: true, previousInForce: true, samePool: false })).toBe("undelegation");
    expect(delegationTypeOf({ deregistration: true, previousInForce: false, samePool: false })).toBe("undelegation");
    expect(delegationTypeOf({ deregistration: false, previousInForce: false, samePool: false })).toBe("delegation");
    // Once deregistered, a delegation to the pool it had before is a fresh one.
    expect(delegationTypeOf({ deregistration: false, previousInForce: false, samePool: true })).toBe("delegation");
    expect(delegationTypeOf({ deregistration: false, previousInForce: true, samePool: true })).toBe("redelegate");
    expect(delegationTypeOf({ deregistration: false, previousInForce: true, samePool: false })).toBe("switched_to");
  });
});
