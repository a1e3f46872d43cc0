// The stand-up under test: `npm run deploy:local` as a child, its state file, and
// the parts a test stops and starts again the way the stand-up started them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import postgres from "postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_CTL = "/usr/lib/postgresql/15/bin/pg_ctl";

export type Cluster = { port: number; data: string; urls: Record<string, string>; options: string };
export type DeployState = {
  pid: number;
  url: string;
  primary: Cluster;
  replica: Cluster;
  nodes: { port: number; pid: number; url: string }[];
  worker: { pid: number };
  nginx: { conf: string; upstreamFile: string };
  nodeEnv: Record<string, string>;
  workerEnv: Record<string, string>;
};

export type StandUp = {
  state: DeployState;
  /** Everything the stand-up printed so far (its children's lines are prefixed by their names). */
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts `npm run deploy:local` with these arguments and resolves once it says ready. */
export async function standUp(args: string[]): Promise<StandUp> {
  const child = spawn(process.execPath, ["scripts/deploy-local.mjs", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes("[deploy:local] ready:")) {
    if (child.exitCode !== null) throw new Error(`deploy:local exited:\n${output}`);
    if (Date.now() - started > 240_000) throw new Error(`deploy:local not ready in 240 s:\n${output}`);
    await sleep(200);
  }
  const state = JSON.parse(readFileSync(path.join(ROOT, ".deploy-local/state.json"), "utf8")) as DeployState;
  return {
    state,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    },
  };
}

/** A process the test starts beside the stand-up's (a node again, a second worker); killed by `stopStarted`. */
const started: ChildProcess[] = [];

export function startLike(script: "server.mjs" | "worker.mjs", env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  started.push(child);
  return { child, output: () => output };
}

export async function stopStarted(): Promise<void> {
  await Promise.all(
    started.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      return exited;
    }),
  );
}

/** pg_ctl on a cluster of the stand-up (as `postgres` when we are root). */
export function pgCtl(cluster: Cluster, action: "start" | "stop"): void {
  const args =
    action === "start"
      ? ["-D", cluster.data, "-o", cluster.options, "-l", path.join(cluster.data, "postgres.log"), "-w", "start"]
      : ["-D", cluster.data, "-m", "immediate", "-w", "stop"];
  const [file, argv] = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", PG_CTL, ...args]] : [PG_CTL, args];
  execFileSync(file, argv, { stdio: "ignore" });
}

/** One short-lived superuser connection to a cluster's mainnet database. */
export async function sqlOn<T>(cluster: Cluster, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(cluster.urls.mainnet ?? "", { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
