import type { APIRequestContext, Page } from "@playwright/test";
import { PORTS, SERVER_NOW } from "../../playwright.config";
import { formatAp3x, formatCompactAp3x, formatFee, formatInteger, truncateHash } from "../../app/lib/formats/format";
import { gotoWithSavedNetwork, holdClockAt, networkBadge, refuseLiveStream, waitForHydration } from "./support/shell";
import { expect, STATUS_404, STATUS_503, test } from "./support/test";

// The dashboard's server render is read without JavaScript (untagged: the no-js
// project); what its scripts add (copying, the ticking epoch clock) is tagged
// @js-only. Hydration and axe in both themes: screens.spec.ts.

type Network = "mainnet" | "testnet";
type Stats = {
  activePools: number;
  totalActiveStake: string;
  currentBlock: number;
  epochNumber: number;
  nextEpochStake: string | null;
  circulatingSupply: string | null;
  poolsActivatedThisEpoch: number;
};
type Block = { hash: string; height: number; epochNumber: number; txCount: number; poolTicker: string | null };
type Transaction = { hash: string; amount: string; fee: string; txType: string; withdrawn?: string };
type Pool = { poolId: string; name: string | null; ticker: string | null; totalStake: string; blocksEpoch: number };

const COIN: Record<Network, string> = { mainnet: "AP3X", testnet: "tAP3X" };

