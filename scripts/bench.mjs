#!/usr/bin/env node
// @ts-check
// The route-mix benchmark (docs/performance.md): builds and starts the production
// server on a chain database, warms it, measures every route of the mix with
// autocannon, then the ratios, each from interleaved rounds so that a noisy
// machine's drift cancels out. Run by hand; CI runs `--quick` to prove it works.
//
//   npm run bench -- [--database-url URL] [--duration S] [--connections N]
//                    [--routes name,name] [--quick] [--baseline reports/bench-demo.json]
//                    [--report reports/bench.json] [--no-build] [--no-catch-up] [--uncached] [--soak MINUTES]
//   npm run bench -- --soak MINUTES --mix [--database-url URL --testnet-database-url URL] [--burst-connections N]
//     the memory soak (scripts/bench/soak.mjs, issue 45): the whole mix, every request
//     new, and an overload burst each minute; RSS and heap per minute, judged against
//     the node's bound (400 MB embedded, 300 MB with every network on PostgreSQL).
//   npm run bench -- --machine --database-url URL --testnet-database-url URL [--connections 8,64]
//     the route mix per machine: SERVER_PROCESSES = the cores behind the reference
//     nginx (scripts/bench/machine.mjs), each route at each number of connections;
//     the single-process ratios are the default mode's (diagnostics).
//   npm run bench -- --streams N [--machine | --sigterm] --database-url URL --testnet-database-url URL
//                    [--block-interval S] [--blocks B] [--duration S]
//     the live streams (scripts/bench/streams.mjs): N streams on one node (or on two
//     behind nginx), a block written every S s into a copy of the chain, B blocks at
//     least after the streams opened; --sigterm stops one of two nodes meanwhile.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { discoverRoutes } from "./bench/route-mix.mjs";
import { formatMachineTable, machineProcesses, startNginx } from "./bench/machine.mjs";
import { formatTable } from "./bench/report.mjs";
import { formatMixSoakTable, formatSoakTable, memoryVerdicts, soak, soakMix, soakVerdicts } from "./bench/soak.mjs";
import { benchStreams } from "./bench/streams.mjs";
import { cacheBounds, parseMemoryBudgetMb, SERVER_ENV, SERVER_NODE_ARGS, summedBytes } from "../app/lib/runtime/memory-budget.mjs";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "testnet-database-url": { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string" },
    routes: { type: "string" },
    quick: { type: "boolean", default: false },
    baseline: { type: "string" },
    report: { type: "string", default: "reports/bench.json" },
    port: { type: "string", default: "3490" },
    "no-build": { type: "boolean", default: false },
    uncached: { type: "boolean", default: false },
    soak: { type: "string" },
    mix: { type: "boolean", default: false },
    "burst-connections": { type: "string", default: "256" },
    machine: { type: "boolean", default: false },
    "no-catch-up": { type: "boolean", default: false },
    streams: { type: "string" },
    sigterm: { type: "boolean", default: false },
    "block-interval": { type: "string", default: "3" },
    blocks: { type: "string", default: "10" },
  },
});

const machine = values.machine ?? false;

const quick = values.quick ?? false;
// Every request of a route's measurement made new by a parameter the routes ignore
// (`&n=1`, `&n=2`, …): no kept page or JSON answer serves it, so it costs a whole
// render; the tip cache's aggregates (app/api/tip-cache.server.ts, 3 s) still serve
// their part, as they do for visitors of a page in demand.
const uncached = values.uncached ?? false;
let uniqueRequest = 0;
/** @param {string} path */
const unique = (path) => `${path}${path.includes("?") ? "&" : "?"}n=${(uniqueRequest += 1)}`;
const durationS = quick ? 0.3 : Number(values.duration);
// --machine measures the mix at each of these (8,64 by default); otherwise one number.
const connectionCounts = quick ? [2] : (values.connections ?? (machine ? "8,64" : "8")).split(",").map(Number);
if (!machine && connectionCounts.length > 1) throw new Error("several --connections are for --machine only");
let connections = connectionCounts[0] ?? 8;
const rounds = quick ? 1 : 3;
const warmUnderLoadS = quick ? 0 : 3;
const port = Number(values.port);
// With --machine, nginx listens on --port and the node behind it on the port after the bare server's.
const nodePort = machine ? port + 2 : port;
const base = `http://127.0.0.1:${port}`;
const SLOW_QUERY_MS = 100;
const STATIC_DIR = "build/client/__bench";
// The soak's JSON call and page: a transaction's, the widest of the recent ones.
const SOAK_ROUTES = ["api-transaction", "transaction-wide"];
const SOAK_WARM_UNDER_LOAD_S = 15;

