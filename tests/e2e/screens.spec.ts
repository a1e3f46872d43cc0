import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInEitherTheme } from "./support/axe";
import { waitForHydration } from "./support/shell";
import { mainnetPaths, type EntityPaths } from "./support/templates";
import { expect, STATUS_404, test } from "./support/test";

// Every template once with JavaScript (the desktop project; docs/testing.md):
// it loads, hydrates without a console error, and axe (WCAG 2.1 A/AA) finds
// nothing in the light theme, nor in the dark one's colours, with its one script-made state
// (a dialog, the search dropdown) open where it has one. What each template
// shows is read without JavaScript by its own spec.

test.use({ allowedConsoleErrors: STATUS_404 });

const JS_ONLY = { tag: "@js-only" };

type Screen = { name: string; path: (ids: EntityPaths) => string; open?: (page: Page) => Promise<void> };

const SCREENS: Screen[] = [
  { name: "dashboard", path: () => "/" },
  {
    name: "dashboard with the search dropdown open",
    path: () => "/",
    async open(page) {
      const box = page.getByLabel("Search", { exact: true });
      await box.fill("pool");
      await expect(page.getByRole("option").first()).toBeVisible();
      await box.press("ArrowDown");
    },
  },
  { name: "blocks list", path: () => "/blocks" },
  { name: "block", path: (ids) => ids.block },
  { name: "transactions list", path: () => "/transactions" },
  { name: "transaction", path: (ids) => ids.transaction },
  { name: "failed script transaction", path: (ids) => ids.failedTransaction },
  { name: "address search", path: () => "/addresses" },
  { name: "payment address", path: (ids) => ids.payment },
  { name: "stake address", path: (ids) => ids.stake },
  { name: "tokens list", path: () => "/tokens" },
  { name: "token", path: (ids) => ids.token },
  { name: "policy", path: (ids) => ids.policy },
  { name: "stake pools list", path: () => "/stakepools" },
  { name: "stake pool", path: (ids) => ids.pool },
  {
    // A pool whose registered text is hostile markup, with its history charts' figure tables open.
    name: "hostile stake pool, charts open",
    path: (ids) => ids.hostilePool,
    async open(page) {
      for (const summary of await page.getByTestId("pool-history-charts").locator("summary").all()) await summary.click();
    },
  },
  { name: "staking rewards", path: (ids) => ids.rewards },
  { name: "epochs list", path: () => "/epochs" },
  { name: "epoch", path: (ids) => ids.epoch },
  { name: "analytics", path: () => "/analytics" },
  {
    name: "analytics with the relay dialog open",
    path: (ids) => ids.relays,
    open: (page) => expect(page.getByRole("dialog").getByRole("navigation", { name: "Relay node pages" })).toBeVisible(),
  },
  { name: "protocol parameters", path: () => "/protocol-parameters" },
  { name: "JSON API reference", path: () => "/api" },
  { name: "search results", path: () => "/search?q=pool" },
  { name: "search results of the other network", path: (ids) => ids.otherNetworkSearch },
  { name: "not-found page", path: () => "/no-such-page" },
  { name: "entity not found", path: () => "/blocks/99999999" },
];

let ids: Promise<EntityPaths> | null = null;

for (const screen of SCREENS) {
  test(`${screen.name}: hydrates, and axe finds nothing in either theme`, JS_ONLY, async ({ page, context, request, baseURL }) => {
    // Whole-page axe runs: beyond 30 s on a loaded 2-core machine.
    test.slow();
    ids ??= mainnetPaths(request);
    const path = screen.path(await ids);
    await context.addCookies([{ name: "theme", value: "light", url: baseURL! }]);
    await page.goto(path);
    await waitForHydration(page);
    await screen.open?.(page);
    await expectNoAxeViolationsInEitherTheme(page);
  });
}
