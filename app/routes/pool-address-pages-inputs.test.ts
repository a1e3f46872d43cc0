import { bech32 } from "bech32";
import { createElement, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { bech32Of } from "../../tests/support/encoded-ids";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import type { StakePool } from "../lib/domain";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../lib/pools/house-pool";
import type { Network } from "../lib/navigation/network";
import { renderUi } from "../ui/test-utils";
import { ErrorBoundary as AddressBoundary, loader as addressLoader, meta as addressMeta } from "./address";
import { loader as addressSearchLoader } from "./addresses";
import { ErrorBoundary as PoolBoundary, loader as poolLoader, meta as poolMeta } from "./stakepool";
import { ErrorBoundary as RewardsBoundary, loader as rewardsLoader, meta as rewardsMeta } from "./stakepool-rewards";
import { ErrorBoundary as PoolsBoundary, loader as poolsLoader, meta as poolsMeta } from "./stakepools";
import { apiRoute } from "../../tests/support/route-calls";

const poolsApi = apiRoute("stakepools");

// The address, stake pool, stake pools and staking rewards pages' inputs,
// decided before any query (or by one lookup): a malformed or unknown id is the
// screen's not-found page (404), a bad list parameter a 400 that names it, a
// hex pool id and the search form's GET a redirect. What a visitor reads is the
// route's own error boundary, rendered here as the server renders it; the
// browser checks one not-found and one 400 page of each screen
// (tests/e2e/addresses.spec.ts, stakepool*.spec.ts). app/routes/page-inputs.test.ts
// has the other list pages and the other-network addresses' links.
setUpConfiguredChains();

const MAINNET_PAYMENT = bech32Of("addr", 57, 0x01);
const MAINNET_STAKE = bech32Of("stake", 29, 0xe1);
const TESTNET_PAYMENT = bech32Of("addr_test", 57, 0x00);
/** A well-formed pool id no pool has: 28 bytes of 0xff. */
const UNKNOWN_POOL_ID = bech32.encode("pool", bech32.toWords(new Array<number>(28).fill(0xff)));

type Boundary = ComponentType<{ error: unknown }>;
type Meta = (args: { loaderData: undefined; error: unknown }) => Array<{ title?: string }>;

/** A thrown status answer as the error boundary receives it (what isRouteErrorResponse accepts). */
const routeError = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

/** What a visitor reads of the boundary's page: its text, tags dropped, and its links. */
function boundaryPage(Boundary: unknown, error: unknown, url: string): { text: string; links: Array<[string, string]> } {
  const html = renderUi(createElement(Boundary as Boundary, { error }), url);
  const text = html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m): [string, string] => [m[2]!, m[1]!.replace(/&amp;/g, "&")]);
  return { text, links };
}

const titleOf = (meta: unknown, error: unknown) => (meta as Meta)({ loaderData: undefined, error }).find((tag) => tag.title)?.title;

type NotFoundCase = { url: string; params: Record<string, string>; network?: Network; shownNetwork: string };

async function expectNotFound(loader: unknown, boundary: unknown, meta: unknown, c: NotFoundCase, expected: { title: string; message: string; back: [string, string] }) {
  const answer = await callLoader(loader, c.url, c.params, c.network ? { network: c.network } : {});
  expect(answer.status, c.url).toBe(404);
  expect(answer.thrown, c.url).toBe(true);
  const error = routeError(404, answer.data);
  const page = boundaryPage(boundary, error, c.url);
  expect(page.text, c.url).toContain(`404 ${expected.title}`);
  expect(page.text, c.url).toContain(`${expected.message.replace("{network}", c.shownNetwork)}`);
  // A page whose URL names its network keeps it in the way back too (rule 1 of issue 41).
  const back = c.url.endsWith("?network=testnet") ? `${expected.back[1]}?network=testnet` : expected.back[1];
  expect(page.links, c.url).toContainEqual([expected.back[0], back]);
  expect(titleOf(meta, error), c.url).toBe(`${expected.title} · Prime Explorer`);
  return { data: answer.data as Record<string, unknown>, page };
}

type BadCase = { url: string; params?: Record<string, string>; param: string; title: string; message: string; exit: [string, string] };

async function expectBadRequest(loader: unknown, boundary: unknown, meta: unknown, c: BadCase) {
  const answer = await callLoader<{ error: string; param: string }>(loader, c.url, c.params ?? {}, { network: "mainnet" });
  expect(answer.status, c.url).toBe(400);
  expect(answer.data.param, c.url).toBe(c.param);
  const error = routeError(400, answer.data);
  const page = boundaryPage(boundary, error, c.url);
  expect(page.text, c.url).toContain(`400 ${c.title} ${c.message}`);
  expect(page.links, c.url).toContainEqual(c.exit);
  // The tab names what is wrong too.
  expect(titleOf(meta, error), c.url).toBe(`${c.title}: ${c.message.replace(/\.$/, "")} · Prime Explorer`);
}

// ---------------------------------------------------------------------------
// Address search and address pages
// ---------------------------------------------------------------------------