if (!(durationS > 0) || !connectionCounts.every((n) => n > 0)) throw new Error("--duration and --connections must be positive numbers");
if (machine && !(values["database-url"] && (values["testnet-database-url"] ?? process.env.DATABASE_URL_TESTNET))) {
  // Several processes need every network on PostgreSQL (the embedded chain belongs to one process).
  throw new Error("--machine needs --database-url and --testnet-database-url (or DATABASE_URL_TESTNET)");
}
// --soak M: only the soak, M windows of a minute. --quick ends with a soak of two
// windows of a second, to prove it runs.
const soakMinutes = values.soak === undefined ? undefined : Number(values.soak);
if (soakMinutes !== undefined && !(Number.isInteger(soakMinutes) && soakMinutes >= 2)) throw new Error("--soak must be a whole number of minutes, at least 2");
const soakTheMix = values.mix ?? false;
if (soakTheMix && (soakMinutes === undefined || machine)) throw new Error("--mix goes with --soak MINUTES, on one node (not --machine)");
const burstConnections = Number(values["burst-connections"]);
// The memory soak's bound on the server's RSS (issue 45): PGlite's databases live in the embedded node.
const RSS_BOUND_MB = values["database-url"] && values["testnet-database-url"] ? 300 : 400;
// Each minute of the memory soak ends with this many seconds of the burst.
const BURST_S = 10;

