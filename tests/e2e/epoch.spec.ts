import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { CurrentEpoch, Epoch, EpochBlock, EpochProtocolParameters, EpochStats } from "../../app/lib/domain";
import { networkBadge } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";
import { amountText, COIN, feeText, grouped, heightText, type Network } from "./support/expected-text";

// The Epoch detail screen (spec §2 Epoch detail, §4 badge, §8 'Epoch not found',
// §9 formats), checked against the JSON API of the same server, as the server
// renders it (read without JavaScript); testnet through the /{network}/epochs/{id} path.

test.describe.configure({ timeout: 120_000 });

const PAGE_SIZE = 20;
const LABEL: Record<Network, string> = { mainnet: "Mainnet", testnet: "Testnet" };

async function api<T>(request: APIRequestContext, network: Network, path: string): Promise<T> {
  const url = `/api/networks/${network}${path}`;
  const response = await request.get(url).catch(() => request.get(url));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** An epoch page of `network`: mainnet by /epochs/{n}, testnet by /testnet/epochs/{n}. */
const epochPath = (network: Network, id: string | number, query = "") =>
  `${network === "mainnet" ? "" : `/${network}`}/epochs/${id}${query ? `?${query}` : ""}`;

// Expected texts from the spec's rules, not from the app's code.
const utcDate = (iso: string) => new Date(iso).toISOString().slice(0, 10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Billions of coins with 1 decimal, half-up (spec §9 epoch volume). */
function billions(dfm: string): string {
  const tenths = (BigInt(dfm) * 10n + 500_000_000_000_000n) / 1_000_000_000_000_000n;
  return `${grouped(tenths / 10n)}.${tenths % 10n}B`;
}
const visible = (text: string) => text.replace(/\p{Cf}/gu, "");

const blockRows = (page: Page) => page.getByRole("table", { name: "Blocks in Epoch" }).locator("tbody tr");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const pager = (page: Page) => page.getByRole("navigation", { name: "Blocks in Epoch pages" });

/** A link's query on a page whose path names its network: the linked page reads the same network. */
const keep = (network: Network) => (network === "mainnet" ? "" : `?network=${network}`);

async function expectBlockRow(row: Locator, block: EpochBlock, network: Network) {
  await expect(cell(row, 0).getByRole("link")).toHaveText(heightText(block.height));
  await expect(cell(row, 0).getByRole("link")).toHaveAttribute("href", `/blocks/${block.height}${keep(network)}`);
  await expect(cell(row, 1).getByRole("link")).toHaveText(`${block.hash.slice(0, 16)}...`);
  await expect(cell(row, 1).getByRole("link")).toHaveAttribute("href", `/blocks/${block.hash}${keep(network)}`);
  await expect(cell(row, 2)).toContainText(utcDate(block.timestamp));
  expect(await cell(row, 3).locator("bdi").textContent()).toBe(block.poolTicker === null ? "N/A" : visible(block.poolTicker));
  // A look-alike producer is flagged here as on its page (issue 41).
  await expect(cell(row, 3).getByTestId("look-alike-warning")).toHaveCount(block.poolLookAlike ? 1 : 0);
  await expect(cell(row, 4)).toHaveText(grouped(BigInt(block.txCount)));
  await expect(cell(row, 5)).toHaveText(kb(block.size));
}

for (const network of ["mainnet", "testnet"] as const) {
  test(`${network}: a finished epoch shows the JSON API's figures, parameters and blocks`, async ({ page, request }) => {
    const epochNumber = 1;
    const base = `/epochs/${epochNumber}`;
    const [epoch, stats, parameters, blocks] = await Promise.all([
      api<Epoch>(request, network, base),
      api<EpochStats>(request, network, `${base}/stats`),
      api<EpochProtocolParameters>(request, network, `${base}/protocol-parameters`),
      api<EpochBlock[]>(request, network, `${base}/blocks?limit=${PAGE_SIZE}&offset=0`),
    ]);
    await page.goto(epochPath(network, epochNumber));
    await expect(page.getByTestId("epoch-title")).toHaveText(`Epoch ${epochNumber}`);
    await expect(page.getByTestId("epoch-badge")).toHaveText(epoch.completed ? "Completed" : "Active");
    await expect(networkBadge(page)).toHaveText(LABEL[network]);
    await expect(page.getByRole("link", { name: "Back to Epochs" })).toHaveAttribute(
      "href",
      network === "mainnet" ? "/epochs" : "/epochs?network=testnet",
    );

    await expect(page.getByTestId("epoch-volume")).toHaveText(`${billions(stats.totalVolume)} ${COIN[network]}`);
    await expect(page.getByTestId("epoch-fees")).toHaveText(feeText(stats.totalFees, 6, network));
    await expect(page.getByTestId("epoch-blocks")).toHaveText(grouped(BigInt(epoch.blockCount)));
    await expect(page.getByTestId("epoch-transactions")).toHaveText(grouped(BigInt(epoch.txCount)));
    const largest = stats.largestTx!;
    await expect(page.getByTestId("epoch-largest-tx-hash").getByRole("link")).toHaveAttribute("href", `/transactions/${largest.hash}${keep(network)}`);
    await expect(page.getByTestId("epoch-largest-tx-amount")).toHaveText(amountText(largest.amount, network));
    await expect(page.getByTestId("epoch-largest-tx-block").getByRole("link")).toHaveAttribute("href", `/blocks/${largest.blockHeight}${keep(network)}`);
    const priciest = stats.mostExpensiveTx!;
    await expect(page.getByTestId("epoch-most-expensive-tx-hash").getByRole("link")).toHaveAttribute("href", `/transactions/${priciest.hash}${keep(network)}`);
    await expect(page.getByTestId("epoch-most-expensive-tx-amount")).toHaveText(feeText(priciest.fee, 6, network));
    await expect(page.getByTestId("epoch-most-expensive-tx-block").getByRole("link")).toHaveAttribute("href", `/blocks/${priciest.blockHeight}${keep(network)}`);

    // Protocol Parameters: three groups of that epoch's own parameters.
    const params = page.getByTestId("epoch-parameters");
    for (const group of ["Economic", "Network", "Staking"]) await expect(params.getByRole("heading", { level: 3, name: group })).toBeVisible();
    await expect(page.getByTestId("param-max-block-size").locator("dd")).toHaveText(`${grouped(BigInt(parameters.maxBlockSize))} bytes`);
    await expect(page.getByTestId("param-epoch-length").locator("dd")).toHaveText(`${grouped(BigInt(parameters.epochLength))} slots`);
    await expect(page.getByTestId("param-min-fee-b").locator("dd")).toHaveText(feeText(String(parameters.minFeeB), 6, network));
    await expect(page.getByTestId("param-rho").locator("dd")).toHaveText(parameters.monetaryExpansion.toFixed(8));
    await expect(page.getByTestId("param-decentralization").locator("dd")).toHaveText(parameters.decentralization.toFixed(1));

    // Blocks in Epoch: the first 20, row by row; a row's link opens the block.
    await expect(page.getByRole("table", { name: "Blocks in Epoch" }).locator("thead th")).toHaveText([
      "Height",
      "Hash",
      "Timestamp",
      "Pool",
      "Transactions",
      "Size",
    ]);
    const rows = blockRows(page);
    await expect(rows).toHaveCount(blocks.length);
    for (const [index, block] of blocks.entries()) await expectBlockRow(rows.nth(index), block, network);
    // The block opens on the epoch's network, whatever the visitor's cookie says.
    await cell(rows.first(), 0).getByRole("link").click();
    await expect(page).toHaveURL(`/blocks/${blocks[0]!.height}${keep(network)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Block ${heightText(blocks[0]!.height)}`);
    await expect(networkBadge(page)).toHaveText(LABEL[network]);
  });
}

test("the blocks' pages round-trip through the URL, and the current epoch is Active", async ({ page, request }) => {
  const current = await api<CurrentEpoch>(request, "testnet", "/epochs/current");
  const second = await api<EpochBlock[]>(request, "testnet", `/epochs/1/blocks?limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`);
  await page.goto(epochPath("testnet", 1));
  await expect(pager(page).getByText("Page 1")).toBeVisible();
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/testnet\/epochs\/1\?blocksPage=2$/);
  await expect(pager(page).getByText("Page 2")).toBeVisible();
  await expect(blockRows(page)).toHaveCount(second.length);
  await expectBlockRow(blockRows(page).first(), second[0]!, "testnet");
  await expectBlockRow(blockRows(page).last(), second.at(-1)!, "testnet");
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/testnet\/epochs\/1$/);
  await expect(pager(page).getByText("Page 1")).toBeVisible();

  await page.goto(epochPath("testnet", current.epochNumber));
  await expect(page.getByTestId("epoch-badge")).toHaveText("Active");
  await expect(networkBadge(page)).toHaveText("Testnet");
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });

  // Every other id (malformed, negative, too large, future; on both paths and by
  // ?network=), the JSON calls and ?blocksPage=0: app/routes/chain-pages-inputs.test.ts
  // and app/routes/api/epoch-routes.test.ts. The epoch page's 400 page: errors.spec.ts.
  test("a malformed epoch on the testnet path is 'Epoch not found' (404), back to testnet's list", async ({ page }) => {
    const response = await page.goto(epochPath("testnet", "abc"));
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Epoch not found");
    await expect(page.getByTestId("error-page")).toContainText("The epoch could not be found on Testnet.");
    await expect(page.getByRole("link", { name: "Back to Epochs" })).toHaveAttribute("href", "/epochs?network=testnet");
  });
});

test("on a 360 px phone the page does not overflow", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/epochs/1");
  await expect(blockRows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
