import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { circuitBreaker } from "./breaker.server";

const gone = () => new DataSourceUnavailableError("connect ECONNREFUSED", { sourceDown: true });
const slow = () => new DataSourceUnavailableError("query exceeded the 300 ms time limit");

describe("circuitBreaker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(probe: () => Promise<void>) {
    const log: string[] = [];
    return { breaker: circuitBreaker({ probe, probeIntervalMs: 1_000, log: (m) => log.push(m) }), log };
  }

  it("after the source is found down, fails at once without calling, and closes on the first probe that answers", async () => {
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw gone();
    });
    const { breaker } = setUp(probe);
    await expect(breaker.run(() => Promise.reject(gone()))).rejects.toBeInstanceOf(DataSourceUnavailableError);
    expect(breaker.open).toBe(true);

    const call = vi.fn(async () => "rows");
    await expect(breaker.run(call)).rejects.toMatchObject({ sourceDown: true });
    expect(call).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(999);
    expect(probe).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(breaker.open).toBe(true);

    up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(breaker.open).toBe(false);
    await expect(breaker.run(call)).resolves.toBe("rows");
    // Closed again: no more probes.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("stays closed for a statement over its limit and for ordinary errors", async () => {
    const { breaker } = setUp(async () => {});
    await expect(breaker.run(() => Promise.reject(slow()))).rejects.toMatchObject({ sourceDown: false });
    await expect(breaker.run(() => Promise.reject(new Error("syntax error")))).rejects.toThrow("syntax error");
    expect(breaker.open).toBe(false);
  });

  it("stops probing when stopped", async () => {
    const probe = vi.fn(async () => {
      throw gone();
    });
    const { breaker } = setUp(probe);
    await breaker.run(() => Promise.reject(gone())).catch(() => {});
    breaker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();
  });
});
