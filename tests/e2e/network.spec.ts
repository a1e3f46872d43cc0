import { PORTS } from "../../playwright.config";
import { chooseNetwork, cookieValue, networkBadge, waitForHydration } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";

const origin = `http://127.0.0.1:${PORTS.app}`;

test("with no choice the explorer shows mainnet", async ({ page }) => {
  await page.goto("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
  await expect(page.getByTestId("network-selector").locator("summary")).toContainText("Mainnet");
});

test("switching on an ordinary page saves the cookie and stays on the page", async ({ page }) => {
  await page.goto("/protocol-parameters");
  await chooseNetwork(page, "Testnet");
  await expect(page).toHaveURL("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Testnet");
  expect(await cookieValue(page, "network")).toBe("testnet");

  await chooseNetwork(page, "Mainnet");
  await expect(networkBadge(page)).toHaveText("Mainnet");
  expect(await cookieValue(page, "network")).toBe("mainnet");
});

test("the network cookie is HttpOnly, SameSite=Lax and kept for a year", async ({ page }) => {
  await page.goto("/");
  await chooseNetwork(page, "Testnet");
  await expect(page.getByTestId("network-selector").locator("summary")).toContainText("Testnet");
  const cookie = (await page.context().cookies()).find((c) => c.name === "network");
  expect(cookie).toMatchObject({ value: "testnet", httpOnly: true, sameSite: "Lax", path: "/" });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test.describe("from an entity page", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });
  for (const path of ["/blocks/123", "/transactions?page=2", "/stakepools/pool1xyz", "/epochs/4", "/addresses"]) {
    test(`switching from ${path} goes to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await chooseNetwork(page, "Testnet");
      await expect(page).toHaveURL("/");
      await expect(networkBadge(page)).toHaveText("Testnet");
    });
  }
});

test("switching on a /{network}/ page moves to the same page of the other network", async ({ page }) => {
  await page.goto("/testnet/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Testnet");
  await chooseNetwork(page, "Mainnet");
  await expect(page).toHaveURL("/mainnet/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

test("a cookie network=evil is ignored", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "evil", url: origin }]);
  await page.goto("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

test("/testnet/protocol-parameters shows Testnet whatever the cookie says", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "mainnet", url: origin }]);
  await page.goto("/testnet/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Testnet");
});

test("?network=testnet shows Testnet without changing the cookie", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "mainnet", url: origin }]);
  await page.goto("/?network=testnet");
  await expect(networkBadge(page)).toHaveText("Testnet");
  expect(await cookieValue(page, "network")).toBe("mainnet");
  await page.goto("/");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

test.describe("with JavaScript", () => {
  // These behaviours exist only with JavaScript, so every project runs them with it.
  test.use({ javaScriptEnabled: true });

  test("another tab follows a switch", async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto("/protocol-parameters");
    await page.goto("/protocol-parameters");
    await waitForHydration(other);
    await waitForHydration(page);
    await expect(networkBadge(other)).toHaveText("Mainnet");
    await chooseNetwork(page, "Testnet");
    await expect(networkBadge(page)).toHaveText("Testnet");
    await expect(networkBadge(other)).toHaveText("Testnet", { timeout: 5_000 });
  });

  test("a switch fires the in-page 'network-changed' event", async ({ page }) => {
    await page.goto("/protocol-parameters");
    await waitForHydration(page);
    const detail = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener("network-changed", (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    await chooseNetwork(page, "Testnet");
    expect(await detail).toEqual({ network: "testnet" });
  });

  test("the page reloads its data on an in-page 'network-changed' event", async ({ page, context }) => {
    await page.goto("/protocol-parameters");
    await context.addCookies([{ name: "network", value: "testnet", url: origin }]);
    await waitForHydration(page);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("network-changed", { detail: { network: "testnet" } })),
    );
    await expect(networkBadge(page)).toHaveText("Testnet");
  });
});
