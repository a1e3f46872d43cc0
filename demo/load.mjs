// @ts-check
// Loading a generated demo chain into a database: the embedded PGlite in a data
// directory, or PostgreSQL. Rows arrive from the generator in chunks and go in with
// COPY; tx_out is rewritten once with consumed_by_tx_id filled (db-sync's consumed
// tracking); constraints and indexes are built after the load (much faster than
// keeping them up to date row by row); then our own migrations, sequences past the
// loaded ids, VACUUM ANALYZE.
//
// loadChain runs it in two worker threads, so a server calling it keeps answering:
// one generates (generate-in-worker.mjs), the other opens the database and copies
// (load-in-worker.mjs); chunks pass between them without copying, and the database
// start-up and COPY overlap the generation. loadChainHere does the same work in the
// calling thread (tests with an in-memory PGlite).
import { MessageChannel, Worker } from "node:worker_threads";
import { generateChain } from "./generator/chain-generator.mjs";
import { TABLES_WITH_ID } from "./generator/tables.mjs";
import { applyExplorerMigrations } from "../schema/migrate.mjs";
import { schemaStatements } from "../schema/sql-files.mjs";
import { DEFAULT_DBSYNC_SCHEMA, detectDbSyncShape, statementRelation, statementsOnTables } from "../schema/dbsync-shape.mjs";
import { consumedByLoadStatements } from "./consumed-outputs.mjs";

/** @typedef {import("./targets/pglite-target.mjs").LoadTarget} LoadTarget */
/** @typedef {import("./generator/chain-generator.mjs").ChainSummary} ChainSummary */
/** @typedef {import("./generator/chain-generator.mjs").ChainItem} ChainItem */
/** @typedef {(done: number, total: number, label: string) => void} ProgressCallback */

/**
 * Where to load: a PGlite data directory, an open PGlite (same thread only), or a
 * PostgreSQL URL.
 * @typedef {{ kind: "pglite", dataDir: string }
 *   | { kind: "pglite", db: import("@electric-sql/pglite").PGlite }
 *   | { kind: "postgres", url: string }} Target
 */

/**
 * @typedef {object} LoadOptions
 * @property {import("./generator/addresses.mjs").Network} network
 * @property {string} [seed] default "prime-explorer"
 * @property {number} [now] ms; default Date.now()
 * @property {import("./generator/profiles.mjs").Scale} [scale] default "full"
 * @property {ProgressCallback} [onProgress]
 * @property {boolean} [background] run loadChain's threads at a lower priority (nice 19): a chain
 *   wanted after another one takes only the CPU the first one leaves
 * @property {import("../schema/dbsync-shape.mjs").DbSyncSchema} [dbsyncSchema] the shape of db-sync's
 *   schema to create in an empty database: "13.6" (default) or "13.7" (13.7.2's `epoch` view,
 *   schema/dbsync-13.7.sql). A database with db-sync's tables keeps the shape it has.
 */

/** Progress is reported in these units per chain: generation and COPY take most of it. */
export const PROGRESS_UNITS = 1000;

/**
 * How the units are shared between generating + copying and building the indexes
 * (the rest is ANALYZE): measured shares, so the bar (and its ETA) moves evenly. At
 * mainnet scale the index builds over tens of millions of rows take a third.
 * @param {import("./generator/profiles.mjs").Scale | undefined} scale
 */
function progressShares(scale) {
  return scale === "mainnet" ? { load: 640, index: 330 } : { load: 800, index: 170 };
}

export const DEFAULT_SEED = "prime-explorer";

/** Old-generation heap limit of the generator thread (MB). */
const GENERATOR_HEAP_MB = 768;
/**
 * Young-generation size of the generator thread (MB): its rows and their CSV text die
 * young, and V8's default (16 MB semi-spaces) spent ~30% of the thread's time in
 * scavenges; 64 MB semi-spaces took the full mainnet's generation from ~16 to ~13 CPU-s.
 */
