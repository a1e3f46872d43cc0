// What a page knows of the live stream (issue 44): the newest block it was told
// of, how many blocks arrived since the page's data was read, and the sentence
// its live region says. Pure: the browser's hook (app/ui/live/) feeds it the
// stream's events and the page's data tip, and renders what it answers.
import { formatInteger } from "../formats/format";
import { eventId, type LiveBlock, type LiveEvent, type StreamPosition } from "./events";

export type LiveChain = {
  /** The newest block the stream told of (a rollback's or a reset's tip included); null before any. */
  latest: LiveBlock | null;
  /** Blocks the stream announced: the count of new blocks while the page's data tip is not known. */
  announced: number;
  /** What the page's live region says of the last change ("" for none). */
  announcement: string;
};

export const INITIAL_LIVE_CHAIN: LiveChain = { latest: null, announced: 0, announcement: "" };

/** The events a page acts on: a new block, a rollback, a reset (an epoch event follows its block). */
export type LiveChange = Extract<LiveEvent, { type: "block" | "rollback" | "reset" }>;

const blockAdded = (height: number) => `Block #${formatInteger(height)} added`;
const rolledBackTo = (height: number) => `The chain rolled back to block #${formatInteger(height)}`;

/**
 * The block the page stands at: the newest the stream told of, else the one its
 * data was read at (`base`). A stream (re)opened names it (`?since=`), and a
 * block at or below it is one the page already has.
 */
export function livePosition(state: LiveChain, base: StreamPosition | null): StreamPosition | null {
  return state.latest ?? base;
}

/**
 * The state after an event, and whether the page should act on it. A block at
 * or below the page's position is a repeat (a replay after a reconnection, a
 * node behind another) and changes nothing; a rollback or a reset moves the
 * position back, so the blocks that follow it count again. An epoch event
 * changes nothing of its own: its block came just before it.
 */
export function applyLiveEvent(state: LiveChain, event: LiveEvent, base: StreamPosition | null): { state: LiveChain; change: LiveChange | null } {
  switch (event.type) {
    case "block": {
      const position = livePosition(state, base);
      if (position && event.block.height <= position.height) return { state, change: null };
      return {
        state: { latest: event.block, announced: state.announced + 1, announcement: blockAdded(event.block.height) },
        change: event,
      };
    }
    case "rollback":
      return { state: { ...state, latest: event.tip, announcement: rolledBackTo(event.tip.height) }, change: event };
    case "reset":
      // Nothing to say yet: the page reads everything again and shows what it finds.
      return { state: { ...state, latest: event.tip }, change: event };
    case "epoch":
      return { state, change: null };
  }
}

/**
 * The blocks the page's data does not show yet: those above the tip it was read
 * at (none when its data is as new as the stream, or newer); while that tip is
 * not known, every block announced.
 */
export function newBlocksSince(state: LiveChain, base: StreamPosition | null): number {
  if (!base) return state.announced;
  return state.latest ? Math.max(0, state.latest.height - base.height) : 0;
}

/**
 * True when data read after a block still stands below it: another node behind
 * the load balancer had not seen it yet, so the page reads once more.
 */
export function dataBehindStream(state: LiveChain, base: StreamPosition | null): boolean {
  return state.latest !== null && base !== null && base.height < state.latest.height;
}

/** The block list's bar: "1 new block", "3 new blocks". */
export function newBlocksText(count: number): string {
  return `${formatInteger(count)} new ${count === 1 ? "block" : "blocks"}`;
}

/** How long a page without its stream waits before opening it again, after `failures` failed tries: 30 s, doubling to 5 min. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(300_000, 30_000 * 2 ** Math.max(0, failures - 1));
}

/** The stream's address for a network, from the block the page stands at. */
export function liveStreamUrl(network: string, since: StreamPosition | null): string {
  const path = `/api/networks/${encodeURIComponent(network)}/events`;
  return since ? `${path}?since=${eventId(since)}` : path;
}

/**
 * The keys of a list that were not in its previous render: the rows that just
 * entered (a short highlight). None on the first render, nor when the list was
 * replaced whole (another network, a failed read come back).
 */
export function enteredKeys(previous: readonly string[] | null, current: readonly string[]): ReadonlySet<string> {
  if (!previous || previous.length === 0) return new Set();
  const before = new Set(previous);
  const entered = current.filter((key) => !before.has(key));
  return entered.length === current.length ? new Set() : new Set(entered);
}
