// @ts-check
// `npm run deploy:local`: the reference deployment (deploy/, README "Running in
// production") stood up on this machine from Debian's nginx and PostgreSQL binaries:
//
//   a PostgreSQL primary (initdb, seeded with the demo chains, one database per network)
//   a streaming replica of it (pg_basebackup -R), hot standby
//   db-sync played on the primary: each network's next block when it comes due
//   the summary worker (`node worker.mjs`) on the primary
//   two server nodes (`node server.mjs`, SUMMARY_WORKER=off) on the replica
//   nginx in front (deploy/nginx/proxy.conf), with deploy/upstream-health.mjs
//
// every part on a loopback port it chooses. It stays in the foreground and stops
// everything on Ctrl-C (SIGINT/SIGTERM); `-- --down` stops a stand-up started
// elsewhere. What it started and where is in .deploy-local/state.json.
//
//   npm run deploy:local [-- --port P] [--nodes N] [--scale test|full] [--speed X] [--now ISO]
//   npm run deploy:local -- --down
import { spawn, execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureDebianPackages } from "./debian-packages.mjs";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../app/lib/runtime/memory-budget.mjs";
import { NGINX, NGINX_NEEDS, writeLocalNginxConf } from "./local-nginx.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const STATE_FILE = path.join(ROOT, ".deploy-local", "state.json");
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const NETWORKS = /** @type {const} */ (["mainnet", "testnet"]);
const AS_ROOT = process.getuid?.() === 0;
// deploy/nginx/prime-explorer.conf's, which node answered and whether from the cache.

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    nodes: { type: "string", default: "2" },
    scale: { type: "string", default: "test" },
    speed: { type: "string", default: "1" },
    now: { type: "string" },
    down: { type: "boolean", default: false },
  },
});

/**
 * What a stand-up started, for `--down` and for the deployment tests.
 * @typedef {{ port: number, pid: number | null, url: string }} NodeState
 * @typedef {{ port: number, data: string, sockets: string, urls: Record<"mainnet" | "testnet", string>, options: string }} Cluster
 *   `options`: what `pg_ctl -o` starts it with (a test restarts it alike); `sockets`: its unix socket
 *   folder, outside the data folder (pg_basebackup would copy the socket, and say so)
 * @typedef {object} DeployState
 * @property {number} pid this script's process
 * @property {string} dir its scratch folder (PostgreSQL data, nginx's files, logs)
 * @property {string} url nginx
 * @property {Cluster} primary
 * @property {Cluster} replica
 * @property {NodeState[]} nodes
 * @property {{ pid: number | null }} worker
 * @property {{ pid: number | null, conf: string, pidFile: string, upstreamFile: string }} nginx
 * @property {{ pid: number | null }} health
 * @property {Array<{ network: string, pid: number | null }>} producers
 * @property {{ now: string, speed: number, scale: string }} chain
 * @property {Record<string, string>} nodeEnv the environment every node starts with (a test starts more alike)
 * @property {Record<string, string>} workerEnv the worker's
 */

if (values.down) {
  await down();
  process.exit(0);
}

const nodeCount = wholeNumber("--nodes", values.nodes, 1);
const speed = Number(values.speed);
if (!(speed > 0)) fail(`--speed must be a positive number, not ${values.speed}`);
if (values.scale !== "test" && values.scale !== "full") fail(`--scale must be test or full, not ${values.scale}`);
const now = values.now ?? new Date().toISOString().replace(/\.\d+Z$/, "Z");
if (Number.isNaN(Date.parse(now))) fail(`--now is not an ISO 8601 time: ${now}`);
try {
  // PostgreSQL's own binaries for the two clusters, Debian's nginx for the front (or PG_BIN / NGINX).
  ensureDebianPackages([{ file: path.join(PG_BIN, "initdb"), package: "postgresql" }, ...NGINX_NEEDS]);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (existsSync(STATE_FILE) && isAlive(readState().pid)) fail(`a stand-up is already running (pid ${readState().pid}): npm run deploy:local -- --down`);

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;
const dir = mkdtempSync(path.join(os.tmpdir(), "prime-explorer-deploy-"));
chmodSync(dir, 0o755);
const log = (/** @type {string} */ message) => console.log(`[deploy:local] ${message}`);

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => void stopAll(0));
}