async function api<T>(request: APIRequestContext, network: Network, path: string): Promise<T> {
  const response = await request.get(`/api/networks/${network}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const card = (page: Page, title: string) => page.getByTestId("stat-card").filter({ hasText: title });

for (const network of ["mainnet", "testnet"] as const) {
  test.describe(`${network}`, () => {
    test("the stat cards show the figures of the JSON API", async ({ page, request }) => {
      const stats = await api<Stats>(request, network, "/stats");
      const blocks = await api<Block[]>(request, network, "/blocks?limit=5");
      await gotoWithSavedNetwork(page, network, "/");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(networkBadge(page)).toHaveText(network === "mainnet" ? "Mainnet" : "Testnet");

      await expect(page.getByTestId("current-epoch")).toHaveText(String(blocks[0]!.epochNumber));
      await expect(card(page, "Current Epoch")).toContainText("In Progress");

      const coin = COIN[network];
      const staking = card(page, "Staking & Supply");
      await expect(staking.getByTestId("staked-amount")).toHaveText(`${formatCompactAp3x(stats.totalActiveStake)} ${coin}`);
      await expect(staking).toContainText(`Epoch ${stats.epochNumber} Staked`);
      // The real figures (where the spec shows hard-coded ones): the next epoch's snapshot and the chain's supply.
      expect(stats.nextEpochStake).not.toBeNull();
      expect(stats.circulatingSupply).not.toBeNull();
      await expect(staking.getByTestId("next-epoch-stake")).toHaveText(`${formatCompactAp3x(stats.nextEpochStake!)} ${coin}`);
      await expect(staking.getByTestId("circulating-supply")).toHaveText(
        `${formatCompactAp3x(stats.circulatingSupply!)} ${coin}`,
      );
      const percent = ((Number(stats.totalActiveStake) / Number(stats.circulatingSupply)) * 100).toFixed(1);
      await expect(staking.getByTestId("staked-percentage")).toHaveText(`${percent}% of supply`);

      await expect(page.getByTestId("active-pools")).toHaveText(formatInteger(stats.activePools));
      await expect(page.getByTestId("pools-this-epoch")).toHaveText(`+${stats.poolsActivatedThisEpoch} this epoch`);

      const progress = card(page, "Epoch Progress");
      await expect(progress.getByTestId("epoch-slots")).toHaveText(/^\d{1,3}(,\d{3})* \/ 432,000$/);
      await expect(progress.locator("progress")).toHaveAttribute("max", "100");
      await expect(progress.getByTestId("epoch-remaining")).toHaveText(
        /^(\d+d \d+h remaining|\d+h \d+m remaining|\d+m remaining|Epoch ending soon|Epoch completed)$/,
      );
    });

    test("latest blocks and transactions are the API's newest five, with links", async ({ page, request }) => {
      const blocks = await api<Block[]>(request, network, "/blocks?limit=5");
      const transactions = await api<Transaction[]>(request, network, "/transactions?limit=5");
      await gotoWithSavedNetwork(page, network, "/");

      const blockRows = page.getByTestId("latest-blocks").locator("li");
      await expect(blockRows).toHaveCount(5);
      for (const [i, block] of blocks.entries()) {
        const row = blockRows.nth(i);
        const link = row.getByTestId("block-link");
        await expect(link).toHaveText(`#${formatInteger(block.height)}`);
        await expect(link).toHaveAttribute("href", `/blocks/${block.hash}`);
        await expect(row).toContainText(truncateHash(block.hash, 8));
        await expect(row).toContainText(`${block.txCount} ${block.txCount === 1 ? "tx" : "txs"}`);
        // Tickers read without their bidi overrides and zero-width characters.
        const ticker = block.poolTicker === null ? "Unknown" : block.poolTicker.replace(/\p{Cf}/gu, "");
        await expect(row.getByTestId("block-ticker")).toHaveText(ticker);
        await expect(row).toContainText(/Just now|\d+ (min|mins|hr|hrs|day|days) ago/);
      }

      const txRows = page.getByTestId("latest-transactions").locator("li");
      await expect(txRows).toHaveCount(5);
      for (const [i, tx] of transactions.entries()) {
        const row = txRows.nth(i);
        const link = row.getByTestId("transaction-link");
        await expect(link).toHaveText(truncateHash(tx.hash, 12));
        await expect(link).toHaveAttribute("href", `/transactions/${tx.hash}`);
        // A reward withdrawal shows the reward it withdraws, not what the transaction moves.
        const shown = tx.txType === "withdrawal" ? tx.withdrawn! : tx.amount;
        await expect(row.getByTestId("transaction-amount")).toHaveText(`${formatAp3x(shown, { decimals: 2, minDecimals: 2 })} ${COIN[network]}`);
        if (tx.txType === "withdrawal") await expect(row).toContainText("Staking Reward");
        else await expect(row.getByTestId("transaction-fee")).toHaveText(`Fee: ${formatFee(tx.fee, 2)}`);
      }

      await expect(page.getByRole("link", { name: "View All blocks" })).toHaveAttribute("href", "/blocks");
      await expect(page.getByRole("link", { name: "View All transactions" })).toHaveAttribute("href", "/transactions");
      await expect(page.getByRole("link", { name: "View All stake pools" })).toHaveAttribute("href", "/stakepools");
      // Copy buttons sit beside the row links, never inside them; without JavaScript they are hidden.
      await expect(page.locator("main a button, main a [role='button']")).toHaveCount(0);
      await expect(blockRows.first().getByRole("button", { name: "Copy block hash", includeHidden: true })).toBeHidden();
    });

    test("samples 5 of the API's 20 largest pools", async ({ page, request }) => {
      const pools = await api<Pool[]>(request, network, "/stakepools?limit=20");
      expect(pools).toHaveLength(20);
      const byId = new Map(pools.map((pool) => [pool.poolId, pool]));
      await gotoWithSavedNetwork(page, network, "/");
      const table = page.getByRole("table", { name: "Sample Stake Pools" });
      await expect(table.getByRole("columnheader")).toHaveText(["Pool", "Ticker", "Stake", "Delegators", "ROA", "Blocks"]);
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(5);
      const shown = new Set<string>();
      for (let i = 0; i < 5; i += 1) {
        const row = rows.nth(i);
        const link = row.getByTestId("pool-link");
        const href = (await link.getAttribute("href"))!;
        const poolId = decodeURIComponent(href.replace("/stakepools/", ""));
        const pool = byId.get(poolId);
        expect(pool, `${poolId} is one of the 20`).toBeDefined();
        shown.add(poolId);
        await expect(row.getByTestId("pool-id")).toHaveText(truncateHash(poolId, 12));
        await expect(row.getByRole("cell").nth(2)).toHaveText(`${formatCompactAp3x(pool!.totalStake)} ${COIN[network]}`);
        await expect(row.getByRole("cell").nth(4)).toHaveText(/^(\d+\.\d%|-)$/);
        await expect(row.getByRole("cell").nth(5)).toHaveText(formatInteger(pool!.blocksEpoch));
      }
      expect(shown.size).toBe(5);
    });
  });
}

test("testnet from the cookie too", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "testnet", url: `http://127.0.0.1:${PORTS.app}` }]);
  await page.goto("/");
  await expect(networkBadge(page)).toHaveText("Testnet");
  await expect(card(page, "Staking & Supply").getByTestId("staked-amount")).toContainText("tAP3X");
});

test("the sample is shuffled on the server, and hostile pool names stay inert text", async ({ page, request }) => {
  const pools = await api<Pool[]>(request, "mainnet", "/stakepools?limit=20");
  const hostile = pools.find((pool) => pool.name?.includes("<script>"));
  expect(hostile, "the demo chain has a pool named with a script tag among the 20").toBeDefined();
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const samples = new Set<string>();
  let sawHostile = false;
  for (let visit = 0; visit < 40 && !(sawHostile && samples.size > 1); visit += 1) {
    await page.goto("/");
    const ids = await page.getByTestId("pool-id").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("title")));
    samples.add(ids.join(","));
    if (ids.includes(hostile!.poolId)) {
      sawHostile = true;
      const row = page.locator("tbody tr").filter({ has: page.locator(`[title="${hostile!.poolId}"]`) });
      await expect(row.getByTestId("pool-link")).toHaveText(hostile!.name!);
      await expect(row.locator("script")).toHaveCount(0);
      expect(await page.evaluate(() => document.querySelectorAll("main script").length)).toBe(0);
    }
  }
  expect(samples.size, "different visits show different samples").toBeGreaterThan(1);
  expect(sawHostile, "the hostile pool appeared in a sample").toBe(true);
});

