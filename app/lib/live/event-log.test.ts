import { describe, expect, it } from "vitest";
import { createEventLog, eventsAfter } from "./event-log";
import type { LiveBlock } from "./events";

/** A block at `height` on fork `fork` (its hash says both), in epoch `epoch`. */
function block(height: number, fork = "a", epoch = 10): LiveBlock {
  const hash = `${fork}${height.toString(16)}`.padEnd(64, "0");
  return { height, hash, timestamp: new Date(Date.UTC(2026, 10, 1, 0, 0, height * 20)).toISOString(), txCount: 1, epochNumber: epoch, slotNumber: height * 20 };
}

/** The chain's newest `count` blocks up to `tip`, newest first, as a reading returns them. */
function newest(tip: number, count: number, fork = "a", forkFrom = Infinity): LiveBlock[] {
  const blocks: LiveBlock[] = [];
  for (let height = tip; height > tip - count && height >= 1; height -= 1) blocks.push(block(height, height >= forkFrom ? fork : "a"));
  return blocks;
}

/** The SSE text's events as [type, id, data] triples. */
function events(text: string): Array<[string, string | undefined, unknown]> {
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((chunk) => {
      const fields = Object.fromEntries(chunk.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
      return [fields.event!, fields.id, JSON.parse(fields.data!)];
    });
}

const heights = (text: string) => events(text).map(([type, , data]) => `${type}:${(data as LiveBlock).height ?? JSON.stringify(data)}`);

describe("the live stream's event log", () => {
  it("announces nothing on its first reading, then each new block once, in order, with its id", () => {
    const log = createEventLog(8);
    expect(log.advance(newest(100, 8), true)).toEqual({ events: [], text: "" });
    const step = log.advance(newest(103, 5), false);
    if ("deeper" in step) throw new Error("expected events");
    expect(events(step.text)).toEqual([
      ["block", `101.${block(101).hash}`, block(101)],
      ["block", `102.${block(102).hash}`, block(102)],
      ["block", `103.${block(103).hash}`, block(103)],
    ]);
    expect(log.tip()).toEqual(block(103));
  });

  it("follows a block that opens an epoch with an epoch event carrying the same id", () => {
    const log = createEventLog(8);
    log.advance([block(100, "a", 10)], true);
    const step = log.advance([block(101, "a", 11), block(100, "a", 10)], false);
    if ("deeper" in step) throw new Error("expected events");
    expect(events(step.text)).toEqual([
      ["block", `101.${block(101).hash}`, block(101, "a", 11)],
      ["epoch", `101.${block(101).hash}`, { epochNumber: 11, firstBlock: block(101, "a", 11) }],
    ]);
  });

  it("announces a rollback to the newest shared block, then the other fork's blocks", () => {
    const log = createEventLog(8);
    log.advance(newest(100, 8), true);
    // Blocks 99 and 100 are replaced by another fork's 99, 100 and 101.
    const step = log.advance(newest(101, 4, "b", 99), false);
    if ("deeper" in step) throw new Error("expected events");
    expect(heights(step.text)).toEqual(["rollback:" + JSON.stringify({ tip: block(98), rolledBackFrom: 100 }), "block:99", "block:100", "block:101"]);
    expect(events(step.text)[1]![2]).toEqual(block(99, "b"));
  });

  it("asks to read deeper when a reading shares no block, and resets when even the deepest does not", () => {
    const log = createEventLog(4);
    log.advance(newest(100, 4), true);
    expect(log.advance(newest(101, 2, "b", 0), false)).toEqual({ deeper: true });
    const step = log.advance(newest(101, 4, "b", 0), true);
    expect(step).toEqual({ events: [{ type: "reset", tip: block(101, "b") }], text: expect.stringContaining("event: reset\n") });
  });

  it("replays exactly what a resuming client missed, in order", () => {
    const log = createEventLog(8);
    log.advance(newest(100, 8), true);
    log.advance(newest(104, 6), false);
    expect(heights(log.since({ height: 101, hash: block(101).hash }))).toEqual(["block:102", "block:103", "block:104"]);
    expect(log.since({ height: 104, hash: block(104).hash })).toBe("");
  });

  it("owes nothing to a new client or one ahead of it, and a reset to one it cannot place", () => {
    const log = createEventLog(4);
    log.advance(newest(100, 4), true);
    log.advance(newest(104, 6), false);
    expect(log.since(null)).toBe("");
    expect(log.since({ height: 105, hash: block(105).hash })).toBe("");
    // Older than the log remembers: block 100 has left it.
    expect(heights(log.since({ height: 100, hash: block(100).hash }))).toEqual(["reset:" + JSON.stringify({ tip: block(104) })]);
    // A block the log remembers under another hash (rolled back while the client was away).
    expect(events(log.since({ height: 103, hash: block(103, "b").hash }))[0]![0]).toBe("reset");
  });

  it("resets a client whose page was read at a block since rolled back, above the new tip", () => {
    const log = createEventLog(8);
    log.advance(newest(100, 8), true);
    log.advance(newest(103, 4), false);
    // Back to 100: 101 to 103 are gone, and the chain is shorter than the page's data was.
    log.advance(newest(100, 8), true);
    expect(events(log.since({ height: 103, hash: block(103).hash }))[0]![0]).toBe("reset");
    // Above the tip but never seen here: another node's newer block, owed nothing yet.
    expect(log.since({ height: 104, hash: block(104).hash })).toBe("");
  });

  it("keeps at most its capacity", () => {
    const log = createEventLog(3);
    log.advance(newest(100, 3), true);
    log.advance(newest(110, 12), false);
    // 108 to 110 are kept.
    expect(heights(log.since({ height: 108, hash: block(108).hash }))).toEqual(["block:109", "block:110"]);
    expect(log.since({ height: 107, hash: block(107).hash })).toContain("event: reset");
  });

  it("tells a client ahead of it, and which of its next events are news to that client", () => {
    const log = createEventLog(8);
    log.advance(newest(100, 8), true);
    expect(log.behind({ height: 102, hash: block(102).hash })).toBe(true);
    expect(log.behind({ height: 100, hash: block(100).hash })).toBe(false);
    expect(log.behind(null)).toBe(false);
    const step = log.advance(newest(103, 4), false);
    if ("deeper" in step) throw new Error("expected events");
    expect(eventsAfter({ height: 102, hash: block(102).hash }, step.events)).toEqual({ events: [{ type: "block", block: block(103) }], caughtUp: true });
    expect(eventsAfter({ height: 104, hash: block(104).hash }, step.events)).toEqual({ events: [], caughtUp: false });
    expect(eventsAfter({ height: 102, hash: block(102, "b").hash }, step.events)).toEqual({ events: [{ type: "reset", tip: block(103) }], caughtUp: true });
    const rollback = [{ type: "rollback", tip: block(99), rolledBackFrom: 100 } as const];
    expect(eventsAfter({ height: 102, hash: block(102).hash }, rollback)).toEqual({ events: rollback, caughtUp: true });
  });
});
