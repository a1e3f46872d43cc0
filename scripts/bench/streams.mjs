// @ts-check
// `npm run bench -- --streams N`: the live streams under load (issue 44). Not a
// timed test: it stands the production server up on a copy of a chain database,
// opens N streams (scripts/bench/stream-clients.mjs, several processes), writes a
// new block into the copy every few seconds as db-sync would, and reports whether
// every client received every block exactly once and in order, how long after the
// INSERT's commit, the node's RSS before and after the streams opened, pages and
// JSON at 8 connections beside the streams, and the 503s past MAX_EVENT_STREAMS.
//
//   --streams N               one node (one process), the clients on it directly
//   --streams N --machine     two nodes behind the reference nginx, the clients through it
//   --streams N --sigterm     two nodes behind nginx; SIGTERM of the node holding the most
//                             streams while blocks keep coming: every client resumes on the
//                             other node from its Last-Event-ID and misses nothing
import { spawn } from "node:child_process";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../../app/lib/runtime/memory-budget.mjs";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { startNginx } from "./machine.mjs";
import { startClientProcess } from "./stream-clients.mjs";
import { quantile, splitClients, streamVerdicts } from "./stream-checks.mjs";

/** Pages and JSON measured beside the streams: the dashboard, a list, a JSON call. */
const ROUTES = ["/", "/blocks", "/api/networks/mainnet/stats"];
const CONNECTIONS = 8;
/** Streams a client process holds at most (one event loop; ulimit -n is 20,000 here). */
const CLIENTS_PER_PROCESS = 2_500;
/** Streams waiting for their answer at once, per client process. */
const OPEN_CONCURRENCY = 50;
/** Streams asked for past the cap. */
const PAST_CAP = 200;
/** After the last block, long enough for the tip watch (every 250 ms) and the fan-out. */
const SETTLE_MS = 3_000;
/** Blocks with nothing else going on, over which each part's CPU per block is read. */
const QUIET_BLOCKS = 3;
/** The per-process cap of app/env.server.ts (MAX_EVENT_STREAMS). */
const MAX_EVENT_STREAMS = 5_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ databaseUrl?: string, testnetDatabaseUrl?: string, streams: number, machine: boolean, sigterm: boolean,
 *   port: number, blockIntervalMs: number, durationS: number, minBlocks: number, report: string }} options
 * @returns {Promise<number>} the exit code: 1 when a block was missed, doubled or out of order, or a stream failed
 */
