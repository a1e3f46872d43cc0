// `npm run test:image` (issue 45): the Dockerfile built unchanged with Podman, the image
// checked, and its CMD started from the image's own filesystem as `docker run` would
// (tests/image/container.ts) on the embedded demo chain and on a db-sync PostgreSQL. The
// base image, node:20-bookworm-slim, is made here when missing (scripts/image/base-image.mjs:
// no registry is reachable from this machine). Every duration is printed as a FIGURES line
// and kept in reports/image/figures.json; docs/testing.md keeps the last run's.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDebianPackages } from "../../scripts/debian-packages.mjs";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../../app/lib/runtime/memory-budget.mjs";
import { BASE_IMAGE, ensureBaseImage, NODE_VERSION } from "../../scripts/image/base-image.mjs";
import { copyTestChains, databaseUrlOf as databaseUrl, dropTestChains, NETWORKS } from "../support/postgres-copies";
import { type Container, healthcheckArgv, type ImageConfig, inspectImage, podman, startContainer } from "./container";

const ROOT = path.resolve(import.meta.dirname, "../..");
const IMAGE = "localhost/prime-explorer:image-test";
const MAX_IMAGE_BYTES = 350 * 1000 * 1000;
// Ports of this test (3600-3619): each container listens on its own.
const PORTS = { demo: 3601, demoAgain: 3602, postgres: 3603, nobody: 3619 };
const copyName = (network: string) => `prime_image_test_${network}`;
// app/server/listen.mjs: every request answered and the process gone within this after SIGTERM.
const SHUTDOWN_GRACE_MS = 10_000;

const figures: Record<string, number | string> = {};
const reports = path.join(ROOT, "reports/image");

function note(name: string, value: number | string) {
  figures[name] = value;
  console.log(`FIGURES ${name}: ${value}`);
}

async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } finally {
    note(`${name} s`, Number(((Date.now() - started) / 1000).toFixed(1)));
  }
}

let config: ImageConfig;
let root: string;
let mounted = false;
const scratch = mkdtempSync(path.join(os.tmpdir(), "prime-image-test-"));

beforeAll(async () => {
  mkdirSync(reports, { recursive: true });
  // podman's image mount (rootful storage) and the containers' mounts need root.
  if (process.getuid?.() !== 0) throw new Error("npm run test:image needs root: run it as root (sudo npm run test:image)");
  // The patch check's; podman and debootstrap are the base image's (installed as root when missing).
  ensureDebianPackages([{ file: "/usr/bin/patch", package: "patch" }]);
  const base = await timed("base image", () => ensureBaseImage({ log: (line) => console.log(`[base-image] ${line}`) }));
  note("base image made", base.made);
  const previous = spawnSync("podman", ["image", "inspect", "--format", "{{.Id}}", IMAGE], { encoding: "utf8" });
  // IMAGE_TEST_REUSE=1: the image of the last run, unbuilt (to work on the checks below).
  if (process.env.IMAGE_TEST_REUSE === "1" && previous.status === 0) note("image build", "reused");
  else await timed("image build", () => buildImage());
  config = inspectImage(IMAGE);
  // The image this build replaced: its layers would pile up run after run.
  const previousId = previous.status === 0 ? previous.stdout.trim() : "";
  if (previousId && previousId !== config.id) spawnSync("podman", ["rmi", previousId], { stdio: "ignore" });
  root = podman(["image", "mount", IMAGE]);
  mounted = true;
}, 3_600_000);

afterAll(async () => {
  for (const { name, container } of started) {
    await container.remove();
    writeFileSync(path.join(reports, `${name}.log`), container.output());
  }
  if (mounted) podman(["image", "unmount", IMAGE]);
  await dropDatabaseCopies();
  rmSync(scratch, { recursive: true, force: true });
  writeFileSync(path.join(reports, "figures.json"), `${JSON.stringify(figures, null, 2)}\n`);
}, 120_000);

