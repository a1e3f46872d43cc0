import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { CurrentEpoch, GeographicStat, HostingProviderStat, ProtocolVersionStat, RelayNode, RelayTotals } from "../../app/lib/domain";
import { networkBadge, waitForHydration } from "./support/shell";
import { expect, test } from "./support/test";
import type { Network } from "./support/expected-text";

// Network Analytics (spec §2, §4 'Analytics dialog', §8 relay list failure, §9
// 'Analytics display'), checked against the app's own JSON API on the demo chain.
// The server render (the dialog opened by URL included) is read without
// JavaScript; the dialog's script-made behaviour is tagged @js-only. Hydration
// and axe, with the dialog open too: screens.spec.ts. Dialog parameters the
// loader refuses: app/routes/search-analytics-inputs.test.ts.

const api = (network: Network, path: string) => `/api/networks/${network}/${path}`;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type Figures = { versions: ProtocolVersionStat[]; countries: GeographicStat[]; providers: HostingProviderStat[]; totals: RelayTotals; epoch: CurrentEpoch };

async function figures(request: APIRequestContext, network: Network): Promise<Figures> {
  const [versions, countries, providers, totals, epoch] = await Promise.all([
    getJson<ProtocolVersionStat[]>(request, api(network, "analytics/protocol-versions")),
    getJson<GeographicStat[]>(request, api(network, "analytics/geographic-distribution")),
    getJson<HostingProviderStat[]>(request, api(network, "analytics/hosting-providers")),
    getJson<RelayTotals>(request, api(network, "analytics/relay-totals")),
    getJson<CurrentEpoch>(request, api(network, "epochs/current")),
  ]);
  return { versions, countries, providers, totals, epoch };
}

const countryRelays = (request: APIRequestContext, network: Network, country: string) =>
  getJson<RelayNode[]>(request, api(network, `analytics/geographic-distribution/${encodeURIComponent(country)}/relays`));
const providerRelays = (request: APIRequestContext, network: Network, provider: string) =>
  getJson<RelayNode[]>(request, api(network, `analytics/hosting-providers/${encodeURIComponent(provider)}/relays`));

const count = (value: number) => value.toLocaleString("en-US");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const codeOf = (stat: GeographicStat) => stat.countryCode ?? "Unknown";

function rows(page: Page, caption: string): Locator {
  return page.getByRole("table", { name: caption }).locator("tbody tr");
}

/** Relay cards a dialog page shows. */
const CARDS_PER_PAGE = 12;

/**
 * The dialog counts all of `relays` and shows page `page` of them exactly, in order:
 * host, port, ticker, places, pool link and id; a pager when there is more than a page.
 */
async function expectRelayCards(dialog: Locator, all: RelayNode[], network: Network, page = 1) {
  const tickers = new Set(all.map((relay) => relay.ticker).filter(Boolean)).size;
  await expect(dialog.getByTestId("relay-dialog-subtitle")).toHaveText(
    `${count(all.length)} relay node${all.length === 1 ? "" : "s"} · ${count(tickers)} ticker${tickers === 1 ? "" : "s"}`,
  );
  const relays = all.slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE);
  const pager = dialog.getByRole("navigation", { name: "Relay node pages" });
  if (all.length > CARDS_PER_PAGE) {
    const first = (page - 1) * CARDS_PER_PAGE + 1;
    await expect(dialog.getByTestId("relay-dialog-range")).toHaveText(`${count(first)}–${count(first + relays.length - 1)} of ${count(all.length)}`);
    await expect(pager).toContainText(`Page ${page}`);
  } else {
    await expect(pager).toHaveCount(0);
  }
  const cards = dialog.getByTestId("relay-card");
  await expect(cards).toHaveCount(relays.length);
  const texts = (testId: string) => cards.getByTestId(testId).allTextContents();
  expect(await texts("relay-host")).toEqual(relays.map((relay) => relay.dns_name || relay.ipv4 || relay.ipv6 || "Unknown"));
  expect(await texts("relay-port")).toEqual(relays.map((relay) => (relay.port === null ? "N/A" : String(relay.port))));
  expect(await texts("relay-ticker")).toEqual(relays.flatMap((relay) => (relay.ticker ? [relay.ticker] : [])));
  expect(await texts("relay-country")).toEqual(relays.map((relay) => relay.country ?? "Unknown Location"));
  expect(await texts("relay-isp")).toEqual(relays.map((relay) => relay.isp ?? "Unknown Provider"));
  expect(await texts("relay-pool-id")).toEqual(relays.map((relay) => (relay.pool_id.length > 16 ? `${relay.pool_id.slice(0, 16)}...` : relay.pool_id)));
  const poolLinks = await cards.getByRole("link", { name: "View Pool" }).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(poolLinks).toEqual(relays.map((relay) => `/${network}/pools/${relay.pool_id}`));
}

