import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import maxmind, { Reader } from "maxmind";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MmdbOptions, writeMmdb } from "../tests/support/mmdb-writer";
import { countryOf, isHostName, mapLimit, parseArguments, providerOf, reportLines } from "./relays/core.mjs";
import { enrichRelays, type GeoReader, type Resolver } from "./relays/enrich.mjs";
import { openEmptyPglite } from "../tests/support/test-chains.mjs";

// relays:enrich: the pure core without a database; the whole job on PGlite (and
// on PostgreSQL when DATABASE_URL is set) over MMDB files this test writes
// (tests/support/mmdb-writer.ts) and an injected resolver; the command itself as
// a child process for what it checks before connecting.
let dir: string;
let countryFile: string;
let asnFile: string;

// GeoLite2-Country's nested shape for IPv4, @ip-location-db's flat shape for IPv6.
const COUNTRY_NETWORKS: MmdbOptions["networks"] = [
  { network: "192.0.2.0/24", data: { country: { iso_code: "DE", names: { en: "Germany", de: "Deutschland" } } } },
  { network: "198.51.100.0/24", data: { country: { iso_code: "US", names: { en: "United States" } }, continent: { code: "NA" } } },
  { network: "203.0.113.0/24", data: { registered_country: { iso_code: "FR", names: { en: "France" } } } },
  { network: "2001:db8:1::/48", data: { country_code: "JP" } },
];
const ASN_NETWORKS: MmdbOptions["networks"] = [
  { network: "192.0.2.0/24", data: { autonomous_system_number: 24940, autonomous_system_organization: "Hetzner Online GmbH" } },
  { network: "203.0.113.0/24", data: { autonomous_system_number: 16276, autonomous_system_organization: "OVH SAS" } },
  { network: "2001:db8:1::/48", data: { autonomous_system_number: 7684, autonomous_system_organization: "Sakura Internet Inc." } },
  { network: "2001:db8:2::/48", data: { autonomous_system_number: 16509, autonomous_system_organization: "Amazon.com, Inc." } },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "relays-enrich-"));
  countryFile = join(dir, "country.mmdb");
  asnFile = join(dir, "asn.mmdb");
  writeFileSync(countryFile, writeMmdb({ ipVersion: 6, databaseType: "GeoLite2-Country", networks: COUNTRY_NETWORKS }));
  writeFileSync(asnFile, writeMmdb({ ipVersion: 6, databaseType: "GeoLite2-ASN", networks: ASN_NETWORKS }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the test MMDB writer, read by maxmind", () => {
  it("IPv4 under ::/96 of an IPv6 tree and IPv6 networks; outside them nothing", async () => {
    const reader = await maxmind.open(countryFile);
    expect(reader.metadata).toMatchObject({ databaseType: "GeoLite2-Country", ipVersion: 6, recordSize: 24, binaryFormatMajorVersion: 2 });
    expect(reader.get("192.0.2.200")).toEqual(COUNTRY_NETWORKS[0]!.data);
    expect(reader.get("198.51.100.1")).toEqual(COUNTRY_NETWORKS[1]!.data);
    expect(reader.get("2001:db8:1:ffff::1")).toEqual({ country_code: "JP" });
    expect(reader.get("192.0.3.1")).toBeNull();
    expect(reader.get("2001:db8:3::1")).toBeNull();
  });

  it("an IPv4-only tree; long strings and 64-bit integers", () => {
    const long = "x".repeat(70_000);
    const reader = new Reader(
      writeMmdb({ ipVersion: 4, databaseType: "ip-location-db asn", networks: [{ network: "10.1.0.0/16", data: { as_name: long, big: 2n ** 40n, n: [1, 300, 70_000] } }] }),
    );
    expect(reader.metadata.ipVersion).toBe(4);
    const record = reader.get("10.1.255.3") as { as_name: string; big: bigint; n: number[] };
    expect(record.as_name === long).toBe(true);
    expect(record.big).toBe(2n ** 40n);
    expect(record.n).toEqual([1, 300, 70_000]);
    expect(reader.get("10.2.0.1")).toBeNull();
  });
});

