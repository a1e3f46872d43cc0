import { bech32 } from "bech32";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ExplorerApi } from "../../api/contract";
import { httpTransport } from "../../api/http-transport.server";
import { inProcessTransport } from "../../api/in-process.server";
import { getDb } from "../../db/db.server";
import { setUpConfiguredChains } from "../../../tests/support/configured-chains";
import type { PoolDelegationActivity, StakePool } from "../../lib/domain";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import { apiFetch, apiRoute } from "../../../tests/support/route-calls";

const providerRelaysLoader = apiRoute("provider-relays");
const poolLoader = apiRoute("stakepool");
const delegationsLoader = apiRoute("stakepool-delegations");

// The six pool routes over the generated mainnet demo chain, as the server runs
// them (the configured embedded database, our migrations, summaries up to the
// tip), and the http transport pointed at them. The data itself is tested in
// app/data/pools/detail.server.test.ts; here: ids, paging, status codes,
// headers, and both transports answering alike.
setUpConfiguredChains(["mainnet"]);

type Handler = (args: { params: Record<string, string>; request: Request; context: unknown }) => Promise<Response>;

const apiCall = (handler: unknown, params: Record<string, string>, query = "") =>
  (handler as Handler)({ params, request: new Request(`http://explorer.test/api/x${query}`), context: {} });

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  return (await response.json()) as T;
}

const UNKNOWN_POOL = bech32.encode("pool", bech32.toWords(new Uint8Array(28).fill(9)));

/** The pool with the most delegation certificates, straight from db-sync's table. */
async function busiestPool(): Promise<{ view: string; count: number }> {
  const [row] = await getDb("mainnet").query<{ view: string; count: number }>(
    "SELECT ph.view, count(*)::int AS count FROM delegation d JOIN pool_hash ph ON ph.id = d.pool_hash_id GROUP BY ph.view ORDER BY count DESC, ph.view LIMIT 1",
  );
  return row!;
}

