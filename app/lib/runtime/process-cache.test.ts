import { describe, expect, it, vi } from "vitest";
import { createProcessCache } from "./process-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createProcessCache", () => {
  it("shares one computation between callers that arrive while it runs", async () => {
    const cache = createProcessCache({ ttlMs: 1000, clock: () => 0 });
    const pending = deferred<number>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("stats", load);
    const second = cache.get("stats", load);
    expect(second).toBe(first);
    pending.resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares a computation that outlasts its time to live until it ends", async () => {
    let now = 0;
    const cache = createProcessCache({ ttlMs: 1000, clock: () => now });
    const pending = deferred<number>();
    const first = cache.get("k", () => pending.promise);
    now = 5000;
    expect(cache.get("k", async () => 99)).toBe(first);
    pending.resolve(7);
    await first;
    // Its lifetime counts from the start of the load: over already.
    expect(await cache.get("k", async () => 8)).toBe(8);
  });

  it("computes again once the entry is older than its time to live", async () => {
    let now = 0;
    const cache = createProcessCache({ ttlMs: 1000, clock: () => now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load)).toBe(1);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("takes the caller's reading of the clock when given", async () => {
    const cache = createProcessCache({ ttlMs: 1000, clock: () => 0 });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load, { now: 10_000 })).toBe(1);
    expect(await cache.get("k", load, { now: 10_999 })).toBe(1);
    expect(await cache.get("k", load, { now: 11_000 })).toBe(2);
  });

  it("keeps a value set in passing as if loaded: it replaces the kept one and lives as long", async () => {
    let now = 0;
    const cache = createProcessCache<number>({ ttlMs: 1000, clock: () => now });
    expect(await cache.get("state", async () => 1)).toBe(1);
    cache.set("state", 2);
    const load = vi.fn(async () => 3);
    expect(await cache.get("state", load)).toBe(2);
    now = 999;
    expect(await cache.get("state", load)).toBe(2);
    now = 1000;
    expect(await cache.get("state", load)).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keys entries apart", async () => {
    const cache = createProcessCache({ ttlMs: 1000, clock: () => 0 });
    expect(await cache.get("a", async () => "A")).toBe("A");
    expect(await cache.get("b", async () => "B")).toBe("B");
  });

  it("keeps a value without a time to live while its stamp stays the same, and replaces it at another", async () => {
    let now = 0;
    const cache = createProcessCache({ clock: () => now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load, { stamp: "aa" })).toBe(1);
    now = 1e12;
    expect(await cache.get("k", load, { stamp: "aa" })).toBe(1);
    expect(await cache.get("k", load, { stamp: "bb" })).toBe(2);
    // Back to the first stamp (a rollback): the replaced value is gone.
    expect(await cache.get("k", load, { stamp: "aa" })).toBe(3);
    expect(cache.size).toBe(1);
  });

  it("lets the value decide its own lifetime", async () => {
    let now = 0;
    const cache = createProcessCache<{ n: number; final: boolean }>({ clock: () => now });
    let final = false;
    let calls = 0;
    const read = () => cache.get("k", async () => ({ n: ++calls, final }), { ttlMs: (value) => (value.final ? Infinity : 1000) });
    expect((await read()).n).toBe(1);
    now = 999;
    expect((await read()).n).toBe(1);
    now = 1000;
    final = true;
    expect((await read()).n).toBe(2);
    now = 1e12;
    expect((await read()).n).toBe(2);
  });

  it("shares a failure with the callers already waiting but does not keep it", async () => {
    const cache = createProcessCache({ ttlMs: 1000, clock: () => 0 });
    const pending = deferred<number>();
    const first = cache.get("k", () => pending.promise);
    const second = cache.get("k", async () => 99);
    pending.reject(new Error("database connection failed"));
    await expect(first).rejects.toThrow("database connection failed");
    await expect(second).rejects.toThrow("database connection failed");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", async () => 5)).toBe(5);
  });

  it("stays bounded however many distinct keys arrive", async () => {
    let now = 0;
    const cache = createProcessCache({ ttlMs: 10, maxEntries: 256, clock: () => now });
    for (let n = 0; n < 1000; n++) {
      now = n;
      await cache.get(`k${n}`, async () => n);
    }
    expect(cache.size).toBeLessThanOrEqual(256);
  });

  it("when full, drops the expired values first, then the least recently used", async () => {
    let now = 0;
    const cache = createProcessCache({ maxEntries: 3, clock: () => now });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get("short", load, { ttlMs: 10 });
    await cache.get("a", load);
    await cache.get("b", load);
    now = 10;
    await cache.get("c", load);
    expect(calls).toBe(4);
    // "short" went (expired); "a" is used again, so "b" is now the least recent.
    await cache.get("a", load);
    await cache.get("d", load);
    expect(cache.size).toBe(3);
    expect(calls).toBe(5);
    await cache.get("a", load);
    await cache.get("c", load);
    await cache.get("d", load);
    expect(calls).toBe(5);
    await cache.get("b", load);
    expect(calls).toBe(6);
  });

  describe("bounded by bytes", () => {
    const text = (bytes: number) => "x".repeat(bytes);
    const sized = (maxBytes: number, maxEntries = 256) => createProcessCache<string>({ maxBytes, maxEntries, sizeOf: (value) => value.length });

    it("drops the least recently used values until what it keeps weighs no more than its bound", async () => {
      const cache = sized(100);
      await cache.get("a", async () => text(40));
      await cache.get("b", async () => text(40));
      await cache.get("a", async () => "reloaded");
      await cache.get("c", async () => text(40));
      // "b" was the least recently used: it went; "a" and "c" stay.
      expect(cache.bytes).toBe(80);
      expect(cache.size).toBe(2);
      expect(await cache.get("a", async () => "reloaded")).toBe(text(40));
      expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
    });

    it("hands a value bigger than the whole bound to its callers but never keeps it", async () => {
      const cache = sized(100);
      await cache.get("small", async () => text(10));
      expect(await cache.get("huge", async () => text(101))).toBe(text(101));
      expect(cache.size).toBe(1);
      expect(cache.bytes).toBe(10);
      expect(await cache.get("huge", async () => "again")).toBe("again");
    });

    it("counts a value once, and frees it when it is replaced, evicted by count or failed", async () => {
      let now = 0;
      const cache = createProcessCache<string>({ maxBytes: 1000, maxEntries: 2, ttlMs: 10, sizeOf: (value) => value.length, clock: () => now });
      await cache.get("a", async () => text(100));
      await cache.get("a", async () => text(999));
      expect(cache.bytes).toBe(100);
      cache.set("a", text(30));
      expect(await cache.get("a", async () => "reloaded")).toBe(text(30));
      expect(cache.bytes).toBe(30);
      await cache.get("b", async () => text(20));
      await cache.get("c", async () => text(5));
      expect(cache.bytes).toBe(25);
      now = 20;
      await cache.get("b", async () => text(7));
      expect(cache.bytes).toBe(12);
      // Making room for "d" drops "c" (expired); "d" fails and is not kept.
      await expect(cache.get("d", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
      expect(cache.bytes).toBe(7);
      expect(cache.size).toBe(1);
    });

    it("stays within its bytes however many values arrive", async () => {
      const cache = sized(1000);
      for (let n = 0; n < 500; n++) await cache.get(`k${n}`, async () => text(n % 97));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
      expect(cache.bytes).toBeGreaterThan(900);
    });

    it("reads a bound given as a function when it weighs a value: a setting read after the cache was made", async () => {
      let bound = 1000;
      const cache = createProcessCache<string>({ maxBytes: () => bound, sizeOf: (value) => value.length });
      await cache.get("a", async () => text(400));
      await cache.get("b", async () => text(400));
      bound = 500;
      await cache.get("c", async () => text(100));
      expect(cache.bytes).toBe(500);
      expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
    });

    it("refuses a byte bound without a way to weigh values", () => {
      expect(() => createProcessCache({ maxBytes: 10 })).toThrow(/sizeOf/);
    });
  });
});