test("the copy button copies without following the row link", { tag: "@js-only" }, async ({ page, request }) => {
  const [block] = await api<Block[]>(request, "mainnet", "/blocks?limit=1");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: `http://127.0.0.1:${PORTS.app}` });
  await page.goto("/");
  const row = page.getByTestId("latest-blocks").locator("li").first();
  const button = row.getByRole("button", { name: "Copy block hash", includeHidden: true });
  await waitForHydration(page);
  await button.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(block!.hash);
  await expect(page).toHaveURL("/");
});

test.describe("row links", () => {
  // The block page arrives with its own screen; until then it is a 404.
  test.use({ allowedConsoleErrors: STATUS_404 });
  test("anywhere on a block row opens the block", async ({ page, request }) => {
    const [block] = await api<Block[]>(request, "mainnet", "/blocks?limit=1");
    await page.goto("/");
    const row = page.getByTestId("latest-blocks").locator("li").first();
    // The age sits outside the link text: the stretched link still catches the click.
    await row.click({ position: { x: 6, y: 6 } });
    await expect(page).toHaveURL(`/blocks/${block!.hash}`);
  });
});

test.describe("epoch clock", () => {
  test("stays put without JavaScript", async ({ page }) => {
    const slots = page.getByTestId("epoch-slots");
    await page.goto("/");
    const first = await slots.textContent();
    expect(first).toMatch(/^[\d,]+ \/ 432,000$/);
    await page.waitForTimeout(1_500);
    await expect(slots).toHaveText(first!);
  });

  test.describe("without the live stream", () => {
    // A refused stream: Chromium logs the 503 of each try.
    test.use({ allowedConsoleErrors: STATUS_503 });

    // The stats follow the live stream (live.spec.ts); without it, every 30 s.
    test("ticks every second and refreshes the stats every 30 s", { tag: "@js-only" }, async ({ page, request }) => {
      const slots = page.getByTestId("epoch-slots");
      await refuseLiveStream(page);
      const epoch = await api<{ startTime: string }>(request, "mainnet", "/epochs/current");
      const start = Date.parse(epoch.startTime);
      // One day into the epoch, the clock held still from before the page loads: 86,400 one-second slots.
      await holdClockAt(page, start + 86_400_000);
      await page.goto("/");
      await waitForHydration(page);
      await page.clock.runFor(0);
      await expect(slots).toHaveText("86,400 / 432,000");
      await expect(page.getByTestId("epoch-remaining")).toHaveText("4d 0h remaining");
      await page.clock.runFor(5_000);
      await expect(slots).toHaveText("86,405 / 432,000");

      const refresh = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(".data"));
      await page.clock.runFor(30_000);
      expect(new URL((await refresh).url()).pathname).toMatch(/\.data$/);

      await page.clock.setSystemTime(start + 432_000_000 + 60_000);
      await page.clock.runFor(1_000);
      await expect(page.getByTestId("epoch-remaining")).toHaveText("Epoch completed");
      await expect(slots).toHaveText("432,000 / 432,000");
    });
  });

  test("the first paint already has the server's figures", async ({ page, request }) => {
    // The server's clock is fixed at the chain's 'now' (SERVER_NOW): the same slots on any day.
    const epoch = await api<{ startTime: string }>(request, "mainnet", "/epochs/current");
    const expected = Math.min(432_000, Math.floor((Date.parse(SERVER_NOW) - Date.parse(epoch.startTime)) / 1000));
    const response = await page.goto("/");
    const html = await response!.text();
    const slots = /data-testid="epoch-slots">([\d,]+) \/ 432,000</.exec(html);
    expect(slots, "the slots figure is in the server's HTML").not.toBeNull();
    expect(Number(slots![1]!.replaceAll(",", ""))).toBe(expected);
    const remaining = expected < 432_000 ? String.raw`(\d+d \d+h|\d+h \d+m|\d+m) remaining|Epoch ending soon` : "Epoch completed";
    expect(html).toMatch(new RegExp(`data-testid="epoch-remaining">(${remaining})<`));
    expect(html).not.toContain("skeleton-row");
  });
});

// A source that is down makes the dashboard the 503 page (errors.spec.ts); the stats card's
// own 'Failed to load network statistics', beside epoch cards that have their epoch, is
// app/ui/dashboard/stat-cards.test.tsx.