describe("GET stakepools/{poolId}", () => {
  it("the pool by its bech32 id or its hex key hash, in either case", async () => {
    const byBech = await json<StakePool>(await apiCall(poolLoader, { network: "mainnet", poolId: DEMO_HOUSE_POOL_ID }));
    expect(byBech).toMatchObject({ poolId: DEMO_HOUSE_POOL_ID, ticker: "PRIME", status: "Active" });
    expect(await json<StakePool>(await apiCall(poolLoader, { network: "mainnet", poolId: DEMO_HOUSE_POOL_HASH.toUpperCase() }))).toEqual(byBech);
  });

  it("a well-formed id no pool has is 404 JSON, on every pool route this issue's data answers", async () => {
    for (const loader of [poolLoader, delegationsLoader]) {
      const response = await apiCall(loader, { network: "mainnet", poolId: UNKNOWN_POOL });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });
});

describe("GET stakepools/{poolId}/delegations?page&limit", () => {
  it("20 by default; pages are 0-based and do not overlap", async () => {
    const busiest = await busiestPool();
    expect(busiest.count).toBeGreaterThan(25);
    const params = { network: "mainnet", poolId: busiest.view };
    const first = await json<PoolDelegationActivity[]>(await apiCall(delegationsLoader, params));
    expect(first).toHaveLength(20);
    const page0 = await json<PoolDelegationActivity[]>(await apiCall(delegationsLoader, params, "?page=0&limit=5"));
    const page1 = await json<PoolDelegationActivity[]>(await apiCall(delegationsLoader, params, "?page=1&limit=5"));
    expect(page0).toEqual(first.slice(0, 5));
    expect(page1).toEqual(first.slice(5, 10));
    const last = Math.floor((busiest.count - 1) / 5);
    expect(await json<PoolDelegationActivity[]>(await apiCall(delegationsLoader, params, `?page=${last}&limit=5`))).toHaveLength(busiest.count - last * 5);
    expect(await json<PoolDelegationActivity[]>(await apiCall(delegationsLoader, params, `?page=${last + 1}&limit=5`))).toEqual([]);
  });
});

// Our JSON routes as the http transport reaches them (fetch routed straight to the
// loaders), for every comparison below; the route tests above call the loaders themselves.
beforeAll(() => {
  vi.stubGlobal("fetch", apiFetch);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

// The http transport pointed at our own JSON routes answers as the in-process
// one does. fetch is routed by the resource table (tests/support/route-calls.ts).
const transports = () => ({ local: inProcessTransport("mainnet", getDb("mainnet")), remote: httpTransport("http://upstream.test", "mainnet", 20_000) });

describe("the http transport over the pool routes agrees with the in-process one", () => {
  it("the pool and its delegations; an unknown pool is null on both", async () => {
    const { local, remote } = transports();
    const { view } = await busiestPool();
    for (const poolId of [DEMO_HOUSE_POOL_ID, view]) {
      expect(await remote.getStakePool(poolId)).toEqual(await local.getStakePool(poolId));
      expect(await remote.listStakePoolDelegations(poolId, { page: 1, limit: 7 })).toEqual(await local.listStakePoolDelegations(poolId, { page: 1, limit: 7 }));
    }
    expect(await remote.getStakePool(UNKNOWN_POOL)).toBeNull();
    expect(await local.getStakePool(UNKNOWN_POOL)).toBeNull();
    expect(await remote.listStakePoolDelegations(UNKNOWN_POOL, { page: 0, limit: 20 })).toBeNull();
    expect(await local.listStakePoolDelegations(UNKNOWN_POOL, { page: 0, limit: 20 })).toBeNull();
  });

  it("history, rewards history, blocks and staking rewards: the same answers (or both refuse while a call is not yet built)", async () => {
    const { local, remote } = transports();
    const calls: ((api: ExplorerApi) => Promise<unknown>)[] = [
      (api) => api.getStakePoolHistory(DEMO_HOUSE_POOL_ID),
      (api) => api.getStakePoolRewardsHistory(DEMO_HOUSE_POOL_ID),
      (api) => api.listStakePoolBlocks(DEMO_HOUSE_POOL_ID, { page: 1, limit: 10 }),
      (api) => api.getStakePoolRewards(DEMO_HOUSE_POOL_ID),
    ];
    for (const call of calls) {
      const [here, there] = await Promise.allSettled([call(local), call(remote)]);
      expect(there!.status).toBe(here!.status);
      if (here!.status === "fulfilled" && there!.status === "fulfilled") expect(there.value).toEqual(here.value);
    }
  });
});

// The tip every page's 'Data as of' line and every validator read: the JSON call "tip".
describe("the http transport's chain tip agrees with the in-process one", () => {
  it("names the same newest block", async () => {
    const { local, remote } = transports();
    const tip = await local.getChainTip();
    expect(tip?.height).toBeGreaterThan(0);
    expect(await remote.getChainTip()).toEqual(tip);
  });
});

// The pages' block rows: the upstream has no such call, so the http transport
// cuts its blocks down; the in-process one reads only those columns.
describe("the http transport's block rows agree with the in-process ones", () => {
  it("page 1 and a later page", async () => {
    const { local, remote } = transports();
    for (const page of [{ limit: 20, offset: 0 }, { limit: 7, offset: 40 }]) {
      const rows = await local.listBlockRows(page);
      expect(rows).toHaveLength(page.limit);
      expect(await remote.listBlockRows(page)).toEqual(rows);
    }
  });
});

// The analytics relay calls (data in app/data/analytics/relay-geography.server.test.ts):
// both transports alike, names with spaces, commas, slashes and markup URL-encoded.
describe("the http transport over the analytics relay routes agrees with the in-process one", () => {
  it("distributions, totals and every bucket's relays; unknown names [] on both", async () => {
    const { local, remote } = transports();
    const countries = await local.listGeographicDistribution();
    const providers = await local.listHostingProviders();
    expect(countries.length).toBeGreaterThan(2);
    expect(await remote.listGeographicDistribution()).toEqual(countries);
    expect(await remote.listHostingProviders()).toEqual(providers);
    expect(await remote.getRelayTotals()).toEqual(await local.getRelayTotals());
    const byName = await apiCall(providerRelaysLoader, { network: "mainnet", provider: providers[0]!.id });
    expect(byName.headers.get("Cache-Control")).toMatch(/^public, max-age=60, /);
    for (const { country, countryCode, relayCount } of countries) {
      const relays = await local.listRelaysByCountry(country);
      expect(relays).toHaveLength(relayCount);
      expect(await remote.listRelaysByCountry(country)).toEqual(relays);
      if (countryCode) expect(await remote.listRelaysByCountry(countryCode.toLowerCase())).toEqual(relays);
    }
    for (const { id, relayCount } of providers) {
      const relays = await remote.listRelaysByProvider(id);
      expect(relays).toHaveLength(relayCount);
      expect(relays).toEqual(await local.listRelaysByProvider(id));
    }
    for (const name of ["Atlantis", "a/b", "<script>alert(1)</script>", "100%", "Amazon.com, Inc"]) {
      expect(await remote.listRelaysByCountry(name)).toEqual([]);
      expect(await remote.listRelaysByProvider(name)).toEqual([]);
    }
  });
});
