import { devices } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { expect, test } from "./support/test";

// On a phone the sidebar is a menu that opens and closes, with and without
// JavaScript (a disclosure element); with JavaScript it also closes itself
// after a (client-side) navigation. One test, on a phone, with the project's
// JavaScript setting: the no-js project reads the disclosure without
// JavaScript, the phone project (@phone) with it, the closing after a
// navigation included.
test("the phone menu opens and closes, and is closed after following one of its links @phone", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    javaScriptEnabled,
    baseURL: `http://127.0.0.1:${PORTS.app}`,
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("sidebar")).toBeHidden();

  const toggle = page.getByTestId("mobile-menu").locator("summary");
  const nav = page.getByTestId("mobile-menu").getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();

  await toggle.click();
  await nav.getByRole("link", { name: "Protocol Parameters" }).click();
  await expect(page).toHaveURL("/protocol-parameters");
  await expect(page.getByRole("heading", { level: 1, name: "Protocol Parameters" })).toBeVisible();
  await expect(nav).toBeHidden();
  await context.close();
});

test("a wide screen shows the sidebar and no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.getByTestId("mobile-menu")).toBeHidden();
});