/** The Dockerfile, unchanged, built as `docker build` would (no earlier layer reused). */
function buildImage(): Promise<void> {
  const log = path.join(reports, "build.log");
  return new Promise((resolve, reject) => {
    // --format docker: the OCI format has no HEALTHCHECK (Podman would drop it with a warning).
    // --isolation chroot: RUN without a container runtime; --pull=never: the base made above.
    const args = ["build", "--isolation", "chroot", "--pull=never", "--format", "docker", "--layers=false", ...registryTrust(), "-t", IMAGE, "-f", "Dockerfile", "."];
    const build = spawn("podman", args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.on("exit", (code) => {
      writeFileSync(log, output);
      if (code === 0) resolve();
      else reject(new Error(`podman ${args.join(" ")} failed (${code}); the end of ${log}:\n${output.split("\n").slice(-40).join("\n")}`));
    });
  });
}

/**
 * What this machine's npm trusts beyond Node's own certificates (`npm config get cafile`, else
 * NODE_EXTRA_CA_CERTS: a TLS-intercepting proxy's authority), handed to the build's RUN steps
 * as a volume at /usr/local/etc, npm's global npmrc folder in the image: mounted, never written
 * into a layer (the image's /usr/local/etc stays empty).
 */
function registryTrust(): string[] {
  const configured = spawnSync("npm", ["config", "get", "cafile"], { encoding: "utf8" }).stdout.trim();
  const cafile = [configured, process.env.NODE_EXTRA_CA_CERTS].find((file) => file && file !== "null" && existsSync(file));
  if (!cafile) return [];
  const dir = mkdtempSync(path.join(scratch, "npm-etc-"));
  copyFileSync(cafile, path.join(dir, "registry-ca.crt"));
  writeFileSync(path.join(dir, "npmrc"), "cafile=/usr/local/etc/registry-ca.crt\n");
  chmodSync(dir, 0o755);
  return ["--volume", `${dir}:/usr/local/etc:ro`];
}

/** Every path under `dir` (relative to it), folders included. */
function walk(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? [relative, ...walk(dir, relative)] : [relative];
  });
}

const inImage = (file: string) => path.join(root, file);

type LockEntry = { dev?: boolean; devOptional?: boolean; optional?: boolean };

/** The lockfile's packages (where each is installed, and its flags). */
function lockPackages(): Array<[string, LockEntry]> {
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  return Object.entries(lock.packages).filter(([where]) => where !== "");
}