describe("the address search form's GET", () => {
  it("is a same-origin 302 to the trimmed address's page, ?network= travelling; an empty value back to the search", async () => {
    const search = await callLoader(addressSearchLoader, `/addresses?address=%20${TESTNET_PAYMENT}%20&network=testnet`);
    expect(search.status).toBe(302);
    expect(search.headers.get("location")).toBe(`/addresses/${TESTNET_PAYMENT}?network=testnet`);
    const empty = await callLoader(addressSearchLoader, "/addresses?address=++");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe("/addresses");
  });
});

describe("an address that names nothing here", () => {
  const ADDRESS_NOT_FOUND = {
    title: "Address Not Found",
    message: "The address could not be found on {network}. Check the address (addr1… or stake1… on Mainnet, addr_test1… or stake_test1… on Testnet), or switch network.",
    back: ["Back to Address Search", "/addresses"] as [string, string],
  };
  const cases: Array<[string, NotFoundCase, Network | null]> = [
    ["malformed", { url: "/addresses/not-an-address", params: { address: "not-an-address" }, network: "mainnet", shownNetwork: "Mainnet" }, null],
    ["a bad checksum", { url: `/addresses/${MAINNET_PAYMENT.slice(0, -1)}x`, params: { address: `${MAINNET_PAYMENT.slice(0, -1)}x` }, network: "mainnet", shownNetwork: "Mainnet" }, null],
    ["a testnet payment address on mainnet", { url: `/addresses/${TESTNET_PAYMENT}`, params: { address: TESTNET_PAYMENT }, network: "mainnet", shownNetwork: "Mainnet" }, "testnet"],
    ["a mainnet stake address on testnet", { url: `/addresses/${MAINNET_STAKE}?network=testnet`, params: { address: MAINNET_STAKE }, shownNetwork: "Testnet" }, "mainnet"],
  ];
  it.each(cases)("%s is a 404 'Address Not Found' with a way back to the search", async (_name, c, other) => {
    const { data, page } = await expectNotFound(addressLoader, AddressBoundary, addressMeta, c, ADDRESS_NOT_FOUND);
    expect(data.otherNetwork).toBe(other);
    // The id as typed, shown as text.
    expect(page.text).toContain(c.params.address);
    if (other) expect(page.links).toContainEqual([`Open on ${other}`, `/addresses/${c.params.address}?network=${other}`]);
  });
});

describe("a bad list parameter of an address page", () => {
  const at = (query: string) => `/addresses/${MAINNET_STAKE}?${query}`;
  const cases: BadCase[] = [
    { url: at("page=abc"), param: "page", title: "Invalid Page Number", message: "page must be a whole number.", exit: ["Go to the first page", `/addresses/${MAINNET_STAKE}`] },
    { url: at("utxoPage=0&page=2"), param: "utxoPage", title: "Invalid Page Number", message: "utxoPage must be 1 or more.", exit: ["Go to the first page", `/addresses/${MAINNET_STAKE}?page=2`] },
    { url: at("rewardsSize=7"), param: "rewardsSize", title: "Invalid Page Size", message: "rewardsSize must be one of 10, 20, 50, 100.", exit: ["Use the default page size", `/addresses/${MAINNET_STAKE}`] },
    { url: at("rewardsPage=-1"), param: "rewardsPage", title: "Invalid Page Number", message: "rewardsPage must be 1 or more.", exit: ["Go to the first page", `/addresses/${MAINNET_STAKE}`] },
    { url: at("delegationsPage=1.5"), param: "delegationsPage", title: "Invalid Page Number", message: "delegationsPage must be a whole number.", exit: ["Go to the first page", `/addresses/${MAINNET_STAKE}`] },
    { url: at("addressesPage=x"), param: "addressesPage", title: "Invalid Page Number", message: "addressesPage must be a whole number.", exit: ["Go to the first page", `/addresses/${MAINNET_STAKE}`] },
  ];
  it.each(cases)("$url is a 400 naming $param", (c) =>
    expectBadRequest(addressLoader, AddressBoundary, addressMeta, { ...c, params: { address: MAINNET_STAKE } }),
  );
});

// ---------------------------------------------------------------------------
// Stake pool and staking rewards pages
// ---------------------------------------------------------------------------

const POOL_NOT_FOUND = {
  title: "Stake Pool Not Found",
  message: "The stake pool could not be found on {network}. Check the pool id, or switch network.",
  back: ["Back to Stake Pools", "/stakepools"] as [string, string],
};

describe("a pool id that names no pool", () => {
  for (const [name, id] of [["malformed", "not-a-pool"], ["well-formed but no pool's", UNKNOWN_POOL_ID]] as const) {
    it(`${name}: the pool page is a 404 'Stake Pool Not Found' with a way back`, async () => {
      const { data } = await expectNotFound(poolLoader, PoolBoundary, poolMeta, { url: `/stakepools/${id}`, params: { poolId: id }, network: "mainnet", shownNetwork: "Mainnet" }, POOL_NOT_FOUND);
      expect(data).toEqual({ network: "mainnet", id });
    });

    it(`${name}: so is its staking rewards page`, async () => {
      // The rewards page's tab keeps the not-found title whatever the error.
      await expectNotFound(rewardsLoader, RewardsBoundary, rewardsMeta, { url: `/stakepools/${id}/rewards?network=testnet`, params: { poolId: id }, shownNetwork: "Testnet" }, POOL_NOT_FOUND);
    });
  }
});

