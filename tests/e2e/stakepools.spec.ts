import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { StakePool } from "../../app/lib/domain";
import { formatCompactAp3x } from "../../app/lib/formats/format";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import { PORTS } from "../../playwright.config";
import { amountText, COIN, grouped, type Network } from "./support/expected-text";
import { expect, STATUS_400_OR_404, STATUS_503, test } from "./support/test";

// The stake pools list (spec §2 'Stake pools list', §4 pool status, sorting and
// paging, §9), checked against the JSON API of the same server, on both
// networks, without JavaScript (the no-js project: sorting and paging are links
// and GET forms). Look-alike warnings (issue 14): the demo chain's Cyrillic
// imitation of the house pool carries one, the house pool not. screens.spec.ts
// runs axe on the list; each bad sort or page's 400 is
// app/routes/pool-address-pages-inputs.test.ts's, here the page a visitor gets.

test.describe.configure({ timeout: 120_000 });
test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

const origin = `http://127.0.0.1:${PORTS.app}`;

async function listPools(request: APIRequestContext, network: Network, sortBy = "totalStake", sortDirection = "desc") {
  const path = `/api/networks/${network}/stakepools?limit=100&sortBy=${sortBy}&sortDirection=${sortDirection}`;
  const response = await request.get(path).catch(() => request.get(path));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as StakePool[];
}

async function open(page: Page, network: Network, path: string) {
  if (network === "testnet") await page.context().addCookies([{ name: "network", value: "testnet", url: origin }]);
  return page.goto(path);
}

