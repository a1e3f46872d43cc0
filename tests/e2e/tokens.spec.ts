import type { APIRequestContext } from "@playwright/test";
import type { AddressTokensPage, Policy, Token, TokenHoldersPage, TokenListPage, TokenTransactionsPage } from "../../app/lib/domain";
import { expect, STATUS_404, test } from "./support/test";

// The token screens (issue 43): /tokens, /tokens/{fingerprint}, /policies/{id}
// and the address page's Tokens card, as the server renders them without
// JavaScript, checked against the JSON API of the same server (axe: screens.spec.ts;
// a 360 px phone: layout.spec.ts). Expected texts follow the rules
// written here (grouping, decimals), not the app's formatter.

test.describe.configure({ timeout: 120_000 });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const url = `/api/networks/mainnet${path}`;
  const response = await request.get(url).catch(() => request.get(url));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A quantity as a reader reads it: grouped digits, the point where the decimals put it, no trailing zeros. */
function quantityText(quantity: string, decimals: number | null): string {
  const negative = quantity.startsWith("-");
  const digits = BigInt(negative ? quantity.slice(1) : quantity);
  const places = decimals !== null && decimals > 0 && decimals <= 19 ? decimals : 0;
  const scale = 10n ** BigInt(places);
  const whole = (digits / scale).toLocaleString("en-US");
  const fraction = places === 0 ? "" : (digits % scale).toString().padStart(places, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** A change as a reader reads it: '+' before a gain, the minus sign '−' before a loss, zero bare. */
function changeText(quantity: string, decimals: number | null): string {
  const text = quantityText(quantity, decimals);
  if (text.startsWith("-")) return `−${text.slice(1)}`;
  return BigInt(quantity) === 0n ? text : `+${text}`;
}

const INVISIBLE = /\p{Cf}/u;

test("/tokens lists the most held and the most recently minted, filters by ticker, without JavaScript", async ({ page, request }) => {
  const held = await api<TokenListPage>(request, "/tokens?order=holders");
  expect(held.total).toBeGreaterThan(0);
  await page.goto("/tokens");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tokens");
  await expect(page.getByTestId("tokens-total")).toHaveText(`${held.total.toLocaleString("en-US")} tokens`);
  const rows = page.getByTestId("tokens-table").locator("tbody tr");
  const first = held.tokens[0]!;
  await expect(rows.first().getByTestId("token-name")).toHaveAttribute("href", `/tokens/${first.fingerprint}`);
  await expect(rows.first().getByTestId("token-supply")).toHaveText(quantityText(first.supply, first.decimals));
  await expect(rows.first().getByTestId("token-holders")).toHaveText(first.holders.toLocaleString("en-US"));

  // The order switch is a GET form: the list and the URL follow it.
  const recent = await api<TokenListPage>(request, "/tokens?order=recent");
  await page.getByTestId("tokens-order").selectOption("recent");
  await page.getByTestId("tokens-apply").click();
  await expect(page).toHaveURL(/order=recent/);
  await expect(rows.first().getByTestId("token-name")).toHaveAttribute("href", `/tokens/${recent.tokens[0]!.fingerprint}`);

  // A ticker finds its token.
  const withTicker = held.tokens.find((token) => token.ticker !== null && !INVISIBLE.test(token.ticker));
  expect(withTicker, "a token with a readable ticker").toBeDefined();
  await page.getByTestId("tokens-q").fill(withTicker!.ticker!);
  await page.getByTestId("tokens-apply").click();
  await expect(page.getByTestId("tokens-table").locator(`a[href="/tokens/${withTicker!.fingerprint}"]`).first()).toBeVisible();

});

test("a token's page shows the JSON API's figures, holders, history and transactions; its policy page lists it with the same supply", async ({ page, request }) => {
  const [top] = (await api<TokenListPage>(request, "/tokens?order=holders&limit=1")).tokens;
  const token = await api<Token>(request, `/tokens/${top!.unit}`);
  const holders = await api<TokenHoldersPage>(request, `/tokens/${token.unit}/holders`);
  await page.goto(`/tokens/${token.fingerprint}`);
  await expect(page.getByTestId("token-fingerprint")).toHaveText(token.fingerprint);
  await expect(page.getByTestId("token-supply")).toHaveText(quantityText(token.supply, token.decimals));
  await expect(page.getByTestId("token-holders")).toHaveText(token.holders.toLocaleString("en-US"));
  await expect(page.getByTestId("token-policy")).toHaveAttribute("href", `/policies/${token.policyId}`);
  const holderRows = page.getByTestId("token-holders-table").locator("tbody tr");
  await expect(holderRows.first().getByTestId("holder-address")).toHaveAttribute("href", `/addresses/${holders.holders[0]!.address}`);
  await expect(holderRows.first().getByTestId("holder-quantity")).toHaveText(quantityText(holders.holders[0]!.quantity, token.decimals));
  await expect(page.getByTestId("holders-export")).toHaveAttribute("href", `/tokens/${token.fingerprint}/holders.csv?network=mainnet`);
  await expect(page.getByTestId("token-history-table").locator("tbody tr").first()).toBeVisible();
  // The Transactions card: the JSON API's first rows, each linking to its transaction, what its outputs hold, the change signed.
  const moved = await api<TokenTransactionsPage>(request, `/tokens/${token.unit}/transactions`);
  const txRows = page.getByTestId("token-transactions-table").locator("tbody tr");
  await expect(txRows).toHaveCount(Math.min(moved.total, 20));
  for (const [index, row] of moved.transactions.slice(0, 3).entries()) {
    await expect(txRows.nth(index).getByTestId("token-tx")).toHaveAttribute("href", `/transactions/${row.txHash}`);
    await expect(txRows.nth(index).getByTestId("token-tx-quantity")).toHaveText(changeText(row.quantity, token.decimals));
    await expect(txRows.nth(index).getByTestId("token-tx-output-quantity")).toHaveText(quantityText(row.outputQuantity, token.decimals));
  }
  // The unit names the same token: one URL a token.
  await page.goto(`/tokens/${token.unit}`);
  await expect(page).toHaveURL(new RegExp(`/tokens/${token.fingerprint}$`));

  const policy = await api<Policy>(request, `/policies/${token.policyId}?limit=100`);
  await page.goto(`/policies/${token.policyId}`);
  await expect(page.getByTestId("policy-id")).toHaveText(token.policyId);
  await expect(page.getByTestId("policy-assets")).toHaveText(policy.assetCount.toLocaleString("en-US"));
  const listed = policy.tokens.findIndex((item) => item.unit === token.unit);
  if (listed >= 0 && listed < 25) {
    const row = page.getByTestId("tokens-table").locator("tbody tr").filter({ has: page.locator(`a[href="/tokens/${token.fingerprint}"]`) });
    await expect(row.getByTestId("token-supply")).toHaveText(quantityText(token.supply, token.decimals));
  }
});

test("hostile token names and metadata stay inert text: page, <title>, search results", async ({ page, request }) => {
  // The demo chain's hostile tokens (demo/generator/asset-catalog.mjs): found by their raw names.
  const nameOf = (token: { assetName: string }) => Buffer.from(token.assetName, "hex").toString("utf8");
  const found = new Map<string, Token>();
  for (let offset = 0; found.size < 2 && offset < 5000; offset += 100) {
    const list = await api<TokenListPage>(request, `/tokens?order=recent&limit=100&offset=${offset}`);
    for (const token of list.tokens) {
      if (nameOf(token).includes("\u202e")) found.set("rtl", await api<Token>(request, `/tokens/${token.unit}`));
      if (nameOf(token).startsWith("<script")) found.set("script", await api<Token>(request, `/tokens/${token.unit}`));
    }
    if (list.tokens.length < 100) break;
  }
  const rtl = found.get("rtl");
  const script = found.get("script");
  expect(rtl, "a token named with a right-to-left override").toBeDefined();
  expect(script, "a token named with a script tag").toBeDefined();

  await page.goto(`/tokens/${rtl!.fingerprint}`);
  // Shown as its hex, never as text that reads otherwise.
  await expect(page.getByTestId("token-title")).toContainText(rtl!.assetName);
  expect(await page.title()).not.toMatch(INVISIBLE);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).not.toMatch(INVISIBLE);

  await page.goto(`/tokens/${script!.fingerprint}`);
  await expect(page.getByTestId("token-title")).toContainText("<script");
  expect(await page.title()).toContain("<script");
  await expect(page.getByTestId("token-metadata")).toContainText("<script");
  await expect(page.locator('a[href^="javascript:"], a[href^="data:"], img[src^="data:"], img[src^="javascript:"], main script')).toHaveCount(0);

  // The search's results (the dropdown's rows, without JavaScript) say it as text too.
  await page.goto(`/search?q=${encodeURIComponent(script!.fingerprint)}`);
  await expect(page).toHaveURL(new RegExp(`/tokens/${script!.fingerprint}$`));
  await page.goto(`/search?q=${encodeURIComponent(script!.policyId)}`);
  const results = page.getByTestId("search-results");
  await expect(results.getByText("Policy", { exact: true })).toBeVisible();
  expect(await results.innerText()).not.toMatch(INVISIBLE);
  await expect(results.locator("script, img")).toHaveCount(0);
});

test("an address's Tokens card shows its JSON API holdings and sorts by name", async ({ page, request }) => {
  const [top] = (await api<TokenListPage>(request, "/tokens?order=holders&limit=1")).tokens;
  const holder = (await api<TokenHoldersPage>(request, `/tokens/${top!.unit}/holders?limit=1`)).holders[0]!;
  const held = await api<AddressTokensPage>(request, `/addresses/${holder.address}/tokens`);
  await page.goto(`/addresses/${holder.address}`);
  const card = page.getByRole("region", { name: /^Tokens \(/ });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Tokens (${held.total.toLocaleString("en-US")})`);
  const rows = page.getByTestId("address-tokens").locator("tbody tr");
  await expect(rows).toHaveCount(Math.min(held.total, 20));
  await expect(rows.first().getByTestId("address-token-quantity")).toHaveText(quantityText(held.tokens[0]!.quantity, held.tokens[0]!.decimals));
  await page.getByTestId("tokens-sort-name").click();
  await expect(page).toHaveURL(/sort=name/);
  const byName = await api<AddressTokensPage>(request, `/addresses/${holder.address}/tokens?sort=name&direction=asc`);
  await expect(rows.first().getByTestId("address-token")).toHaveAttribute("href", `/tokens/${byName.tokens[0]!.fingerprint}`);
});

test.describe("bad input", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });

  // The 400s of bad orders and pages are the loader's (app/routes/token-pages-inputs.test.ts).
  test("an unknown token is the spec's not-found page", async ({ page }) => {
    const response = await page.goto(`/tokens/asset1${"q".repeat(38)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-page")).toContainText("Token Not Found");
  });
});
