// @ts-check
// A one-line progress bar for the terminal (redrawn in place on a TTY; on a pipe or in
// CI, one line per phase, per tenth and at most a minute apart, so logs stay short),
// with the elapsed time and an estimate of the time left.

const WIDTH = 30;
/** No estimate before this share of the work is done (the first moments say little). */
const ETA_FROM_RATIO = 0.01;
const ETA_FROM_MS = 5_000;
/** On a pipe, a line at least this often while the work goes on. */
const PIPE_LINE_MS = 60_000;

/**
 * "42s", "12m 05s", "1h 02m".
 * @param {number} seconds
 */
export function formatDuration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/**
 * Time left at the average pace so far, or null while too little is done to tell.
 * @param {number} ratio done / total, 0…1
 * @param {number} elapsedMs
 * @returns {number | null} seconds
 */
export function estimateRemaining(ratio, elapsedMs) {
  if (ratio >= 1) return 0;
  if (ratio < ETA_FROM_RATIO || elapsedMs < ETA_FROM_MS) return null;
  return ((elapsedMs / ratio) * (1 - ratio)) / 1000;
}

/**
 * @param {NodeJS.WriteStream} [stream]
 * @param {() => number} [clock] ms
 * @returns {{ update: (done: number, total: number, label: string) => void, finish: (message: string) => void }}
 *   finish: a line of its own with the time since the start (a part of the work done); on a
 *   TTY the bar is drawn again below it by the next update, while other parts go on.
 */
export function createProgressBar(stream = process.stderr, clock = Date.now) {
  const started = clock();
  let lastLabel = "";
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(done, total, label) {
      const now = clock();
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const elapsed = now - started;
      const remaining = estimateRemaining(ratio, elapsed);
      const times = `${formatDuration(elapsed / 1000)}${remaining === null ? "" : `, ~${formatDuration(remaining)} left`}`;
      if (stream.isTTY) {
        // Redraw at most ~10 times a second.
        if (now - lastDraw < 100 && label === lastLabel && ratio < 1) return;
        lastDraw = now;
        lastLabel = label;
        const filled = Math.round(ratio * WIDTH);
        const bar = "█".repeat(filled) + "░".repeat(WIDTH - filled);
        // Cut to the terminal's width: a line that wraps cannot be drawn again in place.
        const line = `${bar} ${(ratio * 100).toFixed(0).padStart(3)}%  ${times}  ${label}`;
        stream.write(`\r${stream.columns > 1 ? [...line].slice(0, stream.columns - 1).join("") : line}\x1b[K`);
        return;
      }
      const tenth = Math.floor(ratio * 10);
      if (label !== lastLabel || tenth !== lastTenth || now - lastDraw >= PIPE_LINE_MS) {
        lastLabel = label;
        lastTenth = tenth;
        lastDraw = now;
        stream.write(`${(ratio * 100).toFixed(0).padStart(3)}%  ${times}  ${label}\n`);
      }
    },
    finish(message) {
      if (stream.isTTY) stream.write("\r\x1b[K");
      stream.write(`${message} (${((clock() - started) / 1000).toFixed(1)}s)\n`);
    },
  };
}
