// @ts-check
// `npm run bench -- --machine`: the machine as the reference deployment runs it.
// One node with SERVER_PROCESSES equal to the cores, behind Debian's nginx with
// deploy/nginx/proxy.conf (its cache, its in-flight limit, its compression),
// measured through nginx: what a machine serves, not what one process does.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureNginxInstalled, NGINX, writeLocalNginxConf } from "../local-nginx.mjs";

/**
 * nginx on `port` in front of one node on `nodePort` (or the nodes on `nodePorts`),
 * in a scratch folder of its own, configured as `npm run deploy:local` configures
 * it (scripts/local-nginx.mjs).
 * @param {{ port: number, nodePort?: number, nodePorts?: number[] }} options
 */
export async function startNginx({ port, nodePort, nodePorts = nodePort === undefined ? [] : [nodePort] }) {
  ensureNginxInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), "prime-explorer-bench-nginx-"));
  chmodSync(dir, 0o755);
  const conf = writeLocalNginxConf({
    dir,
    port,
    nodes: nodePorts.map((p) => `127.0.0.1:${p}`),
    upstreamFile: path.join(dir, "upstream.conf"),
    pidFile: path.join(dir, "nginx.pid"),
    // One worker per core, as Debian's nginx.conf sets.
    workerProcesses: "auto",
    accessLog: false,
    keepaliveRequests: 10_000_000,
    writtenBy: "scripts/bench/machine.mjs",
  });
  const errorLog = path.join(dir, "error.log");
  const child = spawn(NGINX, ["-c", conf, "-p", dir, "-e", errorLog], { stdio: "ignore" });
  return {
    /** nginx's master process (its workers are its children). */
    pid: child.pid,
    stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server processes of a machine: one per core. */
export function machineProcesses() {
  return os.availableParallelism();
}

/**
 * Per-machine figures as a table: each route's req/s, p50 and p99 at each number
 * of connections, and the answers that were not 2xx (nginx sheds past its
 * in-flight limit with a 503).
 * @param {number[]} connectionCounts
 * @param {Record<string, Record<string, import("../bench.mjs").Measurement>>} byConnections
 */
export function formatMachineTable(connectionCounts, byConnections) {
  const routes = [...new Set(connectionCounts.flatMap((n) => Object.keys(byConnections[n] ?? {})))];
  const header = ["route", ...connectionCounts.map((n) => `${n} conn: req/s, p50 / p99 ms, not 2xx`)];
  const rows = routes.map((route) => [
    route,
    ...connectionCounts.map((n) => {
      const m = byConnections[n]?.[route];
      return m ? `${m.requestsPerSecond.toFixed(0)}, ${m.p50.toFixed(0)} / ${m.p99.toFixed(0)}, ${m.errors}` : "";
    }),
  ]);
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
