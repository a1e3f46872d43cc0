// @ts-check
// The listener of one server process and its shutdown, the way a load balancer
// expects (issue 12; docs/reliability.md, "What a load balancer sees").
import http from "node:http";
import net from "node:net";

/** In-flight requests get this long after SIGTERM before the process ends anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;
// A connection that has sent no request this long after opening is someone's
// preconnect, not a request on its way.
const SILENT_CONNECTION_MS = 2_000;
const SWEEP_EVERY_MS = 50;

/**
 * The start-up line's address, from server.address(): what it is bound to, and
 * for a wildcard a hint that it means every interface.
 * @param {string | import("node:net").AddressInfo | null} address
 */
export function describeListenAddress(address) {
  if (address === null) return "nowhere (not listening)";
  if (typeof address === "string") return address; // a Unix socket or pipe
  const host = address.family === "IPv6" || address.address.includes(":") ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  if (address.address === "0.0.0.0") return `${url} (all IPv4 interfaces; this machine: http://localhost:${address.port})`;
  if (address.address === "::") return `${url} (all interfaces; this machine: http://localhost:${address.port})`;
  return url;
}

/**
 * Listens with `listener` (the pipeline) on the settings' port until SIGTERM or
 * SIGINT. Then `lifecycle.stopping` turns true at once (/readyz answers 503 and
 * every response carries `Connection: close`), but the listener stays open for
 * the drain window: a client that sent its request just before the signal may
 * still be in the kernel's accept queue or have its request unread, and closing
 * then resets it. After the window the listener closes; a connection is
 * destroyed only once it is idle after answering a request (or has sent nothing
 * since it opened); then `stopServices` and the process exits, within the grace period.
 * @param {import("node:http").RequestListener} listener
 * @param {{ port: number, host: string, shutdownDrainMs: number }} settings
 * @param {import("./pipeline.mjs").Lifecycle} lifecycle
 * @param {() => Promise<void>} stopServices
 */
export function listenUntilStopped(listener, settings, lifecycle, stopServices) {
  const server = http.createServer(listener).listen(settings.port, settings.host, () => {
    console.log(`Prime Explorer listening on ${describeListenAddress(server.address())}`);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;

  /**
   * What the shutdown needs to know of each connection. Node's own
   * closeIdleConnections() (which http.Server#close() also calls) counts a
   * connection whose request has not been read yet as idle and destroys it.
   * @typedef {{ openedAt: number, served: boolean, active: number }} ConnectionState
   * @type {Map<import("node:net").Socket, ConnectionState>}
   */
  const connections = new Map();
  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    connections.set(socket, { openedAt: Date.now(), served: false, active: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.served = true;
    state.active += 1;
    res.once("close", () => {
      state.active -= 1;
    });
  });

  /** Destroys the connections that are done: idle after a response, or silent since they opened. */
  function sweepConnections() {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active === 0 && (state.served || now - state.openedAt >= SILENT_CONNECTION_MS)) socket.destroy();
    }
  }

  /** @param {string} signal */
  function shutdown(signal) {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    // The live streams end now: an open stream is never idle, and its clients should move on at once.
    for (const hook of lifecycle.whenStopping ?? []) hook();
    console.log(`${signal} received: /readyz answers 503; draining for ${settings.shutdownDrainMs} ms, then finishing in-flight requests`);
    setTimeout(() => {
      console.error("Shutdown grace period over: closing remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(stopListening, settings.shutdownDrainMs);
  }

  function stopListening() {
    // net.Server's close, not http.Server's: that one first destroys every
    // connection without an active request, including those whose request is
    // still on its way.
    net.Server.prototype.close.call(server, async () => {
      clearInterval(sweeper);
      await stopServices();
      process.exit(0);
    });
    const sweeper = setInterval(sweepConnections, SWEEP_EVERY_MS);
    sweepConnections();
  }

  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
