import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer } from "../../tests/support/close-server";
import { serializeEvent, type LiveBlock, type LiveEvent } from "../lib/live/events";
import type { Network } from "../lib/navigation/network";
import { createEventStreams, eventStreamOf, type EventStreams } from "./event-streams.server";

// The live streams of one process on a real socket, with a stand-in tip watch
// the test drives: who gets which events, the cap, the shutdown.

function block(height: number): LiveBlock {
  return { height, hash: height.toString(16).padStart(64, "0"), timestamp: "2026-11-22T00:00:00Z", txCount: 0, epochNumber: 1, slotNumber: height };
}

let server: Server | null = null;
let streams: EventStreams | null = null;
afterEach(async () => {
  streams?.close();
  await closeServer(server);
  server = null;
});

/** A server answering only streams, with a watch per network whose `deliver` the test calls. */
async function startStreams(max: number, heartbeatMs = 60_000) {
  const deliverTo = new Map<Network, (text: string, events: LiveEvent[]) => void>();
  const asked: Array<{ network: Network; since: string }> = [];
  const lifecycle = { stopping: false };
  streams = createEventStreams({
    max,
    heartbeatMs,
    retryAfterSeconds: 5,
    watch: (network, deliver) => {
      deliverTo.set(network, deliver);
      return {
        ready: Promise.resolve(),
        // The stand-in watch has read up to block 999: a client at 1,000 or above is ahead of it.
        since: (position) => {
          asked.push({ network, since: position ? `${position.height}` : "none" });
          return position && position.height < 1_000 ? serializeEvent({ type: "block", block: block(position.height + 1) }) : "";
        },
        behind: (position) => position !== null && position.height >= 1_000,
        stop: () => {},
      };
    },
  });
  const own = streams;
  server = createServer((req, res) => {
    const network = eventStreamOf(req);
    if (network) own.answer(req, res, network, lifecycle.stopping);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, deliverTo, asked, lifecycle, streams: own };
}

type Client = { response: IncomingMessage; text: () => string; closed: Promise<void> };

function open(port: number, path: string, headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      const closed = new Promise<void>((done) => response.on("close", () => done()));
      resolve({ response, text: () => text, closed });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the live streams", () => {
  it("knows a stream's request by its path and method only", () => {
    const ask = (method: string, url: string) => eventStreamOf({ method, url } as IncomingMessage);
    expect(ask("GET", "/api/networks/mainnet/events")).toBe("mainnet");
    expect(ask("GET", "/api/networks/testnet/events?since=1")).toBe("testnet");
    expect(ask("POST", "/api/networks/mainnet/events")).toBeNull();
    expect(ask("GET", "/api/networks/other/events")).toBeNull();
    expect(ask("GET", "/api/networks/mainnet/events/x")).toBeNull();
  });

  it("sends an unbuffered stream: the retry hint, what a resuming client missed, then each network's own events", async () => {
    const { port, deliverTo, asked } = await startStreams(10);
    const resuming = await open(port, "/api/networks/mainnet/events", { "Last-Event-ID": `41.${block(41).hash}` });
    const other = await open(port, `/api/networks/testnet/events?since=9.${block(9).hash}`);
    expect(resuming.response.statusCode).toBe(200);
    expect(resuming.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(resuming.response.headers["cache-control"]).toBe("no-store, no-transform");
    expect(resuming.response.headers["x-accel-buffering"]).toBe("no");
    await expect.poll(() => asked.length).toBe(2);
    deliverTo.get("mainnet")!(serializeEvent({ type: "block", block: block(43) }), [{ type: "block", block: block(43) }]);
    await expect.poll(() => resuming.text()).toContain('"height":43');
    expect(resuming.text()).toMatch(/^retry: 3000\n\nevent: block\nid: 42\.[0-9a-f]{64}\n.*\n\nevent: block\nid: 43\./);
    expect(asked).toEqual([
      { network: "mainnet", since: "41" },
      { network: "testnet", since: "9" },
    ]);
    expect(other.text()).toContain('"height":10');
    expect(other.text()).not.toContain('"height":43');
  });

  it("writes a client that resumed ahead of this process only the blocks after its own, or a reset if its block is not on this chain", async () => {
    const { port, deliverTo } = await startStreams(10);
    const ahead = await open(port, "/api/networks/mainnet/events", { "Last-Event-ID": `1001.${block(1001).hash}` });
    const otherFork = await open(port, "/api/networks/mainnet/events", { "Last-Event-ID": `1001.${"f".repeat(64)}` });
    const steady = await open(port, `/api/networks/mainnet/events?since=998.${block(998).hash}`);
    await expect.poll(() => steady.text()).toContain('"height":999');
    const events: LiveEvent[] = [1000, 1001, 1002].map((height) => ({ type: "block", block: block(height) }));
    deliverTo.get("mainnet")!(events.map(serializeEvent).join(""), events);
    const heights = (client: Client) => [...client.text().matchAll(/"height":(\d+)/g)].map((match) => Number(match[1]));
    await expect.poll(() => heights(steady)).toEqual([999, 1000, 1001, 1002]);
    await expect.poll(() => heights(ahead)).toEqual([1002]);
    await expect.poll(() => otherFork.text()).toContain("event: reset\n");
    expect(heights(otherFork)).toEqual([1002]);
    // Caught up: from now on it is written what every stream is.
    const next: LiveEvent[] = [{ type: "block", block: block(1003) }];
    deliverTo.get("mainnet")!(serializeEvent(next[0]!), next);
    await expect.poll(() => heights(ahead)).toEqual([1002, 1003]);
  });

  it("counts open streams, sheds past the cap with a fast 503, and frees a slot when a client goes", async () => {
    const { port, streams } = await startStreams(2);
    const first = await open(port, "/api/networks/mainnet/events");
    await open(port, "/api/networks/testnet/events");
    expect(streams.open()).toBe(2);
    const shed = await open(port, "/api/networks/mainnet/events");
    expect(shed.response.statusCode).toBe(503);
    expect(shed.response.headers["retry-after"]).toBe("5");
    first.response.destroy();
    await expect.poll(() => streams.open()).toBe(1);
    expect((await open(port, "/api/networks/mainnet/events")).response.statusCode).toBe(200);
  });

  it("writes a heartbeat comment to every open stream", async () => {
    const { port } = await startStreams(10, 20);
    const client = await open(port, "/api/networks/mainnet/events");
    await expect.poll(() => client.text()).toContain(": ping\n\n");
  });

  it("ends every stream with a short retry hint when the process stops, and answers new ones 503", async () => {
    const { port, streams, lifecycle } = await startStreams(10);
    const client = await open(port, "/api/networks/mainnet/events");
    await expect.poll(() => streams.open()).toBe(1);
    lifecycle.stopping = true;
    streams.endAll();
    await client.closed;
    // A retry hint of its own between 0.5 and 1.5 s, so that the streams of a stopping node do not all come back at once.
    const hint = Number(/retry: (\d+)\n\n$/.exec(client.text())?.[1]);
    expect(hint).toBeGreaterThanOrEqual(500);
    expect(hint).toBeLessThanOrEqual(1_500);
    expect((await open(port, "/api/networks/mainnet/events")).response.statusCode).toBe(503);
    await expect.poll(() => streams.open()).toBe(0);
  });
});
