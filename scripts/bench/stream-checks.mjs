// @ts-check
// The live-stream bench's pure parts (scripts/bench/streams.mjs): reading a
// Server-Sent Events stream as EventSource does, and checking what each client
// received against the blocks that were written.

/**
 * An event as EventSource dispatches it: its type (`message` when the stream
 * names none), its data, and the last event id the stream had set by then.
 * @typedef {{ type: string, data: string, lastEventId: string }} SseEvent
 */

/**
 * A reader of an event stream's text, chunk by chunk (a chunk may end anywhere,
 * within a line or between a CR and its LF), by the rules of the HTML standard's
 * EventSource: `event`, `data` (lines joined by LF), `id` (kept across events),
 * `retry` (digits only), comments ignored, an event dispatched at a blank line
 * and only when it has data.
 * @param {{ onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void }} handlers
 */
export function createSseParser({ onEvent, onRetry }) {
  let pending = "";
  // A CR at the end of the last chunk: an LF at the start of the next belongs to it.
  let afterCr = false;
  let type = "";
  let data = "";
  let hasData = false;
  let lastEventId = "";

  /** @param {string} line */
  function take(line) {
    if (line === "") {
      if (hasData) onEvent({ type: type || "message", data, lastEventId });
      type = "";
      data = "";
      hasData = false;
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") type = value;
    else if (field === "data") {
      data = hasData ? `${data}\n${value}` : value;
      hasData = true;
    } else if (field === "id") {
      if (!value.includes("\0")) lastEventId = value;
    } else if (field === "retry") {
      if (/^\d+$/.test(value)) onRetry?.(Number(value));
    }
  }

  return {
    /** @param {string} chunk */
    push(chunk) {
      if (chunk === "") return;
      const text = afterCr && chunk.startsWith("\n") ? chunk.slice(1) : chunk;
      // A CR at the very end has ended its line; an LF starting the next chunk is its pair.
      afterCr = text.endsWith("\r");
      const lines = (pending + text).split(/\r\n|\r|\n/);
      pending = lines.pop() ?? "";
      for (const line of lines) take(line);
    },
    /** The last event id seen (what EventSource sends as Last-Event-ID when it reconnects). */
    lastEventId: () => lastEventId,
  };
}

/**
 * A block as the bench wrote it: its event id (`height.hash`) and when its INSERT
 * returned (ms, the same clock as the clients').
 * @typedef {{ id: string, height: number, committedAt: number }} WrittenBlock
 * A block event as a client received it.
 * @typedef {{ id: string, at: number }} ReceivedBlock
 */

/**
 * What one client owed `expected` (the blocks written since the window opened,
 * in order) received: each exactly once and in order. Blocks below the window's
 * first are ignored (written before it opened, seen by some clients only).
 * @param {readonly WrittenBlock[]} expected
 * @param {readonly ReceivedBlock[]} received
 */
export function checkDeliveries(expected, received) {
  const first = expected[0]?.height ?? Infinity;
  const byId = new Map(expected.map((block) => [block.id, block]));
  const inWindow = received.filter((block) => Number(block.id.split(".")[0]) >= first);
  /** @type {Map<string, number>} */
  const seen = new Map();
  /** @type {number[]} */
  const latencies = [];
  let unexpected = 0;
  let outOfOrder = 0;
  let lastHeight = -Infinity;
  for (const block of inWindow) {
    const written = byId.get(block.id);
    if (!written) {
      unexpected += 1;
      continue;
    }
    const times = (seen.get(block.id) ?? 0) + 1;
    seen.set(block.id, times);
    if (times > 1) continue;
    if (written.height <= lastHeight) outOfOrder += 1;
    lastHeight = written.height;
    latencies.push(block.at - written.committedAt);
  }
  const duplicates = [...seen.values()].reduce((sum, times) => sum + times - 1, 0);
  return { missed: expected.length - seen.size, duplicates, outOfOrder, unexpected, latencies };
}

/**
 * The q-quantile of ascending `sorted` (nearest rank); NaN when empty.
 * @param {readonly number[]} sorted
 * @param {number} q
 */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * `total` clients over processes of at most `perProcess` each, as even as can be.
 * @param {number} total
 * @param {number} perProcess
 */
export function splitClients(total, perProcess) {
  const processes = Math.max(1, Math.ceil(total / perProcess));
  return Array.from({ length: processes }, (_, i) => Math.floor(total / processes) + (i < total % processes ? 1 : 0));
}

/** The acceptance of issue 44: RSS growth per 5,000 streams, block-to-client p99, pages beside the streams. */
const RSS_GROWTH_MB_PER_5000 = 150;
const LATENCY_P99_MS = 1_000;
const ROUTE_P99_MS = 150;
/** A 503 past the cap is answered before anything is read: as fast as the overload guard's. */
const PAST_CAP_P99_MS = 100;

/**
 * The goals, each with its figure: every node's RSS growth within 150 MB for
 * 5,000 streams (in proportion to the streams it holds), block-to-client p99
 * within 1 s, each route's p99 within 150 ms beside the streams, every stream
 * past the cap a 503 and fast.
 * @param {{ streamsPerNode: number[], rssBeforeMb: number[], rssAfterMb: number[], latencyP99Ms: number,
 *   routeP99Ms: Record<string, number>, pastCap?: { asked: number, statuses: Record<string, number>, p99Ms: number } }} figures
 * @returns {{ name: string, value: number, goal: string, met: boolean }[]}
 */
export function streamVerdicts({ streamsPerNode, rssBeforeMb, rssAfterMb, latencyP99Ms, routeP99Ms, pastCap }) {
  const verdicts = streamsPerNode.map((streams, i) => {
    const growth = (rssAfterMb[i] ?? 0) - (rssBeforeMb[i] ?? 0);
    const limit = (RSS_GROWTH_MB_PER_5000 * streams) / 5_000;
    return { name: `node ${i + 1}: RSS growth with ${streams} streams open (MB)`, value: growth, goal: `≤ ${limit.toFixed(0)}`, met: growth <= limit };
  });
  verdicts.push({ name: "block to client p99 (ms)", value: latencyP99Ms, goal: `≤ ${LATENCY_P99_MS}`, met: latencyP99Ms <= LATENCY_P99_MS });
  for (const [route, p99] of Object.entries(routeP99Ms)) {
    verdicts.push({ name: `${route} p99 beside the streams (ms)`, value: p99, goal: `≤ ${ROUTE_P99_MS}`, met: p99 <= ROUTE_P99_MS });
  }
  if (pastCap) {
    const shed = pastCap.statuses["503"] ?? 0;
    verdicts.push({ name: `streams past the cap answered 503, of ${pastCap.asked}`, value: shed, goal: `= ${pastCap.asked}`, met: shed === pastCap.asked });
    verdicts.push({ name: "503 past the cap p99 (ms)", value: pastCap.p99Ms, goal: `≤ ${PAST_CAP_P99_MS}`, met: pastCap.p99Ms <= PAST_CAP_P99_MS });
  }
  return verdicts;
}
