// @ts-check
// Fault drills of issue 12 (docs/reliability.md): the production server under 8
// clients while its data source fails, with what every request got and when.
//
//   node scripts/fault-drill.mjs embedded --timeout-ms 8 [--seconds 15] [--data-dir .data-e2e] [--port 4251]
//     The embedded demo chain with a tiny QUERY_TIMEOUT_MS: statements overrun, the
//     PGlite worker is terminated and replaced again and again. Reports whether
//     the process survived, the status codes seen, and whether 200s came back
//     after every run of 503s.
//
//   node scripts/fault-drill.mjs postgres --pg-data DIR --url-mainnet URL --url-testnet URL [--outage 15] [--port 4252]
//     PostgreSQL (a throwaway cluster: this stops it!): load for 5 s, then
//     `pg_ctl stop -m immediate`, `--outage` seconds down, `pg_ctl start`, load
//     15 s more. Reports the 503 latencies during the outage (p95), /readyz's,
//     and the recovery time (first 200 after PostgreSQL accepts connections).
//     Run as root, pg_ctl runs as the cluster's owner `postgres` (runuser).
//
// Needs a build (`npx react-router build`). Prints one JSON summary.
import { spawn, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const CLIENTS = 8;
const PATHS = ["/", "/blocks", "/transactions", "/protocol-parameters", "/api/networks/mainnet/stats", "/api/networks/mainnet/blocks"];
const PG_BIN = "/usr/lib/postgresql/15/bin";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "timeout-ms": { type: "string", default: "8" },
    seconds: { type: "string", default: "15" },
    "data-dir": { type: "string", default: ".data-e2e" },
    port: { type: "string" },
    "pg-data": { type: "string" },
    "url-mainnet": { type: "string" },
    "url-testnet": { type: "string" },
    outage: { type: "string", default: "15" },
    log: { type: "string" },
  },
});
const mode = positionals[0];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Record<string, string>} env @param {number} port */
async function startServer(env, port) {
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(500);
  }
  return { child, base, output: () => output };
}

/**
 * @typedef {{ path: string; start: number; end: number; status: number }} Sample
 * @param {string} base @param {() => boolean} running @param {string[]} paths
 */
