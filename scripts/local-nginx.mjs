// @ts-check
// Debian's nginx in front of local nodes, configured as deploy/nginx/prime-explorer.conf
// is (its http-level settings, deploy/nginx/proxy.conf for the server), in a folder of
// the caller's: `npm run deploy:local` (scripts/deploy-local.mjs) and the per-machine
// bench (scripts/bench/machine.mjs) stand up the same front.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDebianPackages } from "./debian-packages.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
export const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
// proxy.conf's delayed 503 (echo_sleep); Debian's libnginx-mod-http-echo.
const ECHO_MODULE = "/usr/share/nginx/modules/ngx_http_echo_module.so";
const LOG_FORMAT = readFileSync(path.join(ROOT, "deploy/nginx/prime-explorer.conf"), "utf8").match(/^log_format [^;]+;/m)?.[0] ?? "";

/**
 * Connections a worker may hold: a live stream is two (the client's and the node's)
 * for as long as it is open, and a worker may take most of them (nginx does not
 * spread connections evenly over its workers): 10,000 streams, 20,000
 * connections, in one worker, and the requests beside them.
 */
const NGINX_WORKER_CONNECTIONS = 24_576;
// Files a worker may open (its connections and the cache's files); a worker still
// holding streams after a reload closes them after 10 s (their clients resume
// elsewhere from their Last-Event-ID) instead of living on as long as they do.
const NGINX_MAIN_SETTINGS = ["worker_rlimit_nofile 50000;", "worker_shutdown_timeout 10s;"];

/** @type {import("./debian-packages.mjs").DebianNeed[]} */
export const NGINX_NEEDS = [
  { file: NGINX, package: "nginx-light" },
  { file: ECHO_MODULE, package: "libnginx-mod-http-echo" },
];

/** nginx and its echo module: installed as root when missing, else an error naming the command (or set NGINX). */
export function ensureNginxInstalled() {
  ensureDebianPackages(NGINX_NEEDS);
}

/**
 * Writes `dir`/nginx.conf (and the upstream file of `nodes`, its cache and temp
 * folders) and has nginx check it; returns the configuration's path.
 * `keepaliveRequests` raises nginx's 1,000 requests a client connection (the bench's
 * clients send thousands on each and count nginx's close as an error; a browser reconnects).
 * @param {{ dir: string, port: number, nodes: string[], upstreamFile: string, pidFile: string,
 *   workerProcesses: string, accessLog: boolean, writtenBy: string, keepaliveRequests?: number }} options
 */
export function writeLocalNginxConf({ dir, port, nodes, upstreamFile, pidFile, workerProcesses, accessLog, writtenBy, keepaliveRequests }) {
  for (const sub of ["cache", "temp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // Workers run as nobody when nginx starts as root: they write the cache and temp files.
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "nobody:nogroup", path.join(dir, "cache"), path.join(dir, "temp")]);
  execFileSync(process.execPath, ["deploy/upstream-health.mjs", "--write", "--nodes", nodes.join(","), "--upstream-file", upstreamFile], { cwd: ROOT });
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    [
      `# Written by ${writtenBy}: deploy/nginx/prime-explorer.conf with its ports and folders.`,
      `load_module ${ECHO_MODULE};`,
      `worker_processes ${workerProcesses};`,
      `pid ${pidFile};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "daemon off;",
      // Room for 10,000 live streams on two nodes (deploy/nginx/prime-explorer.conf says why).
      ...NGINX_MAIN_SETTINGS,
      `events { worker_connections ${NGINX_WORKER_CONNECTIONS}; }`,
      "http {",
      `  ${LOG_FORMAT}`,
      // The bench leaves it off: a line per request is disk work the deployment may or may not do.
      accessLog ? `  access_log ${path.join(dir, "access.log")} prime_explorer;` : "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      ...(keepaliveRequests ? [`  keepalive_requests ${keepaliveRequests};`] : []),
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
  execFileSync(NGINX, ["-t", "-q", "-c", conf, "-p", dir, "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  return conf;
}
