// @ts-check
// The test chain, built once: each network's small demo chain at the tests' fixed
// 'now', with our migrations applied and the summaries up to its tip, kept under
// .cache/test-chains/<key>/ (and, with DATABASE_URL, as a PostgreSQL template
// database per network). The key changes with anything that changes what is in
// the cache: the generator, the seed, the 'now', the schema, the loader and the
// summary writers. Suites get cheap copies; the global setup (tests/setup/test-chains.ts)
// builds what is missing. Plain JavaScript, so that scripts/test.sh and the
// Playwright specs can use it too.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { GENERATOR_VERSION } from "../../demo/generator/chain-generator.mjs";
import { DEFAULT_SEED } from "../../demo/load.mjs";

/** The 'now' every test chain is generated for: the e2e chain's (playwright.config.ts DEMO_CHAIN). */
export const TEST_CHAIN_NOW = "2026-11-22T00:00:00Z";
export const TEST_CHAIN_SCALE = "test";
/** @type {("mainnet" | "testnet")[]} */
export const TEST_NETWORKS = ["mainnet", "testnet"];

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
/** What the cache is made of: the generator and loader, the schema, the database machinery, the summary writers, the global setup that lays it out. */
const SOURCES = ["demo", "schema", "app/db", "app/data", "app/summaries", "tests/setup/test-chains.ts"];
// demo/test/ holds the checks the tests run over a chain, not what makes one.
const NOT_A_SOURCE = /\.test\.|\.md$|\/demo\/test\//;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .filter((file) => !NOT_A_SOURCE.test(file))
    .sort();
}

let key = /** @type {string | null} */ (null);

/** A short hash of everything the cached chain depends on. */
export function testChainKey() {
  if (key) return key;
  const hash = createHash("sha256").update(JSON.stringify({ GENERATOR_VERSION, DEFAULT_SEED, TEST_CHAIN_NOW, TEST_CHAIN_SCALE }));
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  key = hash.digest("hex").slice(0, 16);
  return key;
}

/** Where the prepared embedded chains are: <dir>/{mainnet,testnet}/ as ensureDemoChains lays them out. */
export function testChainCacheDir() {
  return join(ROOT, ".cache", "test-chains", testChainKey());
}

/** The file whose presence says every network in the cache is prepared. */
function preparedMarker() {
  return join(testChainCacheDir(), "prepared.json");
}

export function testChainCacheReady() {
  return existsSync(preparedMarker());
}

/**
 * Copies the prepared chain of each network into `dataRoot/<network>/` (a data root
 * the server or configureDatabases can open). Never the lock file of a process.
 * @param {string} dataRoot
 * @param {("mainnet" | "testnet")[]} [networks]
 */
export function copyTestChains(dataRoot, networks = TEST_NETWORKS) {
  if (!testChainCacheReady()) throw new Error("the test chain cache is not built: run vitest's global setup (tests/setup/test-chains.ts) first");
  for (const network of networks) {
    const from = join(testChainCacheDir(), network);
    // A copy over another chain's files would mix two databases.
    rmSync(join(dataRoot, network), { recursive: true, force: true });
    cpSync(from, join(dataRoot, network), {
      recursive: true,
      filter: (source) => !(source.endsWith(".lock") && statSync(source).isFile()),
    });
  }
}

/** Room a copy of the test chains needs, with what the tests write into it. */
const SCRATCH_ROOM_BYTES = 2 * 1024 ** 3;

/** The environment variable naming the vitest run's own scratch folder (tests/setup/test-chains.ts), removed when the run ends. */
export const RUN_SCRATCH_ENV = "PRIME_TEST_RUN_SCRATCH";

/**
 * A new folder inside the vitest run's scratch folder, for a copy that outlives its file;
 * a scratch folder of its own outside a vitest run.
 * @param {string} prefix
 */
export function runScratchDir(prefix) {
  const run = process.env[RUN_SCRATCH_ENV];
  return run && existsSync(run) ? mkdtempSync(join(run, prefix)) : testScratchDir(prefix);
}

/**
 * A new empty folder for a copy of the test chains: in memory (/dev/shm) where the
 * machine has room there, else in the temporary folder. A suite copies ~170 MB and
 * PGlite syncs its writes; on a disk that wait is most of a small suite's time.
 * @param {string} prefix
 */
export function testScratchDir(prefix) {
  let base = tmpdir();
  try {
    const shm = statfsSync("/dev/shm");
    if (shm.bavail * shm.bsize >= SCRATCH_ROOM_BYTES) base = "/dev/shm";
  } catch {
    // No /dev/shm (not Linux): the temporary folder.
  }
  return mkdtempSync(join(base, prefix));
}

/**
 * A network's prepared chain copied into a new scratch folder: its data directory (as
 * ensureDemoChains lays it out) and a `remove` for the suite's afterAll.
 * @param {"mainnet" | "testnet"} network
 * @param {string} prefix
 */
export function testChainCopy(network, prefix) {
  const dataRoot = testScratchDir(prefix);
  copyTestChains(dataRoot, [network]);
  return { dataRoot, dataDir: join(dataRoot, network), remove: () => rmSync(dataRoot, { recursive: true, force: true }) };
}

/** An empty embedded cluster in the cache: PGlite's initdb takes 2-4 s, opening a copy of it under 1 s. */
export const EMPTY_CLUSTER = "empty";

/**
 * A new empty embedded database, closed, in a scratch folder (or in `into`): `dataDir`
 * for openEmbeddedDb, `pgdata` for PGlite itself, and a `remove` for the suite's afterAll.
 * @param {string} prefix
 * @param {string} [into]
 */
export function emptyEmbeddedCopy(prefix, into) {
  if (!testChainCacheReady()) throw new Error("the test chain cache is not built: run vitest's global setup (tests/setup/test-chains.ts) first");
  const dataDir = into ?? testScratchDir(prefix);
  const pgdata = join(dataDir, "pgdata");
  cpSync(join(testChainCacheDir(), EMPTY_CLUSTER, "pgdata"), pgdata, { recursive: true });
  return { dataDir, pgdata, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * PGlite on a new empty cluster (a copy of the cache's); `dispose` closes it and removes the copy.
 * @param {string} prefix
 */
export function openEmptyPglite(prefix) {
  const copy = emptyEmbeddedCopy(prefix);
  const db = new PGlite(copy.pgdata);
  return {
    db,
    dispose: async () => {
      await db.close();
      copy.remove();
    },
  };
}

/**
 * The PostgreSQL template database of a network's prepared chain.
 * @param {"mainnet" | "testnet"} network
 */
export function templateDatabaseName(network) {
  return `prime_chain_${network}_${testChainKey()}`;
}

// `node tests/support/test-chains.mjs copy <dataRoot>`: the e2e server's data root from the cache.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, target] = process.argv.slice(2);
  if (command !== "copy" || !target) {
    console.error("usage: node tests/support/test-chains.mjs copy <dataRoot>");
    process.exit(2);
  }
  if (!testChainCacheReady()) {
    console.log("test chain cache not built; the e2e server generates its own chain");
  } else {
    copyTestChains(target);
    console.log(`e2e chains copied from ${relative(ROOT, testChainCacheDir())} to ${target}`);
  }
}
