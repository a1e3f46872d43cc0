import { describe, expect, it, vi } from "vitest";
import { createProcessCache } from "../lib/runtime/process-cache";
import { keepFor, keptFor, type Queryable } from "./queryable.server";

// The one way a database reaches a per-process cache: its source.
const database = (source?: string): Queryable => ({ source, query: async () => [] });

describe("keptFor and keepFor", () => {
  it("keep a value per database source and name: the same source shares it, another does not", async () => {
    const cache = createProcessCache<number>();
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await keptFor(cache, database("mainnet"), "labels", load)).toBe(1);
    expect(await keptFor(cache, database("mainnet"), "labels", load)).toBe(1);
    expect(await keptFor(cache, database("testnet"), "labels", load)).toBe(2);
    expect(await keptFor(cache, database("mainnet"), "relays", load)).toBe(3);
    keepFor(cache, database("mainnet"), "labels", 9);
    expect(await keptFor(cache, database("mainnet"), "labels", load)).toBe(9);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keep nothing for a database that names no source", async () => {
    const cache = createProcessCache<number>();
    const load = vi.fn(async () => load.mock.calls.length);
    const unnamed = database();
    expect(await keptFor(cache, unnamed, "labels", load)).toBe(1);
    keepFor(cache, unnamed, "labels", 9);
    expect(await keptFor(cache, unnamed, "labels", load)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
