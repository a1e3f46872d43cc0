// @ts-check
// SERVER_PROCESSES > 1 (node:cluster): the primary that keeps the server processes.

// A server process that ends this soon after it started is failing at start
// (a database it cannot reach, a port in use): the next one waits, longer each time.
const STARTUP_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of SERVER_PROCESSES > 1 (node:cluster): it serves nothing itself,
 * keeps `count` server processes on the shared port, starts another when one
 * dies, and on SIGTERM or SIGINT passes the signal on (each drains and finishes
 * its requests, as one server does) and exits once all have, or at `graceMs`.
 * @param {{
 *   count: number,
 *   graceMs: number,
 *   cluster: Pick<import("node:cluster").Cluster, "fork" | "on">,
 *   exit?: (code: number) => void,
 *   onSignal?: (signal: "SIGTERM" | "SIGINT", handler: () => void) => void,
 *   log?: (line: string) => void,
 * }} options
 */
export function superviseServerProcesses({
  count,
  graceMs,
  cluster,
  exit = (code) => process.exit(code),
  onSignal = (signal, handler) => process.on(signal, handler),
  log = (line) => console.error(line),
}) {
  let stopping = false;
  let failed = false;
  let restartDelayMs = 1_000;
  // The processes alive, by worker id, with when each started. Kept here: the
  // cluster's own list may still hold a process after its 'exit' (until its
  // channel's 'disconnect'), and signalling an ended process is an error event.
  /** @type {Map<number, { worker: import("node:cluster").Worker, startedAt: number }>} */
  const alive = new Map();
  const start = () => {
    const worker = cluster.fork();
    alive.set(worker.id, { worker, startedAt: Date.now() });
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (alive.get(worker.id)?.startedAt ?? 0);
    alive.delete(worker.id);
    if (stopping) {
      // Ended by the signal passed on (one still starting has no handler for it yet) is stopped, not failed.
      if (code !== 0 && signal === null) failed = true;
      if (alive.size === 0) exit(failed ? 1 : 0);
      return;
    }
    const quick = lived < STARTUP_MS;
    const delay = quick ? restartDelayMs : 0;
    restartDelayMs = quick ? Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS) : 1_000;
    log(`Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another${delay ? ` in ${delay} ms` : ""}`);
    setTimeout(() => stopping || start(), delay);
  });

  /** @param {"SIGTERM" | "SIGINT"} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const { worker } of alive.values()) worker.process.kill(signal);
    if (alive.size === 0) exit(0);
    setTimeout(() => {
      log("Shutdown grace period over: ending the server processes left");
      for (const { worker } of alive.values()) worker.process.kill("SIGKILL");
      exit(1);
    }, graceMs).unref();
  };
  onSignal("SIGTERM", () => stop("SIGTERM"));
  onSignal("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) start();
}
