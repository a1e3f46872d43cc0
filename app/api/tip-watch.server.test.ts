import { afterEach, describe, expect, it } from "vitest";
import type { ChainTip } from "../lib/domain";
import type { LiveBlock, LiveEvent } from "../lib/live/events";
import { startTipWatch, type TipSource, type TipWatch } from "./tip-watch.server";

// The tip watch against a chain the test grows, rolls back and breaks: what it
// reads (how often, how deep) and what it hands the streams.

function block(height: number, fork = "a", epoch = 1): LiveBlock {
  return { height, hash: `${fork}${height.toString(16)}`.padEnd(64, "0"), timestamp: "2026-11-22T00:00:00Z", txCount: 0, epochNumber: epoch, slotNumber: height * 20 };
}

/** A chain of blocks 1..tip; `reads` records every reading the watch made. */
function fakeChain(tip: number) {
  let blocks = Array.from({ length: tip }, (_, index) => block(index + 1));
  let failing = false;
  const reads: string[] = [];
  const source: TipSource = {
    async tip(): Promise<ChainTip | null> {
      reads.push("tip");
      if (failing) throw new Error("connection refused");
      const top = blocks.at(-1)!;
      return { height: top.height, hash: top.hash, epochNumber: top.epochNumber, timestamp: top.timestamp, epochStartTime: top.timestamp, txId: 0 };
    },
    async newest(count) {
      reads.push(`newest ${count}`);
      return blocks.slice(-count).reverse();
    },
  };
  return {
    source,
    reads,
    grow: (count: number, fork = "a") => {
      for (let index = 0; index < count; index += 1) blocks.push(block(blocks.length + 1, fork));
    },
    rollBack: (count: number) => {
      blocks = blocks.slice(0, -count);
    },
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

let watch: TipWatch | null = null;
afterEach(() => watch?.stop());

/** Starts a watch on `chain` and returns a way to wait for its next events. */
function watchChain(chain: ReturnType<typeof fakeChain>, extra: { onTip?: (tip: ChainTip) => void; onError?: (error: unknown) => void } = {}) {
  const waiting: Array<(events: LiveEvent[]) => void> = [];
  const delivered: string[] = [];
  watch = startTipWatch({
    source: chain.source,
    intervalMs: 5,
    capacity: 16,
    onEvents: (text, events) => {
      delivered.push(text);
      waiting.shift()?.(events);
    },
    ...extra,
  });
  const next = () => new Promise<LiveEvent[]>((resolve) => waiting.push(resolve));
  return { watch, next, delivered };
}

describe("the tip watch", () => {
  it("remembers the chain's newest blocks at its first reading and announces nothing of them", async () => {
    const chain = fakeChain(40);
    const { watch, delivered } = watchChain(chain);
    await watch.ready;
    expect(chain.reads.slice(0, 2)).toEqual(["tip", "newest 16"]);
    expect(delivered).toEqual([]);
    expect(watch.since({ height: 38, hash: block(38).hash })).toContain(`id: 40.${block(40).hash}`);
  });

  it("announces new blocks in order, reading only as deep as the last block it saw", async () => {
    const chain = fakeChain(40);
    const { watch, next } = watchChain(chain);
    await watch.ready;
    chain.reads.length = 0;
    const events = next();
    chain.grow(3);
    expect(await events).toEqual([41, 42, 43].map((height) => ({ type: "block", block: block(height) })));
    // Three new blocks and the one it knew: one reading of 5 (its lower bound of 2 plus the margin).
    expect(chain.reads.filter((read) => read.startsWith("newest"))).toEqual(["newest 5"]);
  });

  it("announces a rollback and the other fork's blocks", async () => {
    const chain = fakeChain(40);
    const { watch, next } = watchChain(chain);
    await watch.ready;
    const events = next();
    chain.rollBack(2);
    chain.grow(3, "b");
    expect(await events).toEqual([
      { type: "rollback", tip: block(38), rolledBackFrom: 40 },
      { type: "block", block: block(39, "b") },
      { type: "block", block: block(40, "b") },
      { type: "block", block: block(41, "b") },
    ]);
  });

  it("keeps the tip caches current with every reading, and goes on after a failed one", async () => {
    const chain = fakeChain(10);
    const tips: number[] = [];
    const errors: unknown[] = [];
    const { watch, next } = watchChain(chain, { onTip: (tip) => tips.push(tip.height), onError: (error) => errors.push(error) });
    await watch.ready;
    chain.fail(true);
    await expect.poll(() => errors.length).toBeGreaterThan(1);
    const events = next();
    chain.grow(1);
    chain.fail(false);
    expect(await events).toEqual([{ type: "block", block: block(11) }]);
    expect(tips).toContain(10);
    expect(tips).toContain(11);
    expect(String(errors[0])).toContain("connection refused");
  });
});
