import type { Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { PROTOCOL_PARAMETERS } from "./support/upstream-fixtures.mjs";
import { waitForHydration } from "./support/shell";
import { expect, test } from "./support/test";

test("shows the chain's parameters, as its JSON API gives them", async ({ page, request }) => {
  const parameters = (await (await request.get("/api/networks/testnet/protocol-parameters")).json()) as {
    epoch: number;
    maxTxSize: number;
    coinsPerUtxoByte: string;
    minUtxo: string;
  };
  await page.goto("/testnet/protocol-parameters");
  await expect(page.getByRole("heading", { level: 1, name: "Protocol Parameters" })).toBeVisible();
  await expect(page.locator("main").getByText(`Epoch ${parameters.epoch}`, { exact: true })).toBeVisible();
  await expect(row(page, "Max Transaction Size")).toContainText(`${parameters.maxTxSize.toLocaleString("en-US")} bytes`);

  // Min UTXO: a plain output (no tokens, to a base address) is 65 bytes of CBOR, so the
  // ledger asks (160 + 65) × the price per byte; the price beside it, the rule in its title.
  const price = BigInt(parameters.coinsPerUtxoByte);
  expect(price, "the demo chain prices outputs per byte").toBeGreaterThan(0n);
  const min = (160n + 65n) * price;
  expect(parameters.minUtxo).toBe(min.toString());
  const dfm = min.toString().padStart(7, "0");
  const text = `${dfm.slice(0, -6)}.${dfm.slice(-6)} tAP3X`;
  const minUtxo = row(page, "Min UTXO");
  await expect(minUtxo.getByTestId("min-utxo")).toHaveText(text);
  await expect(minUtxo).toContainText(`${Number(price).toLocaleString("en-US")} tDFM/byte`);
  await expect(minUtxo.getByTestId("min-utxo-rule")).toHaveAttribute(
    "title",
    new RegExp(`^\\(160 \\+ 65 bytes\\) × ${Number(price).toLocaleString("en-US")} tDFM per byte = ${Number(min).toLocaleString("en-US")} tDFM`),
  );
  // The saturation threshold (the pool pages' limit, pool-figures.test.ts) says its formula on hover.
  const threshold = page.getByTestId("stat-card").filter({ hasText: "Saturation Threshold" });
  await expect(threshold.getByTestId("saturation-threshold")).toHaveText(/^\d+\.\d{2}[KMB]? tAP3X$/);
  await expect(threshold.getByTestId("saturation-threshold-rule")).toHaveAttribute("title", /^Total supply \(max supply − reserves\) ÷ k/);
});

// Beyond the spec's hard-coded figure: the chain's supply, the same on both pages, as of the
// epoch boundary db-sync wrote its ada_pots at.
test("shows the same circulating supply as the dashboard, on both networks", async ({ page, request }) => {
  for (const network of ["mainnet", "testnet"] as const) {
    const parameters = (await (await request.get(`/api/networks/${network}/protocol-parameters`)).json()) as {
      circulatingSupply: string | null;
      supplyEpoch: number | null;
    };
    expect(parameters.circulatingSupply, "the demo chain has ada_pots").not.toBeNull();
    const asOf = `as of the start of epoch ${parameters.supplyEpoch}`;

    await page.goto(`/?network=${network}`);
    const dashboard = page.getByTestId("stat-card").filter({ hasText: "Staking & Supply" });
    const onDashboard = await dashboard.getByTestId("circulating-supply").textContent();
    await expect(dashboard.getByTestId("supply-as-of")).toHaveText(asOf);

    await page.goto(`/${network}/protocol-parameters`);
    const onParameters = page.getByTestId("stat-card").filter({ hasText: "Circulating Supply" });
    await expect(onParameters.getByTestId("circulating-supply")).toHaveText(onDashboard!);
    await expect(onParameters.getByTestId("supply-as-of")).toHaveText(asOf);
    expect(onDashboard).toMatch(new RegExp(`^\\d+\\.\\d{2}[KMB]? ${network === "mainnet" ? "AP3X" : "tAP3X"}$`));
    await expect(page.getByTestId("stat-card").filter({ hasText: "Total Supply" })).toContainText(asOf);
  }
});

test.describe("with an upstream explorer API", () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.upstreamApp}` });

  test("shows the network, the epoch and every group of the spec", async ({ page }) => {
    const parameters = PROTOCOL_PARAMETERS.mainnet;
    await page.goto("/mainnet/protocol-parameters");
    const header = page.locator("main").first();
    await expect(header.getByTestId("network-badge")).toHaveText("Mainnet");
    await expect(header.getByText(`Epoch ${parameters.epoch}`, { exact: true })).toBeVisible();
    for (const title of ["Total Supply", "Circulating Supply", "K Parameter", "Saturation Threshold"]) {
      await expect(page.getByTestId("stat-card").filter({ hasText: title })).toBeVisible();
    }
    for (const group of [
      "Transaction Parameters",
      "Staking Parameters",
      "Reward Parameters",
      "Technical Details",
      "UTXO Parameters",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    // spec §9: 2,000,000 DFM is 2 AP3X; rho and tau have 8 decimals; sizes in bytes.
    await expect(row(page, "Key Deposit")).toContainText("2.00 AP3X");
    await expect(row(page, "Rho (monetary expansion rate)")).toContainText("0.00300000");
    await expect(row(page, "Tau (treasury expansion rate)")).toContainText("0.20000000");
    await expect(row(page, "Max Transaction Size")).toContainText("16,384 bytes");
    await expect(row(page, "Minimum Fee")).toContainText("0.155381 AP3X");
    await expect(row(page, "Protocol Version")).toContainText(parameters.protocolVersion);
  });

  test("testnet amounts are in tAP3X", async ({ page }) => {
    await page.goto("/testnet/protocol-parameters");
    await expect(row(page, "Key Deposit")).toContainText("2.00 tAP3X");
    // Without the chain's supply in the upstream's answer: the spec's figure, marked as such.
    await expect(page.getByTestId("total-supply")).toHaveText("1.00B tAP3X (est.)");
    await expect(page.getByTestId("circulating-supply")).toHaveText("500.00M tAP3X (est.)");
    await expect(page.getByTestId("supply-as-of")).toHaveCount(0);
  });
});

// Copying is what the page's script adds: with JavaScript only.
test.describe("copy button", { tag: "@js-only" }, () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.upstreamApp}` });

  test("copies, shows a check mark and the toast for 2 s", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: `http://127.0.0.1:${PORTS.upstreamApp}`,
    });
    await page.goto("/mainnet/protocol-parameters");
    const button = row(page, "Protocol Version").getByRole("button", { name: "Copy protocol version" });
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PROTOCOL_PARAMETERS.mainnet.protocolVersion);
    const toast = page.getByRole("status").getByText("Copied to clipboard");
    await expect(toast).toBeVisible();
    await expect(button).toHaveAttribute("data-copied", "true");
    await expect(toast).toBeHidden({ timeout: 3_000 });
    await expect(button).not.toHaveAttribute("data-copied", "true", { timeout: 3_000 });
  });

  test("says so when the clipboard refuses", async ({ page }) => {
    await page.goto("/mainnet/protocol-parameters");
    await waitForHydration(page);
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await row(page, "Protocol Version").getByRole("button", { name: "Copy protocol version" }).click();
    await expect(page.getByRole("status").getByText("Failed to copy to clipboard")).toBeVisible();
  });
});

function row(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
}
