// @ts-check
// The pure part of `npm run relays:enrich`: arguments, what a relay's address
// text is (an IP, a DNS name, an SRV name), how a GeoIP record of either common
// MMDB shape reads as a country and a provider, and the report. No I/O here
// (scripts/relays-enrich.test.ts).
import { isIP } from "node:net";

const NETWORKS = ["mainnet", "testnet"];
const DEFAULT_CONCURRENCY = 16;
const MAX_CONCURRENCY = 256;

export class EnrichInputError extends Error {}

/**
 * @typedef {{ network: string, databaseUrl: string, countryDb: string, asnDb: string | null, concurrency: number }} Arguments
 * @typedef {"ip" | "dns" | "srv"} RelayKind
 * @typedef {{ relay: string, kind: RelayKind }} RelayAddress  a distinct address text of pool_relay and what it is
 * @typedef {{ countryCode: string, country: string } } Country
 * @typedef {{ relay: string, countryCode: string, country: string, isp: string }} GeoRow  a row of explorer.relay_geo
 */

/** @param {string[]} argv @returns {Arguments} */
export function parseArguments(argv) {
  /** @type {Record<string, string>} */
  const values = {};
  const flags = ["--network", "--database-url", "--country-db", "--asn-db", "--concurrency"];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? "";
    const value = argv[i + 1];
    if (!flags.includes(flag)) throw new EnrichInputError(`unknown argument ${flag}`);
    if (value === undefined || value.startsWith("--")) throw new EnrichInputError(`${flag} needs a value`);
    values[flag.slice(2)] = value;
    i += 1;
  }
  const network = values["network"];
  if (!network || !NETWORKS.includes(network)) throw new EnrichInputError(`--network must be one of ${NETWORKS.join(", ")}`);
  const databaseUrl = values["database-url"];
  if (!databaseUrl) throw new EnrichInputError("--database-url is required");
  const countryDb = values["country-db"];
  if (!countryDb) throw new EnrichInputError("--country-db FILE.mmdb is required");
  const concurrency = Number(values["concurrency"] ?? DEFAULT_CONCURRENCY);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
    throw new EnrichInputError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
  }
  return { network, databaseUrl, countryDb, asnDb: values["asn-db"] ?? null, concurrency };
}

/**
 * A host name the resolver may be asked about: letters, digits, hyphens and
 * underscores (SRV labels) in dot-separated labels of 1–63, at most 253 in all.
 * On-chain text is anyone's: nothing else reaches the resolver.
 * @param {string} name
 */
export function isHostName(name) {
  const bare = name.endsWith(".") ? name.slice(0, -1) : name;
  if (bare.length === 0 || bare.length > 253) return false;
  return bare.split(".").every((label) => /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/.test(label));
}

/** Whether the text is an IP address the GeoIP files can be asked about. @param {string} text */
export const isIpAddress = (text) => isIP(text) !== 0;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** @param {unknown} value @returns {Record<string, unknown> | null} */
const asObject = (value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : null);
/** @param {unknown} value @returns {string | null} */
const asText = (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The country of a GeoIP record: the GeoLite2/GeoIP2 shape (country.iso_code and
 * country.names.en, else registered_country) or the flat shape of the
 * @ip-location-db packages (country_code, with the English name from the code).
 * null when it names no two-letter country.
 * @param {unknown} record @returns {Country | null}
 */
export function countryOf(record) {
  const fields = asObject(record);
  if (!fields) return null;
  for (const key of ["country", "registered_country"]) {
    const nested = asObject(fields[key]);
    const code = asText(nested?.["iso_code"]);
    if (nested && code) return named(code, asText(asObject(nested["names"])?.["en"]));
  }
  const flat = asText(fields["country_code"]) ?? asText(fields["country_iso_code"]);
  return flat ? named(flat, asText(fields["country_name"])) : null;
}

/** @param {string} code @param {string | null} name @returns {Country | null} */
function named(code, name) {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  return { countryCode: upper, country: name ?? regionNames.of(upper) ?? upper };
}

/**
 * The hosting provider of a GeoIP record: the ASN files' organisation
 * (autonomous_system_organization, in GeoLite2-ASN and @ip-location-db asn
 * alike), else an ISP database's isp or organization. null when none.
 * @param {unknown} record @returns {string | null}
 */
export function providerOf(record) {
  const fields = asObject(record);
  if (!fields) return null;
  for (const key of ["autonomous_system_organization", "isp", "organization", "as_name"]) {
    const text = asText(fields[key]);
    if (text) return text;
  }
  return null;
}

/**
 * `run` over `items` with at most `limit` running at once; results in order.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} run
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, run) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * @typedef {{
 *   relays: number,
 *   placed: number,
 *   withProvider: number,
 *   inserted: number,
 *   updated: number,
 *   unchanged: number,
 *   unresolved: string[],
 *   invalid: string[],
 *   notFound: string[],
 *   seconds: number,
 * }} EnrichReport
 */

/** How many names a report line lists before '… and N more'. */
const LISTED = 50;

/**
 * The report's lines; names written as JSON strings (on-chain text may hold
 * anything, including terminal control characters).
 * @param {string} network @param {EnrichReport} report @returns {string[]}
 */
export function reportLines(network, report) {
  const lines = [
    `${network}: ${report.relays} relay addresses registered; ${report.placed} placed in a country, ${report.withProvider} with a hosting provider`,
    `explorer.relay_geo: ${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged (${report.seconds.toFixed(1)} s)`,
  ];
  /** @param {string} what @param {string[]} names */
  const list = (what, names) => {
    if (names.length === 0) return;
    const shown = names.slice(0, LISTED).map((name) => JSON.stringify(name)).join(", ");
    lines.push(`${what}: ${names.length}: ${shown}${names.length > LISTED ? `, … and ${names.length - LISTED} more` : ""}`);
  };
  list("could not resolve (DNS)", report.unresolved);
  list("not an address or host name", report.invalid);
  list("not in the GeoIP files", report.notFound);
  return lines;
}
