import type { Locator, Page } from "@playwright/test";

/** The main navigation: the sidebar, or on a phone the opened menu. */
export async function mainNav(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    return menu.getByRole("navigation", { name: "Main" });
  }
  return page.getByTestId("sidebar").getByRole("navigation", { name: "Main" });
}

/** Picks a network in the header's selector (a disclosure of submit buttons). */
export async function chooseNetwork(page: Page, label: "Mainnet" | "Testnet") {
  const selector = page.getByTestId("network-selector");
  await selector.locator("summary").click();
  await selector.getByRole("button", { name: label }).click();
}

/**
 * Opens `path` on `network` as a visitor who saved it: the links are the page's
 * own (a URL that names a network pins it in every link: network-links.server.spec.ts).
 */
export async function gotoWithSavedNetwork(page: Page, network: "mainnet" | "testnet", path: string) {
  // A cookie belongs to the host, whatever the port of the server under test.
  await page.context().addCookies([{ name: "network", value: network, url: "http://127.0.0.1" }]);
  return page.goto(path);
}

export function networkBadge(page: Page): Locator {
  return page.locator("main").getByTestId("network-badge");
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** Waits until React has hydrated the page (its listeners and fetchers work). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Installs the browser's clock at `time` and holds it there, before the page
 * loads: however long loading and hydration take, the page reads `time` until the
 * test moves the clock on (runFor, setSystemTime). Timers wait too, so a test
 * calls `page.clock.runFor(0)` after hydration for the ones due at once.
 */
export async function holdClockAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time: time - 1_000 });
  await page.clock.pauseAt(time);
}

/**
 * Refuses the page's live stream as a server past its stream cap does (a 503,
 * after which EventSource gives up): the page falls back to its 30-second refresh.
 */
export async function refuseLiveStream(page: Page): Promise<void> {
  await page.route(/\/api\/networks\/[a-z]+\/events/, (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", headers: { "Retry-After": "5" }, body: "Service Temporarily Unavailable\n" }),
  );
}
