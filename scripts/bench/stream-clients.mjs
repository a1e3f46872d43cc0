// @ts-check
// A process of live-stream clients for scripts/bench/streams.mjs: each client a
// plain node:http GET of the stream, read as EventSource reads it (the `retry:`
// hint honoured, Last-Event-ID sent when it reconnects), every block event kept
// with the time it arrived. The bench forks several, so that no one event loop
// holding thousands of sockets is what it measures, and talks to them over IPC.
import { fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { checkDeliveries, createSseParser } from "./stream-checks.mjs";

const CHILD_FLAG = "--stream-clients";
/** EventSource's reconnection delay until the stream says otherwise. */
const DEFAULT_RETRY_MS = 3_000;
/** Streams asked past the cap at once. */
const PROBE_CONCURRENCY = 8;

/**
 * @typedef {{ opened: number, failed: Record<string, number>, openMs: number[] }} Opened
 * @typedef {{ statuses: Record<string, number>, ms: number[] }} Probed
 * @typedef {{ clients: number, missed: number, duplicates: number, outOfOrder: number, unexpected: number,
 *   clientsMissing: number, latencies: number[], reconnects: number, failed: Record<string, number>,
 *   resumeMs: number[], answerMs: number[], otherEvents: Record<string, number>, arrivals: [number | null, number | null][] }} Collected
 *   resumeMs: from a stream's end to the 200 of the stream that followed it; answerMs: of that, from its request to its 200
 *   arrivals: each expected block's first and last arrival at this process's clients
 */

/**
 * Forks one client process; its calls resolve with the process's answer.
 */
export function startClientProcess() {
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let next = 0;
  /** @type {Map<number, (value: any) => void>} */
  const waiting = new Map();
  child.on("message", (/** @type {{ id: number, result: unknown }} */ message) => {
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  /** @param {string} op @param {Record<string, unknown>} args */
  const call = (op, args) =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, resolve);
      child.once("exit", (code) => reject(new Error(`a client process exited (${code}) during ${op}`)));
      child.send({ id, op, ...args });
    });
  return {
    pid: child.pid,
    /** Opens `count` streams of `url`, at most `concurrency` waiting for their answer at once. */
    open: (/** @type {string} */ url, /** @type {number} */ count, /** @type {number} */ concurrency) => /** @type {Promise<Opened>} */ (call("open", { url, count, concurrency })),
    /** `count` more requests of `url`, 8 at a time, each closed as soon as its status is in: how fast past the cap is a 503. */
    probe: (/** @type {string} */ url, /** @type {number} */ count) => /** @type {Promise<Probed>} */ (call("probe", { url, count })),
    /** Every client's blocks checked against those written. */
    collect: (/** @type {import("./stream-checks.mjs").WrittenBlock[]} */ expected) => /** @type {Promise<Collected>} */ (call("collect", { expected })),
    /** Streams open now (answered 200 and not ended). */
    openNow: () => /** @type {Promise<number>} */ (call("openNow", {})),
    stop() {
      child.kill("SIGKILL");
    },
  };
}

const now = () => performance.timeOrigin + performance.now();

/**
 * @typedef {{ url: string, lastEventId: string, retry: number, blocks: import("./stream-checks.mjs").ReceivedBlock[],
 *   others: Record<string, number>, reconnects: number, failed: Record<string, number>, endedAt: number | null,
 *   resumeMs: number[], answerMs: number[], open: boolean, request: http.ClientRequest | null }} Client
 */

