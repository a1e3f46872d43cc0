// What the live stream remembers of the chain: its newest blocks, each with the
// events that announced it, so that a client that dropped for a few blocks is
// sent exactly what it missed, in order, and one that was away longer (or whose
// last block was rolled back) a reset. Pure: the tip watch brings the readings.
import { eventId, serializeEvent, type LiveBlock, type LiveEvent, type StreamPosition } from "./events";

/** How soon a client reconnects after its stream drops (the stream's `retry:`), ms. */
export const RECONNECT_MS = 3_000;

/** Blocks remembered for clients that reconnect: ~20 minutes of 20-second blocks. */
export const EVENT_LOG_CAPACITY = 64;

type Entry = { block: LiveBlock; text: string };

type Advance =
  /** The events to send now, in order (none when the reading changed nothing). */
  | { events: LiveEvent[]; text: string }
  /** The reading does not reach back to a block the log knows: read more of the chain. */
  | { deeper: true };

export type EventLog = {
  tip(): LiveBlock | null;
  /**
   * Takes the chain's newest blocks (newest first, as the chain reads them now):
   * the blocks above the newest one the log shares with them are new, and a
   * shared block below the log's tip is a rollback. `complete` says the reading
   * went as deep as it will go: a reading that still shares no block is a reset.
   */
  advance(newest: readonly LiveBlock[], complete: boolean): Advance;
  /** What a client at `position` is owed: the events since, a reset, or nothing. */
  since(position: StreamPosition | null): string;
  /**
   * Whether a client at `position` is ahead of the log: it saw a block on another
   * node that this one has not read yet (so `since` owes it nothing, and the events
   * that bring the log up to it are not news to it: see `eventsAfter`).
   */
  behind(position: StreamPosition | null): boolean;
};

export function createEventLog(capacity: number = EVENT_LOG_CAPACITY): EventLog {
  // Oldest first, consecutive heights.
  let entries: Entry[] = [];
  // The ids of blocks rolled back, newest last: a client whose page was read at one of them
  // (a page rendered just before the rollback reached this process) is told to read again.
  let rolledBack: string[] = [];
  const forget = (gone: readonly Entry[]) => {
    rolledBack = [...rolledBack, ...gone.map((entry) => eventId(entry.block))].slice(-capacity);
  };

  const entryAt = (height: number): Entry | undefined => {
    const first = entries[0];
    return first ? entries[height - first.block.height] : undefined;
  };
  const known = (block: Pick<LiveBlock, "height" | "hash">) => entryAt(block.height)?.block.hash === block.hash;

  function append(block: LiveBlock, previous: LiveBlock | null, events: LiveEvent[]) {
    const own: LiveEvent[] = [{ type: "block", block }];
    if (previous && block.epochNumber > previous.epochNumber) own.push({ type: "epoch", epochNumber: block.epochNumber, firstBlock: block });
    entries.push({ block, text: own.map(serializeEvent).join("") });
    events.push(...own);
  }

  return {
    tip: () => entries.at(-1)?.block ?? null,

    advance(newest, complete) {
      const ascending = [...newest].sort((a, b) => a.height - b.height);
      const tip = entries.at(-1)?.block ?? null;
      if (!tip) {
        // The first reading: nothing to announce, everything to remember.
        entries = ascending.slice(-capacity).map((block) => ({ block, text: serializeEvent({ type: "block", block }) }));
        return { events: [], text: "" };
      }
      const shared = [...ascending].reverse().find(known);
      if (!shared) {
        if (!complete) return { deeper: true };
        const reset: LiveEvent = { type: "reset", tip: ascending.at(-1) ?? null };
        forget(entries);
        entries = ascending.slice(-capacity).map((block) => ({ block, text: serializeEvent({ type: "block", block }) }));
        return { events: [reset], text: serializeEvent(reset) };
      }
      const events: LiveEvent[] = [];
      if (shared.height < tip.height) {
        forget(entries.filter((entry) => entry.block.height > shared.height));
        entries = entries.filter((entry) => entry.block.height <= shared.height);
        events.push({ type: "rollback", tip: shared, rolledBackFrom: tip.height });
      }
      let previous: LiveBlock = shared;
      for (const block of ascending) {
        if (block.height <= shared.height) continue;
        append(block, previous, events);
        previous = block;
      }
      if (entries.length > capacity) entries = entries.slice(-capacity);
      return { events, text: events.map(serializeEvent).join("") };
    },

    behind(position) {
      const tip = entries.at(-1)?.block ?? null;
      return position !== null && tip !== null && position.height > tip.height && !rolledBack.includes(eventId(position));
    },

    since(position) {
      const tip = entries.at(-1)?.block ?? null;
      if (!position || !tip) return "";
      if (position.height > tip.height) {
        // Ahead of this process: a block rolled back here, or one another node saw first and
        // this one reads next (then the client is owed nothing yet).
        return rolledBack.includes(eventId(position)) ? serializeEvent({ type: "reset", tip }) : "";
      }
      if (!known(position)) return serializeEvent({ type: "reset", tip });
      return entries
        .filter((entry) => entry.block.height > position.height)
        .map((entry) => entry.text)
        .join("");
    },
  };
}

/**
 * Of the events a log announces, those news to a client that resumed ahead of it
 * at `position` (it saw a block on another node first): none up to the client's
 * own block, everything after it. A block at the client's height under another
 * hash, or a rollback below it, means the client's block is not on this chain:
 * it is sent that, and `caughtUp` says it is on the log's own footing from then on.
 */
export function eventsAfter(position: StreamPosition, events: readonly LiveEvent[]): { events: LiveEvent[]; caughtUp: boolean } {
  const news: LiveEvent[] = [];
  let caughtUp = false;
  for (const event of events) {
    if (caughtUp) {
      news.push(event);
      continue;
    }
    if (event.type === "rollback" || event.type === "reset") {
      news.push(event);
      caughtUp = true;
    } else if (event.type === "block") {
      const { height, hash } = event.block;
      if (height < position.height) continue;
      caughtUp = true;
      if (height > position.height) news.push(event);
      else if (hash !== position.hash) return { events: [{ type: "reset", tip: newestBlock(events) }], caughtUp };
    }
    // An epoch event follows its block, and goes where it went.
  }
  return { events: news, caughtUp };
}

function newestBlock(events: readonly LiveEvent[]): LiveBlock | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index]!;
    if (event.type === "block") return event.block;
  }
  return null;
}
