// @ts-check
// `npm run bench -- --machine`: the machine as the reference deployment runs it.
// One node with SERVER_PROCESSES equal to the cores, behind Debian's nginx with
// deploy/nginx/proxy.conf (its cache, its in-flight limit, its compression),
// measured through nginx: what a machine serves, not what one process does.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
// proxy.conf's delayed 503 (echo_sleep); Debian's libnginx-mod-http-echo.
const ECHO_MODULE = "/usr/share/nginx/modules/ngx_http_echo_module.so";

/**
 * nginx on `port` in front of one node on `nodePort`, in a scratch folder of its
 * own; the same http-level settings as scripts/deploy-local.mjs writes.
 * @param {{ port: number, nodePort: number }} options
 */
export async function startNginx({ port, nodePort }) {
  for (const file of [NGINX, ECHO_MODULE]) {
    if (!existsSync(file)) throw new Error(`${file} not found: install Debian's nginx-light and libnginx-mod-http-echo (or set NGINX)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "prime-explorer-bench-nginx-"));
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "temp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // Workers run as nobody when nginx starts as root: they write the cache and temp files.
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "nobody:nogroup", path.join(dir, "cache"), path.join(dir, "temp")]);
  const upstreamFile = path.join(dir, "upstream.conf");
  execFileSync(process.execPath, ["deploy/upstream-health.mjs", "--write", "--nodes", `127.0.0.1:${nodePort}`, "--upstream-file", upstreamFile], { cwd: ROOT });
  const logFormat = readFileSync(path.join(ROOT, "deploy/nginx/prime-explorer.conf"), "utf8").match(/^log_format [^;]+;/m)?.[0] ?? "";
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    [
      "# Written by scripts/bench/machine.mjs: deploy/nginx/prime-explorer.conf with the bench's ports and folders.",
      `load_module ${ECHO_MODULE};`,
      // One worker per core, as Debian's nginx.conf sets (worker_processes auto).
      "worker_processes auto;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "daemon off;",
      "events { worker_connections 4096; }",
      "http {",
      `  ${logFormat}`,
      // No access log: a line per request is disk work the deployment may or may not do.
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      "  limit_conn_zone $server_port zone=prime_explorer_inflight:1m;",
      `  proxy_cache_path ${path.join(dir, "cache")} levels=1:2 keys_zone=prime_explorer:10m max_size=256m inactive=1h use_temp_path=off;`,
      `  include ${upstreamFile};`,
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    include ${path.join(ROOT, "deploy", "nginx", "proxy.conf")};`,
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = path.join(dir, "error.log");
  execFileSync(NGINX, ["-t", "-q", "-c", conf, "-p", dir, "-e", errorLog], { stdio: "inherit" });
  const child = spawn(NGINX, ["-c", conf, "-p", dir, "-e", errorLog], { stdio: "ignore" });
  return {
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
