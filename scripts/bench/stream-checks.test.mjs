// @ts-check
// The live-stream bench's pure parts: an event stream read as EventSource reads
// it, each client's blocks checked against those written, and the goals.
import { describe, expect, it } from "vitest";
import { checkDeliveries, createSseParser, quantile, splitClients, streamVerdicts } from "./stream-checks.mjs";

/** @param {string[]} chunks */
function read(chunks) {
  /** @type {import("./stream-checks.mjs").SseEvent[]} */
  const events = [];
  /** @type {number[]} */
  const retries = [];
  const parser = createSseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId() };
}

const HASH = "ab".repeat(32);

describe("createSseParser", () => {
  it("reads the server's stream: the retry hint, a block with its id, a heartbeat", () => {
    const { events, retries, lastEventId } = read([`retry: 3000\n\nevent: block\nid: 12.${HASH}\ndata: {"height":12}\n\n: ping\n\n`]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([{ type: "block", data: '{"height":12}', lastEventId: `12.${HASH}` }]);
    expect(lastEventId).toBe(`12.${HASH}`);
  });

  it("puts together an event cut anywhere, CRLF split between two chunks included", () => {
    const text = `event: block\r\nid: 13.${HASH}\r\ndata: {"a":1}\r\n\r\nevent: epoch\r\ndata: x\r\n\r\n`;
    for (let cut = 1; cut < text.length; cut++) {
      const { events } = read([text.slice(0, cut), text.slice(cut)]);
      expect(events.map((event) => event.type), `cut at ${cut}`).toEqual(["block", "epoch"]);
      expect(events[1]?.lastEventId).toBe(`13.${HASH}`);
    }
  });

  it("joins data lines, calls an unnamed event a message, ignores an event without data and a retry that is not digits", () => {
    const { events, retries } = read(["data: one\ndata: two\n\n", "event: block\n\n", "retry: soon\n\n", "data\n\n"]);
    expect(events).toEqual([
      { type: "message", data: "one\ntwo", lastEventId: "" },
      { type: "message", data: "", lastEventId: "" },
    ]);
    expect(retries).toEqual([]);
  });
});

/** @param {number} height @param {number} committedAt */
const written = (height, committedAt) => ({ id: `${height}.${HASH}`, height, committedAt });

describe("checkDeliveries", () => {
  const expected = [written(10, 1_000), written(11, 4_000), written(12, 7_000)];

  it("every block once and in order: nothing missed, the latency of each from its commit", () => {
    const received = [{ id: `9.${HASH}`, at: 500 }, ...expected.map((block) => ({ id: block.id, at: block.committedAt + 250 }))];
    expect(checkDeliveries(expected, received)).toEqual({ missed: 0, duplicates: 0, outOfOrder: 0, unexpected: 0, latencies: [250, 250, 250] });
  });

  it("counts a block missed, one twice, one out of order and one nobody wrote", () => {
    const received = [
      { id: `12.${HASH}`, at: 7_100 },
      { id: `10.${HASH}`, at: 7_200 },
      { id: `12.${HASH}`, at: 7_300 },
      { id: `11.${"cd".repeat(32)}`, at: 7_400 },
    ];
    expect(checkDeliveries(expected, received)).toEqual({ missed: 1, duplicates: 1, outOfOrder: 1, unexpected: 1, latencies: [100, 6_200] });
  });
});

describe("quantile and splitClients", () => {
  it("takes the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(values, 0.5), quantile(values, 0.99), quantile(values, 1)]).toEqual([50, 99, 100]);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("spreads clients evenly over as few processes as hold them", () => {
    expect(splitClients(5_000, 2_500)).toEqual([2_500, 2_500]);
    expect(splitClients(10_001, 2_500)).toEqual([2_001, 2_000, 2_000, 2_000, 2_000]);
    expect(splitClients(1_000, 2_500)).toEqual([1_000]);
  });
});

describe("streamVerdicts", () => {
  it("holds each node's RSS growth to 150 MB per 5,000 of its streams, and the latencies to their goals", () => {
    const verdicts = streamVerdicts({
      streamsPerNode: [5_000, 2_500],
      rssBeforeMb: [200, 200],
      rssAfterMb: [340, 290],
      latencyP99Ms: 640,
      routeP99Ms: { "/": 151 },
      pastCap: { asked: 200, statuses: { 503: 199, "no answer": 1 }, p99Ms: 12 },
    });
    expect(verdicts.map((verdict) => [verdict.goal, verdict.met])).toEqual([
      ["≤ 150", true],
      ["≤ 75", false],
      ["≤ 1000", true],
      ["≤ 150", false],
      ["= 200", false],
      ["≤ 100", true],
    ]);
  });
});
