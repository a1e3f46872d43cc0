import { PORTS, SERVER_NOW } from "../../playwright.config";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import type { Block } from "../../app/lib/domain";
import { formatInteger } from "../../app/lib/formats/format";
import { freshnessAge } from "../../app/lib/chain/freshness";
import { cookieValue, holdClockAt, mainNav, networkBadge, waitForHydration } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";

const ENTRIES: Array<[string, string]> = [
  ["Dashboard", "/"],
  ["Blocks", "/blocks"],
  ["Transactions", "/transactions"],
  ["Addresses", "/addresses"],
  ["Stake Pools", "/stakepools"],
  ["Tokens", "/tokens"],
  ["Epochs", "/epochs"],
  ["Network Analytics", "/analytics"],
  ["Protocol Parameters", "/protocol-parameters"],
];

// The phone layout (@phone): the phone project runs these on a Pixel 7 with
// JavaScript (the header and its menu), the no-js project on a desktop window
// (the sidebar), so each layout is read once.
test("the sidebar lists its nine entries and marks the current one, on a /{network}/ page too @phone", async ({ page, isMobile }) => {
  await page.goto("/protocol-parameters");
  const nav = await mainNav(page, isMobile);
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(ENTRIES.length);
  for (const [index, [label, href]] of ENTRIES.entries()) {
    await expect(links.nth(index)).toHaveText(label);
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await expect(nav.locator("[aria-current='page']")).toHaveText(["Protocol Parameters"]);

  await page.goto("/testnet/protocol-parameters");
  const networkNav = await mainNav(page, isMobile);
  await expect(networkNav.locator("[aria-current='page']")).toHaveText(["Protocol Parameters"]);
});

test("the brand shows a logo that follows the theme, the title and the subtitle 'Explorer' @phone", async ({ page, isMobile }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const brand = isMobile ? page.locator("header") : page.getByTestId("sidebar");
  await expect(brand.getByText("Prime", { exact: true })).toBeVisible();
  await expect(brand.getByText("Explorer", { exact: true })).toBeVisible();
  const visibleLogos = brand.locator("img[src^='/logo-']:visible");
  await expect(visibleLogos).toHaveCount(1);
  await expect(visibleLogos).toHaveAttribute("src", "/logo-light.svg");
  expect(await visibleLogos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(visibleLogos).toHaveCount(1);
  await expect(visibleLogos).toHaveAttribute("src", "/logo-dark.svg");
});

test.describe("sponsor", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });
  test("'Brought to you by' names the pool, and following it saves mainnet and opens the pool @phone", async ({ page, context, isMobile, request }) => {
    // The house pool's ticker as mainnet's JSON API gives it (the sidebar names it so even from testnet).
    const pools = (await (await request.get("/api/networks/mainnet/stakepools?limit=100")).json()) as Array<{ poolId: string; ticker: string | null }>;
    const house = pools.find((pool) => pool.poolId === DEMO_HOUSE_POOL_ID);
    expect(house?.ticker).toBeTruthy();
    await context.addCookies([{ name: "network", value: "testnet", url: `http://127.0.0.1:${PORTS.app}` }]);
    await page.goto("/protocol-parameters");
    const area = isMobile ? page.getByTestId("mobile-menu") : page.getByTestId("sidebar");
    if (isMobile) await area.locator("summary").click();
    await expect(area.getByText("Brought to you by")).toBeVisible();
    const link = area.getByTestId("sponsor-link");
    await expect(link).toHaveText(house!.ticker!);
    // spec §2: following it saves mainnet, then opens /stakepools/{poolId}, in this tab.
    await link.click();
    await expect(page).toHaveURL(`/stakepools/${DEMO_HOUSE_POOL_ID}`);
    await expect(networkBadge(page)).toHaveText("Mainnet");
    expect(await cookieValue(page, "network")).toBe("mainnet");
  });
});

