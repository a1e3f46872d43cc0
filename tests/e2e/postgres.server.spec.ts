import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { DEMO_CHAIN, PORTS, SERVER_NOW } from "../../playwright.config";
import { expect, test } from "@playwright/test";
import { ADMIN_URL, copyTestChains, databaseUrlOf, NETWORKS, waitForReady, type Network } from "./support/postgres-chains";
import type { ExplorerApi } from "../../app/api/contract";
import { httpTransport } from "../../app/api/http-transport.server";
import { inProcessTransport } from "../../app/api/in-process.server";
import { openPostgresDb } from "../../app/db/postgres.server";
import { parseBlockId } from "../../app/lib/params/block-id";
import { parseHash32 } from "../../app/lib/params/hash";

// The explorer on PostgreSQL (the production mode): the same seed and 'now'
// written with `demo:seed` into PostgreSQL answer the same JSON as the
// embedded chain of the e2e app, and a query stuck behind a lock is cancelled
// at the time limit (503), with the server answering again at once after.
const QUERY_TIMEOUT_MS = 1000;
const databaseName = (network: Network) => `prime_e2e_${network}`;
const databaseUrl = (network: Network) => databaseUrlOf(databaseName(network));

let app: ChildProcess | null = null;
const appUrl = `http://127.0.0.1:${PORTS.postgresApp}`;
const embeddedUrl = `http://127.0.0.1:${PORTS.app}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await copyTestChains(databaseName);
  // Two server processes on the one port (SERVER_PROCESSES, PostgreSQL only): every test here meets either.
  app = spawn("node", ["--conditions=production", "server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORTS.postgresApp),
      HOST: "127.0.0.1",
      SERVER_NOW,
      DATABASE_URL_MAINNET: databaseUrl("mainnet"),
      DATABASE_URL_TESTNET: databaseUrl("testnet"),
      QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      SERVER_PROCESSES: "2",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await waitForReady(appUrl);
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await Promise.all(openDbs.map((db) => db.close()));
});

async function json(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
}

/** Every implemented JSON call, with ids and queries taken from the chain itself. */
async function apiPaths(network: Network): Promise<string[]> {
  const api = `/api/networks/${network}`;
  const { body: blocks } = await json(embeddedUrl, `${api}/blocks?limit=20&offset=10`);
  const { body: txs } = await json(embeddedUrl, `${api}/transactions?limit=20&offset=30`);
  const block = (blocks as Array<{ height: number; hash: string }>)[3]!;
  const hashes = (txs as Array<{ hash: string }>).map((tx) => tx.hash);
  const { body: detail } = await json(embeddedUrl, `${api}/transactions/${hashes[0]}`);
  const address = (detail as { outputs: Array<{ address: string }> }).outputs[0]!.address;
  return [
    `${api}/stats`,
    `${api}/epochs/current`,
    `${api}/protocol-parameters`,
    `${api}/blocks?limit=20&offset=0`,
    `${api}/blocks?limit=20&offset=10`,
    `${api}/blocks/${block.height}`,
    `${api}/blocks/${block.hash}`,
    `${api}/transactions?limit=20&offset=0`,
    `${api}/transactions?limit=20&offset=30`,
    ...hashes.slice(0, 8).map((hash) => `${api}/transactions/${hash}`),
    `${api}/search?q=${block.height}`,
    `${api}/search?q=${block.hash}`,
    `${api}/search?q=${hashes[1]!.slice(0, 10)}`,
    `${api}/search?q=${encodeURIComponent(address)}`,
    `${api}/search?q=pool`,
    `${api}/blocks/${"0".repeat(64)}`,
  ];
}

for (const network of NETWORKS) {
  test(`${network}: PostgreSQL answers the same JSON as the embedded chain of the same seed and 'now'`, async () => {
    const paths = await apiPaths(network);
    for (const path of paths) {
      const [embedded, server] = await Promise.all([json(embeddedUrl, path), json(appUrl, path)]);
      expect(embedded.status, path).toBe(path.endsWith("0".repeat(64)) ? 404 : 200);
      expect(server, path).toEqual(embedded);
    }
    expect(paths.length).toBeGreaterThan(15);
  });
}

test("a query stuck past the time limit gets 503 while /healthz answers, and the next request succeeds at once", async () => {
  const path = "/api/networks/mainnet/blocks?limit=5";
  expect((await json(appUrl, path)).status).toBe(200);
  const locker = postgres(databaseUrl("mainnet"), { max: 1, onnotice: () => {} });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = locker.begin(async (tx) => {
    await tx.unsafe("LOCK TABLE block IN ACCESS EXCLUSIVE MODE");
    await released;
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    // A call not asked before: the answers kept for this tip would still be served from memory.
    const stuck = fetch(`${appUrl}${path}&asked=during`);
    const health = await fetch(`${appUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS);
    const answer = await stuck;
    const waited = Date.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBeTruthy();
    expect(await answer.json()).toEqual({ error: "Database Service Unavailable" });
    expect(waited).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(QUERY_TIMEOUT_MS + 2000);
    // A page that must read blocks (protocol parameters are kept in memory per
    // epoch now, so /protocol-parameters answers from memory through an outage).
    const page = await fetch(`${appUrl}/blocks`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Database Service Unavailable");
  } finally {
    release();
    await holding;
    await locker.end({ timeout: 2 });
  }
  const recovered = Date.now();
  expect((await json(appUrl, `${path}&asked=after`)).status).toBe(200);
  expect(Date.now() - recovered).toBeLessThan(5000);
});