const table = (page: Page) => page.getByRole("table", { name: "Stake Pools" });
const rows = (page: Page) => table(page).locator("tbody tr");
const header = (page: Page, name: string) => table(page).locator("thead th").filter({ hasText: name });
const rowOf = (page: Page, poolId: string) => rows(page).filter({ has: page.locator(`a[href="/stakepools/${poolId}"]`) });
// A row's pool link and id: its first cell's link, and the id's line beneath it (no test ids in the 100 rows).
const poolLink = (row: Locator) => row.getByRole("cell").first().getByRole("link");
const poolIdText = (row: Locator, poolId: string) => row.getByRole("cell").first().getByText(`${poolId.slice(0, 16)}...`, { exact: true });
const shownIds = (page: Page) =>
  rows(page)
    .locator("td:first-child a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.replace("/stakepools/", "")));

// Expected texts from the spec's rules (§9): percents with 1 decimal, half-up.
const readable = (text: string | null) => (text === null ? null : text.replace(/\p{Cf}/gu, ""));
const oneDecimal = (tenthsValue: number) =>
  `${grouped(BigInt(Math.floor(tenthsValue / 10)))}.${tenthsValue % 10}%`;
const tenths = (hundredths: number) => oneDecimal(Math.floor((hundredths + 5) / 10));
const percent = (value: number) => tenths(Math.round(value * 100));
const marginPercent = (fraction: number) => oneDecimal(Math.floor((Math.round(fraction * 1_000_000) + 500) / 1000));

function expectedCells(pool: StakePool, network: Network): string[] {
  return [
    "", // the pool cell: checked on its own
    readable(pool.ticker) || "N/A",
    `${formatCompactAp3x(pool.totalStake)} ${COIN[network]}`,
    pool.roa === null ? "-" : percent(pool.roa),
    grouped(BigInt(pool.blocksLifetime)),
    grouped(BigInt(pool.blocksEpoch)),
    grouped(BigInt(pool.delegatorCount)),
    percent(pool.saturation),
    marginPercent(pool.margin),
    amountText(pool.fixedCost, network),
    statusText(pool),
  ];
}

/** spec §4 with issues 22 and 41: the API's status, with the epoch of an announced retirement (ahead or taken effect). */
function statusText(pool: StakePool): string {
  if (pool.retiringEpoch == null) return pool.status!;
  return `${pool.status === "Retired" ? "Retired" : "Retiring"} in epoch ${pool.retiringEpoch}`;
}

async function expectRow(row: Locator, pool: StakePool, network: Network) {
  const cells = await row.locator("td").allInnerTexts();
  expect(cells.slice(1).map((c) => c.trim()), pool.poolId).toEqual(expectedCells(pool, network).slice(1));
  const name = readable(pool.name);
  await expect(poolLink(row)).toHaveText(name || `${pool.poolId.slice(0, 16)}...`);
  // The id's own line, beside the link (which shows the same text when the pool has no name).
  await expect(poolIdText(row, pool.poolId).and(row.locator("span"))).toBeVisible();
  await expect(row.getByTestId("look-alike-warning")).toHaveCount(pool.lookAlike ? 1 : 0);
}

for (const network of ["mainnet", "testnet"] as const) {
  test(`${network}: the list shows the API's pools column by column, with the stat cards and the footer`, async ({ page, request }) => {
    const pools = await listPools(request, network);
    await open(page, network, "/stakepools");
    await expect(page).toHaveTitle(new RegExp(`^Stake Pools \\(${network === "mainnet" ? "Mainnet" : "Testnet"}\\)`));
    const headers = await table(page).locator("thead th").allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, "").trim())).toEqual([
      "Pool", "Ticker", "Stake", "ROA", "Total Blocks", "Epoch Blocks", "Delegators", "Saturation", "Margin", "Fixed Cost", "Status",
    ]);
    await expect(rows(page)).toHaveCount(pools.length);
    for (const [index, pool] of pools.entries()) await expectRow(rows(page).nth(index), pool, network);
    await expect(page.getByTestId("pools-showing")).toHaveText(`Showing ${pools.length} stake pools`);
    // The card counts the rows badged Active (the whole list is one page on the test chain).
    await expect(page.getByTestId("active-pools")).toHaveText(String(pools.filter((pool) => pool.status === "Active").length));
    // Total Stake and Total Delegators add up the columns under them (all pools: one page), of the snapshot they name.
    const stake = pools.reduce((sum, pool) => sum + BigInt(pool.totalStake), 0n).toString();
    await expect(page.getByTestId("total-stake")).toHaveText(`${formatCompactAp3x(stake)} ${COIN[network]}`);
    await expect(page.getByTestId("total-delegators")).toHaveText(grouped(pools.reduce((sum, pool) => sum + pool.delegatorCount, 0)));
    const snapshot = `Epoch ${grouped(pools[0]!.stakeEpoch!)} snapshot`;
    await expect(page.getByTestId("total-stake-epoch")).toHaveText(`${snapshot}, all pools`);
    await expect(page.getByTestId("total-delegators-epoch")).toHaveText(`${snapshot}, all pools`);
    await expect(page.getByTestId("pools-stake-epoch")).toHaveText(`Stake and Delegators: ${snapshot}.`);
  });
}

test("sorting round-trips through the URL: a new column sorts descending, the active one toggles", async ({ page, request }) => {
  await page.goto("/stakepools");
  await expect(header(page, "Stake")).toHaveAttribute("aria-sort", "descending");
  await expect(header(page, "Ticker")).toHaveAttribute("aria-sort", "none");

  await header(page, "Ticker").getByRole("button").click();
  await expect(page).toHaveURL(/\/stakepools\?sortBy=ticker&sortDirection=desc$/);
  await expect(header(page, "Ticker")).toHaveAttribute("aria-sort", "descending");
  await expect(header(page, "Stake")).toHaveAttribute("aria-sort", "none");
  expect(await shownIds(page)).toEqual((await listPools(request, "mainnet", "ticker", "desc")).map((p) => p.poolId));

  await header(page, "Ticker").getByRole("button").click();
  await expect(page).toHaveURL(/\/stakepools\?sortBy=ticker&sortDirection=asc$/);
  await expect(header(page, "Ticker")).toHaveAttribute("aria-sort", "ascending");
  expect(await shownIds(page)).toEqual((await listPools(request, "mainnet", "ticker", "asc")).map((p) => p.poolId));

  // Bookmarked: the sort is in the URL alone.
  await page.goto("/stakepools?sortBy=margin&sortDirection=asc");
  await expect(header(page, "Margin")).toHaveAttribute("aria-sort", "ascending");
  expect(await shownIds(page)).toEqual((await listPools(request, "mainnet", "margin", "asc")).map((p) => p.poolId));
});

