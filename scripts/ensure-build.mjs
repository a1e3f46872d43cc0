// @ts-check
// A fresh clone's first start (`npm start`, `npm run worker`): build once when there is
// no build yet. server.mjs calls it while the demo chains are generated: the build runs
// at a lower priority (it is wanted only once mainnet's chain is loaded, while that
// chain's loader is the longest chain of work), and its own output is kept back (shown
// only when it fails): it would tear the progress bar.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { setPriority } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isKnownBuildNoise } from "./build-noise.mjs";

// The repository's root, wherever the caller runs from.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER_BUILD = join(ROOT, "build/server/index.js");
const BUILD_NICE = 19;

/**
 * The lines of `from`, without the known noise of the build.
 * @param {import("node:stream").Readable} from
 * @param {string[]} into
 * @returns {Promise<void>}
 */
function collectLines(from, into) {
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!isKnownBuildNoise(line)) into.push(line);
  });
  return new Promise((resolve) => lines.once("close", () => resolve()));
}

/**
 * A line of its own on stderr, where the progress bar is drawn (cleared first on a terminal).
 * @param {string} text
 */
function say(text) {
  process.stderr.write(`${process.stderr.isTTY ? "\r\x1b[K" : ""}${text}\n`);
}

/** Builds the explorer unless a build is there; exits the process when the build fails. */
export async function ensureBuild() {
  if (existsSync(SERVER_BUILD)) return;
  say("No build found: building the explorer (once)...");
  const started = Date.now();
  /** @type {string[]} */
  const output = [];
  const child = spawn("npx", ["react-router", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  // Nice 10 before it starts its own processes and threads, which inherit it.
  if (child.pid !== undefined) setPriority(child.pid, BUILD_NICE);
  const [code] = await Promise.all([
    new Promise((resolve) => child.once("close", (status) => resolve(status))),
    collectLines(child.stdout, output),
    collectLines(child.stderr, output),
  ]);
  if (code !== 0) {
    say(output.join("\n"));
    say(`The build failed (exit code ${code}).`);
    process.exit(typeof code === "number" && code !== 0 ? code : 1);
  }
  say(`Explorer built (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await ensureBuild();