// The contract suite (app/api/contract.ts), once per transport: in-process on
// the PostgreSQL chain, and over HTTP against our own JSON routes on the
// embedded chain of the same seed and 'now'. Every rule is checked on each,
// and the two must answer alike.
const openDbs: Array<{ close(): Promise<void> }> = [];
const transports = {
  "in-process": (network: Network) => {
    const db = openPostgresDb(databaseUrl(network), { timeoutMs: 10_000 });
    openDbs.push(db);
    return inProcessTransport(network, db);
  },
  http: (network: Network) => httpTransport(embeddedUrl, network, 10_000),
};

async function contractAnswers(api: ExplorerApi) {
  const stats = await api.getNetworkStats();
  const epoch = await api.getCurrentEpoch();
  const newest = await api.listBlocks({ limit: 20, offset: 0 });
  const tip = newest[0]!.height;
  const oldest = await api.listBlocks({ limit: 5, offset: tip - 4 });
  const busy = newest.find((block) => block.txCount > 0) ?? newest[0]!;
  const byHeight = await api.getBlock(parseBlockId(String(busy.height)));
  const byHash = await api.getBlock(parseBlockId(busy.hash));
  const txs = await api.listTransactions({ limit: 20, offset: 0 });
  const deeper = await api.listTransactions({ limit: 20, offset: 20 });
  const tx = await api.getTransaction(parseHash32(txs[0]!.hash));
  const parameters = await api.getProtocolParameters();
  const searches = await Promise.all([String(busy.height), busy.hash, txs[1]!.hash.slice(0, 12)].map((q) => api.search(q)));
  return { stats, epoch, newest, oldest, busy, byHeight, byHash, txs, deeper, tx, parameters, searches, tip };
}

for (const network of NETWORKS) {
  const answers: Record<string, Awaited<ReturnType<typeof contractAnswers>>> = {};
  for (const [name, open] of Object.entries(transports)) {
    test(`${network}: the contract holds over the ${name} transport`, async () => {
      const api = open(network);
      const a = await contractAnswers(api);
      answers[name] = a;
      expect(a.stats!.currentBlock).toBe(a.tip);
      expect(BigInt(a.stats!.totalActiveStake)).toBeGreaterThan(0n);
      expect(Date.parse(a.epoch!.startTime)).toBeLessThanOrEqual(Date.parse(DEMO_CHAIN.DEMO_NOW));
      expect(a.newest.map((b) => b.height)).toEqual(Array.from({ length: 20 }, (_, i) => a.tip - i));
      expect(a.oldest.map((b) => b.height)).toEqual([4, 3, 2, 1, 0]);
      expect(a.byHeight).toEqual(a.byHash);
      expect(a.byHeight!.transactions).toHaveLength(a.busy.txCount);
      expect(new Set([...a.txs, ...a.deeper].map((t) => t.hash)).size).toBe(40);
      expect(a.tx!.hash).toBe(a.txs[0]!.hash);
      expect(a.tx!.outputs!.length).toBeGreaterThan(0);
      expect(a.parameters!.epoch).toBe(a.epoch!.epochNumber);
      expect(a.searches[0]).toContainEqual(expect.objectContaining({ type: "block", id: String(a.busy.height) }));
      expect(a.searches[1]).toContainEqual(expect.objectContaining({ type: "block", id: a.busy.hash }));
      expect(a.searches[2]).toContainEqual(expect.objectContaining({ type: "transaction", id: a.txs[1]!.hash }));
      expect(await api.getBlock(parseBlockId("99999999"))).toBeNull();
      expect(await api.getBlock(parseBlockId("f".repeat(64)))).toBeNull();
      expect(await api.getTransaction(parseHash32("f".repeat(64)))).toBeNull();
      expect(await api.listBlocks({ limit: 5, offset: a.tip + 1 })).toEqual([]);
      expect(await api.search("zzz-no-such-pool")).toEqual([]);
    });
  }
  test(`${network}: both transports answer alike`, async () => {
    expect(Object.keys(answers)).toEqual(Object.keys(transports));
    expect(answers.http).toEqual(answers["in-process"]);
  });
}

