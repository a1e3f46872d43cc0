// @ts-check
// The work of `npm run relays:enrich`, over any `query(text, params)` that
// returns rows (the postgres driver in the command, PGlite in its test), a
// resolver and the GeoIP readers, all injected: every relay address text of
// pool_relay resolved to IP addresses, looked up, and written to
// explorer.relay_geo only where new or different.
import { countryOf, isHostName, isIpAddress, mapLimit, providerOf } from "./core.mjs";

/**
 * @typedef {(text: string, params?: unknown[]) => Promise<any[]>} Query
 * @typedef {{ lookup(host: string): Promise<string[]>, resolveSrv(name: string): Promise<{ name: string }[]> }} Resolver
 * @typedef {{ get(ip: string): unknown }} GeoReader  a maxmind Reader
 * @typedef {import("./core.mjs").RelayAddress} RelayAddress
 * @typedef {import("./core.mjs").GeoRow} GeoRow
 * @typedef {import("./core.mjs").EnrichReport} EnrichReport
 */

// Every distinct address text of pool_relay (every registration ever made: a
// few tens of thousands of rows on mainnet, read whole by this scheduled job,
// never by a page), keyed as explorer.relay_geo is: the first of ipv4, ipv6,
// dns name, SRV name.
const RELAY_ADDRESSES_SQL = `
  SELECT DISTINCT ON (r.relay) r.relay AS "relay", r.kind AS "kind"
  FROM (SELECT coalesce(ipv4, ipv6, dns_name, dns_srv_name) AS relay,
               CASE WHEN ipv4 IS NOT NULL OR ipv6 IS NOT NULL THEN 'ip'
                    WHEN dns_name IS NOT NULL THEN 'dns' ELSE 'srv' END AS kind
        FROM pool_relay) r
  WHERE r.relay IS NOT NULL AND r.relay <> ''
  ORDER BY r.relay, r.kind`;

// A row is written only when it is new or differs, so a second run with the
// same answers writes nothing; (xmax = 0) tells an insert from an update.
const UPSERT_SQL = `
  INSERT INTO explorer.relay_geo AS g (relay, country_code, country, isp)
  SELECT r ->> 0, r ->> 1, r ->> 2, r ->> 3 FROM jsonb_array_elements($1::text::jsonb) r
  ON CONFLICT (relay) DO UPDATE
    SET country_code = EXCLUDED.country_code, country = EXCLUDED.country, isp = EXCLUDED.isp
    WHERE (g.country_code, g.country, g.isp) IS DISTINCT FROM (EXCLUDED.country_code, EXCLUDED.country, EXCLUDED.isp)
  RETURNING (xmax = 0) AS "inserted"`;

const BATCH = 1000;

/** @typedef {{ addresses: string[] } | { failure: "unresolved" | "invalid" }} Resolution */

/**
 * The IP addresses a relay's text stands for: itself (an IP), the system
 * resolver's every address (a DNS name), or those of each SRV target.
 * @param {RelayAddress} relay @param {Resolver} resolver @param {number} timeoutMs
 * @returns {Promise<Resolution>}
 */
async function resolve(relay, resolver, timeoutMs) {
  if (relay.kind === "ip") return isIpAddress(relay.relay) ? { addresses: [relay.relay] } : { failure: "invalid" };
  if (!isHostName(relay.relay)) return { failure: "invalid" };
  /** @param {string} host */
  const lookup = async (host) => {
    if (!isHostName(host)) return [];
    try {
      return (await withTimeout(resolver.lookup(host), timeoutMs)).filter(isIpAddress);
    } catch {
      return [];
    }
  };
  /** @type {string[]} */
  let addresses;
  if (relay.kind === "dns") {
    addresses = await lookup(relay.relay);
  } else {
    /** @type {{ name: string }[]} */
    let targets;
    try {
      targets = await withTimeout(resolver.resolveSrv(relay.relay), timeoutMs);
    } catch {
      targets = [];
    }
    addresses = (await Promise.all(targets.map((target) => lookup(target.name)))).flat();
  }
  const distinct = [...new Set(addresses)];
  return distinct.length > 0 ? { addresses: distinct } : { failure: "unresolved" };
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @returns {Promise<T>}
 */
function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

/**
 * The row of one relay: the country of its first address a country file
 * places, the provider of that address (else of the first the ASN file names).
 * null when no address is in either file.
 * @param {string} relay @param {string[]} addresses @param {GeoReader} countries @param {GeoReader} providers
 * @returns {GeoRow | null}
 */
function placeRelay(relay, addresses, countries, providers) {
  const found = addresses.map((ip) => ({ country: countryOf(countries.get(ip)), provider: providerOf(providers.get(ip)) }));
  const placed = found.find((f) => f.country !== null);
  const country = placed?.country ?? null;
  const provider = placed?.provider ?? found.find((f) => f.provider !== null)?.provider ?? null;
  if (country === null && provider === null) return null;
  // The table's columns are NOT NULL: what is not known is empty (read as Unknown).
  return { relay, countryCode: country?.countryCode ?? "", country: country?.country ?? "", isp: provider ?? "" };
}

/**
 * @param {{
 *   query: Query,
 *   resolver: Resolver,
 *   countries: GeoReader,
 *   providers?: GeoReader | null,
 *   concurrency?: number,
 *   dnsTimeoutMs?: number,
 *   now?: () => number,
 * }} options
 * @returns {Promise<EnrichReport>}
 */
export async function enrichRelays(options) {
  const { query, resolver, countries, concurrency = 16, dnsTimeoutMs = 10_000, now = Date.now } = options;
  const providers = options.providers ?? countries;
  const started = now();
  /** @type {RelayAddress[]} */
  const relays = (await query(RELAY_ADDRESSES_SQL)).map((row) => ({ relay: String(row.relay), kind: row.kind }));

  const resolutions = await mapLimit(relays, concurrency, (relay) => resolve(relay, resolver, dnsTimeoutMs));
  /** @type {GeoRow[]} */
  const rows = [];
  /** @type {Pick<EnrichReport, "unresolved" | "invalid" | "notFound">} */
  const missed = { unresolved: [], invalid: [], notFound: [] };
  relays.forEach((relay, i) => {
    const resolution = /** @type {Resolution} */ (resolutions[i]);
    if ("failure" in resolution) {
      missed[resolution.failure].push(relay.relay);
      return;
    }
    const row = placeRelay(relay.relay, resolution.addresses, countries, providers);
    if (row) rows.push(row);
    else missed.notFound.push(relay.relay);
  });

  // The report lists names in one order whatever the database's collation.
  for (const names of Object.values(missed)) names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => [row.relay, row.countryCode, row.country, row.isp]);
    for (const written of await query(UPSERT_SQL, [JSON.stringify(batch)])) {
      if (written.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return {
    relays: relays.length,
    placed: rows.filter((row) => row.countryCode !== "").length,
    withProvider: rows.filter((row) => row.isp !== "").length,
    inserted,
    updated,
    unchanged: rows.length - inserted - updated,
    ...missed,
    seconds: (now() - started) / 1000,
  };
}
