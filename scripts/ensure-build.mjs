// @ts-check
// `npm start` on a fresh clone: build once when there is no build yet.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the explorer (once)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