describe("a hex pool id", () => {
  it("is a 301 to the bech32 id, on the same path, the query kept", async () => {
    const cases: Array<[unknown, string, string, string]> = [
      [poolLoader, `/stakepools/${DEMO_HOUSE_POOL_HASH}`, DEMO_HOUSE_POOL_HASH, `/stakepools/${DEMO_HOUSE_POOL_ID}`],
      [poolLoader, `/mainnet/pools/${DEMO_HOUSE_POOL_HASH}?blocksPage=2`, DEMO_HOUSE_POOL_HASH, `/mainnet/pools/${DEMO_HOUSE_POOL_ID}?blocksPage=2`],
      [poolLoader, `/stakepools/${DEMO_HOUSE_POOL_HASH.toUpperCase()}`, DEMO_HOUSE_POOL_HASH.toUpperCase(), `/stakepools/${DEMO_HOUSE_POOL_ID}`],
      [rewardsLoader, `/stakepools/${DEMO_HOUSE_POOL_HASH}/rewards?network=mainnet`, DEMO_HOUSE_POOL_HASH, `/stakepools/${DEMO_HOUSE_POOL_ID}/rewards?network=mainnet`],
    ];
    for (const [loader, url, poolId, location] of cases) {
      const answer = await callLoader(loader, url, { poolId }, { network: "testnet" });
      expect(answer.status, url).toBe(301);
      expect(answer.headers.get("location"), url).toBe(location);
    }
  });
});

describe("/{network}/pools/{id}", () => {
  it("reads the pool of the path's network, whatever network the visitor last chose", async () => {
    const [pool] = await loaded<StakePool[]>(poolsApi, "/api/stakepools?limit=1", { network: "testnet" });
    const page = await loaded<{ network: Network; pool: StakePool }>(poolLoader, `/testnet/pools/${pool!.poolId}`, { poolId: pool!.poolId }, { network: "mainnet" });
    expect(page.network).toBe("testnet");
    expect(page.pool.poolId).toBe(pool!.poolId);
  });
});

describe("a bad list parameter of the pool page", () => {
  const at = (query: string) => `/stakepools/${DEMO_HOUSE_POOL_ID}?${query}`;
  const bare = `/stakepools/${DEMO_HOUSE_POOL_ID}`;
  const cases: BadCase[] = [
    { url: at("blocksSize=7"), param: "blocksSize", title: "Invalid Page Size", message: "blocksSize must be one of 10, 20, 50, 100.", exit: ["Use the default page size", bare] },
    { url: at("rewardsSize=0&blocksPage=2"), param: "rewardsSize", title: "Invalid Page Size", message: "rewardsSize must be one of 10, 20, 50, 100.", exit: ["Use the default page size", `${bare}?blocksPage=2`] },
    { url: at("blocksPage=0"), param: "blocksPage", title: "Invalid Page Number", message: "blocksPage must be 1 or more.", exit: ["Go to the first page", bare] },
    { url: at("rewardsPage=x"), param: "rewardsPage", title: "Invalid Page Number", message: "rewardsPage must be a whole number.", exit: ["Go to the first page", bare] },
    { url: at("delegationsPage=-1"), param: "delegationsPage", title: "Invalid Page Number", message: "delegationsPage must be 1 or more.", exit: ["Go to the first page", bare] },
  ];
  it.each(cases)("$url is a 400 naming $param", (c) =>
    expectBadRequest(poolLoader, PoolBoundary, poolMeta, { ...c, params: { poolId: DEMO_HOUSE_POOL_ID } }),
  );
});

// ---------------------------------------------------------------------------
// Stake pools list
// ---------------------------------------------------------------------------

describe("a bad sort or page of the stake pools list", () => {
  const cases: BadCase[] = [
    { url: "/stakepools?sortBy=roa", param: "sortBy", title: "Invalid sortBy", message: "sortBy must be one of name, ticker, totalStake, blocksLifetime, blocksEpoch, delegatorCount, saturation, margin, fixedCost, active.", exit: ["Open without sortBy", "/stakepools"] },
    { url: "/stakepools?sortBy=totalStake&sortDirection=up", param: "sortDirection", title: "Invalid sortDirection", message: "sortDirection must be asc or desc.", exit: ["Open without sortDirection", "/stakepools?sortBy=totalStake"] },
    { url: "/stakepools?page=0", param: "page", title: "Invalid Page Number", message: "page must be 1 or more.", exit: ["Go to the first page", "/stakepools"] },
    { url: "/stakepools?sortBy=margin&page=abc", param: "page", title: "Invalid Page Number", message: "page must be a whole number.", exit: ["Go to the first page", "/stakepools?sortBy=margin"] },
  ];
  it.each(cases)("$url is a 400 naming $param", (c) => expectBadRequest(poolsLoader, PoolsBoundary, poolsMeta, c));
});
