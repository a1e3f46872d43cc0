import type { Page } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { cookieValue, waitForHydration } from "./support/shell";
import { expect, test } from "./support/test";

const origin = `http://127.0.0.1:${PORTS.app}`;
// The page background of each theme (app/styles/theme.css.ts).
const LIGHT_BACKGROUND = "rgb(246, 247, 251)";
const DARK_BACKGROUND = "rgb(13, 16, 24)";

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// The toggle is a POST form (routes/theme.ts) that works without JavaScript,
// so the server's side is read here without it.

test("with no saved theme (or an unknown one) the first paint follows the system, light and dark", async ({ page, context }) => {
  for (const [scheme, expected] of [
    ["light", LIGHT_BACKGROUND],
    ["dark", DARK_BACKGROUND],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    await expect(page.locator("html"), scheme).not.toHaveAttribute("data-theme");
    expect(await background(page), scheme).toBe(expected);
  }
  // An unknown theme cookie is ignored.
  await context.addCookies([{ name: "theme", value: "neon", url: origin }]);
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

test("a saved theme is rendered by the server, whatever the system says", async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await context.addCookies([{ name: "theme", value: "dark", url: origin }]);
  const response = await page.goto("/");
  expect(await response!.text()).toContain('<html lang="en" data-theme="dark">');
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

/** Dark, then light again with the toggle: the page stays, its background follows, the cookie keeps the choice. */
async function toggleDarkAndBack(page: Page) {
  await page.getByTestId("theme-dark").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page).toHaveURL("/protocol-parameters?network=testnet");
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await expect.poll(() => cookieValue(page, "theme")).toBe("dark");

  await page.getByTestId("theme-light").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await expect.poll(() => cookieValue(page, "theme")).toBe("light");
}

test("the toggle switches theme and back, and the choice is saved", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/protocol-parameters?network=testnet");
  await expect(page.getByTestId("theme-light")).toBeHidden();

  await toggleDarkAndBack(page);
});

test("with JavaScript the toggle switches in place and back, without loading the page again", { tag: "@js-only" }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/protocol-parameters?network=testnet");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await toggleDarkAndBack(page);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
