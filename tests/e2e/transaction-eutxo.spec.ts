import type { APIRequestContext, Page } from "@playwright/test";
import type { TokenHistoryPage, Transaction } from "../../app/lib/domain";
import { notableAssets } from "../../demo/generator/notable-assets.mjs";
import { formatAssetQuantity } from "../../app/lib/assets/asset-quantity";
import { expect, test } from "./support/test";

// The transaction page's eUTxO side as a visitor without JavaScript gets it:
// a transaction carrying tokens (every asset of its outputs, the rest of a long
// list behind a disclosure) and a failed script transaction (marked failed,
// collateral spent, no regular input), both against the JSON API. Axe runs on
// both in screens.spec.ts.

const NETWORK = "mainnet";

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const api = (path: string) => `/api/networks/${NETWORK}/${path}`;

/** The transaction that first minted `fingerprint` (its history is newest first). */
async function mintOf(request: APIRequestContext, fingerprint: string): Promise<Transaction> {
  const { events, total } = await getJson<TokenHistoryPage>(request, api(`tokens/${fingerprint}/history?limit=100`));
  expect(events.length, fingerprint).toBe(total);
  return getJson<Transaction>(request, api(`transactions/${events.at(-1)!.txHash}`));
}

/** The big policy's first mint: one output carrying 100 assets (demo/generator/notable-assets.mjs). */
const tokenTransaction = (request: APIRequestContext) => mintOf(request, notableAssets(NETWORK).bigPolicyFirstAsset.fingerprint);

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
  // Every asset row of every output, read in one go: fingerprint, quantity, token link.
  const shown = await outputs.evaluateAll((items) =>
    items.map((item) => ({
      more: item.querySelector("details summary")?.textContent ?? null,
      assets: [...item.querySelectorAll('[data-testid="tx-asset"]')].map((row) => ({
        fingerprint: row.getAttribute("data-fingerprint"),
        quantity: row.querySelector('[data-testid="tx-asset-quantity"]')?.textContent,
        href: row.querySelector("a")?.getAttribute("href"),
      })),
    })),
  );
  expect(shown).toEqual(
    tx.outputs!.map((output) => ({
      more: output.assets.length > 5 ? `${output.assets.length - 5} more assets (${output.assets.length} in all)` : null,
      assets: output.assets.map((asset) => ({
        fingerprint: asset.fingerprint,
        quantity: formatAssetQuantity(asset.quantity, asset.decimals),
        // The token link keeps the network the page was read on.
        href: `/tokens/${asset.fingerprint}?network=${NETWORK}`,
      })),
    })),
  );
  expect(Math.max(...tx.outputs!.map((output) => output.assets.length))).toBeGreaterThanOrEqual(50);
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
  await expect(text(page, "tx-type")).toContainText("Failed Script");
  await expect(text(page, "tx-script-status")).toContainText("Failed: collateral taken");
  await expect(page.getByTestId("tx-input")).toHaveCount(0);
  await expect(page.getByText("Not spent: db-sync does not record the regular inputs of a failed transaction")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Collateral inputs (spent) (${tx.collateralInputs!.length})` })).toBeVisible();
  await expect(page.getByTestId("tx-collateral-input")).toHaveCount(tx.collateralInputs!.length);
  await expect(page.getByTestId("tx-collateral-return")).toContainText(tx.collateralReturn!.address);
  await expect(text(page, "balance-verdict")).toHaveAttribute("data-balanced", "true");
});

test("a hostile asset name is shown as its hex, never as text that reorders or hides itself", async ({ page, request }) => {
  const { rightToLeft, zeroWidth } = notableAssets(NETWORK).hostile;
  for (const hostile of [rightToLeft, zeroWidth]) {
    const tx = await mintOf(request, hostile.fingerprint);
    await page.goto(`/transactions/${tx.hash}?network=${NETWORK}`);
    const row = page.getByTestId("tx-mint").locator(`[data-fingerprint="${hostile.fingerprint}"]`);
    await expect(row.locator("bdi")).toHaveText(hostile.assetNameHex);
    // A mint is written as a gain (formatAssetChange, the token page's net change too).
    await expect(row.getByTestId("tx-asset-quantity")).toHaveText(/^\+\d/);
  }
  // What a reader sees (the hydration data carries the raw bytes as JSON text, inert in its script).
  expect(await page.locator("body").innerText()).not.toMatch(/[\u202e\u200b]/);
});