export async function benchStreams(options) {
  const { streams, port, blockIntervalMs, durationS } = options;
  const twoNodes = options.machine || options.sigterm;
  if (!options.databaseUrl || !options.testnetDatabaseUrl) {
    throw new Error("--streams needs --database-url (a chain it copies and writes blocks into) and --testnet-database-url");
  }
  const source = new URL(options.databaseUrl);
  const copyName = `${source.pathname.slice(1)}_streams`;
  const copyUrl = Object.assign(new URL(source), { pathname: `/${copyName}` }).toString();
  const admin = postgres(Object.assign(new URL(source), { pathname: "/postgres" }).toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${copyName}"`);
  await admin.unsafe(`CREATE DATABASE "${copyName}" TEMPLATE "${source.pathname.slice(1)}"`);
  console.log(`Streams: ${copyName}, a copy of ${source.pathname.slice(1)}; blocks are written into the copy`);

  const nodePorts = twoNodes ? [port + 2, port + 3] : [port];
  /** @type {import("node:child_process").ChildProcess[]} */
  const nodes = nodePorts.map((nodePort) =>
    spawn("node", [...SERVER_NODE_ARGS, "server.mjs"], {
      env: {
        ...process.env,
        ...SERVER_ENV,
        NODE_ENV: "production",
        PORT: String(nodePort),
        HOST: "127.0.0.1",
        SERVER_PROCESSES: "1",
        SUMMARY_WORKER: "off",
        DEMO_LIVE: "0",
        DATABASE_URL_MAINNET: copyUrl,
        DATABASE_URL_TESTNET: options.testnetDatabaseUrl,
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  const nginx = twoNodes ? await startNginx({ port, nodePorts }) : null;
  const base = `http://127.0.0.1:${port}`;
  const sql = postgres(copyUrl, { max: 1, onnotice: () => {} });
  /** @type {ReturnType<typeof startClientProcess>[]} */
  const processes = [];
  /** @type {import("./stream-checks.mjs").WrittenBlock[]} */
  const written = [];
  let writing = false;
  /** @type {Promise<void> | null} */
  let writer = null;
  const stopAll = () => {
    for (const clients of processes) clients.stop();
    for (const node of nodes) if (node.exitCode === null && node.signalCode === null) node.kill("SIGTERM");
    nginx?.stop();
  };
  process.on("exit", stopAll);

  /** A block on the tip, as db-sync writes one: the next height, 20 slots and 20 s later, no transactions. */
  async function writeBlock() {
    const hash = randomBytes(32).toString("hex");
    const [row] = await sql`
      INSERT INTO block (hash, epoch_no, slot_no, epoch_slot_no, block_no, previous_id, slot_leader_id, size, time,
                         tx_count, proto_major, proto_minor, vrf_key, op_cert, op_cert_counter)
      SELECT decode(${hash}, 'hex'), epoch_no, slot_no + 20, epoch_slot_no + 20, block_no + 1, id, slot_leader_id, size,
             time + interval '20 seconds', 0, proto_major, proto_minor, vrf_key, op_cert, op_cert_counter
      FROM block WHERE block_no IS NOT NULL ORDER BY block_no DESC LIMIT 1
      RETURNING block_no`;
    const committedAt = now();
    const height = Number(row?.block_no);
    written.push({ id: `${height}.${hash}`, height, committedAt });
  }
  const startWriting = () => {
    writing = true;
    writer = (async () => {
      while (writing) {
        await writeBlock();
        await sleep(blockIntervalMs);
      }
    })();
  };
  const stopWriting = async () => {
    writing = false;
    await writer;
  };
  /** @param {number} count blocks written from now on */
  const blocksWritten = async (count) => {
    const from = written.length;
    while (written.length < from + count) await sleep(100);
  };

  /** @type {Record<string, unknown>} */
  const figures = { date: new Date().toISOString(), streams, nodes: nodePorts.length, throughNginx: twoNodes, blockIntervalMs, loadAverage: [readLoad()] };
  let errors = 0;
  try {
    for (const nodePort of nodePorts) await waitUntilReady(`http://127.0.0.1:${nodePort}`, nodes);
    if (nginx) await waitUntilReady(base, nodes);
    for (const route of ROUTES) for (let i = 0; i < 5; i++) await (await fetch(`${base}${route}`)).arrayBuffer();
    startWriting();

    /** @type {Record<string, Measured>} */
    const baseline = {};
    if (!options.sigterm) {
      console.log(`Pages and JSON at ${CONNECTIONS} connections, no stream open (blocks every ${blockIntervalMs / 1000} s):`);
      for (const route of ROUTES) baseline[route] = await measureRoute(`${base}${route}`, durationS);
    }
    const rssBefore = nodes.map((node) => rssMb(node.pid));
    figures.rssBeforeMb = rssBefore;

    const counts = splitClients(streams, CLIENTS_PER_PROCESS);
    for (const _ of counts) processes.push(startClientProcess());
    const openedAt = now();
    const opened = await Promise.all(processes.map((clients, i) => clients.open(`${base}/api/networks/mainnet/events`, counts[i] ?? 0, OPEN_CONCURRENCY)));
    const openS = (now() - openedAt) / 1000;
    const openCount = opened.reduce((sum, o) => sum + o.opened, 0);
    const openMs = opened.flatMap((o) => o.openMs).sort((a, b) => a - b);
    const failedOpen = mergeCounts(opened.map((o) => o.failed));
    const perNode = await Promise.all(nodePorts.map(async (p) => (await readyz(`http://127.0.0.1:${p}`)).streams?.open ?? null));
    console.log(`${openCount} of ${streams} streams open in ${openS.toFixed(1)} s (${JSON.stringify(failedOpen)} failed); per node: ${perNode.join(", ")}`);
    figures.open = { opened: openCount, seconds: openS, failed: failedOpen, perNode, openP50Ms: quantile(openMs, 0.5), openP99Ms: quantile(openMs, 0.99) };
    if (openCount < streams) errors += streams - openCount;
    const windowFrom = written.length;
    const peak = nodes.map((node) => rssMb(node.pid));
    const sampler = setInterval(() => nodes.forEach((node, i) => (peak[i] = Math.max(peak[i] ?? 0, rssMb(node.pid)))), 500);

    /** @type {Record<string, Measured>} */
    const underStreams = {};
    if (options.sigterm) {
      figures.sigterm = await sigtermOneNode({ nodes, nodePorts, blocksWritten });
    } else {
      await sleep(2_000);
      figures.rssOpenMb = nodes.map((node) => rssMb(node.pid));
      console.log(`Pages and JSON at ${CONNECTIONS} connections beside ${openCount} open streams:`);
      for (const route of ROUTES) underStreams[route] = await measureRoute(`${base}${route}`, durationS);
      figures.routes = { baseline, underStreams };
      const probeUrl = `${base}/api/networks/mainnet/events`;
      const capacity = nodePorts.length * MAX_EVENT_STREAMS;
      if (openCount >= capacity) {
        const probed = await (processes[0]?.probe(probeUrl, PAST_CAP) ?? Promise.reject(new Error("no client process")));
        const ms = [...probed.ms].sort((a, b) => a - b);
        figures.pastCap = { asked: PAST_CAP, statuses: probed.statuses, p50Ms: quantile(ms, 0.5), p99Ms: quantile(ms, 0.99), maxMs: ms.at(-1) };
        console.log(`Past the cap (${capacity}): ${PAST_CAP} more streams answered ${JSON.stringify(probed.statuses)}, p99 ${quantile(ms, 0.99).toFixed(1)} ms`);
      } else console.log(`Past the cap: not asked (${openCount} open of the ${capacity} the nodes take)`);
      // Nothing but blocks for a few of them: the CPU each part spends to carry one block to every stream.
      const parts = { nodes: nodes.map((node) => node.pid), nginx: nginxPids(nginx?.pid), clients: processes.map((clients) => clients.pid) };
      const cpuFrom = cpuOf(parts);
      await blocksWritten(QUIET_BLOCKS);
      await sleep(SETTLE_MS);
      const cpuTo = cpuOf(parts);
      figures.cpuPerBlockMs = Object.fromEntries(Object.keys(parts).map((part) => [part, ((cpuTo[part] ?? 0) - (cpuFrom[part] ?? 0)) / QUIET_BLOCKS]));
    }
    while (written.length - windowFrom < options.minBlocks) await sleep(200);
    await stopWriting();
    await sleep(SETTLE_MS);
    clearInterval(sampler);
    figures.rssPeakMb = peak;
    figures.rssEndMb = nodes.map((node) => rssMb(node.pid));

    const expected = written.slice(windowFrom);
    const collected = await Promise.all(processes.map((clients) => clients.collect(expected)));
    const latencies = collected.flatMap((c) => c.latencies).sort((a, b) => a - b);
    const resumeMs = collected.flatMap((c) => c.resumeMs).sort((a, b) => a - b);
    const answerMs = collected.flatMap((c) => c.answerMs).sort((a, b) => a - b);
    const delivery = {
      blocks: expected.length,
      clients: collected.reduce((sum, c) => sum + c.clients, 0),
      missed: collected.reduce((sum, c) => sum + c.missed, 0),
      clientsMissing: collected.reduce((sum, c) => sum + c.clientsMissing, 0),
      duplicates: collected.reduce((sum, c) => sum + c.duplicates, 0),
      outOfOrder: collected.reduce((sum, c) => sum + c.outOfOrder, 0),
      unexpected: collected.reduce((sum, c) => sum + c.unexpected, 0),
      reconnects: collected.reduce((sum, c) => sum + c.reconnects, 0),
      failedAnswers: mergeCounts(collected.map((c) => c.failed)),
      otherEvents: mergeCounts(collected.map((c) => c.otherEvents)),
      latencyMs: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies.at(-1) ?? Number.NaN },
      // From a stream's end to the next one's 200 (the retry hint included), and of that the request's own wait.
      resumeMs: resumeMs.length
        ? { count: resumeMs.length, p50: quantile(resumeMs, 0.5), p99: quantile(resumeMs, 0.99), max: resumeMs.at(-1), answerP50: quantile(answerMs, 0.5), answerP99: quantile(answerMs, 0.99) }
        : null,
    };
    // Per block: from its commit to its first client (the tip watch's poll and reads), and
    // from its first client to its last (the fan-out and the clients' own event loops).
    const first = expected.map((block, i) => Math.min(...collected.map((c) => c.arrivals[i]?.[0] ?? Infinity)) - block.committedAt).sort((a, b) => a - b);
    const spread = expected
      .map((_, i) => Math.max(...collected.map((c) => c.arrivals[i]?.[1] ?? -Infinity)) - Math.min(...collected.map((c) => c.arrivals[i]?.[0] ?? Infinity)))
      .sort((a, b) => a - b);
    figures.perBlock = { firstClientMs: { p50: quantile(first, 0.5), max: first.at(-1) }, firstToLastMs: { p50: quantile(spread, 0.5), max: spread.at(-1) } };
    figures.delivery = delivery;
    figures.loadAverage = [...(/** @type {string[]} */ (figures.loadAverage)), readLoad()];
    errors += delivery.missed + delivery.duplicates + delivery.outOfOrder + delivery.unexpected;
    if (options.sigterm) errors += Object.values(delivery.failedAnswers).reduce((sum, n) => sum + n, 0);

    const verdicts = streamVerdicts({
      // After a SIGTERM one node holds every stream: its growth says nothing of the goal.
      streamsPerNode: options.sigterm ? [] : perNode.map((n) => n ?? streams / nodePorts.length),
      rssBeforeMb: rssBefore,
      rssAfterMb: /** @type {number[]} */ (figures.rssOpenMb ?? figures.rssPeakMb),
      latencyP99Ms: delivery.latencyMs.p99,
      routeP99Ms: Object.fromEntries(Object.entries(underStreams).map(([route, m]) => [route, m.p99])),
      pastCap: /** @type {{ asked: number, statuses: Record<string, number>, p99Ms: number } | undefined} */ (figures.pastCap),
    });
    figures.verdicts = verdicts;
    console.log(`\n${formatStreamsReport(figures, baseline, underStreams)}`);
    console.log("\nGoals:");
    for (const verdict of verdicts) console.log(`  ${verdict.met ? "ok  " : "MISS"} ${verdict.name}: ${Number.isFinite(verdict.value) ? verdict.value.toFixed(1) : verdict.value} (${verdict.goal})`);
    mkdirSync(path.dirname(options.report), { recursive: true });
    writeFileSync(options.report, `${JSON.stringify(figures, null, 2)}\n`);
    if (errors > 0) console.error(`${errors} errors (streams not opened, blocks missed, doubled, out of order or unknown${options.sigterm ? ", answers not 200" : ""})`);
    return errors > 0 ? 1 : 0;
  } finally {
    writing = false;
    stopAll();
    await sql.end({ timeout: 1 });
    await Promise.all(nodes.map((node) => (node.exitCode !== null || node.signalCode !== null ? null : new Promise((resolve) => node.once("exit", resolve)))));
    await admin.unsafe(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
    await admin.end({ timeout: 1 });
  }
}

/**
 * SIGTERM of the node holding the most streams once three blocks have reached
 * the clients, and eight more blocks after it (past the 10 s grace).
 * @param {{ nodes: import("node:child_process").ChildProcess[], nodePorts: number[], blocksWritten: (count: number) => Promise<void> }} options
 */
async function sigtermOneNode({ nodes, nodePorts, blocksWritten }) {
  await blocksWritten(3);
  await sleep(1_000);
  const open = await Promise.all(nodePorts.map(async (p) => (await readyz(`http://127.0.0.1:${p}`)).streams?.open ?? 0));
  const victim = open.indexOf(Math.max(...open));
  const node = nodes[victim];
  if (!node?.pid) throw new Error("no node to stop");
  console.log(`SIGTERM to the node on :${nodePorts[victim]} (${open[victim]} of its streams; the other holds ${open[1 - victim]})`);
  const sentAt = now();
  node.kill("SIGTERM");
  const exited = new Promise((resolve) => node.once("exit", (code) => resolve({ code, afterMs: Math.round(now() - sentAt) })));
  await blocksWritten(8);
  const survivor = nodePorts[1 - victim];
  const after = survivor === undefined ? null : (await readyz(`http://127.0.0.1:${survivor}`)).streams?.open ?? null;
  console.log(`After: the other node holds ${after} streams`);
  return { streamsPerNodeBefore: open, stoppedNode: nodePorts[victim], exit: await exited, survivorStreamsAfter: after };
}

/**
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, max: number, notOk: number }} Measured
 */

/**
 * 8 connections on one URL: 2 s to warm, then `seconds` measured.
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<Measured>}
 */
async function measureRoute(url, seconds) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { "accept-encoding": "gzip" } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { "accept-encoding": "gzip" } });
  const measured = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    notOk: result.non2xx + result.errors + result.timeouts,
  };
  console.log(`  ${new URL(url).pathname.padEnd(32)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  max ${measured.max} ms  not 2xx ${measured.notOk}`);
  return measured;
}

/**
 * @param {Record<string, unknown>} figures
 * @param {Record<string, Measured>} baseline
 * @param {Record<string, Measured>} underStreams
 */
function formatStreamsReport(figures, baseline, underStreams) {
  const rows = [["figure", "value"], ["---", "---"]];
  const fmt = (/** @type {unknown} */ value) => JSON.stringify(value, (_key, v) => (typeof v === "number" && !Number.isInteger(v) ? Number(v.toFixed(1)) : v));
  for (const key of ["open", "rssBeforeMb", "rssOpenMb", "rssPeakMb", "rssEndMb", "delivery", "perBlock", "cpuPerBlockMs", "pastCap", "sigterm", "loadAverage"]) {
    if (figures[key] !== undefined) rows.push([key, fmt(figures[key])]);
  }
  for (const route of Object.keys(underStreams)) {
    const a = baseline[route];
    const b = underStreams[route];
    rows.push([`${route} p50 / p99 ms, req/s`, `no streams ${a?.p50} / ${a?.p99}, ${a?.requestsPerSecond.toFixed(0)}; beside the streams ${b?.p50} / ${b?.p99}, ${b?.requestsPerSecond.toFixed(0)}`]);
  }
  return rows.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** @param {Record<string, number>[]} all */
function mergeCounts(all) {
  /** @type {Record<string, number>} */
  const total = {};
  for (const counts of all) for (const [key, n] of Object.entries(counts)) total[key] = (total[key] ?? 0) + n;
  return total;
}

/**
 * CPU time used so far (user and system, ms) by each part's processes, from /proc.
 * @param {Record<string, (number | undefined)[]>} parts
 */
function cpuOf(parts) {
  /** @type {Record<string, number>} */
  const used = {};
  for (const [part, pids] of Object.entries(parts)) {
    used[part] = 0;
    for (const pid of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        // utime and stime, in clock ticks (100 a second on Linux).
        used[part] += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        // gone
      }
    }
  }
  return used;
}

/** nginx's workers: the children of its master process. @param {number | undefined} master */
function nginxPids(master) {
  if (master === undefined) return [];
  try {
    return readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim().split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/** @param {number | undefined} pid */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function readLoad() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

/** @param {string} base @returns {Promise<{ streams?: { open: number, max: number } }>} */
async function readyz(base) {
  return fetch(`${base}/readyz`).then((r) => r.json(), () => ({}));
}

/** @param {string} base @param {import("node:child_process").ChildProcess[]} nodes */
async function waitUntilReady(base, nodes) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return;
    if (nodes.some((node) => node.exitCode !== null)) throw new Error("a node exited before it was ready");
    await sleep(250);
  }
  throw new Error(`${base} was not ready within 5 minutes`);
}