if (!values["no-build"]) {
  console.log("Building the production server...");
  const built = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// --no-catch-up: the database's summaries are known to be caught up, or the address
// index is to be left behind (on a fresh 3M chain its catch-up takes an hour or more).
if (values["database-url"] && !values["no-catch-up"]) {
  // The summaries (ADR 005) caught up before the server starts, so no catch-up
  // runs beside the measured requests (the server does it for the embedded chain).
  console.log("Catching up the summaries...");
  const caughtUp = spawnSync("node", ["worker.mjs", "--once"], {
    env: { ...process.env, DATABASE_URL_MAINNET: values["database-url"], ...(values["testnet-database-url"] ? { DATABASE_URL_TESTNET: values["testnet-database-url"] } : {}) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (caughtUp.status !== 0) process.exit(caughtUp.status ?? 1);
}

if (values.streams !== undefined) {
  const streams = Number(values.streams);
  if (!(Number.isInteger(streams) && streams > 0)) throw new Error("--streams must be a whole number of streams");
  process.exit(
    await benchStreams({
      databaseUrl: values["database-url"],
      testnetDatabaseUrl: values["testnet-database-url"] ?? process.env.DATABASE_URL_TESTNET,
      streams,
      machine,
      sigterm: values.sigterm ?? false,
      port,
      blockIntervalMs: Number(values["block-interval"]) * 1000,
      minBlocks: Number(values.blocks),
      durationS,
      report: values.report === "reports/bench.json" ? "reports/bench-streams.json" : (values.report ?? "reports/bench-streams.json"),
    }),
  );
}

/** @type {string[]} */
const slowQueries = [];
const testnetUrl = values["testnet-database-url"];
const server = spawn("node", [...SERVER_NODE_ARGS, "server.mjs"], {
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(nodePort),
    ...(machine ? { SERVER_PROCESSES: String(machineProcesses()) } : {}),
    ...(testnetUrl ? { DATABASE_URL_TESTNET: testnetUrl } : {}),
    HOST: "127.0.0.1",
    DEMO_LIVE: "0",
    SLOW_QUERY_MS: String(SLOW_QUERY_MS),
    ...(values["database-url"] ? { DATABASE_URL_MAINNET: values["database-url"] } : {}),
  },
  stdio: ["ignore", "inherit", "pipe"],
});
server.stderr?.setEncoding("utf8");
server.stderr?.on("data", (/** @type {string} */ chunk) => {
  for (const line of chunk.split("\n")) {
    if (line.startsWith("slow query")) slowQueries.push(line);
    else if (line.trim()) process.stderr.write(`${line}\n`);
  }
});
const nginx = machine ? await startNginx({ port, nodePort }) : null;
const stopServer = () => {
  server.kill("SIGTERM");
  nginx?.stop();
};
process.on("exit", stopServer);

try {
  await waitUntilReady();
  const mix = await discoverRoutes(base);
  if (soakMinutes !== undefined && soakTheMix) await memorySoak(mix, 60, BURST_S, soakMinutes);
  else if (soakMinutes !== undefined) await soakOnly(mix, soakMinutes);
  else if (machine) await machineMix(mix);
  else await routeMix(mix);
} finally {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  stopServer();
}

/**
 * Each route measured in turn, printed as it ends. Each runs under load before it is
 * measured: its code paths compiled and its index pages cached, as on a server that
 * has been up a while (the first route measured used to pay for that alone).
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} selected
 */
async function measureRoutes(selected) {
  /** @type {Record<string, Measurement>} */
  const results = {};
  for (const route of selected) {
    const target = uncached ? { url: base, randomPath: () => unique(route.path) } : route.path;
    if (warmUnderLoadS > 0) await load(target, warmUnderLoadS);
    const result = await measure(target, durationS);
    results[route.name] = result;
    console.log(formatTable([[route.name, result]], { header: false }));
  }
  return results;
}

/**
 * The routes --routes names (all of the mix without it), each asked once first.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function warmedSelection(mix) {
  const selected = values.routes ? mix.filter((route) => values.routes?.split(",").includes(route.name)) : mix;
  console.log(`Warming ${selected.length} routes...`);
  for (const route of selected) await warm(route.path);
  return selected;
}

/**
 * Every route of the mix measured, then the ratios; with --quick, a soak of two
 * one-second windows after them.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function routeMix(mix) {
  const selected = await warmedSelection(mix);

  const results = await measureRoutes(selected);

  // Ratios and downloads of the routes measured (all of them without --routes).
  const ratios = await measureRatios(selected);
  const stream = await measureHistoryCsv(selected);
  if (stream) ratios.push(...stream);
  const poolStream = await measurePoolBlocksCsv(selected);
  if (poolStream) ratios.push(...poolStream);
  const baseline = values.baseline ? JSON.parse(readFileSync(values.baseline, "utf8")) : null;
  if (baseline) ratios.push(...scaleRatios(results, baseline.results));
  const soaked = quick ? await measureSoak(mix, 1, 2) : null;
  if (soaked) ratios.push(...soaked.verdicts);
  // And the memory soak's two windows of two seconds, a second of them the burst.
  const memory = quick ? await measureMemorySoak(mix, 2, 1, 2) : null;
  if (memory) ratios.push(...memory.verdicts);

  console.log(`\n${formatTable(Object.entries(results))}`);
  const errors = Object.values(results).reduce((sum, result) => sum + result.errors, 0) + (soaked?.errors ?? 0) + (memory?.errors ?? 0);
  finish({ durationS, routes: Object.fromEntries(selected.map((route) => [route.name, route.path])), results, soak: soaked?.windows, memorySoak: memory?.windows }, ratios, errors);
}

/**
 * --machine: every route of the mix through nginx at each number of connections
 * (all routes at the first, then all at the next), warmed under load first as in
 * the default mode. No ratios: those are the single process's diagnostics.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function machineMix(mix) {
  const selected = await warmedSelection(mix);
  /** @type {Record<string, Record<string, Measurement>>} */
  const byConnections = {};
  for (const count of connectionCounts) {
    connections = count;
    console.log(`\n${count} connections, ${machineProcesses()} server processes behind nginx:`);
    byConnections[count] = await measureRoutes(selected);
  }
  console.log(`\n${formatMachineTable(connectionCounts, byConnections)}`);
  // nginx's 503s past its in-flight limit are its designed answer to more clients than
  // the limit (proxy.conf), not failures; anything else is.
  const errors = Object.values(byConnections).flatMap((results) => Object.values(results)).reduce((sum, result) => sum + result.errors - result.shed, 0);
  finish({ durationS, serverProcesses: machineProcesses(), routes: Object.fromEntries(selected.map((route) => [route.name, route.path])), results: byConnections }, [], errors);
}

/**
 * --soak: the JSON call and the page of a transaction, every request new, each
 * under its own closed loop of --connections clients for `minutes` windows of a
 * minute.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 * @param {number} minutes
 */
async function soakOnly(mix, minutes) {
  const soaked = await measureSoak(mix, 60, minutes);
  finish({ soak: soaked.windows }, soaked.verdicts, soaked.errors);
}

/**
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 * @param {number} windowS
 * @param {number} windows
 */
async function measureSoak(mix, windowS, windows) {
  const routes = SOAK_ROUTES.map((name) => {
    const route = mix.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`the soak's route ${name} is not in the mix`);
    return route;
  });
  // Warmed longer than a route of the mix: a first window still compiling or
  // filling caches would pass for a server that got faster.
  for (const route of routes) {
    await warm(route.path);
    if (!quick) await load({ url: base, randomPath: () => unique(route.path) }, SOAK_WARM_UNDER_LOAD_S);
  }
  console.log(`Soak: ${routes.map((route) => route.name).join(" and ")}, each request new, ${connections} connections each, ${windows} windows of ${windowS} s...`);
  const soaked = await soak({ base, routes, connections, windowS, windows, unique, rssMb: serverRssMb });
  console.log(formatSoakTable(soaked));
  const errors = soaked.reduce((sum, window) => sum + Object.values(window.routes).reduce((n, figures) => n + figures.errors, 0), 0);
  return { windows: soaked, verdicts: soakVerdicts(soaked), errors };
}

/**
 * --soak M --mix: the memory soak, M windows of a minute (issue 45).
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 * @param {number} windowS
 * @param {number} burstS
 * @param {number} windows
 */
async function memorySoak(mix, windowS, burstS, windows) {
  const soaked = await measureMemorySoak(mix, windowS, burstS, windows);
  finish({ memorySoak: soaked.windows, rssBoundMb: RSS_BOUND_MB }, soaked.verdicts, soaked.errors);
}

/**
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 * @param {number} windowS
 * @param {number} burstS
 * @param {number} windows
 */
async function measureMemorySoak(mix, windowS, burstS, windows) {
  const paths = mix.map((route) => route.path);
  const burst = quick ? Math.min(burstConnections, 16) : burstConnections;
  const idle = await memorySample();
  // The server reads the same setting: its caches' worst case, summed.
  const budgetMb = parseMemoryBudgetMb(process.env.MEMORY_BUDGET_MB);
  console.log(`The caches' bounds sum to ${(summedBytes(cacheBounds(budgetMb)) / 1024 / 1024).toFixed(1)} MB (MEMORY_BUDGET_MB=${budgetMb}); the RSS bound is ${RSS_BOUND_MB} MB.`);
  console.log(`Memory soak: the mix's ${paths.length} routes in turn, each request new, ${connections} connections, ` +
    `and a burst of ${burst} for the last ${burstS} s of each of ${windows} windows of ${windowS} s (idle: RSS ${idle.rssMb.toFixed(0)} MB, heap used ${idle.heapUsedMb?.toFixed(0)} MB)...`);
  const soaked = await soakMix({
    base,
    paths,
    connections,
    burstConnections: burst,
    windowS,
    burstS,
    windows,
    unique,
    sample: memorySample,
    onWindow: (window) =>
      console.log(
        `  window ${window.window + 1}: ${window.mix.requestsPerSecond.toFixed(0)} req/s, burst ${window.burst.requests} (${window.burst.shed} shed), ` +
          `RSS ${window.rssMb.toFixed(0)} MB, heap ${window.heapUsedMb?.toFixed(0)}/${window.heapTotalMb?.toFixed(0)} MB; not 2xx: mix ${JSON.stringify(window.mix.notOk)}, burst ${JSON.stringify(window.burst.notOk)}`,
      ),
  });
  console.log(formatMixSoakTable(soaked));
  const errors = soaked.reduce((sum, window) => sum + window.mix.errors + window.burst.errors, 0);
  return { windows: soaked, idle, verdicts: memoryVerdicts(soaked, { rssBoundMb: RSS_BOUND_MB, windowMin: windowS / 60 }), errors };
}

/** The server's RSS from /proc, its heap from /readyz's figures (null where /readyz does not answer them). */
async function memorySample() {
  const rssMb = serverRssMb();
  const memory = await fetch(`${base}/readyz`).then(
    async (response) => /** @type {{ memory?: { heapUsedMb: number, heapTotalMb: number } }} */ (await response.json()).memory ?? null,
    () => null,
  );
  return { rssMb, heapUsedMb: memory?.heapUsedMb ?? null, heapTotalMb: memory?.heapTotalMb ?? null };
}

/**
 * Writes the report, prints the goals and the slow queries; any error fails the run.
 * @param {Record<string, unknown>} figures
 * @param {{ name: string, value: number, goal: string, met: boolean }[]} ratios
 * @param {number} errors
 */
function finish(figures, ratios, errors) {
  const report = {
    date: new Date().toISOString(),
    database: values["database-url"] ? "postgres" : "embedded demo chain",
    connections: machine ? connectionCounts : connections,
    ...figures,
    ratios,
    slowQueries: summarizeSlowQueries(slowQueries).split("\n").filter(Boolean),
  };
  mkdirSync(dirname(values.report ?? "reports/bench.json"), { recursive: true });
  writeFileSync(values.report ?? "reports/bench.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nRatios (goal in brackets):");
  for (const ratio of ratios) console.log(`  ${ratio.met ? "ok  " : "MISS"} ${ratio.name}: ${ratio.value.toFixed(2)} (${ratio.goal})`);
  console.log(slowQueries.length ? `\nQueries over ${SLOW_QUERY_MS} ms (${slowQueries.length}):\n${summarizeSlowQueries(slowQueries)}` : `\nNo query over ${SLOW_QUERY_MS} ms.`);
  if (errors > 0) {
    console.error(`${errors} errors`);
    process.exitCode = 1;
  }
}

/**
 *   errors: every failed request and answer not 2xx; shed: of those, the 503s (nginx's or the server's overload answer);
 *   notOk: the same by status, and the failed and timed-out requests
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, max: number, mean: number, errors: number, shed: number, notOk: Record<string, number>, bytesPerResponse: number }} Measurement
 */

async function waitUntilReady() {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server was not ready within 5 minutes");
}

/** @param {string} path */
async function warm(path) {
  for (let i = 0; i < (quick ? 1 : 5); i++) {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} while warming`);
  }
}

/**
 * What a measurement loads: a path of the server under test, or another server's
 * URL, or (randomPath) a new path for every request, so no answer is asked twice.
 * @typedef {string | { url: string, randomPath?: () => string }} Target
 */

/**
 * A closed loop of `connections` clients on one target for `seconds`.
 * @param {Target} target
 * @param {number} seconds
 */
function load(target, seconds) {
  const url = typeof target === "string" ? `${base}${target}` : target.url;
  const randomPath = typeof target === "string" ? undefined : target.randomPath;
  if (quick) return quickLoad(() => (randomPath ? new URL(randomPath(), url).href : url));
  /** @type {autocannon.Options["requests"]} */
  const requests = randomPath ? [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }] : undefined;
  return autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" }, requests });
}

/**
 * --quick only proves the runner works: ten requests one after the other, in
 * autocannon's result shape (its shortest loop is a whole second, which made the
 * quick run a minute and a half of every CI run). Bytes are counted decompressed.
 * @param {() => string} nextUrl
 */
async function quickLoad(nextUrl) {
  /** @type {number[]} */
  const latencies = [];
  let bytes = 0;
  let non2xx = 0;
  const started = performance.now();
  for (let i = 0; i < 10; i++) {
    const sent = performance.now();
    const response = await fetch(nextUrl(), { headers: { "accept-encoding": "gzip" } });
    bytes += (await response.arrayBuffer()).byteLength;
    if (response.status < 200 || response.status > 299) non2xx += 1;
    latencies.push(Math.round(performance.now() - sent));
  }
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: { average: latencies.length / elapsedS, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99), max: at(1), average: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length },
    errors: 0,
    timeouts: 0,
    non2xx,
    throughput: { total: bytes },
  };
}

/**
 * @param {Target} target
 * @param {number} seconds
 * @returns {Promise<Measurement>}
 */
async function measure(target, seconds) {
  const result = await load(target, seconds);
  // The quick loop has no per-status counts.
  const statuses = /** @type {Record<string, { count: number }>} */ ("statusCodeStats" in result ? result.statusCodeStats : {});
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
    shed: statuses["503"]?.count ?? 0,
    notOk: { ...notOkStatuses(statuses), ...(result.errors + result.timeouts > 0 ? { failed: result.errors, timeouts: result.timeouts } : {}) },
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * How many answers of each status other than 2xx (autocannon's per-status counts).
 * @param {Record<string, { count: number }>} stats
 * @returns {Record<string, number>}
 */
function notOkStatuses(stats) {
  return Object.fromEntries(Object.entries(stats).filter(([status]) => !status.startsWith("2")).map(([status, { count }]) => [status, count]));
}

/**
 * @param {string} name
 * @param {number} value
 * @param {number} goal
 */
function throughputRatio(name, value, goal) {
  return { name, value, goal: `≥ ${goal}`, met: value >= goal };
}

/**
 * A page's HTML as this server answers it now, written where the server serves files.
 * @param {string} page
 * @param {string} file
 */
async function staticCopy(page, file) {
  mkdirSync(STATIC_DIR, { recursive: true });
  writeFileSync(join(STATIC_DIR, file), await (await fetch(`${base}${page}`)).text());
  return `/__bench/${file}`;
}

/** A bare node:http server in its own process answering `ok`: the floor of an HTTP request in Node. */
async function startBareServer() {
  const barePort = port + 1;
  const child = spawn("node", ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${barePort}, "127.0.0.1", () => console.log("up"))`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout?.once("data", resolve);
    child.once("exit", reject);
  });
  return { url: `http://127.0.0.1:${barePort}/`, stop: () => child.kill() };
}