const GENERATOR_YOUNG_MB = 3 * 64;

/**
 * Bytes of generated CSV that may wait for the loader. Small chains: enough to keep
 * generating while the embedded database starts. The mainnet-scale chain: the
 * database is the slower side for half an hour, a few chunks ahead is all it needs
 * (and the process stays well within its memory budget).
 * @param {import("./generator/profiles.mjs").Scale | undefined} scale
 */
function maxInFlight(scale) {
  return (scale === "mainnet" ? 48 : 192) * 1024 * 1024;
}

/** @param {LoadOptions} options */
function generatorOptions(options) {
  return {
    network: options.network,
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? Date.now(),
    scale: options.scale ?? "full",
  };
}

/**
 * @param {Target} target
 * @returns {Promise<LoadTarget>}
 */
async function openTarget(target) {
  if (target.kind === "postgres") {
    const { openPostgresTarget } = await import("./targets/postgres-target.mjs");
    return openPostgresTarget(target.url);
  }
  const { openPgliteTarget, pgliteTarget } = await import("./targets/pglite-target.mjs");
  return "db" in target ? pgliteTarget(target.db) : openPgliteTarget(target.dataDir);
}

/**
 * Generates the chain and loads it into `target`, all in this thread.
 * @param {Target} target
 * @param {LoadOptions} options
 * @returns {Promise<ChainSummary>}
 */
export function loadChainHere(target, options) {
  return loadItems(target, generateChain(generatorOptions(options)), options);
}

/**
 * Loads the generator's items (in order) into `target`.
 * @param {Target} target
 * @param {Iterable<ChainItem> | AsyncIterable<ChainItem>} items
 * @param {LoadOptions & { onChunkLoaded?: (bytes: number) => void }} options
 * @returns {Promise<ChainSummary>}
 */
