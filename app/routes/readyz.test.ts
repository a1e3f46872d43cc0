import { describe, expect, it, vi } from "vitest";
import type { ReadinessReport } from "../api/explorer-api.server";

// /readyz's answer for each verdict of the rule (app/lib/http/readiness.ts); the
// checks behind it (ping, replica lag) are stood in for here, and tested on real
// databases in app/db/db.server.test.ts and app/chain-db.server.test.ts. The live
// streams it counts are app/server/event-streams.server.test.ts's.
const report = vi.hoisted(() => ({ current: null as ReadinessReport | null }));
vi.mock("../api/explorer-api.server", () => ({ checkReadiness: async () => report.current }));
vi.mock("../server/process-event-streams.server", () => ({ eventStreams: { open: () => 3, max: 5_000 } }));
const memory = { rssMb: 300.5, heapUsedMb: 80.1, heapTotalMb: 100, externalMb: 20.2, budgetMb: 64 };
vi.mock("../server/memory-figures.server", () => ({ memoryFigures: () => memory }));

const { loader } = await import("./readyz");

describe("/readyz", () => {
  it("is 503 'Replica Lagging' with Retry-After and the reason when a replica lags past the limit", async () => {
    report.current = {
      status: "lagging",
      lagging: ["mainnet"],
      databases: { mainnet: "ok", testnet: "ok" },
      lag: { mainnet: 300.4, testnet: 0 },
      maxLagS: 120,
    };
    const response = await loader();
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Replica Lagging");
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "lagging",
      databases: { mainnet: "ok", testnet: "ok" },
      lag: { mainnet: 300.4, testnet: 0 },
      reason: "Replica lags behind its primary (mainnet 300 s; REPLICA_MAX_LAG_S=120)",
      streams: { open: 3, max: 5_000 },
      memory,
    });
  });

  it("is 200 with the lag and no Retry-After when ready", async () => {
    report.current = {
      status: "ready",
      lagging: [],
      databases: { mainnet: "ok", testnet: "ok" },
      lag: { mainnet: 2.5, testnet: null },
      maxLagS: 120,
    };
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Retry-After")).toBeNull();
    expect(await response.json()).toEqual({ status: "ready", databases: { mainnet: "ok", testnet: "ok" }, lag: { mainnet: 2.5, testnet: null }, streams: { open: 3, max: 5_000 }, memory });
  });
});
