// The embedded database worker's messages other than the wire protocol:
// "ready" once it serves, "fatal" when PGlite itself failed, and answers to
// commands (copy, close) matched by id.
import type { Worker } from "node:worker_threads";

type Command = { type: "copy"; sql: string; csv: string } | { type: "close" };

export class WorkerCommands {
  onFatal: () => void = () => {};
  readonly #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  #ready: Promise<void>;

  constructor(worker: Worker) {
    this.#worker = worker;
    let started: () => void = () => {};
    let failed: (error: Error) => void = () => {};
    this.#ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    worker.on("message", (message: { type: string; id?: number; error?: Record<string, unknown> }) => {
      if (message.type === "ready") started();
      else if (message.type === "fatal") this.onFatal();
      else if (message.type === "done" && message.id !== undefined) this.#answer(message.id, message.error);
    });
    // Without a listener an uncaught error in the worker would crash the server.
    worker.on("error", (error) => failed(error));
    worker.on("exit", (code) => {
      const gone = new Error(`the embedded database worker exited (code ${code})`);
      failed(gone);
      for (const id of [...this.#pending.keys()]) this.#answer(id, { message: gone.message, code: "CONNECTION_CLOSED" });
    });
  }

  /** Resolves when the worker has done it; rejects with its error (an SQL error keeps its SQLSTATE). */
  send(command: Command, timeoutMs = 0): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const id = this.#next++;
      this.#pending.set(id, { resolve, reject });
      if (timeoutMs > 0) setTimeout(() => this.#answer(id, { message: "no answer from the worker" }), timeoutMs).unref();
      this.#worker.postMessage({ ...command, id });
    });
  }

  ready(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms`)), timeoutMs);
      this.#ready.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }

  #answer(id: number, error?: Record<string, unknown>): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (!error) return pending.resolve();
    const sqlState = typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code);
    pending.reject(Object.assign(new Error(String(error.message)), error, sqlState ? { name: "PostgresError" } : {}));
  }
}