describe("the core", () => {
  it("arguments: network, database, country file required; ASN file and concurrency optional", () => {
    expect(parseArguments(["--network", "mainnet", "--database-url", "postgres://x/y", "--country-db", "c.mmdb"])).toEqual({
      network: "mainnet",
      databaseUrl: "postgres://x/y",
      countryDb: "c.mmdb",
      asnDb: null,
      concurrency: 16,
    });
    expect(parseArguments(["--network", "testnet", "--database-url", "u", "--country-db", "c", "--asn-db", "a", "--concurrency", "4"])).toMatchObject({
      asnDb: "a",
      concurrency: 4,
    });
    expect(() => parseArguments(["--network", "preprod", "--database-url", "u", "--country-db", "c"])).toThrow(/--network/);
    expect(() => parseArguments(["--network", "mainnet", "--database-url", "u"])).toThrow(/--country-db/);
    expect(() => parseArguments(["--network", "mainnet", "--database-url", "u", "--country-db", "c", "--concurrency", "0"])).toThrow(/--concurrency/);
    expect(() => parseArguments(["--network", "mainnet", "--database-url", "u", "--country-db", "c", "--dns"])).toThrow(/unknown argument/);
  });

  it("reads both MMDB shapes as a country and a provider", () => {
    expect(countryOf({ country: { iso_code: "de", names: { en: "Germany" } } })).toEqual({ countryCode: "DE", country: "Germany" });
    expect(countryOf({ registered_country: { iso_code: "FR" } })).toEqual({ countryCode: "FR", country: "France" });
    expect(countryOf({ country_code: "KR" })).toEqual({ countryCode: "KR", country: "South Korea" });
    for (const record of [null, "DE", { country_code: "EUR" }, { country: { names: { en: "Germany" } } }, {}]) expect(countryOf(record)).toBeNull();
    expect(providerOf({ autonomous_system_organization: " OVH SAS " })).toBe("OVH SAS");
    expect(providerOf({ isp: "Telstra Limited", organization: "Other" })).toBe("Telstra Limited");
    expect(providerOf({ autonomous_system_number: 3 })).toBeNull();
  });

  it("host names: only what DNS can hold reaches the resolver", () => {
    for (const name of ["relay1.example.com", "_cardano._tcp.pool.example.com", "a.b.", "x-1.io"]) expect(isHostName(name)).toBe(true);
    for (const name of ["", "<script>alert(1)</script>", "a..b", "-a.com", "a b.com", `${"a".repeat(64)}.com`, "a.com\n", "a/b"]) {
      expect(isHostName(name)).toBe(false);
    }
  });

  it("mapLimit keeps at most `limit` running and the results in order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });
});

// The relays as pool_relay holds them: (ipv4, ipv6, dns_name, dns_srv_name).
const RELAYS: [string | null, string | null, string | null, string | null][] = [
  ["192.0.2.10", null, null, null],
  ["192.0.2.10", null, null, null], // a second pool's relay on the same address
  [null, "2001:db8:1::7", null, null],
  [null, null, "relay1.pool.example.com", null],
  [null, null, "gone.example.com", null],
  [null, null, "slow.example.com", null],
  [null, null, null, "_cardano._tcp.pool.example.com"],
  ["10.0.0.1", null, null, null],
  ["999.1.1.1", null, null, null],
  [null, null, "<script>alert(1)</script>", null],
];

type Db = { query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>; exec: (sql: string) => Promise<void>; close: () => Promise<void> };

async function pglite(): Promise<Db> {
  const { db, dispose } = openEmptyPglite("prime-relays-");
  return {
    query: async (text, params = []) => (await db.query(text, params)).rows as Record<string, unknown>[],
    exec: async (sql) => void (await db.exec(sql)),
    close: dispose,
  };
}

async function postgresDb(adminUrl: string): Promise<Db> {
  const database = "prime_vitest_relays_enrich";
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return {
    query: (text, params = []) => sql.unsafe(text, params as never[]) as unknown as Promise<Record<string, unknown>[]>,
    exec: async (text) => void (await sql.unsafe(text)),
    async close() {
      await sql.end({ timeout: 2 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end({ timeout: 2 });
    },
  };
}

/** explorer.relay_geo exactly as schema/explorer.sql creates it. */
function relayGeoDdl(): string {
  const schema = readFileSync(new URL("../schema/explorer.sql", import.meta.url), "utf8");
  const ddl = /CREATE TABLE IF NOT EXISTS explorer\.relay_geo \([^;]*\);/.exec(schema)?.[0];
  if (!ddl) throw new Error("schema/explorer.sql has no explorer.relay_geo");
  return ddl;
}

const backends: [string, () => Promise<Db>][] = [["PGlite", pglite]];
if (process.env.DATABASE_URL) backends.push(["PostgreSQL", () => postgresDb(process.env.DATABASE_URL!)]);

describe.each(backends)("enrichRelays on %s", (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await db.exec(`
      CREATE TABLE pool_relay (id serial PRIMARY KEY, update_id bigint NOT NULL, ipv4 varchar, ipv6 varchar,
                               dns_name varchar, dns_srv_name varchar, port integer);
      CREATE SCHEMA explorer;
      ${relayGeoDdl()}`);
    for (const [ipv4, ipv6, dns, srv] of RELAYS) {
      await db.query("INSERT INTO pool_relay (update_id, ipv4, ipv6, dns_name, dns_srv_name, port) VALUES (1, $1, $2, $3, $4, 3001)", [ipv4, ipv6, dns, srv]);
    }
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  const asked: string[] = [];
  const answers: Record<string, string[]> = {
    "relay1.pool.example.com": ["198.51.100.20", "2001:db8:2::1", "fe80::1%eth0"],
    "relay9.pool.example.com": ["203.0.113.9"],
  };
  const resolver: Resolver = {
    async lookup(host) {
      asked.push(host);
      if (host === "slow.example.com") return new Promise(() => {});
      const found = answers[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      return found;
    },
    async resolveSrv(name) {
      asked.push(`SRV ${name}`);
      return name === "_cardano._tcp.pool.example.com" ? [{ name: "relay9.pool.example.com" }] : [];
    },
  };
  const clock = (...times: number[]) => () => times.shift() ?? 0;
  const rows = () => db.query(`SELECT relay, rtrim(country_code) AS "code", country, isp FROM explorer.relay_geo ORDER BY relay COLLATE "C"`);

  it("fills country and ISP, reports what it could not place, and a second run changes nothing", async () => {
    const countries: GeoReader = await maxmind.open(countryFile);
    const providers: GeoReader = await maxmind.open(asnFile);
    const run = (now: () => number) => enrichRelays({ query: db.query, resolver, countries, providers, concurrency: 3, dnsTimeoutMs: 200, now });

    const first = await run(clock(1_000, 3_500));
    expect(await rows()).toEqual([
      { relay: "192.0.2.10", code: "DE", country: "Germany", isp: "Hetzner Online GmbH" },
      { relay: "2001:db8:1::7", code: "JP", country: "Japan", isp: "Sakura Internet Inc." },
      // The country of the first address placed, the provider of the first named.
      { relay: "_cardano._tcp.pool.example.com", code: "FR", country: "France", isp: "OVH SAS" },
      { relay: "relay1.pool.example.com", code: "US", country: "United States", isp: "Amazon.com, Inc." },
    ]);
    expect(first).toEqual({
      relays: 9,
      placed: 4,
      withProvider: 4,
      inserted: 4,
      updated: 0,
      unchanged: 0,
      unresolved: ["gone.example.com", "slow.example.com"],
      invalid: ["999.1.1.1", "<script>alert(1)</script>"],
      notFound: ["10.0.0.1"],
      seconds: 2.5,
    });
    // On-chain text that is no host name never reaches the resolver.
    expect(asked.some((host) => host.includes("<"))).toBe(false);
    const lines = reportLines("mainnet", first);
    expect(lines[0]).toBe("mainnet: 9 relay addresses registered; 4 placed in a country, 4 with a hosting provider");
    expect(lines[1]).toBe("explorer.relay_geo: 4 new, 0 changed, 0 unchanged (2.5 s)");
    expect(lines).toContain('could not resolve (DNS): 2: "gone.example.com", "slow.example.com"');
    expect(lines).toContain('not an address or host name: 2: "999.1.1.1", "<script>alert(1)</script>"');
    expect(lines).toContain('not in the GeoIP files: 1: "10.0.0.1"');

    const stored = await rows();
    const second = await run(clock(0, 0));
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    expect(await rows()).toEqual(stored);

    // A relay that moved, and one the new files place without a country: only those rows change.
    answers["relay1.pool.example.com"] = ["192.0.2.77"];
    const moved = await enrichRelays({
      query: db.query,
      resolver,
      countries: { get: (ip) => (ip === "2001:db8:1::7" ? null : countries.get(ip)) },
      providers,
      dnsTimeoutMs: 200,
    });
    expect(moved).toMatchObject({ inserted: 0, updated: 2, unchanged: 2 });
    expect(await rows()).toEqual([
      stored[0],
      { relay: "2001:db8:1::7", code: "", country: "", isp: "Sakura Internet Inc." },
      stored[2],
      { relay: "relay1.pool.example.com", code: "DE", country: "Germany", isp: "Hetzner Online GmbH" },
    ]);
  });
});

describe("the command", () => {
  const run = (args: string[]) =>
    new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, ["scripts/relays-enrich.mjs", ...args], { timeout: 20_000 }, (error, _stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });

  it("exits 2 with the reason for bad arguments or an unreadable MMDB file, before connecting", async () => {
    const missing = await run(["--network", "mainnet", "--database-url", "postgres://nobody@127.0.0.1:9/none"]);
    expect(missing).toEqual({ code: 2, stderr: "relays:enrich: --country-db FILE.mmdb is required\n" });
    const notMmdb = join(dir, "not.mmdb");
    writeFileSync(notMmdb, "hello");
    const unreadable = await run(["--network", "mainnet", "--database-url", "postgres://nobody@127.0.0.1:9/none", "--country-db", notMmdb]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain(`relays:enrich: --country-db ${notMmdb}:`);
  });
});
