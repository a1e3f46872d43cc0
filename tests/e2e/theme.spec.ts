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

for (const [scheme, expected] of [
  ["light", LIGHT_BACKGROUND],
  ["dark", DARK_BACKGROUND],
] as const) {
  test.describe(`system scheme ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    test(`with no saved theme the first paint follows the system (${scheme})`, async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).not.toHaveAttribute("data-theme");
      expect(await background(page)).toBe(expected);
    });
  });
}

test("a saved theme is rendered by the server, whatever the system says", async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await context.addCookies([{ name: "theme", value: "dark", url: origin }]);
  const response = await page.goto("/");
  expect(await response!.text()).toContain('<html lang="en" data-theme="dark">');
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

test("an unknown theme cookie is ignored", async ({ page, context }) => {
  await context.addCookies([{ name: "theme", value: "neon", url: origin }]);
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
});

test("the toggle switches theme and back, and the choice is saved", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/protocol-parameters?network=testnet");
  await expect(page.getByTestId("theme-light")).toBeHidden();

  await page.getByTestId("theme-dark").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page).toHaveURL("/protocol-parameters?network=testnet");
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await expect.poll(() => cookieValue(page, "theme")).toBe("dark");

  await page.getByTestId("theme-light").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await expect.poll(() => cookieValue(page, "theme")).toBe("light");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });
  test("the toggle switches in place, without loading the page again", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByTestId("theme-dark").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => cookieValue(page, "theme")).toBe("dark");
  });
});
