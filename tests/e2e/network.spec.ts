import { PORTS } from "../../playwright.config";
import { chooseNetwork, cookieValue, networkBadge, waitForHydration } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";

const origin = `http://127.0.0.1:${PORTS.app}`;

// The selector is a POST form (routes/network.ts) that works without
// JavaScript, so the switches are read here without it. Where a switch goes
// from every kind of page (spec §4) is app/lib/navigation/network-redirect.test.ts and
// app/routes/shell-inputs.test.ts (the action's answers); how a cookie,
// ?network= and a /{network}/ path pick the network, app/session.server.test.ts.

test("with no choice, or a cookie network=evil, the explorer shows mainnet", async ({ page, context }) => {
  await page.goto("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
  await expect(page.getByTestId("network-selector").locator("summary")).toContainText("Mainnet");

  await context.addCookies([{ name: "network", value: "evil", url: origin }]);
  await page.goto("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

test("switching on an ordinary page stays on the page and saves the choice for a year in an HttpOnly, SameSite=Lax cookie", async ({ page }) => {
  await page.goto("/protocol-parameters");
  await chooseNetwork(page, "Testnet");
  await expect(page).toHaveURL("/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Testnet");
  await expect(page.getByTestId("network-selector").locator("summary")).toContainText("Testnet");
  const cookie = (await page.context().cookies()).find((c) => c.name === "network");
  expect(cookie).toMatchObject({ value: "testnet", httpOnly: true, sameSite: "Lax", path: "/" });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await chooseNetwork(page, "Mainnet");
  await expect(networkBadge(page)).toHaveText("Mainnet");
  expect(await cookieValue(page, "network")).toBe("mainnet");
});

test.describe("from an entity page", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });
  test("switching goes to the dashboard", async ({ page }) => {
    await page.goto("/blocks/123");
    await chooseNetwork(page, "Testnet");
    await expect(page).toHaveURL("/");
    await expect(networkBadge(page)).toHaveText("Testnet");
  });
});

test("a /{network}/ page shows its network whatever the cookie says; switching there moves to the same page of the other network", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "mainnet", url: origin }]);
  await page.goto("/testnet/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Testnet");
  await chooseNetwork(page, "Mainnet");
  await expect(page).toHaveURL("/mainnet/protocol-parameters");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

test("?network=testnet shows Testnet without changing the cookie", async ({ page, context }) => {
  await context.addCookies([{ name: "network", value: "mainnet", url: origin }]);
  await page.goto("/?network=testnet");
  await expect(networkBadge(page)).toHaveText("Testnet");
  expect(await cookieValue(page, "network")).toBe("mainnet");
  await page.goto("/");
  await expect(networkBadge(page)).toHaveText("Mainnet");
});

// What JavaScript adds to a switch: it applies in place (the in-page event
// below is caught on the same page, so no document was loaded), tells the page
// and the other tabs, and a page reloads its data when told.
test.describe("with JavaScript", { tag: "@js-only" }, () => {
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
