import type { Page } from "@playwright/test";
import type { CurrentEpoch, StakePool } from "../../app/lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/house-pool";
import { expect, test } from "./support/test";

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
