// @ts-check
// Worker thread of loadChain (demo/load.mjs) that owns the database: it opens the
// target, loads the items arriving from the generator thread, reports progress to the
// parent and acknowledges each chunk so the generator may produce more.
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "./thread-priority.mjs";
import { loadItems } from "./load.mjs";

if (workerData.background) lowerThreadPriority();

const parent = parentPort;
if (!parent) throw new Error("load-in-worker.mjs runs as a worker thread");

/** @type {import("node:worker_threads").MessagePort} */
const port = workerData.port;
/** @type {import("./load.mjs").ChainItem[]} */
const queue = [];
let ended = false;
/** @type {(() => void) | null} */
let wake = null;
port.on("message", (item) => {
  queue.push(item);
  wake?.();
});
port.on("close", () => {
  ended = true;
  wake?.();
});

/** The items in arrival order, until the generator closes its side. */
async function* arriving() {
  for (;;) {
    const item = queue.shift();
    if (item) {
      if (item.kind === "rows") item.csv = Buffer.from(item.csv.buffer, item.csv.byteOffset, item.csv.byteLength);
      yield item;
      if (item.kind === "done") return;
    } else if (ended) return;
    else await new Promise((resolve) => (wake = () => resolve(undefined)));
  }
}

try {
  const summary = await loadItems(workerData.target, arriving(), {
    ...workerData.options,
    onProgress: (done, total, label) => parent.postMessage({ type: "progress", done, total, label }),
    onChunkLoaded: (bytes) => port.postMessage({ type: "loaded", bytes }),
  });
  parent.postMessage({ type: "done", summary });
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  parent.postMessage({ type: "error", message: failure.message, stack: failure.stack });
} finally {
  port.close();
}
