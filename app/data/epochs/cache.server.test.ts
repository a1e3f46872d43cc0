import { describe, expect, it } from "vitest";
import { createEpochCache, type EpochBoundary } from "./cache.server";

// The cache of values that change only at an epoch boundary, with an injected clock
// and tip: within the check interval no read at all; after it, one shared read of the
// boundary; a value is reloaded only when the boundary moved (a new epoch, or a
// rollback across the boundary), or when it was not final.
const TTL = 3_000;

function harness() {
  let now = 1_000_000;
  let tip: EpochBoundary | null = { epoch: 10, firstBlockHash: "aa" };
  let boundaryReads = 0;
  const loads: string[] = [];
  const cache = createEpochCache({ ttlMs: TTL, clock: () => now });
  const readBoundary = async () => {
    boundaryReads++;
    return tip;
  };
  /** What a data function does: the boundary, then the value of its epoch. */
  const current = async () => {
    const boundary = await cache.boundary(readBoundary);
    if (!boundary) return null;
    return cache.forEpoch("p", boundary.epoch, boundary, async () => {
      loads.push(`${boundary.epoch}@${boundary.firstBlockHash}`);
      return {
        value: `parameters of ${boundary.epoch} (${boundary.firstBlockHash})`,
        final: true,
      };
    });
  };
  return {
    cache,
    current,
    readBoundary,
    loads,
    reads: () => boundaryReads,
    advance: (ms: number) => (now += ms),
    setTip: (next: EpochBoundary | null) => (tip = next),
  };
}

describe("the epoch cache", () => {
  it("answers from memory between boundary checks, and checks once per interval for everyone", async () => {
    const h = harness();
    expect(await h.current()).toBe("parameters of 10 (aa)");
    for (let i = 0; i < 50; i++) await h.current();
    expect(h.reads()).toBe(1);
    h.advance(TTL);
    // Callers arriving together share one read.
    await Promise.all([h.current(), h.current(), h.current()]);
    expect(h.reads()).toBe(2);
    // The boundary did not move: nothing reloaded.
    expect(h.loads).toEqual(["10@aa"]);
  });

  it("reloads when the tip enters the next epoch (after the next check, not before)", async () => {
    const h = harness();
    await h.current();
    h.setTip({ epoch: 11, firstBlockHash: "bb" });
    h.advance(TTL - 1);
    expect(await h.current()).toBe("parameters of 10 (aa)");
    h.advance(1);
    expect(await h.current()).toBe("parameters of 11 (bb)");
    expect(h.loads).toEqual(["10@aa", "11@bb"]);
  });

  it("reloads when a rollback crosses the boundary: back into the previous epoch, or onto another first block", async () => {
    const h = harness();
    h.setTip({ epoch: 11, firstBlockHash: "bb" });
    await h.current();
    // Rolled back into epoch 10: its parameters are those of 10 again.
    h.setTip({ epoch: 10, firstBlockHash: "aa" });
    h.advance(TTL);
    expect(await h.current()).toBe("parameters of 10 (aa)");
    // Forward again into epoch 11, on a fork with another first block.
    h.setTip({ epoch: 11, firstBlockHash: "cc" });
    h.advance(TTL);
    expect(await h.current()).toBe("parameters of 11 (cc)");
    expect(h.loads).toEqual(["11@bb", "10@aa", "11@cc"]);
  });

  it("keeps a past epoch's value across boundary changes of the current epoch", async () => {
    const h = harness();
    let pastLoads = 0;
    const past = async () => {
      const boundary = (await h.cache.boundary(h.readBoundary))!;
      return h.cache.forEpoch("p", 7, boundary, async () => ({
        value: `epoch 7 #${++pastLoads}`,
        final: true,
      }));
    };
    expect(await past()).toBe("epoch 7 #1");
    h.setTip({ epoch: 11, firstBlockHash: "bb" });
    h.advance(TTL);
    h.setTip({ epoch: 11, firstBlockHash: "cc" });
    h.advance(TTL);
    expect(await past()).toBe("epoch 7 #1");
  });

  it("re-reads a value that is not final yet (an incomplete stake snapshot) once per interval", async () => {
    const h = harness();
    let final = false;
    let loads = 0;
    const read = async () => {
      const boundary = (await h.cache.boundary(h.readBoundary))!;
      return h.cache.forEpoch("q", boundary.epoch, boundary, async () => ({
        value: ++loads,
        final,
      }));
    };
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    h.advance(TTL);
    final = true;
    expect(await read()).toBe(2);
    h.advance(10 * TTL);
    expect(await read()).toBe(2);
  });

  it("keeps no failure: the next call reads again", async () => {
    const h = harness();
    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error("database down");
      return { epoch: 10, firstBlockHash: "aa" };
    };
    await expect(h.cache.boundary(flaky)).rejects.toThrow("database down");
    fail = false;
    expect(await h.cache.boundary(flaky)).toEqual({
      epoch: 10,
      firstBlockHash: "aa",
    });
    const boundary = { epoch: 10, firstBlockHash: "aa" };
    await expect(h.cache.forEpoch("r", 10, boundary, () => Promise.reject(new Error("query failed")))).rejects.toThrow("query failed");
    expect(
      await h.cache.forEpoch("r", 10, boundary, async () => ({
        value: "ok",
        final: true,
      })),
    ).toBe("ok");
  });

  it("has no boundary on an empty chain", async () => {
    const h = harness();
    h.setTip(null);
    expect(await h.current()).toBeNull();
    expect(h.cache.size).toBe(0);
  });
});