describe("the image as built", () => {
  it("is at most 350 MB and runs as node (uid 1000), not root", () => {
    note("image size MB", Number((config.size / 1e6).toFixed(1)));
    note("base image size MB", Number((inspectImage(BASE_IMAGE).size / 1e6).toFixed(1)));
    expect(config.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(config.user).toBe("node");
    const passwd = readFileSync(inImage("etc/passwd"), "utf8");
    expect(passwd).toMatch(/^node:x:1000:1000:/m);
    expect(config.workingDir).toBe("/app");
    expect(config.env).toEqual(expect.arrayContaining(["NODE_ENV=production", "PORT=3000", "HOST=0.0.0.0", ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`)]));
    expect(config.volumes).toEqual(["/app/.data"]);
    expect(config.cmd).toEqual(["node", ...SERVER_NODE_ARGS, "server.mjs"]);
    expect(healthcheckArgv(config).join(" ")).toContain("/healthz");
    // The volume's folder is the user's, so that a new volume is too (Docker copies its owner).
    expect(statSync(inImage("app/.data")).uid).toBe(1000);
    expect(readdirSync(inImage("app/.data"))).toEqual([]);
  });

  it("has the files the server needs at run time", () => {
    const needed = [
      "app/package.json",
      "app/server.mjs",
      "app/worker.mjs",
      "app/build/server/index.js",
      "app/app/db/pglite-worker.mjs",
      "app/app/lib/pools/house-pool.ts",
      "app/schema/migrate.mjs",
      "app/demo/ensure-demo-chains.mjs",
      ...readdirSync(path.join(ROOT, "app/server"))
        .filter((name) => name.endsWith(".mjs") && !name.includes(".test."))
        .map((name) => `app/app/server/${name}`),
    ];
    expect(needed.filter((file) => !existsSync(inImage(file)))).toEqual([]);
    expect(readdirSync(inImage("app/build/client/assets")).some((name) => name.endsWith(".js"))).toBe(true);
    // Every production package of the lockfile (the Dockerfile omits optional ones: there are none but devOptional).
    expect(lockPackages().filter(([where, entry]) => !entry.dev && !entry.devOptional && !existsSync(inImage(`app/${where}/package.json`)))).toEqual([]);
    expect(lockPackages().filter(([, entry]) => entry.optional && !entry.dev)).toEqual([]);
  });

  it("has no development dependency, test, source or repository file", () => {
    // devOptional: wanted by a development package, and an optional peer of a production one (typescript).
    const devOnly = lockPackages().filter(([, entry]) => entry.dev || entry.devOptional);
    expect(devOnly.length).toBeGreaterThan(100);
    expect(devOnly.map(([where]) => where).filter((where) => existsSync(inImage(`app/${where}`)))).toEqual([]);
    const appFiles = walk(inImage("app")).filter((file) => !file.startsWith("node_modules"));
    note("files outside node_modules", appFiles.length);
    const unwanted = appFiles.filter((file) => /(^|\/)(tests?|\.git|\.cache|\.react-router|reports|scripts|patches|docs|e2e)(\/|$)|\.test\.|\.spec\.|\.tsx$|(^|\/)tsconfig/.test(file));
    expect(unwanted).toEqual([]);
  });

  it("has every patch of patches/ applied to its package", () => {
    const patches = readdirSync(path.join(ROOT, "patches")).filter((name) => name.endsWith(".patch"));
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      // Reversible in the image's node_modules: applied (a dry run, the image is read-only here).
      const reversed = spawnSync("patch", ["--dry-run", "--reverse", "--force", "--silent", "-p1", "-d", inImage("app"), "-i", path.join(ROOT, "patches", patch)], { encoding: "utf8" });
      expect(reversed.status, `${patch} is not applied in the image:\n${reversed.stdout}${reversed.stderr}`).toBe(0);
    }
  });

  it("has no source map and no secret", () => {
    const appFiles = walk(inImage("app"));
    const ours = appFiles.filter((file) => !file.startsWith("node_modules"));
    expect(appFiles.filter((file) => file.endsWith(".map"))).toEqual([]);
    const scripts = ours.filter((file) => file.startsWith("build/") && /\.(m?js)$/.test(file));
    expect(scripts.filter((file) => readFileSync(inImage(`app/${file}`), "utf8").includes("sourceMappingURL"))).toEqual([]);
    const secretName = /(^|\/)(\.env(\..*)?|\.npmrc|\.pgpass|\.netrc|\.git-credentials|id_(rsa|ed25519|ecdsa)|.*\.(pem|key|p12|pfx))$/;
    const homes = ["root", "home/node"].flatMap((home) => walk(inImage(home)).map((file) => `${home}/${file}`));
    expect([...appFiles.map((file) => `app/${file}`), ...homes].filter((file) => secretName.test(file))).toEqual([]);
    // No npm token or database password left by a build stage in what ships.
    const texts = [...homes, ...ours.map((file) => `app/${file}`)].filter((file) => statSync(inImage(file)).isFile() && statSync(inImage(file)).size < 2_000_000);
    expect(texts.filter((file) => /_authToken|postgres(ql)?:\/\/[^\s"'`@/]+:[^\s"'`@/]+@/.test(readFileSync(inImage(file), "utf8")))).toEqual([]);
  });
});

async function get(port: number, route: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(60_000) });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

let retried = 0;

/**
 * A page or JSON call, asked again while the server answers 503: the embedded database
 * answers one query at a time, and while it indexes a new chain a query can wait past
 * QUERY_TIMEOUT_MS on a busy machine (seen at a load of 18 on two cores). The app's
 * answer to that is a 503, which a client asks again; this test checks the image, not the
 * machine's speed. Up to 2 minutes.
 */
async function answered(port: number, route: string): Promise<{ status: number; type: string; body: string }> {
  const until = Date.now() + 120_000;
  for (;;) {
    const answer = await get(port, route);
    if (answer.status !== 503 || Date.now() > until) return answer;
    retried++;
    note("503 answers asked again", retried);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Waits until the container's server says it is ready; what it printed if it ends first. */
async function ready(container: Container, port: number): Promise<void> {
  for (;;) {
    if (container.process.exitCode !== null || container.process.signalCode !== null) throw new Error(`the container ended:\n${container.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const started: Array<{ name: string; container: Container }> = [];

function start(options: { name: string; port: number; env?: Record<string, string>; volume?: string; command?: string[] }): Container {
  const container = startContainer(root, config, {
    // As `docker run -p 127.0.0.1:PORT:PORT -e PORT=PORT`: the host's network, so on our own port.
    env: { PORT: String(options.port), HOST: "127.0.0.1", ...options.env },
    volumes: { "/app/.data": options.volume ?? newVolume() },
    command: options.command,
  });
  started.push({ name: options.name, container });
  return container;
}

/** A host folder for the volume, owned as a new Docker volume of the image would be (node:node, copied from /app/.data). */
function newVolume(): string {
  const dir = mkdtempSync(path.join(scratch, "volume-"));
  chownSync(dir, 1000, 1000);
  return dir;
}

/** The image's HEALTHCHECK run in the container as Docker runs it; its exit status. */
function healthcheck(container: Container, env: Record<string, string> = {}): number | null {
  const timeoutMs = (config.healthcheck?.Timeout ?? 30e9) / 1e6;
  return container.exec(healthcheckArgv(config), { env, timeoutMs }).status;
}

type Tip = { height: number; hash: string };

async function tip(port: number, network: string): Promise<Tip> {
  const answer = await answered(port, `/api/networks/${network}/blocks?limit=1`);
  expect(answer.status, answer.body).toBe(200);
  const [block] = JSON.parse(answer.body) as Tip[];
  if (!block) throw new Error(`${network} has no block`);
  return block;
}

/** /healthz, the HEALTHCHECK, a page and JSON calls answer, on each network. */
async function servesTheChain(container: Container, port: number): Promise<Record<string, Tip>> {
  // The image's own Node, as its user, without root's groups.
  const uids = readFileSync(`/proc/${container.process.pid}/status`, "utf8").match(/^Uid:\s+(.*)$/m)?.[1]?.split(/\s+/);
  expect(uids).toEqual(["1000", "1000", "1000", "1000"]);
  expect(container.exec(["node", "-p", "process.version + ' ' + process.getuid() + ' ' + process.getgroups().join(',')"]).output.trim()).toBe(`v${NODE_VERSION} 1000 1000`);
  const health = await get(port, "/healthz");
  expect(health.status).toBe(200);
  expect(healthcheck(container)).toBe(0);
  // The check can fail: pointed at a port nothing listens on, it says unhealthy.
  expect(healthcheck(container, { PORT: String(PORTS.nobody) })).toBe(1);
  const tips: Record<string, Tip> = {};
  for (const network of NETWORKS) {
    const stats = await answered(port, `/api/networks/${network}/stats`);
    expect(stats.status, stats.body).toBe(200);
    expect(stats.type).toMatch(/^application\/json/);
    tips[network] = await tip(port, network);
  }
  const home = await answered(port, "/");
  expect(home.status).toBe(200);
  expect(home.type).toMatch(/^text\/html/);
  // A block's page, server-rendered from the chain: it names the block's hash.
  const block = await answered(port, `/blocks/${tips.mainnet!.height}`);
  expect(block.status).toBe(200);
  expect(block.body).toContain(tips.mainnet!.hash);
  const styles = home.body.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(styles, "the home page links its stylesheet").toBeTruthy();
  expect((await get(port, styles!)).status).toBe(200);
  return tips;
}

type Outcome = { sentAt: number; status: number | string };

/** One GET on a connection of its own, read to its end: the status, or the error's code. */
async function send(port: number, route: string): Promise<Outcome> {
  const sentAt = performance.now();
  const status = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { connection: "close" }, signal: AbortSignal.timeout(30_000) }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  return { sentAt, status };
}

/**
 * SIGTERM under clients asking on fresh connections (tests/e2e/server.spec.ts's contract):
 * /readyz turns 503, every request sent before the signal is answered and some sent after
 * it are served (the drain), and the process exits 0 within the grace period.
 */
async function drains(container: Container, port: number, label: string): Promise<void> {
  const outcomes: Outcome[] = [];
  let closed = false;
  // A page and a JSON call (the database's) held in flight at the signal, and /healthz (the
  // listener's alone) asked again and again through the drain window, however slow the pages.
  const routes = ["/", "/api/networks/mainnet/stats", "/healthz", "/healthz"];
  const clients = routes.map(async (route) => {
    while (!closed) {
      const outcome = await send(port, route);
      if (outcome.status === "ECONNREFUSED") closed = true;
      else outcomes.push(outcome);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const signalAt = performance.now();
  container.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 100));
  const readiness = await get(port, "/readyz");
  const code = await container.exited;
  const exitMs = performance.now() - signalAt;
  closed = true;
  await Promise.all(clients);
  note(`${label} SIGTERM to exit ms`, Math.round(exitMs));
  const before = outcomes.filter((outcome) => outcome.sentAt < signalAt);
  const after = outcomes.filter((outcome) => outcome.sentAt >= signalAt);
  note(`${label} requests sent before SIGTERM / after / answered after`, `${before.length} / ${after.length} / ${after.filter((outcome) => outcome.status === 200).length}`);
  expect(readiness.status).toBe(503);
  expect(code, container.output()).toBe(0);
  expect(exitMs).toBeLessThan(SHUTDOWN_GRACE_MS);
  expect(before.length).toBeGreaterThan(0);
  // Answered: a 200, or the 503 of a query that waited too long on a busy machine (see `answered`); never dropped.
  expect(before.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
  expect(after.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(0);
}

describe("started from the image on the embedded demo chain (the default)", () => {
  const volume = () => volumeDir;
  let volumeDir: string;
  let first: Record<string, Tip>;
  let markers: Record<string, string>;

  it("generates the demo chains into the volume, serves them and passes its HEALTHCHECK", async () => {
    volumeDir = newVolume();
    const container = start({ name: "demo", port: PORTS.demo, volume: volume() });
    await timed("demo first start (generation) to ready", () => ready(container, PORTS.demo));
    first = await timed("demo checks", () => servesTheChain(container, PORTS.demo));
    markers = Object.fromEntries(NETWORKS.map((network) => [network, readFileSync(path.join(volumeDir, network, "demo-chain.json"), "utf8")]));
    await timed("demo SIGTERM drain", () => drains(container, PORTS.demo, "demo"));
  });

  it("keeps the chain across a restart: a new container on the same volume opens it, generates nothing", async () => {
    expect(first, "the first start served the chain").toBeDefined();
    const container = start({ name: "demo-restart", port: PORTS.demoAgain, volume: volume() });
    await timed("demo restart to ready", () => ready(container, PORTS.demoAgain));
    for (const network of NETWORKS) {
      expect(readFileSync(path.join(volumeDir, network, "demo-chain.json"), "utf8"), `${network}'s chain was generated again`).toBe(markers[network]);
      // The block that was the tip is there with the same hash (the live chain may have grown since).
      const block = await answered(PORTS.demoAgain, `/api/networks/${network}/blocks/${first[network]!.height}`);
      expect(block.status, block.body).toBe(200);
      expect(JSON.parse(block.body)).toMatchObject({ height: first[network]!.height, hash: first[network]!.hash });
      expect((await tip(PORTS.demoAgain, network)).height).toBeGreaterThanOrEqual(first[network]!.height);
    }
    expect(healthcheck(container)).toBe(0);
    container.process.kill("SIGTERM");
    expect(await container.exited).toBe(0);
  });
});

// The image's PostgreSQL chain: the test chain at its own scale and 'now'.
const copyDatabases = () => copyTestChains(copyName, { scale: "test", now: "2026-11-22T00:00:00Z" });

async function dropDatabaseCopies(): Promise<void> {
  // No PostgreSQL: nothing was copied.
  await dropTestChains(copyName).catch(() => {});
}

describe("started from the image on a db-sync PostgreSQL (DATABASE_URL_MAINNET, DATABASE_URL_TESTNET)", () => {
  it("serves both networks from PostgreSQL, passes its HEALTHCHECK, creates no demo chain, drains on SIGTERM", async () => {
    await timed("postgres copies", () => copyDatabases());
    const volumeDir = newVolume();
    const container = start({
      name: "postgres",
      port: PORTS.postgres,
      volume: volumeDir,
      env: { DATABASE_URL_MAINNET: databaseUrl(copyName("mainnet")), DATABASE_URL_TESTNET: databaseUrl(copyName("testnet")) },
    });
    await timed("postgres start to ready", () => ready(container, PORTS.postgres));
    const tips = await timed("postgres checks", () => servesTheChain(container, PORTS.postgres));
    const admin = postgres(databaseUrl(copyName("mainnet")), { max: 1, onnotice: () => {} });
    try {
      const [row] = await admin<{ hash: string }[]>`SELECT encode(hash, 'hex') AS hash FROM block WHERE block_no = ${tips.mainnet!.height}`;
      expect(row?.hash).toBe(tips.mainnet!.hash);
    } finally {
      await admin.end({ timeout: 2 });
    }
    expect(readdirSync(volumeDir)).toEqual([]);
    await timed("postgres SIGTERM drain", () => drains(container, PORTS.postgres, "postgres"));
  });

  it("runs the summary worker from the image (`node worker.mjs --once`, as deploy/docker-compose.yml's worker)", async () => {
    const container = start({
      name: "worker",
      port: PORTS.postgres,
      env: { DATABASE_URL_MAINNET: databaseUrl(copyName("mainnet")), DATABASE_URL_TESTNET: databaseUrl(copyName("testnet")) },
      command: ["node", "worker.mjs", "--once"],
    });
    expect(await container.exited, container.output()).toBe(0);
    expect(container.output()).toMatch(/Summaries caught up for mainnet, testnet/);
  });
});