// ---------------------------------------------------------------------------
// Figures, charts and tables
// ---------------------------------------------------------------------------

for (const network of ["mainnet", "testnet"] as const) {
  test(`/${network}/analytics shows the JSON API's figures, charts and tables`, async ({ page, request }) => {
    const { versions, countries, providers, totals, epoch } = await figures(request, network);
    expect(countries.length).toBeGreaterThan(10);
    await page.goto(`/${network}/analytics`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Network Analytics");
    await expect(networkBadge(page)).toHaveText(network === "mainnet" ? "Mainnet" : "Testnet");

    // Cards: distinct endpoints, versions, countries without the Unknown bucket, registered entries.
    await expect(page.getByTestId("card-total-relays")).toHaveText(count(totals.relays));
    await expect(page.getByTestId("card-protocol-versions")).toHaveText(count(versions.length));
    await expect(page.getByTestId("card-countries")).toHaveText(count(countries.filter((c) => c.countryCode !== null).length));
    await expect(page.getByTestId("card-relay-nodes")).toHaveText(count(totals.relayNodes));

    // The donut: a named picture, one slice per version with blocks; the window by its epoch numbers.
    const donut = page.getByRole("img", { name: "Protocol Version Usage" });
    await expect(donut.locator("path")).toHaveCount(versions.filter((v) => Number(v.percentage) > 0).length);
    const last = epoch.epochNumber - 1;
    const first = Math.max(0, epoch.epochNumber - 5);
    await expect(page.getByTestId("protocol-version-window")).toContainText(first === last ? `epoch ${first}` : `epochs ${first}–${last}`);
    const versionRows = rows(page, "Block production by protocol version");
    await expect(versionRows).toHaveCount(versions.length);
    for (const [index, version] of versions.entries()) await expect(versionRows.nth(index)).toHaveText(`${version.version}${version.percentage}%`);

    // Countries and providers: every entry in the table (percentages as given), the top 10 as bars; all are links to the dialog.
    const lists = [
      { caption: "Top Countries by Relay Count", chart: "country-chart", entries: countries.map((c) => ({ name: c.country, param: `country=${encodeURIComponent(codeOf(c))}`, ...c })) },
      { caption: "Provider Details", chart: "provider-chart", entries: providers.map((p) => ({ name: p.provider, param: new URLSearchParams({ provider: p.provider }).toString(), ...p })) },
    ];
    for (const { caption, chart, entries } of lists) {
      const tableRows = rows(page, caption);
      await expect(tableRows).toHaveCount(entries.length);
      for (const [index, entry] of entries.entries()) {
        const row = tableRows.nth(index);
        await expect(row.locator("td")).toHaveText([entry.name, count(entry.relayCount), `${entry.percentage}%`]);
        await expect(row.getByRole("link")).toHaveAttribute("href", `/${network}/analytics?${entry.param}`);
      }
      const bars = page.getByTestId(chart).getByRole("link");
      await expect(bars).toHaveCount(Math.min(10, entries.length));
      for (const [index, entry] of entries.slice(0, 10).entries()) {
        await expect(bars.nth(index)).toHaveAttribute("href", `/${network}/analytics?${entry.param}`);
        // The name starts with what the bar shows, in its order (WCAG 2.5.3 label in name), then names the whole entry.
        const shown = (await bars.nth(index).locator("text").allTextContents()).join(" ");
        expect(shown).toContain(count(entry.relayCount));
        await expect(bars.nth(index)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shown)} relays`));
        await expect(bars.nth(index)).toHaveAccessibleName(new RegExp(escapeRegExp(entry.name)));
      }
      // The chart is a named picture beside its table.
      await expect(page.getByTestId(chart)).toHaveAccessibleName(/^Relays by (country|hosting provider)$/);
    }
    await expect(page.getByTestId("relay-dialog")).toHaveCount(0);
  });
}

// ---------------------------------------------------------------------------
// The relay dialog
// ---------------------------------------------------------------------------

test("a bar or a row opens the relay dialog without a page load; it keeps focus, Escape and Back close it @js-only", async ({ page, request }) => {
  // ~18 s on an idle 2-core machine (two dialogs, a Tab walk, Back and Forward): past 30 s under load.
  test.slow();
  const { countries, providers } = await figures(request, "mainnet");
  const country = countries.find((c) => c.countryCode !== null)!;
  const provider = providers[1]!;
  const [relays, hosted] = await Promise.all([countryRelays(request, "mainnet", country.country), providerRelays(request, "mainnet", provider.provider)]);
  await page.goto("/analytics");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { analyticsMarker: "kept" }));
  const dialog = page.getByTestId("relay-dialog");

  // A bar: the URL names the country; the dialog is modal and holds the focus.
  const bar = page.getByTestId("country-chart").getByRole("link").first();
  // While the relays are read, the dialog is already open with placeholders.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/analytics\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await bar.click();
  await expect(dialog.getByTestId("relay-dialog-subtitle")).toHaveText("Loading relay nodes...");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(`Relay Nodes in ${country.country}`);
  release(); // (later .data requests pass straight through the resolved gate)
  await expect(page).toHaveURL(new RegExp(`/analytics\\?country=${country.countryCode}$`));
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(`Relay Nodes in ${country.country}`);
  await expect(page.getByRole("dialog", { name: `Relay Nodes in ${country.country}` })).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expectRelayCards(dialog, relays, "mainnet");
  const focusable = await dialog.locator("a[href], button:not([hidden])").count();
  for (let step = 0; step < focusable + 2; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${step + 1}`).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Escape: the URL without the dialog, focus back on the bar.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(bar).toBeFocused();

  // A table row; Back closes it; Forward opens it again.
  await page.getByRole("table", { name: "Provider Details" }).getByRole("link", { name: provider.provider, exact: true }).click();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(`Relay Nodes hosted by ${provider.provider}`);
  await expectRelayCards(dialog, hosted, "mainnet");
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/analytics$/);
  await page.goForward();
  await expect(dialog).toBeVisible();
  // A click on the backdrop closes it too.
  await page.mouse.click(4, 300);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/analytics$/);

  // No full page load happened on the way.
  expect(await page.evaluate(() => (window as unknown as { analyticsMarker?: string }).analyticsMarker)).toBe("kept");
});

