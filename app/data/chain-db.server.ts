import { env } from "../env.server";
import type { Network } from "../lib/network";
import { configureDatabases, databasesConfigured, getDb, type Db } from "./db.server";

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
    dataRoot: env.dataRoot,
  });
}