/** The server's resident set size (Linux), in MB. */
function serverRssMb() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The busiest address's whole history as CSV, read as a client would, with the
 * server's RSS sampled every 50 ms: the stream must not hold the history in memory.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function measureHistoryCsv(mix) {
  const page = mix.find((route) => route.name === "address-busiest")?.path;
  if (!page) return null;
  const { rows, rate, growth } = await streamCsv(`${page}/transactions.csv`, "History CSV");
  return [
    { name: `history CSV of the busiest address: ${rows} rows, rows per second`, value: rate, goal: "≥ 50000", met: rate >= 50_000 },
    { name: "history CSV: server RSS growth (MB)", value: growth, goal: "≤ 50", met: growth <= 50 },
  ];
}

/**
 * The blocks CSV of the pool that made the most blocks (issue 14), measured as the
 * history CSV is: rows per second and the server's RSS growth while it streams.
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function measurePoolBlocksCsv(mix) {
  const path = mix.find((route) => route.name === "stakepool-busiest-blocks-csv")?.path;
  if (!path) return null;
  const { rows, rate, growth } = await streamCsv(path, "Pool blocks CSV");
  return [
    { name: `blocks CSV of the pool with the most blocks: ${rows} rows, rows per second`, value: rate, goal: "≥ 50000", met: rate >= 50_000 },
    { name: "pool blocks CSV: server RSS growth (MB)", value: growth, goal: "≤ 50", met: growth <= 50 },
  ];
}

/**
 * One CSV download read as a client would, with the server's RSS sampled every
 * 50 ms: the stream must not hold the file in memory.
 * @param {string} path
 * @param {string} label
 */
