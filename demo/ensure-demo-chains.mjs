// @ts-check
// The embedded demo chains under <dataRoot>/{mainnet,testnet}/: reused when a finished
// chain of the same seed, scale and generator version is there, generated otherwise.
// Layout per network (shared with app/db/embedded.server.ts): PGlite's files in
// pgdata/, our marker demo-chain.json, the server's lock file .lock.
// A chain is built in a sibling directory and renamed into place only when complete,
// with its marker file written last, so an interrupted build is never mistaken for a
// finished one. A directory another live process holds (its .lock) is never replaced.
import { fork } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATOR_VERSION } from "./generator/chain-generator.mjs";
import { DEFAULT_SEED, PROGRESS_UNITS, loadChain } from "./load.mjs";

/** @typedef {import("./generator/addresses.mjs").Network} Network */

const MARKER_FILE = "demo-chain.json";
/** PGlite's data directory inside a network's directory. */
export const PGDATA_DIR = "pgdata";
const LOCK_FILE = ".lock";
/** @type {Network[]} */
export const DEMO_NETWORKS = ["mainnet", "testnet"];

/**
 * @typedef {object} ChainMarker
 * @property {number} generatorVersion
 * @property {string} seed
 * @property {import("./generator/profiles.mjs").Scale} scale
 * @property {Network} network
 * @property {string} now the 'now' the chain was generated for (ISO)
 * @property {string} startTime meta.start_time (ISO)
 * @property {number} tipBlockNo
 * @property {number} tipSlot
 * @property {string} tipTime time of the last block (ISO)
 * @property {string} createdAt
 * @property {Record<string, number>} rows rows generated per table
 */

/**
 * @typedef {object} EnsureOptions
 * @property {string} [dataRoot] default ".data"
 * @property {number} [now] ms; default Date.now() (only used when a chain is generated)
 * @property {string} [seed] default "prime-explorer"
 * @property {import("./generator/profiles.mjs").Scale} [scale] default "full"
 * @property {Network[]} [networks] default both
 * @property {boolean} [force] regenerate even when a matching chain exists
 * @property {import("./load.mjs").ProgressCallback} [onProgress] done/total over all chains to build
 * @property {boolean} [background] generate at a lower priority (demo/thread-priority.mjs)
 */

/**
 * The marker of a finished chain in `dataDir`, or null.
 * @param {string} dataDir
 * @returns {ChainMarker | null}
 */
export function readChainMarker(dataDir) {
  try {
    return JSON.parse(readFileSync(join(dataDir, MARKER_FILE), "utf8"));
  } catch {
    return null;
  }
}

/**
 * Refuses to replace a network directory that another live process has open.
 * @param {string} dir
 */
