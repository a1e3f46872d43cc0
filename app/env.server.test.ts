import { describe, expect, it } from "vitest";
import { DEMO_HOUSE_POOL_ID } from "./lib/pools/house-pool";
import { readEnv } from "./env.server";

describe("readEnv", () => {
  it("defaults to the embedded demo chain for both networks on port 3000", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      sponsorPoolId: DEMO_HOUSE_POOL_ID,
      upstreamApiUrl: null,
      queryTimeoutMs: 3000,
      slowQueryMs: null,
      dataRoot: ".data",
      shutdownDrainMs: 1000,
      summaryWorker: true,
      replicaMaxLagS: 120,
      maxInflightRequests: 256,
      maxEventStreams: 5_000,
      memoryBudgetMb: 64,
      demo: { networks: ["mainnet", "testnet"], scale: "full", now: undefined, live: true },
    });
  });

  it("builds a demo chain only for networks without a database URL, and none with an upstream API", () => {
    expect(readEnv({ DATABASE_URL_MAINNET: "postgres://db/m" }).demo.networks).toEqual(["testnet"]);
    expect(readEnv({ UPSTREAM_API_URL: "http://upstream:8080/" }).demo.networks).toEqual([]);
    expect(readEnv({ UPSTREAM_API_URL: "http://upstream:8080/" }).upstreamApiUrl).toBe("http://upstream:8080");
  });

  it("reads a fixed 'now' and a scale for tests", () => {
    const env = readEnv({ DEMO_NOW: "2026-11-22T00:00:00Z", DEMO_SCALE: "test" });
    expect(env.demo).toMatchObject({ scale: "test", now: Date.UTC(2026, 10, 22) });
  });

  it("reads the server's clock from SERVER_NOW, the real clock without it", () => {
    expect(readEnv({ SERVER_NOW: "2026-11-22T00:00:00Z" }).fixedNow).toBe(Date.UTC(2026, 10, 22));
    expect(readEnv({}).fixedNow).toBeNull();
    expect(() => readEnv({ SERVER_NOW: "tomorrow" })).toThrow(/SERVER_NOW/);
  });

  it("keeps the demo chain live unless 'now' is fixed or DEMO_LIVE=0 says otherwise", () => {
    expect(readEnv({}).demo.live).toBe(true);
    expect(readEnv({ DEMO_LIVE: "0" }).demo.live).toBe(false);
    expect(readEnv({ DEMO_NOW: "2026-11-22T00:00:00Z" }).demo.live).toBe(false);
    expect(readEnv({ DEMO_NOW: "2026-11-22T00:00:00Z", DEMO_LIVE: "1" }).demo.live).toBe(true);
  });

  it("takes a shutdown drain from 0 ms (none) up to what fits the grace period", () => {
    expect(readEnv({ SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(readEnv({ SHUTDOWN_DRAIN_MS: "7000" }).shutdownDrainMs).toBe(7000);
  });

  it("reads the scale-out settings: summary worker off, replica lag limit, in-flight limit, stream cap", () => {
    expect(readEnv({ SUMMARY_WORKER: "off" }).summaryWorker).toBe(false);
    expect(readEnv({ SUMMARY_WORKER: "on" }).summaryWorker).toBe(true);
    expect(readEnv({ REPLICA_MAX_LAG_S: "1" }).replicaMaxLagS).toBe(1);
    expect(readEnv({ MAX_INFLIGHT_REQUESTS: "1" }).maxInflightRequests).toBe(1);
    expect(readEnv({ MAX_EVENT_STREAMS: "12000" }).maxEventStreams).toBe(12_000);
    expect(readEnv({ MEMORY_BUDGET_MB: "256" }).memoryBudgetMb).toBe(256);
    expect(() => readEnv({ MEMORY_BUDGET_MB: "4" })).toThrow(/MEMORY_BUDGET_MB must be a whole number of MB, at least 8/);
    expect(() => readEnv({ MEMORY_BUDGET_MB: "64MB" })).toThrow(/MEMORY_BUDGET_MB/);
  });

  it("runs one server process unless told more, and more only when no network is an embedded chain", () => {
    expect(readEnv({}).serverProcesses).toBe(1);
    const postgres = { DATABASE_URL_MAINNET: "postgres://db/mainnet", DATABASE_URL_TESTNET: "postgres://db/testnet" };
    expect(readEnv({ ...postgres, SERVER_PROCESSES: "2" }).serverProcesses).toBe(2);
    expect(readEnv({ UPSTREAM_API_URL: "http://upstream", SERVER_PROCESSES: "3" }).serverProcesses).toBe(3);
    expect(() => readEnv({ DATABASE_URL_MAINNET: postgres.DATABASE_URL_MAINNET, SERVER_PROCESSES: "2" })).toThrow(
      /SERVER_PROCESSES=2 needs every network on PostgreSQL .* the embedded demo chain of testnet belongs to one process/,
    );
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ SUMMARY_WORKER: "0" }, /SUMMARY_WORKER must be on or off/],
    [{ REPLICA_MAX_LAG_S: "0" }, /REPLICA_MAX_LAG_S/],
    [{ REPLICA_MAX_LAG_S: "2.5" }, /REPLICA_MAX_LAG_S/],
    [{ MAX_INFLIGHT_REQUESTS: "0" }, /MAX_INFLIGHT_REQUESTS/],
    [{ MAX_EVENT_STREAMS: "many" }, /MAX_EVENT_STREAMS/],
    [{ SERVER_PROCESSES: "0" }, /SERVER_PROCESSES/],
    [{ QUERY_TIMEOUT_MS: "0" }, /QUERY_TIMEOUT_MS/],
    [{ UPSTREAM_API_URL: "ftp://x" }, /UPSTREAM_API_URL/],
    [{ DEMO_SCALE: "huge" }, /DEMO_SCALE/],
    [{ DEMO_NOW: "yesterday" }, /DEMO_NOW/],
    [{ DEMO_LIVE: "sometimes" }, /DEMO_LIVE/],
    [{ SLOW_QUERY_MS: "-5" }, /SLOW_QUERY_MS/],
    [{ SHUTDOWN_DRAIN_MS: "7001" }, /SHUTDOWN_DRAIN_MS/],
    [{ SHUTDOWN_DRAIN_MS: "-1" }, /SHUTDOWN_DRAIN_MS/],
  ])("refuses %j at start", (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
