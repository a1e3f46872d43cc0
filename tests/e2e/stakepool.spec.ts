import type { APIRequestContext, Page } from "@playwright/test";
import { bech32 } from "bech32";
import type { PoolBlock, PoolDelegationActivity, PoolHistoryEntry, PoolRewardsHistoryEntry, StakePool } from "../../app/lib/domain";
import { truncateHash } from "../../app/lib/formats/format";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import { POOL_HISTORY_CHART_EPOCHS } from "../../app/lib/pools/pool-history-series";
import { waitForHydration } from "./support/shell";
import { expect, STATUS_400_OR_404, test } from "./support/test";
import { usdPerCoinText, type Network } from "./support/expected-text";

// The stake pool detail screen (spec §2 'Stake pool detail', §4, §8, §9),
// checked against the app's own JSON API on the demo chain. What the server
// renders is read once, without JavaScript (the no-js project); the page-size
// choice applying at once needs a script (@js-only, the desktop project).
// screens.spec.ts runs axe on the template; the ids' 404s, the hex id's 301 and
// the bad parameters' 400s are app/routes/pool-address-pages-inputs.test.ts's,
// here one not-found and one 400 page.

const NOT_FOUND = "Stake Pool Not Found";

// ---------------------------------------------------------------------------
// The JSON API
// ---------------------------------------------------------------------------

const api = (network: Network, path: string) => `/api/networks/${network}/${path}`;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function poolIds(request: APIRequestContext, network: Network): Promise<string[]> {
  const pools = await getJson<StakePool[]>(request, api(network, "stakepools?limit=100"));
  return pools.map((pool) => pool.poolId);
}

async function poolDetail(request: APIRequestContext, network: Network, poolId: string): Promise<StakePool> {
  return getJson<StakePool>(request, api(network, `stakepools/${poolId}`));
}

const visible = (text: string) => text.replace(/\p{Cf}/gu, "");