function assertNotInUse(dir) {
  /** @type {number} */
  let pid;
  try {
    pid = Number.parseInt(readFileSync(join(dir, LOCK_FILE), "utf8").trim(), 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return;
  }
  throw new Error(`${dir} is in use by process ${pid}; stop it before regenerating the demo chain`);
}

/** @typedef {{ dataDir: string, marker: ChainMarker, generated: boolean }} DemoChain a network's directory and marker */

/** Where the chains go and what they are made of, unless the caller says. */
const DEFAULTS = { dataRoot: ".data", seed: DEFAULT_SEED, scale: /** @type {import("./generator/profiles.mjs").Scale} */ ("full") };

/**
 * The finished chain of `network` under `dataRoot` made by this generator for `seed` and
 * `scale`, or null when it must be generated.
 * @param {string} dataRoot
 * @param {Network} network
 * @param {string} seed
 * @param {import("./generator/profiles.mjs").Scale} scale
 * @returns {DemoChain | null}
 */
function reusableChain(dataRoot, network, seed, scale) {
  const dataDir = join(dataRoot, network);
  const marker = readChainMarker(dataDir);
  const reusable =
    marker !== null &&
    existsSync(join(dataDir, PGDATA_DIR, "PG_VERSION")) &&
    marker.generatorVersion === GENERATOR_VERSION &&
    marker.seed === seed &&
    marker.scale === scale &&
    marker.network === network;
  return reusable ? { dataDir, marker, generated: false } : null;
}

/**
 * The Node options of the process that generates a chain: the server's, without its heap's cap.
 * @param {readonly string[]} execArgv
 */
export function generationExecArgv(execArgv) {
  return execArgv.filter((arg) => !/^--max-(old|semi)-space-size\b/.test(arg));
}

/**
 * One network's chain as ensureDemoChains makes it, generated (when it must be) in a
 * process of its own (demo/ensure-in-child.mjs): what the generation takes (the
 * generator's heap, the loader's database, the C heap its threads leave behind) goes back
 * to the system when that process exits. Generated in the server's own threads, a first
 * start's server kept ~950 MB resident for good, against ~400 MB after a restart.
 * @param {Omit<EnsureOptions, "networks" | "force"> & { network: Network }} options
 * @returns {Promise<DemoChain>}
 */
export async function ensureDemoChainApart(options) {
  const { network, onProgress = () => {}, ...rest } = options;
  const reusable = reusableChain(rest.dataRoot ?? DEFAULTS.dataRoot, network, rest.seed ?? DEFAULTS.seed, rest.scale ?? DEFAULTS.scale);
  if (reusable) return reusable;
  const child = fork(fileURLToPath(new URL("./ensure-in-child.mjs", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // Not the server's heap cap (SERVER_NODE_ARGS): a heap capped for serving pages is too
    // small for the generator, whose threads size their own.
    execArgv: generationExecArgv(process.execArgv),
  });
  return new Promise((resolve, reject) => {
    /** @type {DemoChain | undefined} */
    let chain;
    /** @type {Error | undefined} */
    let failure;
    child.on("message", (/** @type {any} */ message) => {
      if (message.type === "progress") onProgress(message.done, message.total, message.label);
      else if (message.type === "done") chain = message.chain;
      else if (message.type === "error") failure = Object.assign(new Error(message.message), { stack: message.stack });
    });
    child.on("error", (error) => (failure ??= error));
    child.on("exit", (code, signal) => {
      if (chain && !failure) resolve(chain);
      else reject(failure ?? new Error(`the process generating the ${network} demo chain stopped (${signal ?? `exit code ${code}`})`));
    });
    child.send({ ...rest, networks: [network] });
  });
}

/**
 * Makes sure every demo network has a finished chain; returns where each one is (the
 * network directory; PGlite's files are in its pgdata/) and its marker.
 * @param {EnsureOptions} [options]
 * @returns {Promise<Record<string, DemoChain>>}
 */
export async function ensureDemoChains(options = {}) {
  const {
    dataRoot = DEFAULTS.dataRoot,
    now = Date.now(),
    seed = DEFAULTS.seed,
    scale = DEFAULTS.scale,
    networks = DEMO_NETWORKS,
    force = false,
    onProgress = () => {},
    background = false,
  } = options;
  mkdirSync(dataRoot, { recursive: true });
  /** @type {Record<string, DemoChain>} */
  const result = {};
  const toBuild = networks.filter((network) => {
    const reusable = force ? null : reusableChain(dataRoot, network, seed, scale);
    if (reusable) result[network] = reusable;
    return !reusable;
  });

  const total = toBuild.length * PROGRESS_UNITS;
  // The networks are built side by side: each load is a generator thread feeding a loader thread,
  // and neither network keeps both cores busy through its index builds and VACUUM alone.
  const done = toBuild.map(() => 0);
  await Promise.all(
    toBuild.map(async (network, n) => {
      const dataDir = join(dataRoot, network);
      assertNotInUse(dataDir);
      // Leftovers of an interrupted build are never reused.
      for (const name of readdirSync(dataRoot)) {
        if (name.startsWith(`${network}.building-`)) rmSync(join(dataRoot, name), { recursive: true, force: true });
      }
      const building = join(dataRoot, `${network}.building-${process.pid}`);
      const summary = await loadChain(
        { kind: "pglite", dataDir: join(building, PGDATA_DIR) },
        {
          network,
          seed,
          now,
          scale,
          background,
          onProgress: (units, _total, label) => {
            done[n] = units;
            onProgress(done.reduce((sum, each) => sum + each, 0), total, label);
          },
        },
      );
      /** @type {ChainMarker} */
      const marker = {
        generatorVersion: GENERATOR_VERSION,
        seed,
        scale,
        network,
        now: new Date(now).toISOString(),
        startTime: new Date(summary.startTime).toISOString(),
        tipBlockNo: summary.tipBlockNo,
        tipSlot: summary.tipSlot,
        tipTime: new Date(summary.tipTime).toISOString(),
        createdAt: new Date().toISOString(),
        rows: summary.rows,
      };
      writeFileSync(join(building, MARKER_FILE), `${JSON.stringify(marker, null, 2)}\n`);
      assertNotInUse(dataDir);
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
      renameSync(building, dataDir);
      result[network] = { dataDir, marker, generated: true };
    }),
  );
  return result;
}
