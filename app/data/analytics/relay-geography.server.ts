import type { GeographicStat, HostingProviderStat, RelayNode, RelayTotals } from "../../lib/domain";
import { approximateBytes } from "../../lib/runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../../lib/runtime/memory-budget.mjs";
import { createProcessCache } from "../../lib/runtime/process-cache";
import { percentageShares } from "../../lib/formats/shares";
import { getChainTip } from "../chain-tip.server";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import { keptFor, type Queryable } from "../../db/queryable.server";
import { POOL_CURRENT_CERTIFICATE, POOL_RETIRED } from "../pools/list.server";

// Network Analytics (spec §2, §3 Geographic stat, Hosting provider stat, Relay
// node): the relays of the active pools' current registrations, placed by
// explorer.relay_geo (filled by `npm run relays:enrich`, or by the demo chain).
// Every figure of the page and both dialogs comes from one read of those relays,
// kept a minute per network (cachedRelaySet).

/** The bucket of relays no GeoIP lookup placed, for both the countries and the providers. */
const UNKNOWN_BUCKET = "Unknown";

/** One relay entry of an active pool's current registration, with its geography (null: none). */
type RelayEntry = RelayNode & {
  /** The text explorer.relay_geo is keyed by (ipv4, ipv6, dns name or SRV name, the first given). */
  address: string;
  countryCode: string | null;
};

export type RelaySet = { relays: RelayEntry[] };

type RelayRow = RelayEntry;

/**
 * Every relay of every pool that is registered and not retired by the tip's epoch
 * (the pool list's own reading of a pool's current certificate), ordered by pool
 * id and relay. Pools are few (hundreds to a few thousand): one index probe each
 * for the certificate, the retirement and the metadata, then the certificate's
 * relays (idx_pool_relay_update_id) and their geography (relay_geo primary key).
 */
export async function loadRelaySet(db: Queryable): Promise<RelaySet> {
  const tip = await getChainTip(db);
  if (!tip) return { relays: [] };
  const relays = await db.query<RelayRow>(
    `WITH active AS (
       SELECT ph.view AS "poolId", pu.id AS "updateId", label.ticker AS "ticker"
       FROM pool_hash ph
       ${POOL_CURRENT_CERTIFICATE}
       ${POOL_LABEL_JOIN}
       WHERE NOT ${POOL_RETIRED("$1")}
     )
     SELECT coalesce(rl.dns_name, rl.dns_srv_name) AS "dns_name",
            rl.ipv4 AS "ipv4", rl.ipv6 AS "ipv6", rl.port::int AS "port",
            a."ticker" AS "ticker", a."poolId" AS "pool_id",
            nullif(g.country, '') AS "country", nullif(g.isp, '') AS "isp",
            coalesce(rl.ipv4, rl.ipv6, rl.dns_name, rl.dns_srv_name, '') AS "address",
            nullif(rtrim(g.country_code), '') AS "countryCode"
     FROM active a
     JOIN pool_relay rl ON rl.update_id = a."updateId"
     LEFT JOIN explorer.relay_geo g ON g.relay = coalesce(rl.ipv4, rl.ipv6, rl.dns_name, rl.dns_srv_name)
     ORDER BY a."poolId", rl.id`,
    [tip.epochNumber],
  );
  return { relays };
}

// The relays change with a pool certificate or an enrich run (daily): read once a
// minute per database rather than on each of the page's calls (a short-lived
// per-process cache, app/lib/runtime/process-cache.ts, as the pool labels': callers
// arriving while it loads share the one read; a failure is not kept).
const RELAY_SET_TTL_MS = 60_000;

const relaySets = createProcessCache<RelaySet>({
  ttlMs: RELAY_SET_TTL_MS,
  maxEntries: CACHE_BOUNDS.relaySets.entries,
  maxBytes: () => CACHE_BOUNDS.relaySets.bytes,
  sizeOf: approximateBytes,
});

/** The relay set of `db`, at most RELAY_SET_TTL_MS old (kept per database, by its source). */
export function cachedRelaySet(db: Queryable, now: number = Date.now()): Promise<RelaySet> {
  return keptFor(relaySets, db, "relay-set", () => loadRelaySet(db), { now });
}

