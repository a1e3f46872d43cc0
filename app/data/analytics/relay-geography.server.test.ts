import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { namedDatabase } from "../../../tests/support/named-database";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import type { Db } from "../../db/db.server";
import {
  cachedRelaySet,
  getRelayTotals,
  listGeographicDistribution,
  listHostingProviders,
  listRelaysByCountry,
  listRelaysByProvider,
  loadRelaySet,
  type RelaySet,
} from "./relay-geography.server";

// Network Analytics on the generated mainnet demo chain (its relays and their
// generated geography, explorer.relay_geo): every figure against direct SQL
// written here another way (DISTINCT ON for the newest certificate, NOT EXISTS
// for a later registration after a retirement). Runs on the embedded database
// and, in the vitest project "postgres", on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;
let set: RelaySet;

type DirectRelay = { poolId: string; address: string; port: number | null; code: string | null; country: string | null; isp: string | null };

/** The relays of the current registration of each pool not retired by the tip's epoch. */
async function directRelays(): Promise<DirectRelay[]> {
  return db.query<DirectRelay>(
    `WITH newest AS (
       SELECT DISTINCT ON (u.hash_id) u.hash_id, u.id, u.registered_tx_id
       FROM pool_update u ORDER BY u.hash_id, u.registered_tx_id DESC, u.cert_index DESC
     ), live AS (
       SELECT n.* FROM newest n
       WHERE NOT EXISTS (SELECT 1 FROM pool_retire pr
                         WHERE pr.hash_id = n.hash_id AND pr.announced_tx_id > n.registered_tx_id
                           AND pr.retiring_epoch <= (SELECT max(epoch_no) FROM block)
                           AND pr.announced_tx_id = (SELECT max(p2.announced_tx_id) FROM pool_retire p2 WHERE p2.hash_id = n.hash_id))
     )
     SELECT ph.view AS "poolId", coalesce(r.ipv4, r.ipv6, r.dns_name, r.dns_srv_name) AS "address", r.port::int AS "port",
            trim(g.country_code) AS "code", g.country AS "country", g.isp AS "isp"
     FROM live l JOIN pool_hash ph ON ph.id = l.hash_id JOIN pool_relay r ON r.update_id = l.id
     LEFT JOIN explorer.relay_geo g ON g.relay = coalesce(r.ipv4, r.ipv6, r.dns_name, r.dns_srv_name)`,
  );
}

function countBy<T>(rows: T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

const hundredths = (shares: { percentage: string }[]) => shares.reduce((sum, s) => sum + Math.round(Number(s.percentage) * 100), 0);

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "relay_geography" });
  db = chain.db;
  // Some relays the GeoIP files could not place: the Unknown buckets.
  const removed = await db.query<{ relay: string }>(
    `DELETE FROM explorer.relay_geo WHERE relay IN (SELECT relay FROM explorer.relay_geo ORDER BY relay LIMIT 3) RETURNING relay`,
  );
  expect(removed).toHaveLength(3);
  set = await loadRelaySet(db);
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

