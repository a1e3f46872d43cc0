import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import { closeDatabases, configureDatabases, getDb } from "../../app/db/db.server";
import type { Network } from "../../app/lib/navigation/network";
import { copyTestChains, runScratchDir, testScratchDir } from "./test-chains.mjs";

// Route modules (pages and JSON) called as the server calls them, over the
// test chains of the global setup (tests/setup/test-chains.ts: the e2e chain's
// seed and 'now', our migrations, summaries up to the tip) configured as the
// server configures them. A test reads a figure from a page's loader and from
// the JSON API in one process, and asserts they agree.

// The files of vitest's "shared-chains" project (vitest.config.ts SHARED_CHAIN_SUITES) only
// read the chains and run without isolation: a worker copies and starts the chains once and
// keeps them for its next file, instead of ~250 MB copied and two databases started per file.
const sharedAcrossFiles = process.env.CONFIGURED_CHAINS === "shared";
const ALL_NETWORKS: Network[] = ["mainnet", "testnet"];
let sharedDataRoot: string | null = null;

function configureSharedChains(): void {
  if (sharedDataRoot) return;
  // In the run's scratch folder: the worker is ended without an exit event, and the run's end removes it.
  const dataRoot = runScratchDir("prime-routes-shared-");
  sharedDataRoot = dataRoot;
  copyTestChains(dataRoot, ALL_NETWORKS);
  configureDatabases({ databaseUrlMainnet: null, databaseUrlTestnet: null, dataRoot, queryTimeoutMs: 20_000 });
}

/** Copies the test chains before the file's tests and closes them after (in the shared project: once per worker). */
export function setUpConfiguredChains(networks: Network[] = ALL_NETWORKS): void {
  const dataRoot = sharedAcrossFiles ? null : testScratchDir("prime-routes-");
  beforeAll(async () => {
    if (dataRoot) {
      copyTestChains(dataRoot, networks);
      configureDatabases({ databaseUrlMainnet: null, databaseUrlTestnet: null, dataRoot, queryTimeoutMs: 20_000 });
    } else configureSharedChains();
    // Opened here, so that no test's own time limit pays for starting the embedded database.
    await Promise.all(networks.map((network) => getDb(network).query("SELECT 1", [], { timeoutMs: 0 })));
  }, 120_000);
  afterAll(async () => {
    if (!dataRoot) return;
    await closeDatabases();
    rmSync(dataRoot, { recursive: true, force: true });
  });
}

type LoaderArgs = { params: Record<string, string>; request: Request; context: unknown };
type AnyLoader = (args: LoaderArgs) => unknown;

/** What a loader answered: its data (a plain return or data()), or what it threw, with the HTTP status. */
export type LoaderOutcome<T> = { status: number; data: T; headers: Headers; thrown: boolean };

function isDataWithInit(value: unknown): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function outcome<T>(value: unknown, thrown: boolean): Promise<LoaderOutcome<T>> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A text or HTML body stays text.
    }
    return { status: value.status, data: body as T, headers: value.headers, thrown };
  }
  if (isDataWithInit(value)) {
    return { status: value.init?.status ?? 200, data: value.data as T, headers: new Headers(value.init?.headers), thrown };
  }
  if (thrown) throw value;
  return { status: 200, data: value as T, headers: new Headers(), thrown };
}

/**
 * Calls `loader` for `url` (a path with its query, e.g. "/stakepools?page=2"),
 * with the route `params` and an optional network cookie.
 */
export async function callLoader<T = unknown>(
  loader: unknown,
  url: string,
  params: Record<string, string> = {},
  options: { network?: Network } = {},
): Promise<LoaderOutcome<T>> {
  const headers = new Headers();
  if (options.network) headers.set("Cookie", `network=${options.network}`);
  const request = new Request(new URL(url, "http://explorer.test"), { headers });
  try {
    return await outcome<T>(await (loader as AnyLoader)({ params, request, context: {} }), false);
  } catch (error) {
    return outcome<T>(error, true);
  }
}

/** A loader's data, asserting it answered 200. */
export async function loaded<T>(loader: unknown, url: string, params: Record<string, string> = {}, options: { network?: Network } = {}): Promise<T> {
  const result = await callLoader<T>(loader, url, params, options);
  expect(result.status, url).toBe(200);
  return result.data;
}
