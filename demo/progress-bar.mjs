// @ts-check
// A one-line progress bar for the terminal (redrawn in place on a TTY; on a pipe or in
// CI, one line per phase and per tenth, so logs stay short).

const WIDTH = 30;

/**
 * @param {NodeJS.WriteStream} [stream]
 * @returns {{ update: (done: number, total: number, label: string) => void, finish: (message: string) => void }}
 */
export function createProgressBar(stream = process.stderr) {
  const started = Date.now();
  let lastLabel = "";
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(done, total, label) {
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (stream.isTTY) {
        // Redraw at most ~10 times a second.
        if (Date.now() - lastDraw < 100 && label === lastLabel && ratio < 1) return;
        lastDraw = Date.now();
        lastLabel = label;
        const filled = Math.round(ratio * WIDTH);
        const bar = "█".repeat(filled) + "░".repeat(WIDTH - filled);
        stream.write(`\r${bar} ${(ratio * 100).toFixed(0).padStart(3)}%  ${seconds}s  ${label}\x1b[K`);
        return;
      }
      const tenth = Math.floor(ratio * 10);
      if (label !== lastLabel || tenth !== lastTenth) {
        lastLabel = label;
        lastTenth = tenth;
        stream.write(`${(ratio * 100).toFixed(0).padStart(3)}%  ${seconds}s  ${label}\n`);
      }
    },
    finish(message) {
      if (stream.isTTY) stream.write("\r\x1b[K");
      stream.write(`${message} (${((Date.now() - started) / 1000).toFixed(1)}s)\n`);
    },
  };
}