/** Registered text that tries something: markup, invisible or direction characters, other scripts, huge text, non-http links. */
function isHostile(pool: StakePool): boolean {
  const texts = [pool.name, pool.ticker, pool.description].filter((text): text is string => text !== null);
  const socials = Object.values(pool.socialMedia ?? {}).filter((value): value is string => typeof value === "string");
  return (
    texts.some((text) => /[<>\p{Cf}]|[^\x00-\x7f]/u.test(text)) ||
    (pool.description?.length ?? 0) > 1000 ||
    (pool.homepage !== null && !/^https?:\/\//i.test(pool.homepage)) ||
    socials.some((value) => /^\s*(javascript|data|vbscript):|[<>]/i.test(value))
  );
}

async function hostilePools(request: APIRequestContext, network: Network): Promise<StakePool[]> {
  const details = await Promise.all((await poolIds(request, network)).map((id) => poolDetail(request, network, id)));
  return details.filter(isHostile);
}

/** A pool of `network` whose registered text is plain (a testnet pool for the figures test). */
async function plainPool(request: APIRequestContext, network: Network): Promise<StakePool> {
  for (const id of await poolIds(request, network)) {
    const pool = await poolDetail(request, network, id);
    if (!isHostile(pool) && pool.status === "Active" && pool.name) return pool;
  }
  throw new Error(`no plain active pool on ${network}`);
}

/** A well-formed pool id no pool has: 28 bytes of 0xff. */
const UNKNOWN_POOL_ID = bech32.encode("pool", bech32.toWords(new Array<number>(28).fill(0xff)));

function table(page: Page, testId: string) {
  return page.getByTestId(testId).locator("tbody tr");
}

/** Without a script the size applies with the form's Apply button. */
async function applyPageSize(page: Page, formTestId: string, size: string) {
  const form = page.getByTestId(formTestId);
  await form.getByLabel("Rows per page").selectOption(size);
  await form.getByRole("button", { name: "Apply" }).click();
}

// ---------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------

/**
 * The history charts (issue 22), drawn on the server: each an image named by its
 * title, its figures in a table behind a <details> (opens without JavaScript),
 * newest epoch first; the whole card fits a 360 px phone.
 */
async function expectHistoryCharts(page: Page, snapshots: PoolHistoryEntry[], rewards: PoolRewardsHistoryEntry[]) {
  // A snapshot of an epoch that has not begun is not charted.
  const history = snapshots.filter((row) => !row.upcoming);
  const withRoa = rewards.filter((row) => row.roa !== null);
  const charts = page.getByTestId("pool-history-charts");
  if (history.length === 0 && withRoa.length === 0) {
    await expect(charts).toHaveText("No history yet");
    return;
  }
  const newest = Math.max(...history.map((row) => row.epochNumber), ...withRoa.map((row) => row.epochNumber));
  const charted = <T extends { epochNumber: number }>(rows: T[]) => rows.filter((row) => row.epochNumber > newest - POOL_HISTORY_CHART_EPOCHS);
  for (const [name, rows] of [["Active Stake", charted(history)], ["Delegators", charted(history)], ["ROA", charted(withRoa)]] as const) {
    if (rows.length === 0) continue;
    await expect(charts.getByRole("img", { name: new RegExp(`^${name} per epoch, epochs? .*${newest}$`) })).toBeVisible();
    await charts.getByText(`${name} figures`, { exact: true }).click();
    const tableRows = charts.getByRole("table", { name: `${name} per epoch` }).locator("tbody tr");
    await expect(tableRows).toHaveCount(rows.length);
    await expect(tableRows.first().locator("td").first()).toHaveText(String(rows[0]!.epochNumber));
  }
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await charts.getByRole("img").first().boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

for (const network of ["mainnet", "testnet"] as const) {
  test(`a ${network} pool shows the JSON API's figures`, async ({ page, request }) => {
    const pool = network === "mainnet" ? await poolDetail(request, network, DEMO_HOUSE_POOL_ID) : await plainPool(request, network);
    const base = api(network, `stakepools/${pool.poolId}`);
    const [history, rewards, delegations] = await Promise.all([
      getJson<PoolHistoryEntry[]>(request, `${base}/history`),
      getJson<PoolRewardsHistoryEntry[]>(request, `${base}/rewards-history`),
      getJson<PoolDelegationActivity[]>(request, `${base}/delegations?page=0&limit=20`),
    ]);
    await page.goto(`/${network}/pools/${pool.poolId}`);
    await expect(page).toHaveTitle(new RegExp(`\\[${pool.ticker}\\]`));
    await expect(page.getByTestId("pool-name")).toHaveText(visible(pool.name!));
    await expect(page.getByTestId("pool-ticker")).toHaveText(pool.ticker!);
    await expect(page.getByTestId("pool-id")).toHaveText(pool.poolId);
    await expect(page.getByTestId("pool-status").locator("dd")).toHaveText(
      pool.retiringEpoch == null ? pool.status! : `${pool.status === "Retired" ? "Retired" : "Retiring"} in epoch ${pool.retiringEpoch}`,
    );
    // The limit is the network's saturation threshold, its formula on hover; the percent has 1 decimal.
    await expect(page.getByTestId("pool-saturation")).toHaveText(/^[\d,]+\.\d%$/);
    await expect(page.getByTestId("pool-saturation-limit-rule")).toHaveAttribute("title", /^Total supply \(max supply − reserves\) ÷ k/);
    await expect(page.getByTestId("pool-blocks-lifetime")).toContainText(pool.blocksLifetime.toLocaleString("en-US"));
    await expect(page.getByTestId("pool-delegators")).toContainText(pool.delegatorCount.toLocaleString("en-US"));
    // Which snapshot the stake and delegators are: the list's, which its cards sum.
    await expect(page.getByTestId("pool-stake-epoch")).toHaveText(` · Epoch ${pool.stakeEpoch!.toLocaleString("en-US")} snapshot`);
    await expect(page.getByTestId("pool-margin")).toHaveText(`${(pool.margin * 100).toFixed(1)}%`);
    // Owners: up to 3 links to their stake addresses, then '+N more'.
    const owners = pool.owners ?? [];
    const ownerLinks = page.getByTestId("pool-owners").getByRole("link");
    await expect(ownerLinks).toHaveCount(Math.min(3, owners.length));
    for (const owner of owners.slice(0, 3)) await expect(page.locator(`[data-testid="pool-owners"] a[href="/addresses/${owner}?network=${network}"]`)).toHaveCount(1);
    if (owners.length > 3) await expect(page.getByTestId("pool-owners")).toContainText(`+${owners.length - 3} more`);
    // The saturation bar never passes 100.
    const bar = page.getByTestId("pool-saturation-bar");
    await expect(bar).toHaveAttribute("value", String(Math.min(100, pool.saturation)));
    await expect(page.getByRole("table", { name: "Relay Nodes" }).locator("tbody tr")).toHaveCount(Math.max(1, pool.relayNodes?.length ?? 0));
    await expect(page.getByRole("table", { name: "Pool Parameter History" }).locator("tbody tr")).toHaveCount(Math.max(1, pool.parameterHistory?.length ?? 0));
    // Rewards History: 20 a page, the price column on mainnet only.
    await expect(table(page, "pool-rewards-history")).toHaveCount(Math.max(1, Math.min(20, rewards.length)));
    await expect(page.getByRole("table", { name: "Rewards History" }).getByRole("columnheader", { name: "Price (USD)" })).toHaveCount(network === "mainnet" ? 1 : 0);
    if (rewards[0]) {
      const first = table(page, "pool-rewards-history").first();
      await expect(first).toContainText(String(rewards[0].epochNumber));
      if (rewards[0].epochEnd) await expect(first).toContainText(`${rewards[0].epochEnd.slice(11, 19)} UTC`);
      // The epoch's price per coin, 3 decimals (spec §9), N/A without one (spec §8).
      if (network === "mainnet") await expect(first).toContainText(rewards[0].usdPrice === null ? "N/A" : usdPerCoinText(rewards[0].usdPrice));
    }
    // spec §1: the prices' footnote under the mainnet Rewards History only.
    await expect(page.getByTestId("usd-footnote")).toHaveCount(network === "mainnet" && rewards.length > 0 ? 1 : 0);
    await expect(page.getByTestId("pool-staking-rewards-link")).toHaveAttribute("href", `/stakepools/${pool.poolId}/rewards?network=${network}`);
    await expect(table(page, "pool-delegation-history")).toHaveCount(Math.max(1, Math.min(8, history.length)));
    // An epoch that has not begun is plain text: no link to a page that does not exist yet.
    for (const entry of history.filter((h) => h.upcoming)) {
      await expect(page.locator(`[data-testid="pool-delegation-history"] a[href="/epochs/${entry.epochNumber}?network=${network}"]`)).toHaveCount(0);
      await expect(page.getByTestId("pool-delegation-history")).toContainText(`${entry.epochNumber} (upcoming)`);
    }
    await expect(table(page, "pool-delegations")).toHaveCount(Math.max(1, delegations.length));
    for (const entry of delegations.slice(0, 3)) await expect(page.locator(`[data-testid="pool-delegations"] a[href="/addresses/${entry.stakeAddress}?network=${network}"]`).first()).toBeVisible();
    await expectHistoryCharts(page, history, rewards);
  });
}

test("a hex id reaches the pool under its bech32 id, on the /{network}/pools/{id} path too", async ({ page, request }) => {
  // The 301's Location (query kept, /stakepools/ and /{network}/pools/): pool-address-pages-inputs.test.ts.
  await page.goto(`/mainnet/pools/${DEMO_HOUSE_POOL_HASH}`);
  await expect(page).toHaveURL(new RegExp(`/mainnet/pools/${DEMO_HOUSE_POOL_ID}$`));
  await expect(page.getByTestId("pool-id")).toHaveText(DEMO_HOUSE_POOL_ID);
  // A testnet pool by the path, whatever network the visitor last chose.
  const [testnetPool] = await poolIds(request, "testnet");
  await page.goto(`/testnet/pools/${testnetPool}`);
  await expect(page.getByTestId("pool-id")).toHaveText(testnetPool!);
});

test.describe("not found and bad parameters", () => {
  test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

  test("an unknown pool id is 'Stake Pool Not Found' (404) with a way back", async ({ page }) => {
    const response = await page.goto(`/stakepools/${UNKNOWN_POOL_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page.getByTestId("error-page")).toContainText("The stake pool could not be found on Mainnet.");
    await expect(page.getByRole("link", { name: "Back to Stake Pools" })).toHaveAttribute("href", "/stakepools");
  });

  test("a bad page size is a 400 headed with what is wrong, leaving by the URL without it", async ({ page }) => {
    const response = await page.goto(`/stakepools/${DEMO_HOUSE_POOL_ID}?blocksPage=2&rewardsSize=0`);
    expect(response?.status()).toBe(400);
    await expect(page).toHaveTitle(/^Invalid Page Size: rewardsSize must be one of/);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Invalid Page Size");
    await expect(error).toContainText("rewardsSize must be one of");
    await expect(error.getByRole("link", { name: "Use the default page size" })).toHaveAttribute("href", `/stakepools/${DEMO_HOUSE_POOL_ID}?blocksPage=2`);
  });
});

// ---------------------------------------------------------------------------
// Paging through the URL
// ---------------------------------------------------------------------------

test("rewards and blocks page sizes and pages round-trip through the URL, each list keeping the others'", async ({ page, request }) => {
  const base = api("mainnet", `stakepools/${DEMO_HOUSE_POOL_ID}`);
  const rewards = await getJson<PoolRewardsHistoryEntry[]>(request, `${base}/rewards-history`);
  const secondPage = await getJson<PoolBlock[]>(request, `${base}/blocks?page=1&limit=10`);
  await page.goto(`/stakepools/${DEMO_HOUSE_POOL_ID}?blocksSize=10&rewardsPage=2`);

  // Rewards: a new size starts again at page 1 and keeps the blocks' size.
  await applyPageSize(page, "rewards-size-form", "10");
  await expect(page).toHaveURL(/rewardsSize=10/);
  expect(new URL(page.url()).searchParams.get("rewardsPage")).toBeNull();
  expect(new URL(page.url()).searchParams.get("blocksSize")).toBe("10");
  await expect(table(page, "pool-rewards-history")).toHaveCount(Math.max(1, Math.min(10, rewards.length)));

  // Blocks: Next asks for the second page of 10, as the JSON API gives it.
  await page.getByRole("navigation", { name: "Pool Blocks pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/blocksPage=2/);
  expect(new URL(page.url()).searchParams.get("rewardsSize")).toBe("10");
  const rows = table(page, "pool-blocks");
  await expect(rows).toHaveCount(secondPage.length);
  for (const [index, block] of secondPage.entries()) {
    await expect(rows.nth(index).getByRole("link").first()).toHaveAttribute("href", `/blocks/${block.height}`);
  }
  // A new blocks size starts again at page 1.
  await applyPageSize(page, "blocks-size-form", "50");
  await expect(page).toHaveURL(/blocksSize=50/);
  expect(new URL(page.url()).searchParams.get("blocksPage")).toBeNull();
});

test("with JavaScript choosing a page size changes nothing until Apply (WCAG 3.2.2), which shows page 1 of that list in place, the other lists' parameters kept", { tag: "@js-only" }, async ({ page, request }) => {
  const rewards = await getJson<PoolRewardsHistoryEntry[]>(request, api("mainnet", `stakepools/${DEMO_HOUSE_POOL_ID}/rewards-history`));
  const start = `/stakepools/${DEMO_HOUSE_POOL_ID}?blocksSize=10&rewardsPage=2`;
  await page.goto(start);
  await waitForHydration(page);
  const form = page.getByTestId("rewards-size-form");
  await form.getByLabel("Rows per page").selectOption("10");
  // The choice alone reloads nothing: the list and the address stay until the visitor applies it.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe(new URL(start, "http://x").search);
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/rewardsSize=10/);
  expect(new URL(page.url()).searchParams.get("rewardsPage")).toBeNull();
  expect(new URL(page.url()).searchParams.get("blocksSize")).toBe("10");
  await expect(table(page, "pool-rewards-history")).toHaveCount(Math.max(1, Math.min(10, rewards.length)));
  await expect(page.getByTestId("rewards-size-form").getByLabel("Rows per page")).toHaveValue("10");
});

test("Export CSV links the pool's blocks file, which answers with its name and the spec's columns", async ({ page, request }) => {
  await page.goto(`/stakepools/${DEMO_HOUSE_POOL_ID}`);
  const link = page.getByTestId("pool-blocks-export");
  await expect(link).toHaveAttribute("download", `pool-${DEMO_HOUSE_POOL_ID}-blocks.csv`);
  const href = await link.getAttribute("href");
  expect(href).toBe(`/stakepools/${DEMO_HOUSE_POOL_ID}/blocks.csv?network=mainnet`);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toContain(`pool-${DEMO_HOUSE_POOL_ID}-blocks.csv`);
  const header = (await response.text()).split(/\r?\n/)[0]!.replace(/^\uFEFF/, "").split(",");
  const expected = [/height/i, /epoch/i, /size/i, /transactions/i, /output/i, /protocol/i, /cert/i, /time/i];
  expect(header).toHaveLength(expected.length);
  header.forEach((column, index) => expect(column).toMatch(expected[index]!));
});

// ---------------------------------------------------------------------------
// Hostile pools
// ---------------------------------------------------------------------------

/** Every link, source or form target on the page uses a harmless scheme. */
async function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[href], [src], [action], [formaction], [xlink\\:href]")]
      .flatMap((element) => ["href", "src", "action", "formaction", "xlink:href"].map((name) => element.getAttribute(name)))
      .filter((value): value is string => value !== null && /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ""))),
  );
}

for (const network of ["mainnet", "testnet"] as const) {
  test(`every hostile ${network} pool renders as inert text, with the look-alike warning where it applies`, async ({ page, request }) => {
    test.slow();
    const pools = await hostilePools(request, network);
    // The demo chain's hostile pools: markup, javascript:/data:/vbscript:, right-to-left, zero-width, a look-alike, 10 KB.
    expect(pools.length).toBeGreaterThanOrEqual(6);
    expect(pools.some((pool) => pool.lookAlike)).toBe(true);
    await page.setViewportSize({ width: 360, height: 800 });
    for (const pool of pools) {
      await page.goto(`/${network}/pools/${pool.poolId}`);
      const name = page.getByTestId("pool-name");
      await expect(name).toHaveText(visible(pool.name ?? pool.ticker ?? truncateHash(pool.poolId, 16)));
      expect(await page.locator("main script, main iframe, main object, main embed, main b, main [onerror], main [onload]").count(), pool.poolId).toBe(0);
      expect(await unsafeUrls(page), pool.poolId).toEqual([]);
      // A homepage that is not http(s) is text, never a link.
      if (pool.homepage && !/^https?:/i.test(pool.homepage.trim())) {
        await expect(page.getByTestId("pool-homepage").getByRole("link")).toHaveCount(0);
      }
      const warning = page.getByTestId("look-alike-warning");
      await expect(warning).toHaveCount(pool.lookAlike ? 1 : 0);
      for (const imitated of pool.lookAlike?.imitates ?? []) {
        await expect(warning.locator(`a[href="/stakepools/${imitated.poolId}?network=${network}"]`)).toHaveCount(1);
      }
      // Nothing pushes the phone layout wider than the screen (the 10 KB description wraps and folds).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pool.poolId).toBeLessThanOrEqual(360);
    }
  });
}

test("the Cyrillic look-alike of the house pool carries the warning naming the house pool", async ({ page, request }) => {
  const house = await poolDetail(request, "mainnet", DEMO_HOUSE_POOL_ID);
  const impostor = (await hostilePools(request, "mainnet")).find((pool) => pool.lookAlike?.imitates.some((imitated) => imitated.poolId === house.poolId));
  expect(impostor, "a pool imitating the house pool").toBeTruthy();
  expect(impostor!.name).not.toBe(house.name);
  await page.goto(`/stakepools/${impostor!.poolId}`);
  const warning = page.getByTestId("look-alike-warning");
  await expect(warning).toBeVisible();
  await expect(warning.locator(`a[href="/stakepools/${house.poolId}"]`)).toHaveCount(1);
  // The pool id is always beside the ticker.
  await expect(page.getByTestId("pool-id")).toHaveText(impostor!.poolId);
});
