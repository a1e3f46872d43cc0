import { env } from "../env.server";
import type { Network } from "../lib/network";
import { configureDatabases, databasesConfigured, getDb, openDatabases, type Db } from "./db.server";

// The chain database of a network as this deployment configures it
// (DATABASE_URL_* or the embedded demo chain under DATA_DIR).
export function chainDb(network: Network): Db {
  if (!databasesConfigured()) configureFromEnv();
  return getDb(network);
}

function configureFromEnv() {
  configureDatabases({
    databaseUrlMainnet: env.databaseUrlMainnet,
    databaseUrlTestnet: env.databaseUrlTestnet,
    queryTimeoutMs: env.queryTimeoutMs,
    slowQueryMs: env.slowQueryMs,
    dataRoot: env.dataRoot,
  });
}

/**
 * Opens the chain databases at start and waits until they answer, so the
 * embedded database's cold start (seconds) never lands on a visitor's request.
 * Nothing to open when pages read an upstream API.
 */
export async function warmUpChainDatabases(): Promise<Record<Network, string> | null> {
  if (env.upstreamApiUrl) return null;
  if (!databasesConfigured()) configureFromEnv();
  return openDatabases();
}
