// @ts-check
// The generator's half of the live producer, in a worker thread: replaying a chain to
// its tip takes seconds of CPU and ~200 MB, which the server's event loop must not pay.
// Messages: { id, type: "open", network, seed, scale, generatedAt, tipBlockNo, epochTable } and
// { id, type: "until", network, now, maxBlocks }; every answer is { id, result } or { id, error }.
import { parentPort } from "node:worker_threads";
import { openLiveChain } from "./live-chain.mjs";
import { liveBlocksScript } from "./live-sql.mjs";

if (!parentPort) throw new Error("live-worker.mjs runs as a worker thread");
const port = parentPort;

/** @type {Map<string, import("./live-chain.mjs").LiveChain>} */
const chains = new Map();

/**
 * @param {any} message
 * @returns {unknown}
 */
function handle(message) {
  if (message.type === "open") {
    const { network, seed, scale, generatedAt, tipBlockNo, epochTable } = message;
    const chain = openLiveChain({ network, seed, scale, generatedAt, tipBlockNo, epochTable });
    chains.set(network, chain);
    return { tip: chain.tip(), nextBlockTime: chain.nextBlockTime() };
  }
  if (message.type === "until") {
    const chain = chains.get(message.network);
    if (!chain) throw new Error(`${message.network}: not open`);
    /** @type {import("./live-chain.mjs").LiveBlock[]} */
    const blocks = [];
    for (const block of chain.blocksUntil(message.now)) {
      blocks.push(block);
      if (blocks.length >= message.maxBlocks) break;
    }
    return {
      blocks: blocks.length,
      script: blocks.length > 0 ? liveBlocksScript(blocks) : null,
      tip: chain.tip(),
      nextBlockTime: chain.nextBlockTime(),
    };
  }
  throw new Error(`unknown message ${message.type}`);
}

port.on("message", (message) => {
  try {
    port.postMessage({ id: message.id, result: handle(message) });
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