function runChild() {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  /** @type {Client[]} */
  const clients = [];
  let stopping = false;
  const count = (/** @type {Record<string, number>} */ counts, /** @type {string} */ key) => (counts[key] = (counts[key] ?? 0) + 1);

  /**
   * One connection of a client; resolves with its status once the answer's head is in (0: none).
   * @param {Client} client
   * @returns {Promise<number>}
   */
  function connect(client) {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (/** @type {number} */ status) => {
        if (!settled) resolve(status);
        settled = true;
      };
      const again = () => {
        client.open = false;
        if (stopping) return;
        client.endedAt ??= now();
        client.reconnects += 1;
        setTimeout(() => void connect(client), client.retry);
      };
      const headers = { accept: "text/event-stream", ...(client.lastEventId ? { "last-event-id": client.lastEventId } : {}) };
      const sentAt = now();
      const request = http.get(client.url, { agent, headers }, (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          count(client.failed, String(status));
          response.resume();
          response.on("end", again);
          response.on("error", () => {});
          settle(status);
          return;
        }
        client.open = true;
        if (client.endedAt !== null) {
          client.resumeMs.push(now() - client.endedAt);
          client.answerMs.push(now() - sentAt);
        }
        client.endedAt = null;
        let arrivedAt = 0;
        const parser = createSseParser({
          onRetry: (ms) => (client.retry = ms),
          onEvent: (event) => {
            if (event.type === "block") client.blocks.push({ id: event.lastEventId, at: arrivedAt });
            else count(client.others, event.type);
          },
        });
        response.setEncoding("utf8");
        response.on("data", (/** @type {string} */ chunk) => {
          arrivedAt = now();
          parser.push(chunk);
          client.lastEventId = parser.lastEventId() || client.lastEventId;
        });
        response.on("end", again);
        response.on("error", () => {});
        settle(200);
      });
      client.request = request;
      request.on("error", () => {
        count(client.failed, "no answer");
        settle(0);
        again();
      });
    });
  }

  /** @type {Record<string, (args: any) => Promise<unknown> | unknown>} */
  const ops = {
    async open({ url, count: wanted, concurrency }) {
      /** @type {number[]} */
      const openMs = [];
      /** @type {Record<string, number>} */
      const failed = {};
      let opened = 0;
      let started = 0;
      const worker = async () => {
        while (started < wanted) {
          started += 1;
          /** @type {Client} */
          const client = { url, lastEventId: "", retry: DEFAULT_RETRY_MS, blocks: [], others: {}, reconnects: 0, failed: {}, endedAt: null, resumeMs: [], answerMs: [], open: false, request: null };
          clients.push(client);
          const sent = now();
          const status = await connect(client);
          openMs.push(now() - sent);
          if (status === 200) opened += 1;
          else count(failed, String(status));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, wanted) }, worker));
      return { opened, failed, openMs };
    },
    async probe({ url, count: wanted }) {
      /** @type {Record<string, number>} */
      const statuses = {};
      /** @type {number[]} */
      const ms = [];
      const one = () =>
        new Promise((resolve) => {
          const sent = now();
          const request = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (response) => {
            ms.push(now() - sent);
            count(statuses, String(response.statusCode ?? 0));
            response.destroy();
            resolve(undefined);
          });
          request.on("error", () => {
            count(statuses, "no answer");
            resolve(undefined);
          });
        });
      // As the pages are measured, a few clients in a loop: a burst of 200 would measure its own queue.
      let asked = 0;
      const loop = async () => {
        while (asked < wanted) {
          asked += 1;
          await one();
        }
      };
      await Promise.all(Array.from({ length: PROBE_CONCURRENCY }, loop));
      return { statuses, ms };
    },
    collect({ expected }) {
      /** @type {import("./stream-clients.mjs").Collected} */
      const total = { arrivals: /** @type {[number | null, number | null][]} */ ([]), clients: clients.length, missed: 0, duplicates: 0, outOfOrder: 0, unexpected: 0, clientsMissing: 0, latencies: [], reconnects: 0, failed: {}, resumeMs: [], answerMs: [], otherEvents: {} };
      for (const client of clients) {
        const checked = checkDeliveries(expected, client.blocks);
        total.missed += checked.missed;
        total.duplicates += checked.duplicates;
        total.outOfOrder += checked.outOfOrder;
        total.unexpected += checked.unexpected;
        if (checked.missed > 0) total.clientsMissing += 1;
        for (const ms of checked.latencies) total.latencies.push(ms);
        total.reconnects += client.reconnects;
        for (const [status, n] of Object.entries(client.failed)) total.failed[status] = (total.failed[status] ?? 0) + n;
        for (const [type, n] of Object.entries(client.others)) total.otherEvents[type] = (total.otherEvents[type] ?? 0) + n;
        total.resumeMs.push(...client.resumeMs);
        total.answerMs.push(...client.answerMs);
      }
      // Each block's first and last arrival here: the watch's delay and the fan-out's spread apart.
      /** @type {Map<string, number>} */
      const firstAt = new Map();
      /** @type {Map<string, number>} */
      const lastAt = new Map();
      for (const client of clients) {
        for (const block of client.blocks) {
          firstAt.set(block.id, Math.min(firstAt.get(block.id) ?? Infinity, block.at));
          lastAt.set(block.id, Math.max(lastAt.get(block.id) ?? -Infinity, block.at));
        }
      }
      total.arrivals = expected.map((/** @type {{ id: string }} */ block) => [firstAt.get(block.id) ?? null, lastAt.get(block.id) ?? null]);
      return total;
    },
    openNow: () => clients.filter((client) => client.open).length,
  };

  process.on("message", async (/** @type {{ id: number, op: string }} */ message) => {
    const op = ops[message.op];
    if (!op) throw new Error(`unknown op ${message.op}`);
    const result = await op(message);
    process.send?.({ id: message.id, result });
  });
  process.on("disconnect", () => {
    stopping = true;
    process.exit(0);
  });
}

if (process.argv[2] === CHILD_FLAG && process.send) runChild();
