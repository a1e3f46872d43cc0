// @ts-check
// Worker thread of loadChain (demo/load.mjs) that generates the chain: its items go to
// the loader thread through the MessagePort in workerData, chunks transferred without
// copying. At most workerData.maxInFlight bytes wait unloaded, so memory stays bounded
// while the database is slower than the generator (e.g. during its first start).
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "./thread-priority.mjs";
import { generateChain } from "./generator/chain-generator.mjs";

if (workerData.background) lowerThreadPriority();

/** @type {number} */
const MAX_IN_FLIGHT = workerData.maxInFlight;

/** @type {import("node:worker_threads").MessagePort} */
const port = workerData.port;
let inFlight = 0;
/** @type {(() => void) | null} */
let wake = null;
port.on("message", (message) => {
  if (message.type === "loaded") {
    inFlight -= message.bytes;
    wake?.();
  }
});

try {
  for (const item of generateChain(workerData.options)) {
    if (item.kind === "rows") {
      // Only a chunk that owns its whole ArrayBuffer can be handed over.
      const csv = item.csv.byteOffset === 0 && item.csv.byteLength === item.csv.buffer.byteLength ? item.csv : Buffer.from(item.csv);
      inFlight += csv.byteLength;
      port.postMessage({ ...item, csv }, [/** @type {ArrayBuffer} */ (csv.buffer)]);
      while (inFlight > MAX_IN_FLIGHT) await new Promise((resolve) => (wake = () => resolve(undefined)));
    } else port.postMessage(item);
  }
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  parentPort?.postMessage({ type: "error", message: failure.message, stack: failure.stack });
} finally {
  port.close();
}
