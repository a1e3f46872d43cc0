import { describe, expect, it } from "vitest";
import { parseEventData, parseEventId, serializeEvent, type LiveBlock } from "./events";

const block: LiveBlock = {
  height: 1_234,
  hash: "ab".repeat(32),
  timestamp: "2026-11-22T00:00:00.000Z",
  txCount: 3,
  epochNumber: 7,
  slotNumber: 99_000,
};

describe("live events on the wire", () => {
  it("writes a block as one event with its id and one data line", () => {
    expect(serializeEvent({ type: "block", block })).toBe(`event: block\nid: 1234.${"ab".repeat(32)}\ndata: ${JSON.stringify(block)}\n\n`);
  });

  it("reads back what it writes, for every type", () => {
    const cases = [
      { type: "block", block },
      { type: "epoch", epochNumber: 7, firstBlock: block },
      { type: "rollback", tip: block, rolledBackFrom: 1_240 },
      { type: "reset", tip: null },
    ] as const;
    for (const event of cases) {
      const text = serializeEvent(event);
      const data = /\ndata: (.*)\n/.exec(text)![1]!;
      expect(parseEventData(event.type, data)).toEqual(event);
    }
  });

  it("refuses data that is not what its type says", () => {
    expect(parseEventData("block", "{")).toBeNull();
    expect(parseEventData("block", JSON.stringify({ ...block, hash: "<script>" }))).toBeNull();
    expect(parseEventData("block", JSON.stringify({ ...block, height: "1" }))).toBeNull();
    expect(parseEventData("rollback", JSON.stringify({ tip: block }))).toBeNull();
    expect(parseEventData("other", JSON.stringify(block))).toBeNull();
  });

  it("reads an event id back as a height and a hash, and nothing else", () => {
    expect(parseEventId(`1234.${"ab".repeat(32)}`)).toEqual({ height: 1_234, hash: "ab".repeat(32) });
    for (const raw of [null, "", "1234", `x.${"ab".repeat(32)}`, `1234.${"AB".repeat(32)}`, `1234.${"ab".repeat(31)}`, `-1.${"ab".repeat(32)}`]) {
      expect(parseEventId(raw)).toBeNull();
    }
  });
});
