// @ts-check
// `npm start` on a fresh clone: build once when there is no build yet.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { isKnownBuildNoise } from "./build-noise.mjs";

/**
 * Copies `from` to `to` line by line, without the known noise of the build.
 * @param {import("node:stream").Readable} from
 * @param {NodeJS.WritableStream} to
 * @returns {Promise<void>}
 */
function copyWithoutNoise(from, to) {
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!isKnownBuildNoise(line)) to.write(`${line}\n`);
  });
  return new Promise((resolve) => lines.once("close", () => resolve()));
}

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the explorer (once)...");
  const child = spawn("npx", ["react-router", "build"], { stdio: ["inherit", "pipe", "pipe"] });
  const [code] = await Promise.all([
    new Promise((resolve) => child.once("close", (status) => resolve(status))),
    copyWithoutNoise(child.stdout, process.stdout),
    copyWithoutNoise(child.stderr, process.stderr),
  ]);
  if (code !== 0) process.exit(typeof code === "number" ? code : 1);
}