async function client(base, running, paths, /** @type {Sample[]} */ samples, /** @type {number} */ offset) {
  for (let i = offset; running(); i++) {
    const target = paths[i % paths.length] ?? "/";
    const start = performance.now();
    // 0: reset, refused or no answer, never acceptable.
    let status;
    try {
      const response = await fetch(`${base}${target}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    samples.push({ path: target, start, end: performance.now(), status });
  }
}

/** @param {string} base @param {() => boolean} running */
async function readyzPoller(base, running, /** @type {Sample[]} */ samples) {
  while (running()) {
    const start = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // no answer: recorded as status 0
    }
    samples.push({ path: "/readyz", start, end: performance.now(), status });
    await sleep(250);
  }
}

const percentile = (/** @type {number[]} */ xs, /** @type {number} */ p) => {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
const countBy = (/** @type {Sample[]} */ samples) =>
  samples.reduce((acc, s) => ((acc[s.status] = (acc[s.status] ?? 0) + 1), acc), /** @type {Record<number, number>} */ ({}));

async function embedded() {
  const port = Number(values.port ?? 4251);
  const seconds = Number(values.seconds);
  // A copy: the drill's server holds the directory's lock, and restarts write to it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fault-drill-"));
  cpSync(path.resolve(String(values["data-dir"])), dataDir, { recursive: true });
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO_SCALE: "test", DEMO_NOW: "2026-11-22T00:00:00Z", DEMO_LIVE: "0", QUERY_TIMEOUT_MS: String(values["timeout-ms"]) },
    port,
  );
  const samples = /** @type {Sample[]} */ ([]);
  const until = performance.now() + seconds * 1000;
  const running = () => performance.now() < until;
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(server.base, running, PATHS, samples, i)));
  await sleep(500);
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  // Runs of 503s (each at least one restart or a queue behind one) and whether a 200 followed each.
  samples.sort((a, b) => a.end - b.end);
  let runs = 0;
  let recovered = 0;
  let in503 = false;
  for (const s of samples) {
    if (s.status === 503 && !in503) {
      in503 = true;
      runs++;
    } else if (s.status === 200 && in503) {
      in503 = false;
      recovered++;
    }
  }
  const restarts = (server.output().match(/time limit/g) ?? []).length;
  const unhandled = (server.output().match(/unhandled rejection/g) ?? []).length;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  if (values.log) writeFileSync(values.log, server.output());
  rmSync(dataDir, { recursive: true, force: true });
  return {
    mode: "embedded",
    queryTimeoutMs: Number(values["timeout-ms"]),
    seconds,
    clients: CLIENTS,
    alive,
    requests: samples.length,
    statuses: countBy(samples),
    runsOf503: runs,
    runsOf503FollowedBy200: recovered,
    overLimitErrorsLogged: restarts,
    unhandledRejectionsLogged: unhandled,
  };
}

/** @param {string} action @param {string[]} extra */
function pgCtl(action, extra = []) {
  const args = ["-D", String(values["pg-data"]), ...extra, action];
  const asOwner = process.getuid?.() === 0;
  execFileSync(asOwner ? "runuser" : `${PG_BIN}/pg_ctl`, asOwner ? ["-u", "postgres", "--", `${PG_BIN}/pg_ctl`, ...args] : args, { stdio: "ignore" });
}

async function postgresDrill() {
  const port = Number(values.port ?? 4252);
  const outageMs = Number(values.outage) * 1000;
  if (!values["pg-data"] || !values["url-mainnet"] || !values["url-testnet"]) throw new Error("--pg-data, --url-mainnet and --url-testnet are required");
  const server = await startServer({ DATABASE_URL_MAINNET: String(values["url-mainnet"]), DATABASE_URL_TESTNET: String(values["url-testnet"]) }, port);
  const samples = /** @type {Sample[]} */ ([]);
  const readyz = /** @type {Sample[]} */ ([]);
  let stop = false;
  const running = () => !stop;
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(server.base, running, PATHS, samples, i)));
  const poller = readyzPoller(server.base, running, readyz);
  await sleep(5_000);
  const down = performance.now();
  pgCtl("stop", ["-m", "immediate"]);
  await sleep(outageMs);
  const upCommand = performance.now();
  pgCtl("start", ["-w", "-l", path.join(String(values["pg-data"]), "..", "pg.log"), "-o", pgStartOptions()]);
  const up = performance.now(); // pg_ctl -w returns once connections are accepted
  await sleep(15_000);
  stop = true;
  await Promise.all([load, poller]);
  const alive = server.child.exitCode === null;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  if (values.log) writeFileSync(values.log, server.output());

  const during = samples.filter((s) => s.start >= down && s.start < upCommand);
  const failed503 = during.filter((s) => s.status === 503).map((s) => s.end - s.start);
  const readyDuring = readyz.filter((s) => s.start >= down && s.start < upCommand);
  const firstOk = samples.filter((s) => s.start >= up && s.status === 200).sort((a, b) => a.end - b.end)[0];
  const firstReady = readyz.filter((s) => s.start >= up && s.status === 200).sort((a, b) => a.end - b.end)[0];
  return {
    mode: "postgres",
    clients: CLIENTS,
    outageSeconds: outageMs / 1000,
    alive,
    statuses: countBy(samples),
    outage: {
      requests: during.length,
      requestsPerSecond: Math.round(during.length / (outageMs / 1000)),
      statuses: countBy(during),
      ms503: { p50: percentile(failed503, 50), p95: percentile(failed503, 95), max: percentile(failed503, 100) },
      readyzMs: { p95: percentile(readyDuring.map((s) => s.end - s.start), 95), max: percentile(readyDuring.map((s) => s.end - s.start), 100), statuses: countBy(readyDuring) },
    },
    recovery: {
      pgCtlStartSeconds: +((up - upCommand) / 1000).toFixed(2),
      first200AfterUpMs: firstOk ? Math.round(firstOk.end - up) : null,
      firstReadyAfterUpMs: firstReady ? Math.round(firstReady.end - up) : null,
    },
  };
}

// The cluster's port and socket directory, as it was started (postmaster.opts keeps them).
function pgStartOptions() {
  const url = new URL(String(values["url-mainnet"]));
  return `-p ${url.port || 5432} -k ${path.resolve(String(values["pg-data"]), "..")} -c listen_addresses=${url.hostname}`;
}

const result = mode === "embedded" ? await embedded() : mode === "postgres" ? await postgresDrill() : null;
if (!result) {
  console.error("usage: node scripts/fault-drill.mjs embedded|postgres [options] (see the head of this file)");
  process.exit(2);
}
console.log(JSON.stringify(result, null, 2));
