// @ts-check
// The process ensureDemoChainApart (demo/ensure-demo-chains.mjs) forks to generate one
// network's demo chain: it receives the options, reports progress and the finished
// chain over the IPC channel, and exits, so that the memory the generation took goes
// back to the system. When the server that forked it goes away, it stops too (its
// half-built directory is removed by the next build).
import { ensureDemoChains } from "./ensure-demo-chains.mjs";

process.on("disconnect", () => process.exit(1));
process.once("message", async (/** @type {any} */ options) => {
  /** @param {unknown} message @param {number} code */
  const reportAndExit = (message, code) => {
    process.send?.(message, () => process.exit(code));
  };
  try {
    const chains = await ensureDemoChains({
      ...options,
      onProgress: (done, total, label) => process.send?.({ type: "progress", done, total, label }),
    });
    reportAndExit({ type: "done", chain: chains[options.networks[0]] }, 0);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    reportAndExit({ type: "error", message: failure.message, stack: failure.stack }, 1);
  }
});
