import { PORTS } from "../../playwright.config";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/house-pool";
import { cookieValue, mainNav } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";

const ENTRIES: Array<[string, string]> = [
  ["Dashboard", "/"],
  ["Blocks", "/blocks"],
  ["Transactions", "/transactions"],
  ["Addresses", "/addresses"],
  ["Stake Pools", "/stakepools"],
  ["Epochs", "/epochs"],
  ["Network Analytics", "/analytics"],
  ["Protocol Parameters", "/protocol-parameters"],
];

test("the sidebar lists the eight entries and marks the current one", async ({ page, isMobile }) => {
  await page.goto("/protocol-parameters");
  const nav = await mainNav(page, isMobile);
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(ENTRIES.length);
  for (const [index, [label, href]] of ENTRIES.entries()) {
    await expect(links.nth(index)).toHaveText(label);
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await expect(nav.locator("[aria-current='page']")).toHaveText(["Protocol Parameters"]);
});

test("a /{network}/ page marks its entry too", async ({ page, isMobile }) => {
  await page.goto("/testnet/protocol-parameters");
  const nav = await mainNav(page, isMobile);
  await expect(nav.locator("[aria-current='page']")).toHaveText(["Protocol Parameters"]);
});

test("the brand shows a logo, the title and the subtitle 'Explorer'", async ({ page, isMobile }) => {
  await page.goto("/");
  const brand = isMobile ? page.locator("header") : page.getByTestId("sidebar");
  await expect(brand.getByText("Prime", { exact: true })).toBeVisible();
  await expect(brand.getByText("Explorer", { exact: true })).toBeVisible();
  const visibleLogos = brand.locator("img[src^='/logo-']:visible");
  await expect(visibleLogos).toHaveCount(1);
  await expect(visibleLogos).toHaveAttribute("src", "/logo-light.svg");
  expect(await visibleLogos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe("dark logo", () => {
  test.use({ colorScheme: "dark" });
  test("follows the dark theme", async ({ page, isMobile }) => {
    await page.goto("/");
    const brand = isMobile ? page.locator("header") : page.getByTestId("sidebar");
    await expect(brand.locator("img[src^='/logo-']:visible")).toHaveAttribute("src", "/logo-dark.svg");
  });
});

test.describe("sponsor", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });
  test("'Brought to you by' saves mainnet and opens the sponsor pool", async ({ page, context, isMobile }) => {
    await context.addCookies([{ name: "network", value: "testnet", url: `http://127.0.0.1:${PORTS.app}` }]);
    await page.goto("/protocol-parameters");
    const area = isMobile ? page.getByTestId("mobile-menu") : page.getByTestId("sidebar");
    if (isMobile) await area.locator("summary").click();
    await expect(area.getByText("Brought to you by")).toBeVisible();
    await area.getByTestId("sponsor-link").click();
    await expect(page).toHaveURL(`/stakepools/${DEMO_HOUSE_POOL_ID}`);
    expect(await cookieValue(page, "network")).toBe("mainnet");
  });
});

test.describe("global search box", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });
  test("has the spec's placeholder and submits to /search", async ({ page }) => {
    await page.goto("/");
    // A searchbox without JavaScript, a combobox with it (tests/e2e/search.spec.ts).
    const box = page.getByLabel("Search", { exact: true });
    await expect(box).toHaveAttribute("placeholder", "Search for pools, addresses, transactions, blocks...");
    await box.fill("pool1abc");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=pool1abc");
  });
});
