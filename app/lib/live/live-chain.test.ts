import { describe, expect, it } from "vitest";
import { parseEventData, type LiveBlock, type LiveEvent, type StreamPosition } from "./events";
import {
  applyLiveEvent,
  dataBehindStream,
  enteredKeys,
  INITIAL_LIVE_CHAIN,
  liveStreamUrl,
  livePosition,
  newBlocksSince,
  newBlocksText,
  reconnectDelayMs,
  type LiveChain,
} from "./live-chain";

const hash = (n: number) => n.toString(16).padStart(64, "0");
const block = (height: number, fork = 0): LiveBlock => ({
  height,
  hash: hash(height * 10 + fork),
  timestamp: new Date(Date.UTC(2026, 10, 22) + height * 20_000).toISOString(),
  txCount: 0,
  epochNumber: 3,
  slotNumber: height * 20,
});
const at = (height: number, fork = 0) => ({ height, hash: block(height, fork).hash });

/** Feeds the events in order, as the hook does, and says which ones the page acted on. */
function feed(events: LiveEvent[], base: StreamPosition | null = at(100), from: LiveChain = INITIAL_LIVE_CHAIN) {
  let state = from;
  const acted: string[] = [];
  for (const event of events) {
    const next = applyLiveEvent(state, event, base);
    state = next.state;
    if (next.change) acted.push(`${next.change.type}:${next.change.type === "block" ? next.change.block.height : next.change.tip?.height}`);
  }
  return { state, acted };
}

describe("applyLiveEvent", () => {
  it("counts each new block above the page's data and announces the newest", () => {
    const { state, acted } = feed([{ type: "block", block: block(101) }, { type: "block", block: block(102) }]);
    expect(acted).toEqual(["block:101", "block:102"]);
    expect(state.latest).toEqual(block(102));
    expect(newBlocksSince(state, at(100))).toBe(2);
    expect(state.announcement).toBe("Block #102 added");
  });

  it("ignores a block at or below the last one: a replay, a node behind another", () => {
    const { state, acted } = feed([
      { type: "block", block: block(101) },
      { type: "block", block: block(101) },
      { type: "block", block: block(100, 1) },
      { type: "block", block: block(99) },
    ]);
    expect(acted).toEqual(["block:101"]);
    expect(newBlocksSince(state, at(100))).toBe(1);
  });

  it("ignores a block the page's data already has, before the stream told of any", () => {
    const { state, acted } = feed([{ type: "block", block: block(100) }, { type: "block", block: block(98) }]);
    expect(acted).toEqual([]);
    expect(state).toBe(INITIAL_LIVE_CHAIN);
  });

  it("after a rollback, takes the blocks of the new fork at the heights it gave up", () => {
    const { state, acted } = feed([
      { type: "block", block: block(101) },
      { type: "block", block: block(102) },
      { type: "rollback", tip: block(100), rolledBackFrom: 102 },
      { type: "block", block: block(101, 1) },
    ]);
    expect(acted).toEqual(["block:101", "block:102", "rollback:100", "block:101"]);
    expect(state.latest).toEqual(block(101, 1));
    expect(newBlocksSince(state, at(100))).toBe(1);
    expect(state.announcement).toBe("Block #101 added");
  });

  it("says where a rollback went, and counts no new block below the page's data", () => {
    const { state } = feed([{ type: "rollback", tip: block(97), rolledBackFrom: 100 }]);
    expect(state.announcement).toBe("The chain rolled back to block #97");
    expect(newBlocksSince(state, at(100))).toBe(0);
    expect(livePosition(state, at(100))).toEqual(block(97));
    expect(feed([{ type: "block", block: block(98, 1) }], at(100), state).acted).toEqual(["block:98"]);
  });

  it("acts on a reset, and takes its tip as the position (none: back to the page's data)", () => {
    const reset = feed([{ type: "block", block: block(101) }, { type: "reset", tip: block(90) }]);
    expect(reset.acted).toEqual(["block:101", "reset:90"]);
    expect(livePosition(reset.state, at(100))).toEqual(block(90));
    const empty = feed([{ type: "block", block: block(101) }, { type: "reset", tip: null }]);
    expect(empty.acted).toEqual(["block:101", "reset:undefined"]);
    expect(livePosition(empty.state, at(100))).toEqual(at(100));
    expect(feed([{ type: "block", block: block(100) }], at(100), empty.state).acted).toEqual([]);
  });

  it("changes nothing on an epoch event (its block came first)", () => {
    const { state } = feed([{ type: "block", block: block(101) }]);
    expect(applyLiveEvent(state, { type: "epoch", epochNumber: 4, firstBlock: block(101) }, at(100))).toEqual({ state, change: null });
  });

  it("takes the events as the stream writes them", () => {
    const event = parseEventData("block", JSON.stringify(block(101)));
    expect(event).not.toBeNull();
    expect(feed([event!]).acted).toEqual(["block:101"]);
  });
});

describe("newBlocksSince", () => {
  it("counts from the page's data, which a revalidation moves on", () => {
    const { state } = feed([{ type: "block", block: block(101) }, { type: "block", block: block(102) }, { type: "block", block: block(103) }]);
    expect(newBlocksSince(state, at(100))).toBe(3);
    expect(newBlocksSince(state, at(103))).toBe(0);
    // Data read after the stream's newest block (the page revalidated first): nothing new.
    expect(newBlocksSince(state, at(104))).toBe(0);
  });

  it("counts the blocks announced while the page's data tip is not known", () => {
    const { state } = feed([{ type: "block", block: block(101) }, { type: "block", block: block(102) }], null);
    expect(newBlocksSince(state, null)).toBe(2);
    expect(newBlocksSince(INITIAL_LIVE_CHAIN, at(100))).toBe(0);
  });
});

describe("dataBehindStream", () => {
  it("is true while the page's data stands below the newest block", () => {
    const { state } = feed([{ type: "block", block: block(101) }]);
    expect(dataBehindStream(state, at(100))).toBe(true);
    expect(dataBehindStream(state, at(101))).toBe(false);
    expect(dataBehindStream(state, null)).toBe(false);
    expect(dataBehindStream(INITIAL_LIVE_CHAIN, at(100))).toBe(false);
  });
});

describe("the words and addresses", () => {
  it("writes the bar's count", () => {
    expect(newBlocksText(1)).toBe("1 new block");
    expect(newBlocksText(3)).toBe("3 new blocks");
    expect(newBlocksText(1234)).toBe("1,234 new blocks");
  });

  it("announces with the height as the pages write it", () => {
    expect(feed([{ type: "block", block: block(1234) }], at(1000)).state.announcement).toBe("Block #1,234 added");
  });

  it("opens the stream from the page's position", () => {
    expect(liveStreamUrl("mainnet", null)).toBe("/api/networks/mainnet/events");
    expect(liveStreamUrl("testnet", at(7))).toBe(`/api/networks/testnet/events?since=7.${block(7).hash}`);
  });

  it("waits 30 s before opening a refused stream again, doubling to 5 min", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
  });
});

describe("enteredKeys", () => {
  it("names the rows that entered at the top", () => {
    expect([...enteredKeys(["c", "b", "a"], ["e", "d", "c"])]).toEqual(["e", "d"]);
  });

  it("names none on the first render, for an unchanged list, or for a list replaced whole", () => {
    expect(enteredKeys(null, ["a", "b"]).size).toBe(0);
    expect(enteredKeys([], ["a", "b"]).size).toBe(0);
    expect(enteredKeys(["a", "b"], ["a", "b"]).size).toBe(0);
    expect(enteredKeys(["a", "b"], ["x", "y"]).size).toBe(0);
  });
});