describe("the active pools' relays", () => {
  it("are the relays of each live pool's newest certificate, retired pools left out", async () => {
    const direct = await directRelays();
    expect(direct.length).toBeGreaterThan(20);
    const retiredWithRelays = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pool_retire pr JOIN pool_update u ON u.hash_id = pr.hash_id JOIN pool_relay r ON r.update_id = u.id
       WHERE pr.retiring_epoch <= (SELECT max(epoch_no) FROM block) AND pr.announced_tx_id > u.registered_tx_id`,
    );
    expect(retiredWithRelays[0]!.n).toBeGreaterThan(0);
    expect(countBy(set.relays, (r) => `${r.pool_id} ${r.address} ${r.port}`)).toEqual(countBy(direct, (r) => `${r.poolId} ${r.address} ${r.port}`));
    const totals = getRelayTotals(set);
    expect(totals.relayNodes).toBe(direct.length);
    expect(totals.relays).toBe(new Set(direct.map((r) => `${r.address}:${r.port}`)).size);
    expect(totals.relays).toBeLessThanOrEqual(totals.relayNodes);
  });
});

describe("the relay read", () => {
  it("reads only the pools whole; certificates, retirements, metadata, relays and geography by index", async () => {
    const watched = new Set<string>([...CHAIN_TABLES, "pool_update", "pool_retire", "off_chain_pool_data", "pool_relay", "relay_geo"]);
    const { db: recording, seen } = recordingDb(db);
    await loadRelaySet(recording);
    expect(seen.length).toBeGreaterThan(0);
    for (const statement of seen) expect(await wholeReads(db, statement, watched), statement.text).toEqual([]);
  });
});

describe("listGeographicDistribution", () => {
  it("counts each country (and the unplaced as 'Unknown') as a direct count does; shares add up to 100", async () => {
    const direct = await directRelays();
    const stats = listGeographicDistribution(set);
    expect(new Map(stats.map((s) => [s.countryCode ?? "?", s.relayCount]))).toEqual(countBy(direct, (r) => r.code ?? "?"));
    const unknown = stats.find((s) => s.countryCode === null);
    expect(unknown?.country).toBe("Unknown");
    for (const stat of stats.filter((s) => s.countryCode !== null)) {
      expect(stat.country).toBe(direct.find((r) => r.code === stat.countryCode)!.country);
      expect(stat.percentage).toMatch(/^\d{1,3}\.\d{2}$/);
    }
    expect(Math.abs(hundredths(stats) - 10_000)).toBeLessThanOrEqual(stats.length);
    const order = stats.map((s) => [-s.relayCount, s.country] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
  });

  it("a country's relay list has its relayCount, by name, ISO code (any case) or 'Unknown'", () => {
    const stats = listGeographicDistribution(set);
    expect(stats.length).toBeGreaterThan(3);
    for (const stat of stats) {
      const byName = listRelaysByCountry(set, stat.country);
      expect(byName).toHaveLength(stat.relayCount);
      if (stat.countryCode === null) {
        expect(byName.every((relay) => relay.country === null && relay.isp === null)).toBe(true);
        continue;
      }
      expect(byName.every((relay) => relay.country === stat.country)).toBe(true);
      expect(listRelaysByCountry(set, stat.countryCode.toLowerCase())).toEqual(byName);
      expect(listRelaysByCountry(set, stat.country.toUpperCase())).toEqual(byName);
    }
  });
});

describe("listHostingProviders", () => {
  it("counts each provider (and the unplaced as 'Unknown') as a direct count does; shares add up to 100", async () => {
    const direct = await directRelays();
    const stats = listHostingProviders(set);
    expect(new Map(stats.map((s) => [s.id, s.relayCount]))).toEqual(countBy(direct, (r) => r.isp ?? "Unknown"));
    for (const stat of stats) expect(stat.provider).toBe(stat.id);
    expect(Math.abs(hundredths(stats) - 10_000)).toBeLessThanOrEqual(stats.length);
    expect(stats.map((s) => s.relayCount)).toEqual([...stats.map((s) => s.relayCount)].sort((a, b) => b - a));
  });

  it("a provider's relay list has its relayCount", () => {
    const stats = listHostingProviders(set);
    for (const stat of stats) {
      const relays = listRelaysByProvider(set, stat.id);
      expect(relays).toHaveLength(stat.relayCount);
      expect(relays.every((relay) => relay.isp === (stat.id === "Unknown" ? null : stat.id))).toBe(true);
    }
  });
});

describe("relay nodes", () => {
  it("carry the relay's address, port, pool and ticker", async () => {
    const [relay] = listRelaysByCountry(set, "Unknown");
    expect(relay).toBeDefined();
    const [row] = await db.query<{ ticker: string | null }>(
      `SELECT (SELECT d.ticker_name FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id WHERE ph.view = $1
               ORDER BY d.pmr_id DESC LIMIT 1) AS "ticker"`,
      [relay!.pool_id],
    );
    expect(relay!.ticker).toBe(row!.ticker);
    expect(relay!.pool_id).toMatch(/^pool1/);
    expect(Object.keys(relay!).sort()).toEqual(["country", "dns_name", "ipv4", "ipv6", "isp", "pool_id", "port", "ticker"]);
    expect([relay!.dns_name, relay!.ipv4, relay!.ipv6].filter((a) => a !== null).length).toBeLessThanOrEqual(1);
  });

  it("an unknown country or provider lists none", () => {
    for (const name of ["Atlantis", "XX", "", "unknown provider", "Germany ", "%", "DE%"]) {
      expect(listRelaysByCountry(set, name)).toEqual([]);
      expect(listRelaysByProvider(set, name)).toEqual([]);
    }
  });
});

describe("cachedRelaySet", () => {
  it("reads once a minute per database and sees the changes after", async () => {
    const t0 = 1_000_000;
    const named = namedDatabase(db);
    const first = cachedRelaySet(named, t0);
    expect(cachedRelaySet(named, t0 + 59_000)).toBe(first);
    // Another database, or one that names none, keeps its own read.
    const others = [cachedRelaySet(namedDatabase(db), t0), cachedRelaySet(db, t0), cachedRelaySet(db, t0)];
    expect(others[0]).not.toBe(first);
    expect(others[1]).not.toBe(others[2]);
    // Every read is awaited: one still running when the chain closes would reject unheard.
    await Promise.all([first, ...others]);
    const placed = set.relays.find((relay) => relay.country !== null)!;
    expect(await db.query(`DELETE FROM explorer.relay_geo WHERE relay = $1 RETURNING relay`, [placed.address])).toHaveLength(1);
    const unknownBefore = listRelaysByCountry(await first, "Unknown").length;
    const later = await cachedRelaySet(named, t0 + 61_000);
    expect(listRelaysByCountry(later, "Unknown").length).toBeGreaterThan(unknownBefore);
  });
});