test("the dialog opens by URL (server-rendered), closes by its link, fits a phone, and is empty for an unknown country", async ({ page, request }) => {
  const { providers } = await figures(request, "testnet");
  const provider = providers.find((p) => p.provider !== "Unknown")!;
  const hosted = await providerRelays(request, "testnet", provider.provider);
  await page.setViewportSize({ width: 360, height: 780 });
  const query = new URLSearchParams({ provider: provider.provider }).toString();
  await page.goto(`/testnet/analytics?${query}`);
  const dialog = page.getByTestId("relay-dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(`Relay Nodes hosted by ${provider.provider}`);
  await expectRelayCards(dialog, hosted, "testnet");
  // spec §9: at most 4xl wide and 80 % of the viewport high, scrolling inside; nothing wider than the phone.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeLessThanOrEqual(780 * 0.8 + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(dialog.getByTestId("relay-dialog-close")).toHaveAttribute("href", "/testnet/analytics");
  await dialog.getByTestId("relay-dialog-close").click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/testnet\/analytics$/);

  // A country with no relays ('ZZ' names none) and the Unknown bucket by URL.
  await page.goto("/analytics?country=ZZ");
  await expect(dialog.getByTestId("relay-dialog-empty")).toHaveText("No relay nodes found");
  await expect(dialog.getByTestId("relay-dialog-subtitle")).toHaveText("0 relay nodes · 0 tickers");
  const unknown = await countryRelays(request, "mainnet", "Unknown");
  await page.goto("/mainnet/analytics?country=Unknown");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Relay Nodes in Unknown");
  await expectRelayCards(dialog, unknown, "mainnet");
});