try {
  await standUp();
} catch (error) {
  console.error(`[deploy:local] failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}

async function standUp() {
  const [nginxPort = 0, primaryPort = 0, replicaPort = 0, ...nodePorts] = await freePorts(3 + nodeCount);
  const port = values.port ? wholeNumber("--port", values.port, 1) : nginxPort;
  const pgUrl = (/** @type {number} */ p, /** @type {string} */ network) => `postgres://postgres@127.0.0.1:${p}/explorer_${network}`;
  /** @returns {Record<(typeof NETWORKS)[number], string>} */
  const urls = (/** @type {number} */ p) => ({ mainnet: pgUrl(p, "mainnet"), testnet: pgUrl(p, "testnet") });
  const cluster = (/** @type {number} */ p, /** @type {string} */ name, /** @type {string[]} */ extra = []) => {
    const data = path.join(dir, name);
    const sockets = path.join(dir, `${name}-sockets`);
    const options = ["-p", String(p), "-k", sockets, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", ...extra].join(" ");
    return { port: p, data, sockets, urls: urls(p), options };
  };
  const primary = cluster(primaryPort, "primary");
  const replica = cluster(replicaPort, "replica", ["-c", "hot_standby=on", "-c", "hot_standby_feedback=on"]);
  /** @type {DeployState} */
  const state = {
    pid: process.pid,
    dir,
    url: `http://127.0.0.1:${port}`,
    primary,
    replica,
    nodes: nodePorts.map((p) => ({ port: p, pid: null, url: `http://127.0.0.1:${p}` })),
    worker: { pid: null },
    nginx: { pid: null, conf: path.join(dir, "nginx", "nginx.conf"), pidFile: path.join(dir, "nginx", "nginx.pid"), upstreamFile: path.join(dir, "nginx", "upstream.conf") },
    health: { pid: null },
    producers: [],
    chain: { now, speed, scale: /** @type {string} */ (values.scale) },
    nodeEnv: {},
    workerEnv: {},
  };
  const save = () => {
    mkdirSync(path.dirname(STATE_FILE), { recursive: true });
    writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  };
  save();

  log(`building the app if needed`);
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit" });

  log(`PostgreSQL primary on 127.0.0.1:${primary.port} (${primary.data})`);
  mkdirSync(primary.data, { mode: 0o700 });
  ownByPostgres(dir);
  asPostgres(path.join(PG_BIN, "initdb"), ["-D", primary.data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  startPostgres(primary);
  for (const network of NETWORKS) asPostgres(path.join(PG_BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", `explorer_${network}`]);

  log(`seeding the ${values.scale} demo chains for ${now}`);
  await Promise.all(
    NETWORKS.map((network) =>
      run(process.execPath, ["demo/cli.mjs", "seed", "--network", network, "--database-url", primary.urls[network], "--scale", String(values.scale), "--now", now]),
    ),
  );
  // NODE_ENV set, not inherited: a test runner's NODE_ENV=test made the nodes render
  // with development React, several times slower.
  state.workerEnv = { NODE_ENV: "production", DATABASE_URL_MAINNET: primary.urls.mainnet, DATABASE_URL_TESTNET: primary.urls.testnet };
  log("the worker: migrations and every summary, on the primary");
  await run(process.execPath, ["worker.mjs", "--once"], state.workerEnv);

  log(`streaming replica on 127.0.0.1:${replica.port} (pg_basebackup)`);
  asPostgres(path.join(PG_BIN, "pg_basebackup"), ["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", replica.data, "-R", "-X", "stream", "-c", "fast"]);
  startPostgres(replica);

  state.worker.pid = start("worker", process.execPath, ["worker.mjs"], state.workerEnv);
  for (const network of NETWORKS) {
    const pid = start(`db-sync ${network}`, process.execPath, [
      "demo/cli.mjs", "live", "--network", network, "--database-url", primary.urls[network], "--scale", String(values.scale), "--now", now, "--speed", String(speed),
    ]);
    state.producers.push({ network, pid });
  }

  state.nodeEnv = {
    ...SERVER_ENV,
    NODE_ENV: "production",
    DATABASE_URL_MAINNET: replica.urls.mainnet,
    DATABASE_URL_TESTNET: replica.urls.testnet,
    SUMMARY_WORKER: "off",
    HOST: "127.0.0.1",
  };
  for (const node of state.nodes) {
    node.pid = start(`node :${node.port}`, process.execPath, [...SERVER_NODE_ARGS, "server.mjs"], { ...state.nodeEnv, PORT: String(node.port) });
  }
  save();
  await Promise.all(state.nodes.map((node) => waitFor(`${node.url}/readyz`, 120_000)));

  log(`nginx on ${state.url}`);
  writeNginxConf(state, port);
  state.nginx.pid = start("nginx", NGINX, ["-c", state.nginx.conf, "-p", path.dirname(state.nginx.conf), "-e", path.join(dir, "nginx", "error.log")]);
  state.health.pid = start("upstream-health", process.execPath, [
    "deploy/upstream-health.mjs", "--nodes", state.nodes.map((node) => `127.0.0.1:${node.port}`).join(","),
    "--upstream-file", state.nginx.upstreamFile, "--nginx-pid-file", state.nginx.pidFile,
  ]);
  save();
  await waitFor(`${state.url}/readyz`, 20_000);
  console.log(
    `[deploy:local] ready: ${state.url} → nodes ${state.nodes.map((node) => `:${node.port}`).join(" ")} on the replica :${replica.port}; ` +
      `worker and db-sync on the primary :${primary.port}. Ctrl-C (or npm run deploy:local -- --down) stops everything.`,
  );
}

/** @param {DeployState} state @param {number} port */
function writeNginxConf(state, port) {
  writeLocalNginxConf({
    dir: path.dirname(state.nginx.conf),
    port,
    nodes: state.nodes.map((node) => `127.0.0.1:${node.port}`),
    upstreamFile: state.nginx.upstreamFile,
    pidFile: state.nginx.pidFile,
    workerProcesses: "2",
    accessLog: true,
    writtenBy: "scripts/deploy-local.mjs",
  });
}

// --- Processes ---------------------------------------------------------------------

/**
 * Starts a long-running child; its output goes to the log prefixed by its name.
 * @param {string} name @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const prefix = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on("data", prefix);
  child.stderr?.on("data", prefix);
  child.on("exit", (code, signal) => {
    if (!stopping) log(`${name} exited (${signal ?? `code ${code}`})`);
  });
  return child.pid ?? null;
}

/** Runs a command to its end; rejects on a non-zero exit. @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** PostgreSQL refuses to run as root: its tools run as the `postgres` user then. @param {string} command @param {string[]} args */
function asPostgres(command, args) {
  const [file, argv] = AS_ROOT ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

/** @param {string} target */
function ownByPostgres(target) {
  if (AS_ROOT) execFileSync("chown", ["-R", "postgres:postgres", target]);
}

/** @param {Cluster} cluster */
function startPostgres(cluster) {
  mkdirSync(cluster.sockets, { recursive: true });
  ownByPostgres(cluster.sockets);
  asPostgres(path.join(PG_BIN, "pg_ctl"), ["-D", cluster.data, "-o", cluster.options, "-l", path.join(cluster.data, "postgres.log"), "-w", "start"]);
}

/** @param {string} data */
function stopPostgres(data) {
  if (!existsSync(path.join(data, "postmaster.pid"))) return;
  try {
    asPostgres(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  } catch {
    // already stopped
  }
}

/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log("stopping everything");
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill("SIGKILL"), resolve(undefined)), 12_000);
    child.once("exit", () => (clearTimeout(timer), resolve(undefined)));
  }))));
  stopPostgres(path.join(dir, "replica"));
  stopPostgres(path.join(dir, "primary"));
  rmSync(dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
  log("stopped");
  process.exit(code);
}

/** `--down`: stops the stand-up named in the state file (its own Ctrl-C path), or what is left of one. */
async function down() {
  if (!existsSync(STATE_FILE)) {
    console.log("[deploy:local] nothing to stop (no .deploy-local/state.json)");
    return;
  }
  const state = readState();
  if (isAlive(state.pid)) {
    process.kill(state.pid, "SIGTERM");
    for (let waited = 0; waited < 30_000 && isAlive(state.pid); waited += 200) await sleep(200);
    if (!isAlive(state.pid)) {
      console.log("[deploy:local] stopped");
      return;
    }
  }
  // Its owner died without cleaning up: stop each part by hand.
  const pids = [state.nginx.pid, state.health.pid, state.worker.pid, ...state.nodes.map((node) => node.pid), ...state.producers.map((p) => p.pid)];
  for (const pid of pids) if (pid && isAlive(pid)) process.kill(pid, "SIGKILL");
  stopPostgres(state.replica.data);
  stopPostgres(state.primary.data);
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
  console.log("[deploy:local] stopped what was left");
}

// --- Small helpers -----------------------------------------------------------------

/** @returns {DeployState} */
function readState() {
  return JSON.parse(readFileSync(STATE_FILE, "utf8"));
}

/** @param {number | null} pid */
function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {number} count */
async function freePorts(count) {
  /** @type {net.Server[]} */
  const servers = [];
  const ports = [];
  for (let i = 0; i < count; i++) {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    servers.push(server);
    ports.push(/** @type {net.AddressInfo} */ (server.address()).port);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))));
  return ports;
}

/** @param {string} url @param {number} timeoutMs */
async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`);
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** @param {string} name @param {string | undefined} text @param {number} min */
function wholeNumber(name, text, min) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) fail(`${name} must be a whole number of at least ${min}, not ${text}`);
  return value;
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`[deploy:local] ${message}`);
  process.exit(2);
}
