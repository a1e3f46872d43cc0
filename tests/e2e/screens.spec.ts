import type { APIRequestContext, Page } from "@playwright/test";
import type { Address, Block, CurrentEpoch, GeographicStat, RecentAddressActivity, SearchResult, Transaction } from "../../app/lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/house-pool";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/shell";
import { expect, STATUS_404, test } from "./support/test";

// Every template once with JavaScript (the desktop project; docs/testing.md):
// it loads, hydrates without a console error, and axe (WCAG 2.1 A/AA) finds
// nothing in the light and in the dark theme, with its one script-made state
// (a dialog, the search dropdown) open where it has one. What each template
// shows is read without JavaScript by its own spec.

test.use({ allowedConsoleErrors: STATUS_404 });

const JS_ONLY = { tag: "@js-only" };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const api = (path: string) => `/api/networks/mainnet/${path}`;

/** Paths of live entities, from the JSON API of the same server. */
async function entityPaths(request: APIRequestContext): Promise<Record<string, string>> {
  const [[block], [transaction], activity, current, [country], hostile, [testnetTransaction]] = await Promise.all([
    getJson<Block[]>(request, api("blocks?limit=1")),
    getJson<Transaction[]>(request, api("transactions?limit=1")),
    getJson<RecentAddressActivity[]>(request, api("address-activity?limit=50")),
    getJson<CurrentEpoch>(request, api("epochs/current")),
    // Testnet's biggest country: its relays fill more than one page of the dialog, so its pager is there too.
    getJson<GeographicStat[]>(request, "/api/networks/testnet/analytics/geographic-distribution"),
    getJson<SearchResult[]>(request, api("search?q=xss")),
    getJson<Transaction[]>(request, "/api/networks/testnet/transactions?limit=1"),
  ]);
  const payment = activity.find((entry) => entry.addressType === "payment")!.address;
  const staked = activity.find((entry) => entry.addressType === "stake")?.address;
  const { stakeAddress } = await getJson<Address>(request, api(`addresses/${payment}`));
  const stake = staked ?? stakeAddress ?? payment;
  return {
    block: `/blocks/${block!.hash}`,
    transaction: `/transactions/${transaction!.hash}`,
    payment: `/addresses/${payment}`,
    stake: `/addresses/${stake}`,
    pool: `/stakepools/${DEMO_HOUSE_POOL_ID}`,
    rewards: `/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`,
    epoch: `/epochs/${current.epochNumber - 1}`,
    relays: `/testnet/analytics?country=${encodeURIComponent(country!.countryCode ?? "Unknown")}`,
    hostilePool: `/stakepools/${hostile.find((result) => result.type === "stakepool")!.id}`,
    // A testnet hash searched on mainnet: its result says where it is (issue 41).
    otherNetworkSearch: `/search?q=${testnetTransaction!.hash}`,
  };
}

type Screen = { name: string; path: (ids: Record<string, string>) => string; open?: (page: Page) => Promise<void> };

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
  { name: "block", path: (ids) => ids.block! },
  { name: "transactions list", path: () => "/transactions" },
  { name: "transaction", path: (ids) => ids.transaction! },
  { name: "address search", path: () => "/addresses" },
  { name: "payment address", path: (ids) => ids.payment! },
  { name: "stake address", path: (ids) => ids.stake! },
  { name: "stake pools list", path: () => "/stakepools" },
  { name: "stake pool", path: (ids) => ids.pool! },
  {
    // A pool whose registered text is hostile markup, with its history charts' figure tables open.
    name: "hostile stake pool, charts open",
    path: (ids) => ids.hostilePool!,
    async open(page) {
      for (const summary of await page.getByTestId("pool-history-charts").locator("summary").all()) await summary.click();
    },
  },
  { name: "staking rewards", path: (ids) => ids.rewards! },
  { name: "epochs list", path: () => "/epochs" },
  { name: "epoch", path: (ids) => ids.epoch! },
  { name: "analytics", path: () => "/analytics" },
  {
    name: "analytics with the relay dialog open",
    path: (ids) => ids.relays!,
    open: (page) => expect(page.getByRole("dialog").getByRole("navigation", { name: "Relay node pages" })).toBeVisible(),
  },
  { name: "protocol parameters", path: () => "/protocol-parameters" },
  { name: "JSON API reference", path: () => "/api" },
  { name: "search results", path: () => "/search?q=pool" },
  { name: "search results of the other network", path: (ids) => ids.otherNetworkSearch! },
  { name: "not-found page", path: () => "/no-such-page" },
  { name: "entity not found", path: () => "/blocks/99999999" },
];

let ids: Promise<Record<string, string>> | null = null;

for (const screen of SCREENS) {
  test(`${screen.name}: hydrates, and axe finds nothing in either theme`, JS_ONLY, async ({ page, context, request, baseURL }) => {
    // Two whole-page axe runs: beyond 30 s on a loaded 2-core machine.
    test.slow();
    ids ??= entityPaths(request);
    const path = screen.path(await ids);
    for (const theme of ["light", "dark"] as const) {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await waitForHydration(page);
      await screen.open?.(page);
      await expectNoAxeViolations(page);
    }
  });
}