test("paging keeps the sort, and Next is disabled on a short page", async ({ page, request }) => {
  const pools = await listPools(request, "testnet");
  expect(pools.length, "the test chain has fewer pools than a page").toBeLessThan(100);
  await open(page, "testnet", "/stakepools?sortBy=delegatorCount&sortDirection=asc");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await page.goto("/stakepools?sortBy=delegatorCount&sortDirection=asc&page=2");
  await expect(page.getByTestId("pools-showing")).toHaveText("Showing 0 stake pools");
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    "/stakepools?sortBy=delegatorCount&sortDirection=asc",
  );
});

test("the imitation of the house pool carries the look-alike warning, the house pool does not", async ({ page, request }) => {
  const pools = await listPools(request, "mainnet");
  const imitator = pools.find((p) => /[\u0400-\u04FF]/.test(p.ticker ?? "") && p.ticker!.length === "PRIME".length);
  expect(imitator, "the demo chain's Cyrillic 'PRIME'").toBeDefined();
  await page.goto("/stakepools");
  const warning = rowOf(page, imitator!.poolId).getByTestId("look-alike-warning");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Look-alike");
  await expect(warning).toContainText("looks like another pool's");
  await expect(rowOf(page, DEMO_HOUSE_POOL_ID)).toHaveCount(1);
  await expect(rowOf(page, DEMO_HOUSE_POOL_ID).getByTestId("look-alike-warning")).toHaveCount(0);
});

test("hostile pool names and tickers render as inert text", async ({ page, request }) => {
  // Markup in a name would change its text and add elements to the server render.
  const pools = await listPools(request, "mainnet");
  const scripted = pools.find((p) => p.name?.includes("<script>"));
  expect(scripted).toBeDefined();
  await page.goto("/stakepools");
  const row = rowOf(page, scripted!.poolId);
  await expect(poolLink(row)).toHaveText(scripted!.name!);
  await expect(row.getByRole("cell").nth(1)).toHaveText(scripted!.ticker!);
  expect(await page.evaluate(() => document.querySelectorAll("main script, main iframe, main img[onerror]").length)).toBe(0);
  await expect(page.locator('main a[href^="javascript:" i], main a[href^="data:" i]')).toHaveCount(0);
});

test("a bad sort is a 400 headed with what is wrong, leaving by the URL without it", async ({ page }) => {
  const response = await page.goto("/stakepools?sortBy=margin&sortDirection=up");
  expect(response!.status()).toBe(400);
  await expect(page).toHaveTitle(/^Invalid sortDirection: sortDirection must be asc or desc/);
  const error = page.getByTestId("error-page");
  await expect(error.getByRole("heading", { level: 1 })).toHaveText("Invalid sortDirection");
  await expect(error).toContainText("sortDirection must be asc or desc.");
  await expect(error.getByRole("link", { name: "Open without sortDirection" })).toHaveAttribute("href", "/stakepools?sortBy=margin");
});

test("on a 360 px phone the page does not overflow: the table scrolls in its own region", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/stakepools");
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const region = table(page).locator("xpath=..");
  await expect(region).toHaveAttribute("role", "region");
  expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
});

test.describe("with the data source down", () => {
  test.use({ allowedConsoleErrors: STATUS_503 });
  test("the list is the 503 page", async ({ page }) => {
    const response = await page.goto(`http://127.0.0.1:${PORTS.brokenDataSource}/stakepools`);
    expect(response!.status()).toBe(503);
    await expect(page.getByTestId("error-page").getByRole("heading", { level: 1 })).toHaveText("Database Service Unavailable");
  });
});
