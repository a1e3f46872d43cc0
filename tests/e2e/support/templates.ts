import { expect, type APIRequestContext } from "@playwright/test";
import type {
  Address,
  Block,
  CurrentEpoch,
  GeographicStat,
  RecentAddressActivity,
  SearchResult,
  StakePool,
  TokenHistoryPage,
  TokenHoldersPage,
  TokenListPage,
  Transaction,
} from "../../../app/lib/domain";
import { notableAssets } from "../../../demo/generator/notable-assets.mjs";
import { DEMO_HOUSE_POOL_ID } from "../../../app/lib/pools/house-pool";
import type { Network } from "./expected-text";

// One page of every template, at ids of live entities read from the JSON API of
// the server under test: screens.spec.ts (hydration, axe), html-validity.server.spec.ts
// (the Nu HTML checker) and network-links.server.spec.ts (every link keeps the page's network).

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export type EntityPaths = {
  block: string;
  /** The big policy's first mint: an output of 100 assets, a Mint card (demo/generator/notable-assets.mjs). */
  transaction: string;
  /** A Plutus transaction whose script failed: its collateral moved, its outputs did not. */
  failedTransaction: string;
  /** The most held token's biggest holder: the address page with its Tokens card. */
  payment: string;
  token: string;
  policy: string;
  stake: string;
  pool: string;
  rewards: string;
  epoch: string;
  /** The analytics page with the relay dialog of the network's biggest country open. */
  relays: string;
  /** A pool whose registered text is hostile markup (the demo chain registers them on both networks). */
  hostilePool: string;
  /** The other network's transaction hash, searched here: its result says where it is. */
  otherNetworkSearch: string;
};

/** Paths of live entities of `network` (paths without a network: read on the visitor's). */
export async function entityPaths(request: APIRequestContext, network: Network): Promise<EntityPaths> {
  const api = (path: string) => `/api/networks/${network}/${path}`;
  const other: Network = network === "mainnet" ? "testnet" : "mainnet";
  const [[block], firstMint, failed, { tokens }, activity, current, [country], hostile, [pool], [otherTransaction]] = await Promise.all([
    getJson<Block[]>(request, api("blocks?limit=1")),
    getJson<TokenHistoryPage>(request, api(`tokens/${notableAssets(network).bigPolicyFirstAsset.fingerprint}/history?limit=100`)),
    failedScriptTransaction(request, api),
    getJson<TokenListPage>(request, api("tokens?order=holders&limit=1")),
    getJson<RecentAddressActivity[]>(request, api("address-activity?limit=50")),
    getJson<CurrentEpoch>(request, api("epochs/current")),
    getJson<GeographicStat[]>(request, api("analytics/geographic-distribution")),
    getJson<SearchResult[]>(request, api("search?q=xss")),
    getJson<StakePool[]>(request, api("stakepools?limit=1")),
    getJson<Transaction[]>(request, `/api/networks/${other}/transactions?limit=1`),
  ]);
  const token = tokens[0]!;
  const { holders } = await getJson<TokenHoldersPage>(request, api(`tokens/${token.unit}/holders?limit=1`));
  const payment = holders[0]!.address;
  const staked = activity.find((entry) => entry.addressType === "stake")?.address;
  const recentPayment = activity.find((entry) => entry.addressType === "payment")!.address;
  const { stakeAddress } = await getJson<Address>(request, api(`addresses/${recentPayment}`));
  // Mainnet's house pool is the sponsor's: the richest pool page of the demo chain.
  const poolId = network === "mainnet" ? DEMO_HOUSE_POOL_ID : pool!.poolId;
  return {
    block: `/blocks/${block!.hash}`,
    transaction: `/transactions/${firstMint.events.at(-1)!.txHash}`,
    failedTransaction: `/transactions/${failed}`,
    payment: `/addresses/${payment}`,
    token: `/tokens/${token.fingerprint}`,
    policy: `/policies/${token.policyId}`,
    stake: `/addresses/${staked ?? stakeAddress ?? recentPayment}`,
    pool: `/stakepools/${poolId}`,
    rewards: `/stakepools/${poolId}/rewards`,
    epoch: `/epochs/${current.epochNumber - 1}`,
    relays: `/analytics?country=${encodeURIComponent(country!.countryCode ?? "Unknown")}`,
    hostilePool: `/stakepools/${hostile.find((result) => result.type === "stakepool")!.id}`,
    otherNetworkSearch: `/search?q=${otherTransaction!.hash}`,
  };
}

/** The newest failed script transaction's hash (a few among the latest thousands). */
async function failedScriptTransaction(request: APIRequestContext, api: (path: string) => string): Promise<string> {
  for (let offset = 0; offset < 5_000; offset += 100) {
    const found = (await getJson<Transaction[]>(request, api(`transactions?limit=100&offset=${offset}`))).find((tx) => tx.txType === "failed_script");
    if (found) return found.hash;
  }
  throw new Error("no failed script transaction among the latest 5,000");
}

/**
 * Mainnet's entities, with the relay dialog on testnet: its biggest country's relays fill
 * more than one page of the dialog (its pager shows), and its page says other figures
 * than mainnet's analytics page does.
 */
export async function mainnetPaths(request: APIRequestContext): Promise<EntityPaths> {
  const [mainnet, testnet] = await Promise.all([entityPaths(request, "mainnet"), entityPaths(request, "testnet")]);
  return { ...mainnet, relays: `/testnet${testnet.relays}` };
}

export type PageTemplate = { name: string; path: string; status: number };

/** Every template once at `ids`, with the status it answers: the screens, then the pages errors answer with. */
export function pageTemplates(ids: EntityPaths): PageTemplate[] {
  const ok = (name: string, path: string) => ({ name, path, status: 200 });
  return [
    ok("dashboard", "/"),
    ok("blocks list", "/blocks"),
    ok("block", ids.block),
    ok("transactions list", "/transactions"),
    ok("transaction", ids.transaction),
    ok("failed script transaction", ids.failedTransaction),
    ok("address search", "/addresses"),
    ok("payment address", ids.payment),
    ok("stake address", ids.stake),
    ok("tokens list", "/tokens"),
    ok("token", ids.token),
    ok("policy", ids.policy),
    ok("stake pools list", "/stakepools"),
    ok("stake pool", ids.pool),
    ok("hostile stake pool", ids.hostilePool),
    ok("staking rewards", ids.rewards),
    ok("epochs list", "/epochs"),
    ok("epoch", ids.epoch),
    ok("analytics", "/analytics"),
    ok("analytics with the relay dialog open", ids.relays),
    ok("protocol parameters", "/protocol-parameters"),
    ok("JSON API reference", "/api"),
    ok("search results", "/search?q=pool"),
    ok("search results of the other network", ids.otherNetworkSearch),
    { name: "bad page (400)", path: "/blocks?page=abc", status: 400 },
    { name: "not-found page", path: "/no-such-page", status: 404 },
    { name: "entity not found", path: "/blocks/99999999", status: 404 },
  ];
}
