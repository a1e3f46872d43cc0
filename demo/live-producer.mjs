// @ts-check
// The live demo chain (ADR 004, "Live"): while the server runs on the embedded demo
// chains, each network gets its next block when the generator says it is due
// (slot leadership at the active slot coefficient: ~20 s apart on average, a
// Poisson process). The generator runs in a worker thread (live-worker.mjs);
// here we only wait, ask for the due blocks and write them, each batch in one
// call that is one transaction. A later start first catches up to 'now' in
// batches, between which visitors' queries get their turn.
import { Worker } from "node:worker_threads";
import { detectDbSyncShape } from "../schema/dbsync-shape.mjs";

/** Blocks per write while catching up: small enough that queued page queries wait well under their limit. */
const CATCH_UP_BATCH = 50;
const WRITE_TIMEOUT_MS = 30_000;
const RETRY_MS = 10_000;
// setTimeout's ceiling; a block due later than this is waited for in steps.
const MAX_WAIT_MS = 2 ** 31 - 1;

/** @typedef {import("./generator/addresses.mjs").Network} Network */

/**
 * What the producer needs of a network's database (the server's Db has it).
 * @typedef {object} LiveDb
 * @property {(sql: string) => Promise<Array<{ tip: number | null }>>} query
 * @property {(script: string, options: { timeoutMs: number }) => Promise<unknown>} exec
 */

/**
 * @typedef {object} LiveChainSpec
 * @property {Network} network
 * @property {string} seed
 * @property {import("./generator/profiles.mjs").Scale} scale
 * @property {number} generatedAt the 'now' the stored chain was generated for (its marker), ms
 */

/**
 * @typedef {object} LiveProducerOptions
 * @property {() => number} [clock]
 * @property {number} [speed] how many of the clock's ms pass per ms of real time (a fast clock for a test); waits are divided by it
 * @property {(message: string) => void} [log]
 */

/**
 * @typedef {object} LiveProducer
 * @property {Promise<void>} caughtUp resolves when every network has caught up to the clock at least once
 * @property {() => Promise<void>} stop
 */

/** @typedef {{ blockNo: number, slot: number, time: number, epoch: number }} Tip */
/** @typedef {{ tip: Tip, nextBlockTime: number, blocks?: number, script?: string | null }} Answer */

/**
 * @param {readonly LiveChainSpec[]} chains
 * @param {(network: Network) => LiveDb} dbFor
 * @param {LiveProducerOptions} [options]
 * @returns {LiveProducer}
 */
export function startLiveProducer(chains, dbFor, options = {}) {
  const clock = options.clock ?? Date.now;
  const speed = options.speed ?? 1;
  const log = options.log ?? ((message) => console.log(message));
  const worker = new Worker(new URL("./live-worker.mjs", import.meta.url));
  // Its own thread must not keep the process alive after SIGTERM's drain.
  worker.unref();
  /** @type {Map<number, { resolve: (answer: Answer) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let nextId = 1;
  let stopped = false;
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {Set<Promise<unknown>>} */
  const writes = new Set();

  worker.on("message", (/** @type {{ id: number, result?: Answer, error?: string }} */ message) => {
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) call?.reject(new Error(message.error));
    else if (message.result) call?.resolve(message.result);
  });
  worker.on("error", (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  });

  /**
   * @param {Record<string, unknown>} message
   * @returns {Promise<Answer>}
   */
  const ask = (message) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });

  /** @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(undefined);
      }, Math.min(Math.max(ms, 0), MAX_WAIT_MS));
      timer.unref();
      timers.add(timer);
    });

  /**
   * @param {LiveChainSpec} spec
   * @param {LiveDb} db
   */
  async function open(spec, db) {
    const [row] = await db.query("SELECT max(block_no) AS tip FROM block");
    // db-sync 13.7.2's `epoch` is a view: written only where it is a table.
    const shape = await detectDbSyncShape((sql) => /** @type {Promise<Record<string, unknown>[]>} */ (db.query(sql)));
    return ask({ type: "open", ...spec, tipBlockNo: row?.tip ?? 0, epochTable: shape.epoch === "table" });
  }

  /**
   * @param {LiveChainSpec} spec
   * @param {() => void} onCaughtUp
   */
  async function run(spec, onCaughtUp) {
    const db = dbFor(spec.network);
    let caughtUp = false;
    while (!stopped) {
      try {
        let answer = await open(spec, db);
        let written = 0;
        for (;;) {
          if (stopped) return;
          if (answer.nextBlockTime > clock()) {
            if (!caughtUp) {
              caughtUp = true;
              if (written > 0) log(`${spec.network}: caught up with ${written} blocks, tip ${answer.tip.blockNo}`);
              onCaughtUp();
            }
            await sleep((answer.nextBlockTime - clock()) / speed);
            continue;
          }
          answer = await ask({ type: "until", network: spec.network, now: clock(), maxBlocks: CATCH_UP_BATCH });
          if (!answer.script || stopped) continue;
          const write = db.exec(answer.script, { timeoutMs: WRITE_TIMEOUT_MS });
          writes.add(write);
          try {
            await write;
          } finally {
            writes.delete(write);
          }
          written += answer.blocks ?? 0;
        }
      } catch (error) {
        if (stopped) return;
        // The generator may be ahead of what was stored: start again from the database's tip.
        log(`${spec.network}: live block not written (${error instanceof Error ? error.message : String(error)}); retrying`);
        onCaughtUp();
        await sleep(RETRY_MS);
      }
    }
  }

  const runs = chains.map(
    (spec) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          void run(spec, resolve);
        })
      ),
  );

  return {
    caughtUp: Promise.all(runs).then(() => undefined),
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...writes]);
      for (const call of pending.values()) call.reject(new Error("live producer stopped"));
      pending.clear();
      await worker.terminate();
    },
  };
}