// Beyond the spec (issue 22): the tip the page's figures were read from, and its age.
test.describe("'Data as of'", () => {
  test("names the JSON API's newest block with the server's age, and fits the window (a 360 px phone too)", async ({ page, request }) => {
    const [newest] = (await (await request.get("/api/networks/mainnet/blocks?limit=1")).json()) as Block[];
    const tip = Date.parse(newest!.timestamp);
    const line = page.getByTestId("data-freshness");
    const age = page.getByTestId("data-freshness-age");
    await page.goto("/protocol-parameters");
    await expect(line).toBeVisible();
    await expect(line).toContainText(`Data as of block #${formatInteger(newest!.height)} · `);
    await expect(page.getByTestId("data-freshness-block")).toHaveAttribute("href", `/blocks/${newest!.height}`);
    await expect(age).toHaveAttribute("datetime", newest!.timestamp);
    // The server's clock is fixed (SERVER_NOW), so the age is the same on any day.
    await expect(age).toHaveText(freshnessAge(tip, Date.parse(SERVER_NOW)));
    for (const viewport of [page.viewportSize()!, { width: 360, height: 780 }]) {
      await page.setViewportSize(viewport);
      await expect(line).toBeVisible();
      const box = (await line.boundingBox())!;
      expect(box.x + box.width, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  });

  test("the age ticks with JavaScript", { tag: "@js-only" }, async ({ page, request }) => {
    const [newest] = (await (await request.get("/api/networks/mainnet/blocks?limit=1")).json()) as Block[];
    const tip = Date.parse(newest!.timestamp);
    const line = page.getByTestId("data-freshness");
    const age = page.getByTestId("data-freshness-age");
    await holdClockAt(page, tip + 12_000);
    await page.goto("/protocol-parameters");
    await waitForHydration(page);
    await page.clock.runFor(0);
    await expect(age).toHaveText("12 s ago");
    await page.clock.runFor(1_000);
    await expect(age).toHaveText("13 s ago");
    await page.clock.runFor(60_000);
    await expect(age).toHaveText("1 min ago");
    await expect(line).toContainText(`Data as of block #${formatInteger(newest!.height)} · 1 min ago`);
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
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

// A page taller than the window (issue 12): the sidebar's column is painted to
// the bottom of the document, in both themes. Checked on the full-page screenshot
// (the pixels under the sidebar at the very bottom are the sidebar's surface, not
// the page background) and on the box itself. The desktop layout, read once
// without JavaScript (a phone has no sidebar).
test.describe("the sidebar on a tall page", () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  const SURFACE = { light: [255, 255, 255], dark: [21, 26, 37] } as const;

  for (const theme of ["light", "dark"] as const) {
    test(`reaches the bottom of the page (${theme})`, async ({ page, context }, testInfo) => {
      await context.addCookies([{ name: "theme", value: theme, url: `http://127.0.0.1:${PORTS.app}` }]);
      await page.goto("/transactions");
      const sidebar = page.getByTestId("sidebar");
      const { documentHeight, sidebarBottom, sidebarRight } = await sidebar.evaluate((aside) => {
        const box = aside.getBoundingClientRect();
        return {
          documentHeight: document.documentElement.scrollHeight,
          sidebarBottom: box.bottom + window.scrollY,
          sidebarRight: box.right,
        };
      });
      expect(documentHeight, "the page is taller than the window").toBeGreaterThan(720 * 1.5);
      expect(sidebarBottom).toBeGreaterThanOrEqual(documentHeight - 1);

      const screenshot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`tall-page-${theme}.png`) });
      const probe = await context.newPage();
      const pixels = await probe.evaluate(
        async ({ png, x, ys }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = image.width;
          canvas.height = image.height;
          const context2d = canvas.getContext("2d")!;
          context2d.drawImage(image, 0, 0);
          return ys.map((y) => Array.from(context2d.getImageData(x, y, 1, 1).data.slice(0, 3)));
        },
        { png: screenshot.toString("base64"), x: Math.floor(sidebarRight / 2), ys: [documentHeight - 2, Math.floor(documentHeight * 0.75)] },
      );
      await probe.close();
      for (const pixel of pixels) expect(pixel).toEqual(SURFACE[theme]);
    });
  }
});
