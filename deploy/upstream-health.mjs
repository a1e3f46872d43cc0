#!/usr/bin/env node
// @ts-check
// Active health checks for nginx open source, which has none of its own: asks each
// node's /readyz every second and keeps nginx's upstream file listing the ready ones.
// Each change reloads nginx (SIGHUP), and a reload is not free: the old workers close
// their idle client connections and the ones they have just accepted, and a request
// already on its way over one is reset (10 reloads under 32 clients at load 7: 1
// request of 11,299 lost; the reload after a SIGKILL of a node: 7 of 6,363 at load
// 15). So the file changes only where nginx cannot do without it: a node that answers
// twice in a row that it cannot serve (its database down, its replica lagging past
// REPLICA_MAX_LAG_S) while another node can is marked `down`, and is back as soon as
// its /readyz says ready (deploy/upstream-states.mjs). A node that is gone (refuses or
// resets the connection), stopping (SIGTERM: it serves through its drain, then
// refuses) or only slow keeps its state: nginx's passive failover already sends its
// requests to the next node, losing none. When no node is in, all are: every node
// then answers the explorer's own 503 page, better than nginx's 502.
//
//   node deploy/upstream-health.mjs --nodes 127.0.0.1:3001,127.0.0.1:3002 \
//     --upstream-file /etc/nginx/prime-explorer/upstream.conf --nginx-pid-file /run/nginx.pid
//   node deploy/upstream-health.mjs --nodes ... --upstream-file ... --write
//     writes the file with every node in and exits (before nginx first starts)
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { nextStates } from "./upstream-states.mjs";

const { values } = parseArgs({
  options: {
    nodes: { type: "string" },
    "upstream-file": { type: "string" },
    "nginx-pid-file": { type: "string" },
    "interval-ms": { type: "string", default: "1000" },
    "timeout-ms": { type: "string", default: "2000" },
    write: { type: "boolean", default: false },
  },
});
if (!values.nodes || !values["upstream-file"] || (!values["nginx-pid-file"] && !values.write)) {
  console.error("usage: upstream-health.mjs --nodes HOST:PORT,... --upstream-file FILE --nginx-pid-file FILE");
  process.exit(2);
}
const nodes = values.nodes.split(",").map((node) => node.trim()).filter(Boolean);
const upstreamFile = values["upstream-file"];
const pidFile = values["nginx-pid-file"] ?? "";
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
  const lines = (/** @type {string} */ failures) => all.map((node) => `  server ${node} ${failures}${failOpen || ready.has(node) ? "" : " down"};`).join("\n");
  // least_conn: a node busy with slow pages gets fewer new ones (under overload the
  // slowest 1 % of pages took 1.6 s round robin, 0.5 s this way). Idle connections to a
  // node close before the node's own 5 s keep-alive does. The live streams' block
  // (deploy/nginx/upstream.conf says why): least_conn by open streams, no keepalive,
  // a node's 503 never marks it failed.
  return (
    `# Written by deploy/upstream-health.mjs: do not edit while it runs.\nupstream prime_explorer {\n  least_conn;\n${lines("max_fails=1 fail_timeout=2s")}\n  keepalive 32;\n  keepalive_timeout 4s;\n}\n` +
    `upstream prime_explorer_events {\n  least_conn;\n${lines("max_fails=0")}\n}\n`
  );
}

/**
 * A node's verdict: true when /readyz answered 200, false when it answered that the
 * node cannot serve, null when it gave none: the node is stopping, refused or reset
 * the connection, or did not answer in time (under overload its probe waits behind the
 * pages it renders).
 * @param {string} node
 * @returns {Promise<import("./upstream-states.mjs").Probe>}
 */
async function probe(node) {
  try {
    const response = await fetch(`http://${node}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    if (response.ok) return true;
    return statusOf(body) === "stopping" ? null : false;
  } catch {
    return null;
  }
}

/** The `status` of a /readyz body (`{"status":"stopping"}`), or null. @param {string} body */
function statusOf(body) {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.status === "string" ? parsed.status : null;
  } catch {
    return null;
  }
}

if (values.write) {
  writeFileSync(upstreamFile, upstreamBlock(nodes, new Set(nodes)));
  process.exit(0);
}

let current = "";
try {
  current = readFileSync(upstreamFile, "utf8");
} catch {
  // not written yet
}

/** Every node's state, all in at the start (as `--write` lists them). */
let states = new Map(nodes.map((node) => [node, { in: true, strikes: 0 }]));

async function check() {
  const probes = new Map(await Promise.all(nodes.map(async (node) => /** @type {const} */ ([node, await probe(node)]))));
  states = nextStates(states, probes);
  const ready = new Set(nodes.filter((node) => states.get(node)?.in));
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

for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(0));
// One round at a time: a round's strikes count the one before it.
for (;;) {
  await check();
  await sleep(intervalMs);
}
