// @ts-check
// Which shape of db-sync's schema a database has, so the demo loader, the live
// producer and our migrations write or index only tables. Since db-sync 13.7.2.0
// (schema_version stage_two 49 and later) `epoch` is a view over the table
// epoch_finalized and the view epoch_current (schema/dbsync-13.7.sql); up to 13.7.1
// it is a table. Whether `epoch` is a table is what decides; stage_two says which
// release wrote the database.

/** The two shapes the project loads and tests: 13.6 (the baseline Prime runs) and 13.7.2+. */
export const DBSYNC_SCHEMAS = /** @type {const} */ (["13.6", "13.7"]);
/** @typedef {typeof DBSYNC_SCHEMAS[number]} DbSyncSchema */
export const DEFAULT_DBSYNC_SCHEMA = /** @type {DbSyncSchema} */ ("13.6");

/** The first stage_two of the 13.7.2 shape (the migration that makes `epoch` a view). */
const EPOCH_VIEW_STAGE_TWO = 49;

/**
 * Runs one SQL statement without parameters and returns its rows.
 * @typedef {(sql: string) => Promise<Record<string, unknown>[]>} QueryRows
 */

/**
 * @typedef {"table" | "view" | "other"} RelationKind
 * @typedef {object} DbSyncShape
 * @property {RelationKind | null} epoch what `epoch` is (null: absent, no db-sync tables yet)
 * @property {number | null} stageTwo schema_version's stage_two (null: no row)
 * @property {DbSyncSchema | null} schema the shape (null: no `epoch` at all)
 */

/**
 * @param {string | undefined} text
 * @returns {DbSyncSchema}
 */
export function parseDbSyncSchema(text) {
  if (text === undefined) return DEFAULT_DBSYNC_SCHEMA;
  const schema = DBSYNC_SCHEMAS.find((known) => known === text);
  if (!schema) throw new Error(`the db-sync schema must be ${DBSYNC_SCHEMAS.join(" or ")}, not ${text}`);
  return schema;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A relation name of our SQL files ("tx_out", "explorer.address_tx") as schema and name.
 * @param {string} relation
 */
function qualified(relation) {
  const [schema, name] = relation.includes(".") ? relation.split(".") : ["public", relation];
  if (!schema || !name || !NAME.test(schema) || !NAME.test(name)) throw new Error(`not a plain relation name: ${relation}`);
  return { schema, name };
}

/**
 * What each named relation is (pg_class.relkind: ordinary or partitioned table,
 * view or materialized view, anything else); absent relations are left out.
 * @param {QueryRows} query
 * @param {readonly string[]} relations
 * @returns {Promise<Map<string, RelationKind>>}
 */
export async function relationKinds(query, relations) {
  /** @type {Map<string, RelationKind>} */
  const kinds = new Map();
  if (relations.length === 0) return kinds;
  const wanted = [...new Set(relations)].map((relation) => {
    const { schema, name } = qualified(relation);
    return `('${schema}', '${name}', '${relation}')`;
  });
  const rows = await query(
    `SELECT w.relation, c.relkind::text AS kind
     FROM (VALUES ${wanted.join(", ")}) AS w (nspname, relname, relation)
     JOIN pg_namespace n ON n.nspname = w.nspname
     JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = w.relname`,
  );
  for (const row of rows) {
    const kind = String(row.kind);
    kinds.set(String(row.relation), kind === "r" || kind === "p" ? "table" : kind === "v" || kind === "m" ? "view" : "other");
  }
  return kinds;
}

/**
 * @param {QueryRows} query
 * @returns {Promise<DbSyncShape>}
 */
export async function detectDbSyncShape(query) {
  const kinds = await relationKinds(query, ["epoch", "schema_version"]);
  const epoch = kinds.get("epoch") ?? null;
  let stageTwo = null;
  if (kinds.get("schema_version") === "table") {
    const [row] = await query(`SELECT max(stage_two)::int AS "stageTwo" FROM schema_version`);
    stageTwo = row?.stageTwo === null || row?.stageTwo === undefined ? null : Number(row.stageTwo);
  }
  /** @type {DbSyncSchema | null} */
  const schema = epoch === null ? null : epoch === "table" && (stageTwo === null || stageTwo < EPOCH_VIEW_STAGE_TWO) ? "13.6" : "13.7";
  return { epoch, stageTwo, schema };
}

/**
 * The relation a schema statement indexes, alters or writes: ALTER TABLE t …,
 * CREATE [UNIQUE] INDEX … ON t …, INSERT INTO t, UPDATE t, DELETE FROM t; "" for
 * anything else (CREATE TABLE/SCHEMA/VIEW, SELECT …).
 * @param {string} statement
 */
export function statementRelation(statement) {
  const text = statement.trim();
  const patterns = [
    /^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?([\w.]+)/i,
    /^CREATE (?:UNIQUE )?INDEX (?:CONCURRENTLY )?(?:IF NOT EXISTS )?\w+ ON (?:ONLY )?([\w.]+)/i,
    /^INSERT INTO ([\w.]+)/i,
    /^UPDATE (?:ONLY )?([\w.]+)/i,
    /^DELETE FROM (?:ONLY )?([\w.]+)/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].toLowerCase();
  }
  return "";
}

/**
 * The statements without those that would index, alter or write a relation that
 * exists but is not a table (`epoch` in the 13.7 shape: "cannot create index on
 * relation epoch"). A missing relation is kept, so a mistake still fails loudly.
 * @param {QueryRows} query
 * @param {readonly string[]} statements
 * @returns {Promise<string[]>}
 */
export async function statementsOnTables(query, statements) {
  const relations = statements.map(statementRelation);
  const kinds = await relationKinds(
    query,
    relations.filter((relation) => relation !== ""),
  );
  return statements.filter((_, i) => {
    const kind = kinds.get(/** @type {string} */ (relations[i]));
    return kind === undefined || kind === "table";
  });
}
