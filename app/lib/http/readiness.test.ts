import { describe, expect, it } from "vitest";
import { decideReadiness, laggingReason } from "./readiness";

const BOTH_OK = { mainnet: "ok", testnet: "ok" } as const;

describe("decideReadiness", () => {
  it("is ready when both answer and neither is a replica (null lag) or one is caught up (0)", () => {
    expect(decideReadiness(BOTH_OK, { mainnet: null, testnet: null }, 120)).toEqual({ status: "ready", lagging: [] });
    expect(decideReadiness(BOTH_OK, { mainnet: 0, testnet: null }, 1)).toEqual({ status: "ready", lagging: [] });
  });

  it("allows a lag up to the limit itself, not past it", () => {
    expect(decideReadiness(BOTH_OK, { mainnet: 120, testnet: 3.5 }, 120).status).toBe("ready");
    expect(decideReadiness(BOTH_OK, { mainnet: 120.2, testnet: 3.5 }, 120)).toEqual({ status: "lagging", lagging: ["mainnet"] });
  });

  it("names every lagging network", () => {
    expect(decideReadiness(BOTH_OK, { mainnet: 500, testnet: 2 }, 1)).toEqual({ status: "lagging", lagging: ["mainnet", "testnet"] });
  });

  it("says unavailable, not lagging, when a source does not answer", () => {
    expect(decideReadiness({ mainnet: "ok", testnet: "unavailable" }, { mainnet: 900, testnet: null }, 120)).toEqual({
      status: "unavailable",
      lagging: [],
    });
  });
});

describe("laggingReason", () => {
  it("names the replica, its lag in whole seconds and the limit", () => {
    expect(laggingReason(["mainnet"], { mainnet: 130.6, testnet: null }, 120)).toBe(
      "Replica lags behind its primary (mainnet 131 s; REPLICA_MAX_LAG_S=120)",
    );
  });
});
