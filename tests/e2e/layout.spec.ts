import type { Page } from "@playwright/test";
import type { CurrentEpoch, StakePool } from "../../app/lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import { mainnetPaths, pageTemplates } from "./support/templates";
import { expect, STATUS_400_OR_404, test } from "./support/test";

// How cards and tables fit the screen (issue 22): layout only, so it runs once
// (without JavaScript, which changes none of it).

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Stat cards whose content runs past their own box: [title, how far]. */
function overflowingCards(page: Page) {
  return page.getByTestId("stat-card").evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const widest = Math.max(card.scrollWidth - card.clientWidth, ...[...card.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right - box.right));
      return widest > 0.5 ? [[card.querySelector("p")?.textContent ?? "?", Math.round(widest)]] : [];
    }),
  );
}

test("at 1280 px the longest figures stay inside their stat cards: dashboard, pool, stake address and epoch pages", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const pool = await json<StakePool>(page, `/api/networks/mainnet/stakepools/${DEMO_HOUSE_POOL_ID}`);
  const current = await json<CurrentEpoch>(page, "/api/networks/mainnet/epochs/current");
  const owner = pool.owners?.[0];
  expect(owner).toBeTruthy();
  const paths = ["/", `/stakepools/${DEMO_HOUSE_POOL_ID}`, `/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`, `/addresses/${owner}`, `/epochs/${current.epochNumber - 1}`];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId("stat-card").first(), path).toBeVisible();
    expect(await overflowingCards(page), path).toEqual([]);
  }
});

test("a table wider than its card shows a scroll cue at 1280 px; on a 360 px phone rows stack as 'label value' lines", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/stakepools");
  // The table's own scrolling region (the card around it is a region of the same name).
  const region = page.locator("[role=region]").filter({ has: page.getByRole("table", { name: "Stake Pools" }) }).last();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The cue: a shade at each edge (radial gradients), hidden by covers at an edge already reached.
  const cue = await region.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(cue.match(/radial-gradient/g)).toHaveLength(2);
  expect(cue.match(/linear-gradient/g)).toHaveLength(2);
  // And in words above the table, which cuts Saturation…Status off at this width.
  await expect(page.getByTestId("stake-pools-scroll-hint")).toBeVisible();
  await expect(page.getByTestId("stake-pools-scroll-hint")).toHaveText(/scroll the table sideways/i);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/epochs");
  const row = page.getByRole("table", { name: "Epoch History" }).locator("tbody tr").first();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const cells = await row.locator("td").evaluateAll((tds) =>
    tds.map((td) => ({ label: td.dataset.label, before: getComputedStyle(td, "::before").content, width: td.getBoundingClientRect().width })),
  );
  expect(cells.map((c) => c.label)).toEqual(["Epoch", "Start Time", "End Time", "Blocks", "Transactions", "Status"]);
  for (const cell of cells) {
    // Each cell is a full-width line that shows its column's name.
    expect(cell.before).toBe(`"${cell.label}"`);
    expect(cell.width).toBeGreaterThan(250);
  }
  // The column headers are still there for assistive technology, out of sight.
  await expect(page.getByRole("columnheader", { name: "Epoch", exact: true })).toHaveCount(1);
  expect(await page.getByRole("table", { name: "Epoch History" }).locator("thead").evaluate((head) => head.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
});

test.describe("every template", () => {
  test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

  test("fits a 360 px phone: no page scrolls sideways, whatever its tables and names", async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const wider: string[] = [];
    for (const template of pageTemplates(await mainnetPaths(request))) {
      await page.goto(template.path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wider.push(`${template.name} (${template.path}): ${width} px`);
    }
    expect(wider).toEqual([]);
  });
});

test("on a 360 px phone every figure of a stake pool card is labelled, and no amount breaks inside its number", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/stakepools");
  const table = page.getByRole("table", { name: "Stake Pools" });
  // Stacked rows scroll nowhere: no hint.
  await expect(page.getByTestId("stake-pools-scroll-hint")).toBeHidden();
  const headers = await table.locator("thead th").allTextContents();
  const cells = await table.locator("tbody tr").first().locator("td").evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
  // The first cell is the card's heading (the pool itself); every other shows its column's name.
  expect(cells.slice(1)).toEqual(headers.slice(1).map((header) => `"${header.replace(/[↕▲▼]/g, "").trim()}"`));

  // Stat cards with the longest figures: each number is on one line inside its card (only the unit may move down).
  const pool = await json<StakePool>(page, `/api/networks/mainnet/stakepools/${DEMO_HOUSE_POOL_ID}`);
  for (const path of ["/", "/stakepools", "/protocol-parameters", `/stakepools/${DEMO_HOUSE_POOL_ID}`, `/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`, `/addresses/${pool.owners![0]}`]) {
    await page.goto(path);
    await expect(page.getByTestId("stat-card").first(), path).toBeVisible();
    const broken = await page.getByTestId("stat-card").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        // Each text that starts with a number: the range of its digits must be one box, inside the card.
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const digits = /^\d[\d,.]*[KMB]?/.exec(node.textContent ?? "")?.[0];
          if (!digits || digits.length < 6) continue;
          const range = document.createRange();
          range.setStart(node, 0);
          range.setEnd(node, digits.length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (rects.length !== 1 || rects[0]!.right > box.right + 0.5) found.push(digits);
        }
        return found;
      }),
    );
    expect(broken, path).toEqual([]);
  }
});

test("at 1280 px the staking rewards breakdown fits its card: 'Operator %' is not cut off", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`);
  const table = page.getByRole("table", { name: "Epoch-by-Epoch Rewards Breakdown" });
  await expect(table.getByRole("columnheader", { name: "Operator %" })).toBeVisible();
  const region = page.locator("[role=region]").filter({ has: table }).last();
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test("on a 360 px phone transaction hashes and addresses are legible: at least 13 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [transaction] = await json<Array<{ hash: string }>>(page, "/api/networks/mainnet/transactions?limit=1");
  for (const path of ["/", "/transactions", `/transactions/${transaction!.hash}`]) {
    await page.goto(path);
    const links = page.locator(`main a[href^="/transactions/"], main a[href^="/addresses/"]`);
    await expect(links.first(), path).toBeVisible();
    // The links that show a hash or an address (not 'View all' and the like).
    const sizes = await links.evaluateAll((elements) =>
      elements.filter((element) => /^([0-9a-f]{8}|addr|stake)/.test(element.textContent ?? "")).map((element) => [element.textContent, parseFloat(getComputedStyle(element).fontSize)] as const),
    );
    expect(sizes.length, path).toBeGreaterThan(0);
    expect(sizes.filter(([, size]) => size < 12.9), path).toEqual([]);
  }
});