export async function loadItems(target, items, options) {
  const { network, onProgress = () => {}, onChunkLoaded = () => {} } = options;
  const shares = progressShares(options.scale);
  onProgress(0, PROGRESS_UNITS, `${network}: starting the database`);
  const db = await openTarget(target);
  try {
    const existing = await dbSyncTablesPresent(db);
    // One transaction when we create the tables: a failed load leaves nothing. On the
    // embedded database (wal_level=minimal) the tables are loaded and indexed without
    // WAL; on PostgreSQL the rows go in frozen (COPY FREEZE), so the loaded database
    // needs no VACUUM before its pages count as all-visible.
    const inTransaction = !existing;
    const freeze = inTransaction && target.kind === "postgres";
    if (inTransaction) await db.exec("BEGIN");
    if (!existing) {
      for (const statement of schemaStatements("dbsync-subset")) await db.exec(statement);
      if ((options.dbsyncSchema ?? DEFAULT_DBSYNC_SCHEMA) === "13.7") for (const statement of schemaStatements("dbsync-13.7")) await db.exec(statement);
    }
    const skip = await tablesToSkip(db, existing);

    /** @type {import("./generator/row-sink.mjs").RowChunk[]} */
    const ours = [];
    /** @type {ChainSummary | undefined} */
    let summary;
    for await (const item of items) {
      if (item.kind === "rows") {
        if (item.table.startsWith("explorer.")) ours.push(item);
        else if (!skip.has(item.table)) await db.copy(item.table, item.columns, item.csv, { freeze });
        onChunkLoaded(item.csv.byteLength);
      } else if (item.kind === "progress") {
        onProgress(Math.floor((shares.load * item.done) / Math.max(1, item.total)), PROGRESS_UNITS, `${network}: generating the chain`);
      } else summary = item.summary;
    }
    if (!summary) throw new Error("the generator ended without a summary");

    // Constraints and indexes, then our migrations (more indexes); progress by the
    // rows each statement's table holds, which is what its build time follows.
    const label = `${network}: building indexes`;
    onProgress(shares.load, PROGRESS_UNITS, label);
    // consumed_by_tx_id first, while tx_out has no index to keep up.
    const consumed = consumedByLoadStatements();
    // Only on tables: in the 13.7 shape `epoch` is a view ("cannot create index on relation epoch").
    const indexStatements = await statementsOnTables(db.query, [
      ...(existing ? [] : schemaStatements("dbsync-constraints")),
      ...schemaStatements("dbsync-indexes"),
    ]);
    const rows = /** @type {Record<string, number>} */ (summary.rows);
    const weight = (/** @type {string} */ statement) => 1_000 + (rows[consumed.includes(statement) ? "tx_out" : statementRelation(statement)] ?? 0);
    const ourRows = ours.reduce((sum, chunk) => sum + chunk.rows, 0);
    const totalWeight = [...consumed, ...indexStatements, ...schemaStatements("explorer")].reduce((sum, statement) => sum + weight(statement), ourRows);
    let built = 0;
    const progress = (/** @type {number} */ weighed) => {
      built += weighed;
      onProgress(shares.load + Math.floor((shares.index * Math.min(built, totalWeight)) / totalWeight), PROGRESS_UNITS, label);
    };
    const build = async (/** @type {string} */ statement) => {
      await db.exec(statement);
      progress(weight(statement));
    };
    for (const statement of [...consumed, ...indexStatements]) await build(statement);
    await applyExplorerMigrations(build, { query: db.query });
    await copyIntoOurTables(db, ours, progress);
    for (const table of [...TABLES_WITH_ID.filter((name) => !skip.has(name)), ...new Set(ours.filter((chunk) => chunk.columns[0] === "id").map((chunk) => chunk.table))]) {
      await db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`);
    }
    if (inTransaction) await db.exec("COMMIT");
    onProgress(shares.load + shares.index, PROGRESS_UNITS, `${network}: ${target.kind === "postgres" ? "VACUUM tx_out, ANALYZE" : "VACUUM ANALYZE"}`);
    // PostgreSQL: the rows came in frozen, except tx_out's, rewritten with
    // consumed_by_tx_id: its VACUUM marks its pages all-visible.
    if (target.kind === "postgres") await db.exec("VACUUM tx_out");
    await db.exec(target.kind === "postgres" ? "ANALYZE" : "VACUUM ANALYZE");
    onProgress(PROGRESS_UNITS, PROGRESS_UNITS, `${network}: ready`);
    return summary;
  } finally {
    await db.close();
  }
}

/**
 * Our tables' generated rows (the address index, prices, relay locations), copied into
 * the tables our migrations made: each table's indexes and constraints are dropped first
 * and built again after its rows, since building an index once over sorted rows is
 * several times quicker than keeping it up to date row by row (the full mainnet's
 * address index: ~4 s against ~10 s).
 * @param {LoadTarget} db
 * @param {import("./generator/row-sink.mjs").RowChunk[]} chunks
 * @param {(rows: number) => void} onTable called with each table's rows once it is complete
 */
async function copyIntoOurTables(db, chunks, onTable) {
  for (const table of new Set(chunks.map((chunk) => chunk.table))) {
    const indexes = /** @type {{ name: string, constraint: string | null, definition: string }[]} */ (
      await db.query(
        `SELECT quote_ident(ci.relname) AS "name", quote_ident(c.conname) AS "constraint",
                coalesce(pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) AS "definition"
         FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid
         LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
         WHERE i.indrelid = '${table}'::regclass`,
      )
    );
    for (const index of indexes) {
      await db.exec(index.constraint ? `ALTER TABLE ${table} DROP CONSTRAINT ${index.constraint}` : `DROP INDEX ${schemaOf(table)}.${index.name}`);
    }
    const mine = chunks.filter((chunk) => chunk.table === table);
    for (const chunk of mine) await db.copy(chunk.table, chunk.columns, chunk.csv);
    for (const index of indexes) {
      await db.exec(index.constraint ? `ALTER TABLE ${table} ADD CONSTRAINT ${index.constraint} ${index.definition}` : index.definition);
    }
    onTable(mine.reduce((sum, chunk) => sum + chunk.rows, 0));
  }
}

/** @param {string} table a qualified table name */
function schemaOf(table) {
  return table.slice(0, table.indexOf("."));
}

/**
 * Whether the database already has db-sync's tables (made by db-sync's own migrations
 * or an earlier load). Refuses one that already holds blocks: the demo chain is
 * written into an empty chain database only.
 * @param {LoadTarget} db
 */
async function dbSyncTablesPresent(db) {
  const [row] = await db.query(`SELECT to_regclass('public.block') IS NOT NULL AS "present"`);
  if (!(/** @type {{ present: boolean }} */ (row).present)) return false;
  const [blocks] = await db.query(`SELECT EXISTS (SELECT 1 FROM block) AS "any"`);
  if (/** @type {{ any: boolean }} */ (blocks).any) throw new Error("the database already holds blocks; load the demo chain into an empty one");
  return true;
}

/**
 * Generated tables we must not write: schema_version where db-sync's migrations (or
 * schema/dbsync-13.7.sql) already filled it, and `epoch` where it is a view (db-sync
 * 13.7.2 and later). In that shape epoch_finalized stays empty, as db-sync leaves it
 * by default (epoch_sync_enabled false): the explorer's epoch figures are its own
 * summaries.
 * @param {LoadTarget} db
 * @param {boolean} existing whether db-sync's tables were there before the load
 */
async function tablesToSkip(db, existing) {
  const shape = await detectDbSyncShape(db.query);
  /** @type {Set<string>} */
  const skip = new Set();
  if (existing || shape.stageTwo !== null) skip.add("schema_version");
  if (shape.epoch !== "table") skip.add("epoch");
  return skip;
}

/**
 * Generates the chain and loads it into `target` in worker threads. The target must
 * be a data directory or a URL (an open database cannot cross threads).
 * @param {{ kind: "pglite", dataDir: string } | { kind: "postgres", url: string }} target
 * @param {LoadOptions} options
 * @returns {Promise<ChainSummary>}
 */
export function loadChain(target, options) {
  const { port1, port2 } = new MessageChannel();
  const generator = new Worker(new URL("./generate-in-worker.mjs", import.meta.url), {
    workerData: { options: generatorOptions(options), port: port1, maxInFlight: maxInFlight(options.scale), background: options.background ?? false },
    transferList: [port1],
    // The generator's live heap stays under ~250 MB even at mainnet scale, but with no
    // limit V8 lets garbage pile up to several times that before collecting it.
    resourceLimits: { maxOldGenerationSizeMb: GENERATOR_HEAP_MB, maxYoungGenerationSizeMb: GENERATOR_YOUNG_MB },
  });
  const loader = new Worker(new URL("./load-in-worker.mjs", import.meta.url), {
    workerData: {
      target,
      options: { network: options.network, scale: options.scale, dbsyncSchema: options.dbsyncSchema },
      port: port2,
      background: options.background ?? false,
    },
    transferList: [port2],
  });
  return new Promise((resolve, reject) => {
    /** @type {ChainSummary | undefined} */
    let summary;
    /** @type {Error | undefined} */
    let failure;
    const fail = (/** @type {Error} */ error) => {
      failure ??= error;
      // One side failing leaves the other waiting for chunks or acks: stop both.
      void generator.terminate();
      void loader.terminate();
    };
    generator.on("error", fail);
    generator.on("message", (message) => {
      if (message.type === "error") fail(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    loader.on("error", fail);
    loader.on("message", (message) => {
      if (message.type === "progress") options.onProgress?.(message.done, message.total, message.label);
      else if (message.type === "done") summary = message.summary;
      else if (message.type === "error") fail(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    loader.on("exit", (code) => {
      if (summary && !failure) resolve(summary);
      else reject(failure ?? new Error(`the chain loader stopped with exit code ${code}`));
    });
  });
}
