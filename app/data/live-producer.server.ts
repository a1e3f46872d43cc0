// The live demo chain (DESIGN.md §4): while the server runs on the embedded demo
// chains, each network gets its next block when the generator says it is due
// (slot leadership at the active slot coefficient: ~20 s apart on average, a
// Poisson process). The generator runs in a worker thread (demo/live-worker.mjs);
// here we only wait, ask for the due blocks and write them, each batch in one
// call that is one transaction. A later start first catches up to 'now' in
// batches, between which visitors' queries get their turn.
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Network } from "../lib/network";
import type { Db } from "./db-types.server";

export const LIVE_WORKER_PATH = "demo/live-worker.mjs";
/** Blocks per write while catching up: small enough that queued page queries wait well under their limit. */
const CATCH_UP_BATCH = 50;
const WRITE_TIMEOUT_MS = 30_000;
const RETRY_MS = 10_000;
// setTimeout's ceiling; a block due later than this is waited for in steps.
const MAX_WAIT_MS = 2 ** 31 - 1;

export type LiveChainSpec = {
  network: Network;
  seed: string;
  scale: "full" | "test";
  /** The 'now' the stored chain was generated for (its marker), ms. */
  generatedAt: number;
};

export type LiveProducerOptions = {
  /** Where demo/live-worker.mjs is found (default: the working directory). */
  projectRoot?: string;
  clock?: () => number;
  log?: (message: string) => void;
};

export type LiveProducer = {
  /** Resolves when every network has caught up to the clock at least once. */
  readonly caughtUp: Promise<void>;
  stop(): Promise<void>;
};

type Tip = { blockNo: number; slot: number; time: number; epoch: number };
type Answer = { tip: Tip; nextBlockTime: number; blocks?: number; script?: string | null };

export function startLiveProducer(
  chains: readonly LiveChainSpec[],
  dbFor: (network: Network) => Db,
  options: LiveProducerOptions = {},
): LiveProducer {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(message));
  const worker = new Worker(path.resolve(options.projectRoot ?? process.cwd(), LIVE_WORKER_PATH));
  // Its own thread must not keep the process alive after SIGTERM's drain.
  worker.unref();
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const writes = new Set<Promise<unknown>>();

  worker.on("message", (message: { id: number; result?: Answer; error?: string }) => {
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) call?.reject(new Error(message.error));
    else if (message.result) call?.resolve(message.result);
  });
  worker.on("error", (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  });

  const ask = (message: Record<string, unknown>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, Math.min(Math.max(ms, 0), MAX_WAIT_MS));
      timer.unref();
      timers.add(timer);
    });

  async function open(spec: LiveChainSpec, db: Db): Promise<Answer> {
    const [row] = await db.query<{ tip: number | null }>("SELECT max(block_no) AS tip FROM block");
    return ask({ type: "open", ...spec, tipBlockNo: row?.tip ?? 0 });
  }

  async function run(spec: LiveChainSpec, onCaughtUp: () => void): Promise<void> {
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
            await sleep(answer.nextBlockTime - clock());
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
      new Promise<void>((resolve) => {
        void run(spec, resolve);
      }),
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