async function streamCsv(path, label) {
  const before = serverRssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb())), 50);
  const started = performance.now();
  let rows = -1; // the header
  try {
    const response = await fetch(`${base}${path}`);
    if (!response.ok || !response.body) throw new Error(`${label} answered ${response.status}`);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      rows += (decoder.decode(read.value, { stream: true }).match(/\n/g) ?? []).length;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = rows / seconds;
  const growth = peak - before;
  console.log(`${label}: ${rows} rows in ${seconds.toFixed(1)} s, server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
  return { rows, rate, growth };
}

/**
 * Two routes measured in alternating rounds; the median of each one's `metric`
 * (throughput by default) over the rounds.
 * @param {Target} a
 * @param {Target} b
 * @param {"requestsPerSecond" | "p50"} [metric]
 */
async function interleaved(a, b, metric = "requestsPerSecond") {
  /** @type {number[]} */
  const aRuns = [];
  /** @type {number[]} */
  const bRuns = [];
  for (let round = 0; round < rounds; round++) {
    aRuns.push((await measure(a, durationS))[metric]);
    bRuns.push((await measure(b, durationS))[metric]);
  }
  const median = (/** @type {number[]} */ xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  return { a: median(aRuns), b: median(bRuns) };
}

/**
 * @param {import("./bench/route-mix.mjs").BenchRoute[]} mix
 */
async function measureRatios(mix) {
  const path = (/** @type {string} */ name) => mix.find((route) => route.name === name)?.path;
  /** @type {{ name: string, value: number, goal: string, met: boolean }[]} */
  const ratios = [];
  /** @type {[string, string, string][]} */
  const pairs = [
    ["blocks-deep", "blocks", "blocks deep page ÷ page 1 (time per request)"],
    ["transactions-deep", "transactions", "transactions deep page ÷ page 1 (time per request)"],
    ["api-blocks-deep", "api-blocks", "JSON blocks offset ÷ offset 0 (time per request)"],
    ["api-transactions-deep", "api-transactions", "JSON transactions offset ÷ offset 0 (time per request)"],
    ["stakepool-busiest-blocks-deep", "stakepool-busiest", "pool page, deep blocks page ÷ page 1 (time per request)"],
    ["api-stakepool-busiest-blocks-deep", "api-stakepool-busiest-blocks", "JSON pool blocks deep page ÷ page 0 (time per request)"],
    ["epochs-deep", "epochs", "epochs page 7 ÷ page 1 (time per request)"],
    ["epoch-old-blocks-deep", "epoch-old", "old epoch, deep blocks page ÷ page 1 (time per request)"],
    ["api-epoch-old-blocks-deep", "api-epoch-old-blocks", "JSON epoch blocks deep page ÷ offset 0 (time per request)"],
  ];
  for (const [deep, first, label] of pairs) {
    const deepPath = path(deep);
    const firstPath = path(first);
    if (!deepPath || !firstPath) continue;
    const { a, b } = await interleaved(deepPath, firstPath);
    const value = b / a;
    ratios.push({ name: label, value, goal: "≤ 1.2", met: value <= 1.2 });
  }

  const busiest = path("address-busiest");
  const single = path("address-single");
  if (busiest && single) {
    const { a, b } = await interleaved(busiest, single);
    ratios.push({ name: "busiest address ÷ one-transaction address (time per request)", value: b / a, goal: "≤ 2", met: b / a <= 2 });
  }

  // A token's holders are read from the asset index: a page of the most held
  // token's should cost about what a page of a token held by 1–3 addresses costs.
  const busiestHolders = path("api-token-busiest-holders");
  const smallHolders = path("api-token-small-holders");
  if (busiestHolders && smallHolders) {
    const { a, b } = await interleaved(busiestHolders, smallHolders);
    ratios.push({ name: "busiest token's holders ÷ a small token's holders, JSON (time per request)", value: b / a, goal: "≤ 2", met: b / a <= 2 });
  }

  // Protocol parameters are kept per epoch in memory: the call should cost what
  // the request itself costs (/healthz reads nothing).
  const parameters = path("api-protocol-parameters");
  if (parameters) {
    const { a: p50, b: healthz } = await interleaved(parameters, "/healthz", "p50");
    // autocannon's p50 is whole milliseconds: a 0 ms /healthz compares as 1 ms.
    const value = p50 / Math.max(1, healthz);
    ratios.push({ name: `protocol-parameters JSON p50 ${p50} ms ÷ /healthz p50 ${healthz} ms`, value, goal: "≤ 1.2", met: value <= 1.2 });
  }

  // The request floor: /healthz against a bare node:http server answering `ok`.
  const bare = await startBareServer();
  try {
    const { a: healthz, b: bareRate } = await interleaved("/healthz", { url: bare.url });
    ratios.push(throughputRatio(`/healthz ${Math.round(healthz)} req/s ÷ a bare node:http server ${Math.round(bareRate)} req/s`, healthz / bareRate, 0.5));
  } finally {
    bare.stop();
  }

  // A page's HTML, served as a file by the same process: the cost of HTTP itself.
  // The dashboard is rendered for every visit (its pool sample is shuffled per
  // visit); the blocks list asked again within one block (the bench's chain stands
  // still) is its kept rendering; blocks pages at random are each asked once.
  const { a: dashboard, b: dashboardFile } = await interleaved("/", await staticCopy("/", "dashboard.html"));
  ratios.push(throughputRatio(`SSR dashboard ${Math.round(dashboard)} req/s ÷ the same bytes served static ${Math.round(dashboardFile)} req/s`, dashboard / dashboardFile, 0.25));
  const blocksFile = await staticCopy("/blocks", "blocks.html");
  const { a: repeated, b: blocksRate } = await interleaved("/blocks", blocksFile);
  ratios.push(throughputRatio(`/blocks repeated within one block ${Math.round(repeated)} req/s ÷ the same bytes served static ${Math.round(blocksRate)} req/s`, repeated / blocksRate, 0.7));
  const lastPage = Number(new URL(path("blocks-deep") ?? "/blocks?page=1", base).searchParams.get("page") ?? 1);
  const randomBlocksPage = { url: base, randomPath: () => unique(`/blocks?page=${1 + Math.floor(Math.random() * lastPage)}`) };
  const { a: random, b: blocksRateAgain } = await interleaved(randomBlocksPage, blocksFile);
  ratios.push(throughputRatio(`/blocks pages at random (1–${lastPage}), each asked once, ${Math.round(random)} req/s ÷ page 1 served static ${Math.round(blocksRateAgain)} req/s`, random / blocksRateAgain, 0.15));

  // Charts are drawn on the server: neither page loads chart code in the client.
  const emptyJs = await firstLoadJs("/__bench-empty-route");
  /** @type {[string, string, number][]} */
  const pages = [["dashboard", "/", 1.15], ["analytics", "/analytics", 1.3]];
  for (const [name, page, goal] of pages) {
    if (name !== "dashboard" && !path(name)) continue;
    const js = await firstLoadJs(page);
    ratios.push({ name: `first-load JS gzip: ${name} ${kb(js)} ÷ empty route ${kb(emptyJs)}`, value: js / emptyJs, goal: `≤ ${goal}`, met: js / emptyJs <= goal });
  }
  return ratios;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Gzipped bytes of every script a first visit to `path` loads (entry, route modules, preloads).
 * @param {string} path
 */
async function firstLoadJs(path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = new Set(html.match(/\/assets\/[A-Za-z0-9_.-]+\.js/g) ?? []);
  let total = 0;
  for (const script of scripts) total += gzipSync(Buffer.from(await (await fetch(`${base}${script}`)).arrayBuffer())).length;
  return total;
}

/**
 * The same route here ÷ in the baseline report (e.g. 3M blocks ÷ demo scale), by time per request.
 * @param {Record<string, Measurement>} results
 * @param {Record<string, Measurement>} baseline
 */
function scaleRatios(results, baseline) {
  return Object.entries(results)
    .filter(([name]) => baseline[name])
    .map(([name, result]) => {
      const value = /** @type {Measurement} */ (baseline[name]).requestsPerSecond / result.requestsPerSecond;
      return { name: `${name}: this run ÷ baseline (time per request)`, value, goal: "≤ 1.5", met: value <= 1.5 };
    });
}

/**
 * Each distinct slow query once, with how often and how slow at worst (the log
 * line is `slow query <network> <ms> ms: <text>`). With the embedded database the
 * time includes the wait for its one connection.
 * @param {string[]} lines
 */
function summarizeSlowQueries(lines) {
  /** @type {Map<string, { count: number, worst: number }>} */
  const byText = new Map();
  for (const line of lines) {
    const match = /^slow query (\S+) ([\d.]+) ms: (.*)$/.exec(line);
    if (!match) continue;
    const key = `${match[1]}: ${match[3]}`;
    const seen = byText.get(key) ?? { count: 0, worst: 0 };
    byText.set(key, { count: seen.count + 1, worst: Math.max(seen.worst, Number(match[2])) });
  }
  return [...byText.entries()]
    .sort((a, b) => b[1].worst - a[1].worst)
    .map(([text, { count, worst }]) => `  ${worst.toFixed(0)} ms worst, ${count}×  ${text.slice(0, 160)}`)
    .join("\n");
}
