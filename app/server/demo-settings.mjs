// @ts-check
// The embedded demo chains' settings (ADR 004) from the environment. Plain JavaScript,
// so that a first start can generate the chains while the explorer is still being
// built (server.mjs); app/env.server.ts reads them through the same function.

/**
 * @template {string} N
 * @typedef {object} DemoSettings
 * @property {string} dataRoot where the chains live (DATA_DIR)
 * @property {N[]} networks the networks read from an embedded demo chain (no DATABASE_URL_*, no upstream)
 * @property {"full" | "test"} scale
 * @property {number | undefined} now the 'now' a new chain is generated for, ms; undefined = the moment of generation
 * @property {boolean} live whether the server keeps appending blocks as they come due (off for a fixed 'now')
 */

/**
 * @template {string} N
 * @param {Record<string, string | undefined>} source the environment
 * @param {readonly N[]} networks every network
 * @returns {DemoSettings<N>}
 */
export function readDemoSettings(source, networks) {
  const embedded = nonEmpty(source.UPSTREAM_API_URL)
    ? []
    : networks.filter((network) => nonEmpty(source[`DATABASE_URL_${network.toUpperCase()}`]) === null);
  const now = parseInstant("DEMO_NOW", source.DEMO_NOW);
  return {
    dataRoot: nonEmpty(source.DATA_DIR) ?? ".data",
    networks: embedded,
    scale: parseScale(source.DEMO_SCALE),
    now,
    live: parseSwitch("DEMO_LIVE", source.DEMO_LIVE, now === undefined),
  };
}

/**
 * A setting's value without surrounding blanks; null when unset or blank.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * @param {string} name
 * @param {string | undefined} value an ISO 8601 time
 * @returns {number | undefined} ms
 */
export function parseInstant(name, value) {
  const raw = nonEmpty(value);
  if (!raw) return undefined;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new Error(`${name} is not an ISO 8601 time: ${raw}`);
  return ms;
}

/**
 * @param {string | undefined} value
 * @returns {"full" | "test"}
 */
function parseScale(value) {
  const raw = nonEmpty(value) ?? "full";
  if (raw !== "full" && raw !== "test") throw new Error(`DEMO_SCALE must be full or test: ${raw}`);
  return raw;
}

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {boolean} fallback
 */
function parseSwitch(name, value, fallback) {
  const raw = nonEmpty(value);
  if (!raw) return fallback;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new Error(`${name} must be 0 or 1: ${raw}`);
}
