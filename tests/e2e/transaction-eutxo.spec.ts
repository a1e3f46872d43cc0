import type { APIRequestContext, Page } from "@playwright/test";
import type { Transaction } from "../../app/lib/domain";
import { formatAssetQuantity } from "../../app/lib/assets/asset-quantity";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/shell";
import { expect, test } from "./support/test";

// The transaction page's eUTxO side as a visitor without JavaScript gets it:
// a transaction carrying tokens (every asset of its outputs, the rest of a long
// list behind a disclosure) and a failed script transaction (marked failed,
// collateral spent, no regular input), both against the JSON API. Axe in both
// themes runs with JavaScript (@js-only, the desktop project).

const NETWORK = "mainnet";

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const api = (path: string) => `/api/networks/${NETWORK}/${path}`;

/** Near the tip: the transaction with the most assets in one output (at least a disclosure's worth). */
async function tokenTransaction(request: APIRequestContext): Promise<Transaction> {
  let best: Transaction | null = null;
  const most = (tx: Transaction) => Math.max(0, ...tx.outputs!.map((output) => output.assets.length));
  for (let offset = 0; offset < 300 && (best === null || most(best) <= 5); offset += 50) {
    for (const summary of await getJson<Transaction[]>(request, api(`transactions?limit=50&offset=${offset}`))) {
      const tx = await getJson<Transaction>(request, api(`transactions/${summary.hash}`));
      if (best === null || most(tx) > most(best)) best = tx;
    }
  }
  expect(best && most(best), "a transaction with more than 5 assets in one output near the tip").toBeGreaterThan(5);
  return best!;
}

async function failedTransaction(request: APIRequestContext): Promise<Transaction> {
  for (let offset = 0; offset < 3_000; offset += 100) {
    const found = (await getJson<Transaction[]>(request, api(`transactions?limit=100&offset=${offset}`))).find((tx) => tx.txType === "failed_script");
    if (found) return getJson<Transaction>(request, api(`transactions/${found.hash}`));
  }
  throw new Error("no failed script transaction");
}

const text = (page: Page, testId: string) => page.getByTestId(testId);

test("a token transaction lists every asset of its outputs with its quantity and a link to the token", async ({ page, request }) => {
  const tx = await tokenTransaction(request);
  await page.goto(`/transactions/${tx.hash}?network=${NETWORK}`);
  const outputs = page.getByTestId("tx-output");
  await expect(outputs).toHaveCount(tx.outputs!.length);
  for (const [n, output] of tx.outputs!.entries()) {
    const item = outputs.nth(n);
    const assets = item.getByTestId("tx-asset");
    await expect(assets).toHaveCount(output.assets.length);
    if (output.assets.length > 5) {
      await expect(item.locator("details summary")).toHaveText(`${output.assets.length - 5} more assets (${output.assets.length} in all)`);
    }
    for (const [k, asset] of output.assets.entries()) {
      const row = assets.nth(k);
      await expect(row).toHaveAttribute("data-fingerprint", asset.fingerprint);
      await expect(row.getByTestId("tx-asset-quantity")).toHaveText(formatAssetQuantity(asset.quantity, asset.decimals));
      // The token link keeps the network the page was read on.
      await expect(row.getByRole("link")).toHaveAttribute("href", `/tokens/${asset.fingerprint}?network=${NETWORK}`);
    }
  }
  // The disclosure opens without a script.
  const long = outputs.filter({ has: page.locator("details") }).first();
  await long.locator("details summary").click();
  await expect(long.getByTestId("tx-asset").last()).toBeVisible();
});

test("a failed script transaction says so at the top and shows its collateral spent, not its regular inputs", async ({ page, request }) => {
  const tx = await failedTransaction(request);
  expect(tx.validContract).toBe(false);
  await page.goto(`/transactions/${tx.hash}?network=${NETWORK}`);
  await expect(text(page, "tx-failed")).toContainText("only its collateral moved");
  await expect(text(page, "tx-failed")).toContainText("Its regular inputs were not spent");
  await expect(text(page, "tx-type")).toHaveText("Failed Script");
  await expect(text(page, "tx-script-status")).toHaveText("Failed: collateral taken");
  await expect(page.getByTestId("tx-input")).toHaveCount(0);
  await expect(page.getByText("Not spent: db-sync does not record the regular inputs of a failed transaction")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Collateral inputs (spent) (${tx.collateralInputs!.length})` })).toBeVisible();
  await expect(page.getByTestId("tx-collateral-input")).toHaveCount(tx.collateralInputs!.length);
  await expect(page.getByTestId("tx-collateral-return")).toContainText(tx.collateralReturn!.address);
  await expect(text(page, "balance-verdict")).toHaveAttribute("data-balanced", "true");
});

test("both pages: axe finds nothing in either theme", { tag: "@js-only" }, async ({ page, context, request, baseURL }) => {
  test.slow();
  const hashes = [(await tokenTransaction(request)).hash, (await failedTransaction(request)).hash];
  for (const hash of hashes) {
    for (const theme of ["light", "dark"] as const) {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await page.goto(`/transactions/${hash}?network=${NETWORK}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  }
});