test("`npm run worker -- --once` writes every missing summary of a freshly seeded database, then exits", async () => {
  test.setTimeout(120_000);
  const url = new URL(ADMIN_URL);
  url.pathname = "/prime_e2e_worker";
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe("DROP DATABASE IF EXISTS prime_e2e_worker WITH (FORCE)");
    await admin.unsafe("CREATE DATABASE prime_e2e_worker");
  } finally {
    await admin.end({ timeout: 2 });
  }
  const seeded = spawnSync(
    "node",
    ["demo/cli.mjs", "seed", "--network", "testnet", "--database-url", url.toString(), "--scale", DEMO_CHAIN.DEMO_SCALE, "--now", DEMO_CHAIN.DEMO_NOW],
    { encoding: "utf8" },
  );
  expect(seeded.status, seeded.stderr).toBe(0);
  // Only this database: no server or other worker maintains it meanwhile.
  const { DATABASE_URL_MAINNET: _mainnet, ...env } = process.env;
  const worker = spawnSync("node", ["worker.mjs", "--once"], {
    encoding: "utf8",
    env: { ...env, DATABASE_URL_TESTNET: url.toString() },
    timeout: 90_000,
  });
  expect(worker.status, worker.stderr).toBe(0);
  expect(worker.stdout).toMatch(/Summaries caught up for testnet in [\d.]+s/);
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    // A stake unit for every completed snapshot, a blocks unit for every finished epoch.
    const [counts] = await db.unsafe<{ stake: number; snapshots: number; blocks: number; finished: number }[]>(
      `SELECT (SELECT count(*)::int FROM explorer.summary_unit WHERE kind = 'stake') AS stake,
              (SELECT count(*)::int FROM epoch_stake_progress WHERE completed) AS snapshots,
              (SELECT count(*)::int FROM explorer.summary_unit WHERE kind = 'blocks') AS blocks,
              (SELECT max(epoch_no) - min(epoch_no) FROM block WHERE epoch_no IS NOT NULL)::int AS finished`,
    );
    expect(counts!.snapshots).toBeGreaterThan(0);
    expect(counts!.stake).toBe(counts!.snapshots);
    expect(counts!.finished).toBeGreaterThan(0);
    expect(counts!.blocks).toBe(counts!.finished);
  } finally {
    await db.end({ timeout: 2 });
    const cleanup = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await cleanup.unsafe("DROP DATABASE IF EXISTS prime_e2e_worker WITH (FORCE)").finally(() => cleanup.end({ timeout: 2 }));
  }
});

/** The server processes the primary (`pid`) runs: its children. */
const serverProcesses = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

// Last: it ends the app.
test("a server process that dies is replaced while the other answers; SIGTERM ends them all, then the primary", async () => {
  test.setTimeout(120_000);
  const primary = app!;
  const before = serverProcesses(primary.pid!);
  expect(before).toHaveLength(2);
  process.kill(before[0]!, "SIGKILL");
  // Every request meanwhile is answered, by the process left or the new one.
  // A request lost with the dead process would hang: each has 10 s to be answered.
  for (let i = 0; i < 20; i++) {
    expect((await fetch(`${appUrl}/api/networks/mainnet/stats?n=${i}`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
  }
  await expect.poll(() => serverProcesses(primary.pid!).filter((pid) => !before.includes(pid)), { timeout: 30_000 }).toHaveLength(1);
  await waitForReady(appUrl);
  const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
  primary.kill("SIGTERM");
  expect(await exited).toBe(0);
  await expect(fetch(`${appUrl}/healthz`)).rejects.toThrow();
});
