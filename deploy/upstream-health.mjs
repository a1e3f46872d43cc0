#!/usr/bin/env node
// @ts-check
// Active health checks for nginx open source, which has none of its own: asks each
// node's /readyz every second and keeps nginx's upstream file listing the ready ones.
// A node that is not ready (stopping, its database down, its replica lagging past
// REPLICA_MAX_LAG_S) is marked `down` and nginx is reloaded (SIGHUP: in-flight
// requests finish on the old workers). When no node is ready, all stay in: every
// node then answers the explorer's own 503 page, better than nginx's 502.
//
//   node deploy/upstream-health.mjs --nodes 127.0.0.1:3001,127.0.0.1:3002 \
//     --upstream-file /etc/nginx/prime-explorer/upstream.conf --nginx-pid-file /run/nginx.pid
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    nodes: { type: "string" },
    "upstream-file": { type: "string" },
    "nginx-pid-file": { type: "string" },
    "interval-ms": { type: "string", default: "1000" },
    "timeout-ms": { type: "string", default: "800" },
  },
});
if (!values.nodes || !values["upstream-file"] || !values["nginx-pid-file"]) {
  console.error("usage: upstream-health.mjs --nodes HOST:PORT,... --upstream-file FILE --nginx-pid-file FILE");
  process.exit(2);
}
const nodes = values.nodes.split(",").map((node) => node.trim()).filter(Boolean);
const upstreamFile = values["upstream-file"];
const pidFile = values["nginx-pid-file"];
const intervalMs = Number(values["interval-ms"]);
const timeoutMs = Number(values["timeout-ms"]);

/**
 * The upstream block for these ready states: every node, the not-ready ones `down`
 * (all in when none is ready).
 * @param {readonly string[]} all
 * @param {ReadonlySet<string>} ready
 */
function upstreamBlock(all, ready) {
  const failOpen = ready.size === 0;
  const lines = all.map((node) => `  server ${node} max_fails=1 fail_timeout=5s${failOpen || ready.has(node) ? "" : " down"};`);
  return `# Written by deploy/upstream-health.mjs: do not edit while it runs.\nupstream prime_explorer {\n${lines.join("\n")}\n  keepalive 32;\n}\n`;
}

/** @param {string} node */
async function isReady(node) {
  try {
    const response = await fetch(`http://${node}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

let current = "";
try {
  current = readFileSync(upstreamFile, "utf8");
} catch {
  // not written yet
}

async function check() {
  const states = await Promise.all(nodes.map(async (node) => [node, await isReady(node)]));
  const ready = new Set(states.filter(([, ok]) => ok).map(([node]) => /** @type {string} */ (node)));
  const block = upstreamBlock(nodes, ready);
  if (block === current) return;
  const temp = `${upstreamFile}.tmp`;
  writeFileSync(temp, block);
  renameSync(temp, upstreamFile);
  current = block;
  const down = nodes.filter((node) => !ready.has(node));
  console.log(`upstream: ${ready.size} of ${nodes.length} ready${down.length > 0 ? ` (not ready: ${down.join(", ")}${ready.size === 0 ? "; all kept in" : ""})` : ""}`);
  try {
    process.kill(Number(readFileSync(pidFile, "utf8").trim()), "SIGHUP");
  } catch (error) {
    console.error(`nginx not reloaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const timer = setInterval(() => void check(), intervalMs);
void check();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    clearInterval(timer);
    process.exit(0);
  });
}
