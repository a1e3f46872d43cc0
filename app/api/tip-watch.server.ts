import type { ChainTip } from "../lib/domain";
import type { ExplorerApi } from "./contract";
import type { LiveBlock, LiveEvent, StreamPosition } from "../lib/live/events";
import { createEventLog, EVENT_LOG_CAPACITY } from "../lib/live/event-log";

/** How often the watch reads a network's tip: a new block reaches the streams within this, plus their write. */
const TIP_WATCH_INTERVAL_MS = 250;

/** What the watch reads of one network's chain (the contract's calls, without the tip cache). */
export type TipSource = {
  tip(): Promise<ChainTip | null>;
  /** The newest `count` blocks, newest first. */
  newest(count: number): Promise<LiveBlock[]>;
};

/** The tip source of a transport: `transport()` is called per reading (a transport is made per request). */
export function contractTipSource(transport: () => Pick<ExplorerApi, "getChainTip" | "listBlocks">): TipSource {
  return {
    tip: () => transport().getChainTip(),
    newest: async (count) =>
      (await transport().listBlocks({ limit: count, offset: 0 })).map((block) => ({
        height: block.height,
        hash: block.hash,
        timestamp: block.timestamp,
        txCount: block.txCount,
        epochNumber: block.epochNumber,
        slotNumber: block.slotNumber,
      })),
  };
}

export type TipWatch = {
  /** The events for a client at `position` (its Last-Event-ID): what it missed, a reset, or nothing. */
  since(position: StreamPosition | null): string;
  /** Whether a client at `position` saw a block this watch has not read yet (the event log's `behind`). */
  behind(position: StreamPosition | null): boolean;
  /** Resolves once the first reading is in (or failed): a stream opened before it waits for it. */
  readonly ready: Promise<void>;
  stop(): void;
};

export type TipWatchOptions = {
  source: TipSource;
  /** Every tip read, new or not: the process's tip caches take it (a page asked after the block sees it). */
  onTip?: (tip: ChainTip) => void;
  /** The events of each reading that changed the chain, and their text as the streams write it. */
  onEvents: (text: string, events: LiveEvent[]) => void;
  /** A failed reading; the next one is tried at the next interval. */
  onError?: (error: unknown) => void;
  intervalMs?: number;
  capacity?: number;
};

/**
 * One network's tip watch: reads the tip every `intervalMs`, and when its hash
 * changes reads the blocks since the last reading (more, when a rollback reaches
 * further back) and hands the events to `onEvents`. One per network and process,
 * whatever the number of streams: no stream ever reads the chain itself.
 */
export function startTipWatch(options: TipWatchOptions): TipWatch {
  const { source, onEvents } = options;
  const intervalMs = options.intervalMs ?? TIP_WATCH_INTERVAL_MS;
  const capacity = options.capacity ?? EVENT_LOG_CAPACITY;
  const log = createEventLog(capacity);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function read() {
    const tip = await source.tip();
    if (!tip) return;
    options.onTip?.(tip);
    const known = log.tip();
    if (known?.hash === tip.hash) return;
    // Enough to reach the last block this watch saw (and one shared block below a short rollback).
    const count = known ? Math.min(capacity, Math.max(2, tip.height - known.height + 2)) : capacity;
    let step = log.advance(await source.newest(count), count >= capacity);
    if ("deeper" in step) step = log.advance(await source.newest(capacity), true);
    if ("deeper" in step || step.events.length === 0) return;
    onEvents(step.text, step.events);
  }

  async function loop() {
    try {
      await read();
    } catch (error) {
      options.onError?.(error);
    }
    if (stopped) return;
    timer = setTimeout(() => void loop(), intervalMs);
    // The watch never holds the process up (SIGTERM's drain ends it).
    timer.unref?.();
  }

  const ready = loop();
  return {
    since: (position) => log.since(position),
    behind: (position) => log.behind(position),
    ready,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
