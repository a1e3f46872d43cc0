import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { CurrentEpoch, Epoch, NetworkStats } from "../../app/lib/domain";
import { PORTS } from "../../playwright.config";
import { holdClockAt, networkBadge, waitForHydration } from "./support/shell";
import { expect, STATUS_400_OR_404, STATUS_503, test } from "./support/test";
import type { Network } from "./support/expected-text";

// The Epochs list (spec §2 Epochs list, §4 epoch status and epoch clock, §9),
// checked against the JSON API of the same server. The server render is read
// without JavaScript; tests tagged @js-only check what the script adds (the
// ticking clock, row clicks). Testnet through ?network=.

const PAGE_SIZE = 20;
const LABEL: Record<Network, string> = { mainnet: "Mainnet", testnet: "Testnet" };
const DAY = 86_400_000;
const EPOCH_MS = 5 * DAY;

async function api<T>(request: APIRequestContext, network: Network, path: string): Promise<T> {
  const url = `/api/networks/${network}${path}`;
  const response = await request.get(url).catch(() => request.get(url));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The list of `network`: mainnet by default, testnet named in the URL. */
const listPath = (network: Network, query = "") =>
  network === "mainnet" ? `/epochs${query ? `?${query}` : ""}` : `/epochs?network=testnet${query ? `&${query}` : ""}`;

// Expected texts from the spec's rules, not from the app's code.
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 10)} ${new Date(iso).toISOString().slice(11, 19)} UTC`;
const grouped = (n: number) => n.toLocaleString("en-US");
/** spec §4: In Progress if current, Completed if flagged, otherwise Active. */
const statusOf = (epoch: Epoch, current: number) => (epoch.epochNumber === current ? "In Progress" : epoch.completed ? "Completed" : "Active");
const REMAINING = /^(\d+d \d+h \d+m|\d+h \d+m|\d+m|Less than 1 minute|Epoch completed)$/;

const historyRows = (page: Page) => page.getByRole("table", { name: "Epoch History" }).locator("tbody tr");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const pager = (page: Page) => page.getByRole("navigation", { name: "Epoch History pages" });

for (const network of ["mainnet", "testnet"] as const) {
  test(`${network}: the Current Epoch card and the Epoch History table show the JSON API's epochs`, async ({ page, request }) => {
    const current = await api<CurrentEpoch>(request, network, "/epochs/current");
    const epochs = await api<Epoch[]>(request, network, `/epochs?limit=${PAGE_SIZE}&offset=0`);
    const row = await api<Epoch>(request, network, `/epochs/${current.epochNumber}`);

    await page.goto(listPath(network));
    await expect(page.getByRole("heading", { level: 1, name: "Epochs" })).toBeVisible();
    await expect(networkBadge(page)).toHaveText(LABEL[network]);

    // Current Epoch: its number links its page; the figures of its row; the spec's hints.
    const card = page.getByRole("region", { name: /^Current Epoch/ });
    const epochHref = network === "mainnet" ? `/epochs/${current.epochNumber}` : `/epochs/${current.epochNumber}?network=testnet`;
    await expect(page.getByTestId("current-epoch-number")).toHaveAttribute("href", epochHref);
    await expect(page.getByTestId("current-epoch-number")).toHaveText(String(current.epochNumber));
    await expect(page.getByTestId("current-epoch-blocks")).toHaveText(grouped(row.blockCount));
    await expect(card).toContainText("of ~21,600 expected");
    await expect(page.getByTestId("current-epoch-transactions")).toHaveText(grouped(row.txCount));
    await expect(card).toContainText("total in epoch");
    // One count of active pools: the dashboard's Active Pools (the network stats) is this card's.
    const stats = await api<NetworkStats>(request, network, "/stats");
    expect(row.activePools).toBe(stats.activePools);
    await expect(page.getByTestId("current-epoch-pools")).toHaveText(`${grouped(stats.activePools)} active pools`);
    await expect(page.getByTestId("current-epoch-progress")).toHaveText(/^\d{1,3}\.\d%$/);
    await expect(card).toContainText(utc(current.startTime));
    await expect(page.getByTestId("current-epoch-remaining")).toHaveText(REMAINING);

    // Epoch History: every cell as the JSON API gives it, each row linking its epoch.
    await expect(page.getByRole("table", { name: "Epoch History" }).locator("thead th")).toHaveText([
      "Epoch",
      "Start Time",
      "End Time",
      "Blocks",
      "Transactions",
      "Status",
    ]);
    const rows = historyRows(page);
    await expect(rows).toHaveCount(Math.max(1, epochs.length));
    expect(epochs[0]?.epochNumber).toBe(current.epochNumber);
    for (const [index, epoch] of epochs.entries()) {
      const tr = rows.nth(index);
      const link = cell(tr, 0).getByRole("link");
      await expect(link).toHaveText(String(epoch.epochNumber));
      await expect(link).toHaveAttribute("href", network === "mainnet" ? `/epochs/${epoch.epochNumber}` : `/epochs/${epoch.epochNumber}?network=testnet`);
      await expect(cell(tr, 1)).toHaveText(utc(epoch.startTime));
      await expect(cell(tr, 2)).toHaveText(epoch.endTime ? utc(epoch.endTime) : "In Progress");
      await expect(cell(tr, 3)).toHaveText(grouped(epoch.blockCount));
      await expect(cell(tr, 4)).toHaveText(grouped(epoch.txCount));
      await expect(cell(tr, 5)).toHaveText(statusOf(epoch, current.epochNumber));
    }
    await expect(cell(rows.first(), 5)).toHaveText("In Progress");

    // A row's link opens the epoch, on the same network.
    const oldest = epochs.at(-1)!;
    await cell(rows.last(), 0).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Epoch ${oldest.epochNumber}`);
    await expect(networkBadge(page)).toHaveText(LABEL[network]);
  });
}

test("paging round-trips through the URL: page 2 past the chain's epochs, Previous back to page 1", async ({ page, request }) => {
  const epochs = await api<Epoch[]>(request, "testnet", `/epochs?limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`);
  await page.goto(listPath("testnet", "page=2"));
  await expect(pager(page).getByText("Page 2")).toBeVisible();
  if (epochs.length === 0) {
    await expect(page.getByRole("table", { name: "Epoch History" })).toContainText("Page 2 is past the end of this list.");
    await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  } else {
    await expect(historyRows(page)).toHaveCount(epochs.length);
    await expect(cell(historyRows(page).first(), 0)).toHaveText(String(epochs[0]!.epochNumber));
  }
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/epochs\?network=testnet$/);
  await expect(pager(page).getByText("Page 1")).toBeVisible();
  await expect(pager(page).getByText("Previous")).toHaveAttribute("aria-disabled", "true");
  await expect(networkBadge(page)).toHaveText("Testnet");
});

// Without JavaScript the clock is the server's text (the Current Epoch card test above reads it).
test("the epoch clock ticks every second with JavaScript @js-only", async ({ page, request }) => {
  const remaining = page.getByTestId("current-epoch-remaining");
  const current = await api<CurrentEpoch>(request, "mainnet", "/epochs/current");
  const start = Date.parse(current.startTime);
  // 2 min 1 s left, the clock held still from before the page loads; then the last minute, then past the end.
  await holdClockAt(page, start + EPOCH_MS - 121_000);
  await page.goto("/epochs");
  await waitForHydration(page);
  await page.clock.runFor(0);
  await expect(remaining).toHaveText("2m");
  await page.clock.runFor(2_000);
  await expect(remaining).toHaveText("1m");
  await page.clock.runFor(60_000);
  await expect(remaining).toHaveText("Less than 1 minute");
  await page.clock.setSystemTime(start + EPOCH_MS + 1_000);
  await page.clock.runFor(1_000);
  await expect(remaining).toHaveText("Epoch completed");
  await expect(page.getByTestId("current-epoch-progress")).toHaveText("100.0%");
  // Days, hours and minutes early in an epoch.
  await page.clock.setSystemTime(start + DAY + 3_600_000);
  await page.clock.runFor(1_000);
  await expect(remaining).toHaveText("3d 22h 59m");
});

test.describe("bad input and a broken data source", () => {
  test.use({ allowedConsoleErrors: new RegExp(`${STATUS_400_OR_404.source}|${STATUS_503.source}`) });

  // The other bad pages: app/routes/chain-pages-inputs.test.ts and page-inputs.test.ts;
  // the JSON API's bad ?offset and ?limit: app/routes/api/epoch-routes.test.ts.
  test("a bad ?page is the 400 page, the data source down the 503 page", async ({ page }) => {
    expect((await page.goto("/epochs?page=0"))!.status()).toBe(400);
    await expect(page.getByTestId("error-page")).toContainText("Invalid Page Number");
    const response = await page.goto(`http://127.0.0.1:${PORTS.brokenDataSource}/epochs`);
    expect(response!.status()).toBe(503);
    await expect(page.getByTestId("error-page").getByRole("heading", { level: 1 })).toHaveText("Database Service Unavailable");
  });
});

test("a click anywhere on a row opens its epoch, and on the epoch page a Blocks in Epoch row its block @js-only", async ({ page, request }) => {
  const current = await api<CurrentEpoch>(request, "mainnet", "/epochs/current");
  await page.goto("/epochs");
  await waitForHydration(page);
  const row = historyRows(page).nth(1);
  const epochNumber = current.epochNumber - 1;
  await expect(cell(row, 0)).toHaveText(String(epochNumber));
  // The Blocks cell is no link: the row takes the click to the first cell's link.
  await cell(row, 3).click();
  await expect(page).toHaveURL(`/epochs/${epochNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Epoch ${epochNumber}`);

  const block = page.getByTestId("epoch-blocks-table").locator("tbody tr").first();
  const height = (await cell(block, 0).getByRole("link").getAttribute("title"))!;
  await cell(block, 4).click();
  await expect(page).toHaveURL(`/blocks/${height}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Block #${grouped(Number(height))}`);
});
