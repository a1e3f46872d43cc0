import { spawnSync } from "node:child_process";
import postgres from "postgres";
import { templateDatabaseName } from "./test-chains.mjs";

// The test chain in PostgreSQL for tests that start a server on it (e2e specs in the
// production mode, the image's test): a database per network copied from the template
// of vitest's global setup (tests/setup/test-chains.ts) where it made them, else seeded
// with `demo:seed` at the given scale and 'now'. Uses the machine's PostgreSQL
// (DATABASE_URL, else 127.0.0.1:5432 with trust auth, as on every machine and in CI).
export const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const NETWORKS = ["mainnet", "testnet"] as const;
export type Network = (typeof NETWORKS)[number];

/** The URL of `database` on the machine's PostgreSQL. */
export function databaseUrlOf(database: string): string {
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
}

/** Makes `nameOf(network)` a fresh copy of the test chain for each network. */
export async function copyTestChains(nameOf: (network: Network) => string, chain: { scale: string; now: string }): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const toSeed: Network[] = [];
  try {
    for (const network of NETWORKS) {
      const template = templateDatabaseName(network);
      const [found] = await admin<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_database WHERE datname = ${template}`;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${nameOf(network)} WITH (FORCE)`);
      await admin.unsafe(found!.n > 0 ? `CREATE DATABASE ${nameOf(network)} TEMPLATE ${template}` : `CREATE DATABASE ${nameOf(network)}`);
      if (found!.n === 0) toSeed.push(network);
    }
  } finally {
    await admin.end({ timeout: 2 });
  }
  for (const network of toSeed) {
    const args = ["demo/cli.mjs", "seed", "--network", network, "--database-url", databaseUrlOf(nameOf(network)), "--scale", chain.scale, "--now", chain.now];
    const seeded = spawnSync("node", args, { encoding: "utf8" });
    if (seeded.status !== 0) throw new Error(`demo:seed of ${network} failed: ${seeded.stderr}`);
  }
}

/** Drops the copies `copyTestChains` made. */
export async function dropTestChains(nameOf: (network: Network) => string): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    for (const network of NETWORKS) await admin.unsafe(`DROP DATABASE IF EXISTS ${nameOf(network)} WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 2 });
  }
}
