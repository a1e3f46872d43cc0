#!/usr/bin/env node
// @ts-check
// npm run relays:enrich -- --network mainnet --database-url postgres://… --country-db FILE.mmdb [--asn-db FILE.mmdb] [--concurrency N]
// Places every registered pool relay in a country and with a hosting provider
// (explorer.relay_geo) from the operator's GeoIP MMDB files (README, db-sync section).
import { lookup, resolveSrv } from "node:dns/promises";
import maxmind from "maxmind";
import postgres from "postgres";
import { EnrichInputError, parseArguments, reportLines } from "./relays/core.mjs";
import { enrichRelays } from "./relays/enrich.mjs";

/** @param {string} flag @param {string} file */
async function openMmdb(flag, file) {
  try {
    return await maxmind.open(file);
  } catch (error) {
    throw new EnrichInputError(`${flag} ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The system resolver: getaddrinfo for names (every address), DNS for SRV records. @type {import("./relays/enrich.mjs").Resolver} */
const systemResolver = {
  lookup: async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address),
  resolveSrv: (name) => resolveSrv(name),
};

async function main() {
  const args = parseArguments(process.argv.slice(2));
  // Both files are opened and checked before the database is touched.
  const countries = await openMmdb("--country-db", args.countryDb);
  const providers = args.asnDb ? await openMmdb("--asn-db", args.asnDb) : null;
  const sql = postgres(args.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const report = await enrichRelays({
      query: (text, params = []) => sql.unsafe(text, /** @type {any[]} */ (params)),
      resolver: systemResolver,
      countries,
      providers,
      concurrency: args.concurrency,
    });
    for (const line of reportLines(args.network, report)) console.log(line);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().catch((error) => {
  console.error(error instanceof EnrichInputError ? `relays:enrich: ${error.message}` : error);
  process.exit(error instanceof EnrichInputError ? 2 : 1);
});