type Bucket = { key: string; name: string; code: string | null; count: number };

/** The relays grouped by `keyOf` (null: the Unknown bucket), by count descending then name. */
function buckets(set: RelaySet, keyOf: (relay: RelayEntry) => { key: string; name: string; code: string | null } | null): Bucket[] {
  const byKey = new Map<string, Bucket>();
  for (const relay of set.relays) {
    const found = keyOf(relay) ?? { key: "", name: UNKNOWN_BUCKET, code: null };
    const bucket = byKey.get(found.key);
    if (bucket) {
      bucket.count += 1;
      // One name per bucket whatever order the rows come in.
      if (found.name < bucket.name) bucket.name = found.name;
    } else {
      byKey.set(found.key, { ...found, count: 1 });
    }
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || compareText(a.name, b.name));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// A country is its ISO code (relays_enrich writes an empty one, read as null, for
// a relay whose provider is known but not its country).
const countryOf = (relay: RelayEntry) =>
  relay.countryCode ? { key: relay.countryCode.toUpperCase(), name: relay.country ?? relay.countryCode, code: relay.countryCode.toUpperCase() } : null;

// A provider is its name (none, or one spelt as the bucket: the Unknown bucket).
const providerOf = (relay: RelayEntry) => (relay.isp && relay.isp !== UNKNOWN_BUCKET ? { key: relay.isp, name: relay.isp, code: null } : null);

/** spec §7 listGeographicDistribution: relays by country (the Unknown bucket included), shares adding up to 100. */
export function listGeographicDistribution(set: RelaySet): GeographicStat[] {
  const countries = buckets(set, countryOf);
  const shares = percentageShares(countries.map((c) => c.count));
  return countries.map((c, i) => ({ country: c.name, countryCode: c.code, relayCount: c.count, percentage: shares[i]! }));
}

/** spec §7 listHostingProviders: relays by provider (id = the provider's name; the Unknown bucket included). */
export function listHostingProviders(set: RelaySet): HostingProviderStat[] {
  const providers = buckets(set, providerOf);
  const shares = percentageShares(providers.map((p) => p.count));
  return providers.map((p, i) => ({ id: p.name, provider: p.name, relayCount: p.count, percentage: shares[i]! }));
}

/**
 * spec §7 listRelaysByCountry: the relays of one country, named by its name or its
 * ISO code (either in any case) or 'Unknown'; anything else: none.
 */
export function listRelaysByCountry(set: RelaySet, country: string): RelayNode[] {
  const wanted = country.toLowerCase();
  if (wanted === UNKNOWN_BUCKET.toLowerCase()) return nodes(set.relays.filter((relay) => countryOf(relay) === null));
  const bucket = buckets(set, countryOf).find((b) => b.code !== null && (b.code.toLowerCase() === wanted || b.name.toLowerCase() === wanted));
  if (!bucket) return [];
  return nodes(set.relays.filter((relay) => countryOf(relay)?.key === bucket.key));
}

/** spec §7 listRelaysByProvider: the relays of one provider (its id, which is its name) or 'Unknown'; anything else: none. */
export function listRelaysByProvider(set: RelaySet, provider: string): RelayNode[] {
  if (provider === UNKNOWN_BUCKET) return nodes(set.relays.filter((relay) => providerOf(relay) === null));
  return nodes(set.relays.filter((relay) => providerOf(relay)?.key === provider));
}

/** The analytics page's relay cards (domain RelayTotals): every entry, and the distinct endpoints (address and port) among them. */
export function getRelayTotals(set: RelaySet): RelayTotals {
  const endpoints = new Set(set.relays.map((relay) => `${relay.address}\u0000${relay.port ?? ""}`));
  return { relays: endpoints.size, relayNodes: set.relays.length };
}

function nodes(relays: RelayEntry[]): RelayNode[] {
  return relays.map(({ dns_name, ipv4, ipv6, port, ticker, pool_id, country, isp }) => ({ dns_name, ipv4, ipv6, port, ticker, pool_id, country, isp }));
}
