import type { IncomingMessage, ServerResponse } from "node:http";
import type { TipWatch } from "../api/tip-watch.server";
import { RETRY_AFTER_SECONDS } from "../lib/errors/data-source-unavailable";
import { eventsAfter, RECONNECT_MS } from "../lib/live/event-log";
import { HEARTBEAT, parseEventId, retryHint, serializeEvent, type LiveEvent, type StreamPosition } from "../lib/live/events";
import { NETWORKS, type Network } from "../lib/navigation/network";

/** A comment every this often: proxies (nginx's proxy_read_timeout) and clients see a live stream, not an idle one. */
const HEARTBEAT_MS = 15_000;
/**
 * After SIGTERM: reconnect soon, through the load balancer, to a node that stays;
 * each stream at its own moment within the spread, so that the node taking them
 * is not asked for them all at once.
 */
const STOPPING_RECONNECT_MS = 500;
const STOPPING_RECONNECT_SPREAD_MS = 1_000;
const stoppingRetryHint = () => retryHint(STOPPING_RECONNECT_MS + Math.random() * STOPPING_RECONNECT_SPREAD_MS);
/** A client this far behind (its socket's unsent bytes) is dropped: it reconnects and resumes where it was. */
const MAX_UNSENT_BYTES = 256 * 1024;

const STREAM_PATH = /^\/api\/networks\/([a-z]+)\/events(?:\?(.*))?$/;

/** The network whose live stream a request asks for (`GET /api/networks/{network}/events`), else null. */
export function eventStreamOf(req: IncomingMessage): Network | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const match = STREAM_PATH.exec(req.url ?? "");
  const network = match?.[1];
  return NETWORKS.find((candidate) => candidate === network) ?? null;
}

export type EventStreams = {
  /** Answers a stream request: the stream, or past `max` open streams (or while stopping) a fast 503. */
  answer(req: IncomingMessage, res: ServerResponse, network: Network, stopping: boolean): void;
  /** Streams open now, all networks. */
  open(): number;
  readonly max: number;
  /** Ends every stream with a short retry hint (SIGTERM): the clients resume on another node. */
  endAll(): void;
  /** Stops the watches and the heartbeat (tests). */
  close(): void;
};

export type EventStreamsOptions = {
  max: number;
  watch: (network: Network, deliver: (text: string, events: LiveEvent[]) => void) => TipWatch;
  heartbeatMs?: number;
  retryAfterSeconds?: number;
};

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: no proxy or compressor holds the events back to compress them.
  "Cache-Control": "no-store, no-transform",
  // nginx passes the events on as they come (deploy/nginx/proxy.conf says so too).
  "X-Accel-Buffering": "no",
};

/**
 * The live streams of one process (issue 44; docs/decisions/008-request-path.md):
 * a tip watch per network, started by its first stream, whose events every open
 * stream of that network is written; one heartbeat timer for all. Streams are
 * counted apart from requests (the overload guard never sees them) and capped
 * at `max` (MAX_EVENT_STREAMS).
 */
export function createEventStreams(options: EventStreamsOptions): EventStreams {
  const { max } = options;
  const retryAfter = String(options.retryAfterSeconds ?? RETRY_AFTER_SECONDS);
  const streams = new Map<Network, Set<ServerResponse>>(NETWORKS.map((network) => [network, new Set()]));
  const watches = new Map<Network, TipWatch>();
  // Streams that resumed ahead of this process's watch (at a block another node announced
  // first), with that block: until the watch reaches it, they are written only what is news.
  const ahead = new Map<ServerResponse, StreamPosition>();
  let count = 0;
  let ending = false;
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  const write = (res: ServerResponse, text: string) => {
    if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
    else res.write(text);
  };
  const deliver = (network: Network) => (text: string, events: LiveEvent[]) => {
    for (const res of streams.get(network)!) {
      const position = ahead.get(res);
      if (!position) {
        write(res, text);
        continue;
      }
      const news = eventsAfter(position, events);
      if (news.caughtUp) ahead.delete(res);
      if (news.events.length > 0) write(res, news.events.map(serializeEvent).join(""));
    }
  };
  const watchOf = (network: Network) => {
    let watch = watches.get(network);
    if (!watch) {
      watch = options.watch(network, deliver(network));
      watches.set(network, watch);
    }
    return watch;
  };
  const beat = () => {
    for (const set of streams.values()) for (const res of set) write(res, HEARTBEAT);
  };

  function shed(res: ServerResponse) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": retryAfter });
    res.end("Service Temporarily Unavailable\n");
  }

  return {
    max,
    open: () => count,
    answer(req, res, network, stopping) {
      if (stopping || count >= max) return shed(res);
      if (req.method === "HEAD") {
        res.writeHead(200, STREAM_HEADERS);
        res.end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://stream");
      // EventSource sends Last-Event-ID on its own reconnections; a page's first connection names its data's tip.
      const position = parseEventId(req.headers["last-event-id"]?.toString() ?? url.searchParams.get("since"));
      const watch = watchOf(network);
      const set = streams.get(network)!;
      count += 1;
      req.socket.setNoDelay(true);
      req.socket.setTimeout(0);
      res.writeHead(200, STREAM_HEADERS);
      res.write(retryHint(RECONNECT_MS));
      res.once("close", () => {
        set.delete(res);
        ahead.delete(res);
        count -= 1;
      });
      void watch.ready.then(() => {
        if (res.destroyed) return;
        if (ending) return void res.end(stoppingRetryHint());
        // Replayed before the stream joins: an event read meanwhile is in the replay or comes after it.
        const missed = watch.since(position);
        if (missed) res.write(missed);
        if (position && watch.behind(position)) ahead.set(res, position);
        set.add(res);
      });
      if (!heartbeat) {
        heartbeat = setInterval(beat, options.heartbeatMs ?? HEARTBEAT_MS);
        heartbeat.unref();
      }
    },
    endAll() {
      ending = true;
      for (const set of streams.values()) {
        for (const res of set) res.end(stoppingRetryHint());
        set.clear();
      }
    },
    close() {
      for (const watch of watches.values()) watch.stop();
      watches.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
  };
}
