// process.env is read here once, at start; nothing else in app/ reads it.
import { DEMO_HOUSE_POOL_ID } from "./lib/house-pool";

export type ServerEnv = {
  production: boolean;
  /** The pool behind 'Brought to you by' (spec §2 Sidebar). */
  sponsorPoolId: string;
  /** An existing explorer API of the spec's shape (spec §7); null = our own data layer. */
  upstreamApiUrl: string | null;
  /** Milliseconds one query or upstream call may take before it counts as unavailable. */
  queryTimeoutMs: number;
  /** A cardano-db-sync PostgreSQL per network; null = the embedded demo chain. */
  databaseUrlMainnet: string | null;
  databaseUrlTestnet: string | null;
  /** Where the embedded databases live (one folder per network). */
  dataRoot: string;
};

export function readEnv(source: Record<string, string | undefined>): ServerEnv {
  return {
    production: source.NODE_ENV === "production",
    sponsorPoolId: nonEmpty(source.SPONSOR_POOL_ID) ?? DEMO_HOUSE_POOL_ID,
    upstreamApiUrl: parseHttpUrl("UPSTREAM_API_URL", source.UPSTREAM_API_URL),
    queryTimeoutMs: parsePositiveInt("QUERY_TIMEOUT_MS", source.QUERY_TIMEOUT_MS, 3000),
    databaseUrlMainnet: nonEmpty(source.DATABASE_URL_MAINNET),
    databaseUrlTestnet: nonEmpty(source.DATABASE_URL_TESTNET),
    dataRoot: nonEmpty(source.DATA_DIR) ?? ".data",
  };
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseHttpUrl(name: string, value: string | undefined): string | null {
  const raw = nonEmpty(value);
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http(s) URL: ${raw}`);
  }
  return raw.replace(/\/+$/, "");
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (!raw) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer: ${raw}`);
  return parsed;
}

export const env: ServerEnv = readEnv(process.env);