test("a long relay list pages through the URL: Next, Previous, and past the last page the last", async ({ page, request }) => {
  const { countries, providers } = await figures(request, "testnet");
  const lists = await Promise.all([
    ...countries.map(async (stat) => ({ param: `country=${encodeURIComponent(codeOf(stat))}`, relays: await countryRelays(request, "testnet", stat.country) })),
    ...providers.map(async (stat) => ({ param: new URLSearchParams({ provider: stat.provider }).toString(), relays: await providerRelays(request, "testnet", stat.provider) })),
  ]);
  const longest = lists.reduce((a, b) => (b.relays.length > a.relays.length ? b : a));
  expect(longest.relays.length, "a testnet list longer than a dialog page").toBeGreaterThan(CARDS_PER_PAGE);
  const last = Math.ceil(longest.relays.length / CARDS_PER_PAGE);

  await page.goto(`/testnet/analytics?${longest.param}`);
  const dialog = page.getByTestId("relay-dialog");
  await expectRelayCards(dialog, longest.relays, "testnet", 1);
  const pager = dialog.getByRole("navigation", { name: "Relay node pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`/testnet/analytics?${longest.param}&relayPage=2`);
  await expectRelayCards(dialog, longest.relays, "testnet", 2);
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`/testnet/analytics?${longest.param}`);
  await expectRelayCards(dialog, longest.relays, "testnet", 1);

  await page.goto(`/testnet/analytics?${longest.param}&relayPage=${last + 5}`);
  await expectRelayCards(dialog, longest.relays, "testnet", last);
  await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
});

/** Chain text that tries something: markup, direction or invisible characters, look-alike letters. */
const hostile = (text: string | null) => text !== null && /[<>\p{Cf}]|[^\x00-\x7f]/u.test(text);

for (const network of ["mainnet", "testnet"] as const) {
  test(`hostile ${network} tickers and provider names stay text in the tables and the dialog`, async ({ page, request }) => {
    const { countries, providers } = await figures(request, network);
    // The first country whose relays carry hostile text (the demo chain has them on purpose).
    let found: { stat: GeographicStat; relays: RelayNode[] } | null = null;
    for (const stat of countries) {
      const relays = await countryRelays(request, network, stat.country);
      if (relays.some((relay) => hostile(relay.ticker) || hostile(relay.isp))) {
        found = { stat, relays };
        break;
      }
    }
    expect(found, "a country with hostile relay text").not.toBeNull();
    // The dialog page that holds the first hostile relay.
    const index = found!.relays.findIndex((relay) => hostile(relay.ticker) || hostile(relay.isp));
    const relayPage = Math.floor(index / CARDS_PER_PAGE) + 1;
    await page.goto(`/${network}/analytics?country=${codeOf(found!.stat)}${relayPage > 1 ? `&relayPage=${relayPage}` : ""}`);
    await expectRelayCards(page.getByTestId("relay-dialog"), found!.relays, network, relayPage);
    const names = (await rows(page, "Provider Details").locator("td:first-child").allTextContents());
    expect(names).toEqual(providers.map((provider) => provider.provider));
    expect(await page.locator("main script, main img, main iframe, main [onerror], main [onload], dialog script").count()).toBe(0);
  });
}

test.describe("hostile and malformed dialog parameters", () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("a provider name from the URL is shown as text; a malformed country is a 400 that says why", async ({ page }) => {
    const hostile = `<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>\u202Eevil`;
    await page.goto(`/analytics?${new URLSearchParams({ provider: hostile })}`);
    const dialog = page.getByTestId("relay-dialog");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(`Relay Nodes hosted by ${hostile}`);
    await expect(dialog.getByTestId("relay-dialog-empty")).toHaveText("No relay nodes found");
    expect(await page.locator("main img, main script, dialog img, dialog script").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const response = await page.goto("/analytics?country=%3Cscript%3E");
    expect(response?.status()).toBe(400);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Invalid Request");
    await expect(error).toContainText("country must be a two-letter ISO 3166 code or Unknown.");
  });
});
