import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { bech32 } from "bech32";
import { waitForHydration } from "./support/shell";
import { expect, STATUS_400_OR_404, test } from "./support/test";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import { SEARCH_DEBOUNCE_MS } from "../../app/lib/search/search";

// The global search of spec §2 (Header: global search), §4 (Search dropdown),
// §5 and §9. Without JavaScript (untagged, the no-js project) the header is a
// GET form to the /search results page: that is where each kind of input is
// resolved (the dropdown asks the same search through the JSON route and links
// with the same hrefs). With JavaScript (@js-only) the combobox dropdown: what
// the script adds. Every id comes from the running chain's own JSON API. The
// entity pages are other screens: these tests check where a result leads, not
// what the page there shows. Inputs the results page refuses before any query
// are in app/routes/search-analytics-inputs.test.ts.

type Network = "mainnet" | "testnet";
type ChainIds = {
  height: number;
  epoch: number;
  blockHash: string;
  txHash: string;
  address: string;
  stakeAddress: string;
  poolId: string;
  poolTicker: string;
  poolName: string;
};

// Target pages of later screens (addresses, pools, epochs) do not exist yet (404), and
// the too-short query answers 400: both are expected statuses, not noise.
// (A bare array of two would read as [value, fixture options]: hence the tuple.)
test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

const SEARCH_ROUTE = /\/api\/networks\/[a-z]+\/search/;

const cache = new Map<Network, Promise<ChainIds>>();

function chainIds(request: APIRequestContext, network: Network): Promise<ChainIds> {
  let ids = cache.get(network);
  if (!ids) {
    ids = readChainIds(request, network);
    cache.set(network, ids);
  }
  return ids;
}

async function readChainIds(request: APIRequestContext, network: Network): Promise<ChainIds> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api/networks/${network}${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  type Block = { height: number; hash: string; poolId: string | null; poolTicker: string | null; poolName: string | null };
  type Tx = { hash: string; txType: string };
  type TxDetail = { outputs: Array<{ address: string }>; withdrawals: Array<{ stakeAddress: string }> };
  const blocks = await get<Block[]>("/blocks?limit=100");
  // A height past every epoch number, so the number names one block only.
  const block = blocks.find((b) => b.height >= 1000 && b.poolTicker && /^[A-Z]+$/.test(b.poolTicker) && b.poolName);
  if (!block) throw new Error("no block with a plainly named pool in the newest 100");
  const txs = await get<Tx[]>("/transactions?limit=100");
  const payment = await get<TxDetail>(`/transactions/${txs[0]!.hash}`);
  const withdrawal = txs.find((tx) => tx.txType === "withdrawal");
  if (!withdrawal) throw new Error("no withdrawal among the newest 100 transactions");
  const withdrawn = await get<TxDetail>(`/transactions/${withdrawal.hash}`);
  const { epochNumber } = await get<{ epochNumber: number }>("/epochs/current");
  return {
    height: block.height,
    epoch: epochNumber,
    blockHash: block.hash,
    txHash: txs[0]!.hash,
    address: payment.outputs[0]!.address,
    stakeAddress: withdrawn.withdrawals[0]!.stakeAddress,
    poolId: block.poolId!,
    poolTicker: block.poolTicker!,
    poolName: block.poolName!,
  };
}

/** The pool id's 28 bytes in hex, decoded here from its bech32 form. */
function poolHex(poolId: string): string {
  return Buffer.from(bech32.fromWords(bech32.decode(poolId, 1023).words)).toString("hex");
}

function searchBox(page: Page): Locator {
  // A searchbox without JavaScript, a combobox with it: the label names both.
  return page.getByLabel("Search", { exact: true });
}

const JS_ONLY = { tag: "@js-only" };

function dropdown(page: Page): Locator {
  return page.getByTestId("search-dropdown");
}

function option(page: Page, href: string): Locator {
  return page.getByRole("listbox", { name: "Search results" }).locator(`[role="option"][href="${href}"]`);
}

/** The page with its scripts running (the dropdown works from here). */
async function openHydrated(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
}

/** Chooses the dropdown's result at `href`: it opens, and (spec §2) choosing clears and closes the box. */
async function chooseFromDropdown(page: Page, query: string, href: string) {
  const box = searchBox(page);
  await box.fill(query);
  await expect(option(page, href)).toBeVisible();
  await option(page, href).click();
  await expect(page).toHaveURL(href);
  await expect(box).toHaveValue("");
  await expect(dropdown(page)).toBeHidden();
}

/**
 * Searches from the header's form (no JavaScript) and opens the result at
 * `href`: through the results page, or straight there when the query names
 * one thing exactly.
 */
async function searchAndOpen(page: Page, query: string, href: string, exact: boolean) {
  const box = searchBox(page);
  await box.fill(query);
  await box.press("Enter");
  if (exact) {
    await expect(page).toHaveURL(href);
    return;
  }
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: query }).toString()}`);
  const link = page.getByTestId("search-results").locator(`a[href="${href}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(href);
}

test.describe("each kind of input finds its target", () => {
  const kinds: Array<{ name: string; query: (ids: ChainIds) => string; href: (ids: ChainIds) => string; exact: boolean }> = [
    { name: "block height", query: (ids) => String(ids.height), href: (ids) => `/blocks/${ids.height}`, exact: true },
    { name: "epoch number", query: (ids) => `Epoch ${ids.epoch}`, href: (ids) => `/epochs/${ids.epoch}`, exact: true },
    { name: "block hash", query: (ids) => ids.blockHash, href: (ids) => `/blocks/${ids.blockHash}`, exact: true },
    { name: "transaction hash", query: (ids) => ids.txHash.toUpperCase(), href: (ids) => `/transactions/${ids.txHash}`, exact: true },
    { name: "hex prefix of 8+ characters", query: (ids) => ids.txHash.slice(0, 10), href: (ids) => `/transactions/${ids.txHash}`, exact: false },
    { name: "payment address", query: (ids) => ids.address, href: (ids) => `/addresses/${ids.address}`, exact: true },
    { name: "stake address", query: (ids) => ids.stakeAddress, href: (ids) => `/addresses/${ids.stakeAddress}`, exact: true },
    { name: "pool id (bech32)", query: (ids) => ids.poolId, href: (ids) => `/stakepools/${ids.poolId}`, exact: true },
    { name: "pool id (hex)", query: (ids) => poolHex(ids.poolId), href: (ids) => `/stakepools/${ids.poolId}`, exact: true },
    { name: "pool ticker", query: (ids) => ids.poolTicker.toLowerCase(), href: (ids) => `/stakepools/${ids.poolId}`, exact: false },
    { name: "pool name, any case", query: (ids) => ids.poolName.toUpperCase(), href: (ids) => `/stakepools/${ids.poolId}`, exact: false },
  ];

  for (const kind of kinds) {
    test(kind.name, async ({ page, request }) => {
      const ids = await chainIds(request, "mainnet");
      await page.goto("/");
      await searchAndOpen(page, kind.query(ids), kind.href(ids), kind.exact);
    });
  }

  test("the exact ticker comes first", async ({ page, request }) => {
    const ids = await chainIds(request, "mainnet");
    await page.goto(`/search?q=${ids.poolTicker.toLowerCase()}`);
    await expect(page.getByTestId("search-results").getByRole("link").first()).toHaveAttribute(
      "href",
      `/stakepools/${ids.poolId}`,
    );
  });

  test("choosing a result in the dropdown opens it, and clears and closes the box", JS_ONLY, async ({ page, request }) => {
    const ids = await chainIds(request, "mainnet");
    await openHydrated(page);
    await chooseFromDropdown(page, ids.poolTicker.toLowerCase(), `/stakepools/${ids.poolId}`);
  });

  // Issue 41: Enter on a height whose block the dropdown shows went there through the
  // results page's redirect, leaving the height in the box.
  test("choosing a block height's result, by click or by Enter, clears and closes the box", JS_ONLY, async ({ page, request }) => {
    // Three hydrated page loads and their navigations: beyond 30 s on a loaded machine.
    test.slow();
    const ids = await chainIds(request, "mainnet");
    const href = `/blocks/${ids.height}`;
    await openHydrated(page);
    await chooseFromDropdown(page, String(ids.height), href);
    for (const query of [String(ids.height), `#${ids.height.toLocaleString("en-US")}`]) {
      await openHydrated(page);
      const box = searchBox(page);
      await box.fill(query);
      await expect(option(page, href)).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL(href);
      await expect(box, query).toHaveValue("");
      await expect(dropdown(page)).toBeHidden();
    }
  });

  test("Enter on a height before the dropdown's answer lands on the block with the box cleared", JS_ONLY, async ({ page, request }) => {
    const ids = await chainIds(request, "mainnet");
    const href = `/blocks/${ids.height}`;
    // The results page redirects the exact match to the block.
    await openHydrated(page);
    await page.route(SEARCH_ROUTE, () => undefined);
    await searchBox(page).fill(String(ids.height));
    await expect(dropdown(page)).toHaveText("Searching...");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(href);
    await expect(searchBox(page)).toHaveValue("");
  });
});

test.describe("networks", () => {
  test("with the testnet cookie, the search runs on testnet", async ({ page, request, context, baseURL }) => {
    const [mainnet, testnet] = await Promise.all([chainIds(request, "mainnet"), chainIds(request, "testnet")]);
    await context.addCookies([{ name: "network", value: "testnet", url: baseURL! }]);
    await page.goto("/");
    await searchAndOpen(page, testnet.txHash, `/transactions/${testnet.txHash}`, true);
    // A mainnet hash is nowhere on testnet: the page says where it is, one click there (issue 41).
    await page.goto("/");
    await searchBox(page).fill(mainnet.blockHash);
    await searchBox(page).press("Enter");
    await expect(page.getByTestId("search-other-network")).toHaveText("Nothing on Testnet has this id; it is on Mainnet.");
    const there = page.getByTestId("search-results").getByRole("link");
    await expect(there).toHaveCount(1);
    await expect(there).toHaveAttribute("href", `/blocks/${mainnet.blockHash}?network=mainnet`);
    await expect(there).toContainText("Open on mainnet");
  });

  test("a network chosen in the URL carries on to the result", async ({ page, request }) => {
    const testnet = await chainIds(request, "testnet");
    await page.goto("/?network=testnet");
    await searchAndOpen(page, testnet.blockHash, `/blocks/${testnet.blockHash}?network=testnet`, true);
  });

  test("the dropdown searches the cookie's network", JS_ONLY, async ({ page, request, context, baseURL }) => {
    const [mainnet, testnet] = await Promise.all([chainIds(request, "mainnet"), chainIds(request, "testnet")]);
    await context.addCookies([{ name: "network", value: "testnet", url: baseURL! }]);
    await openHydrated(page);
    await chooseFromDropdown(page, testnet.txHash, `/transactions/${testnet.txHash}`);
    // A mainnet hash is nowhere on testnet: its result says so (issue 41).
    await openHydrated(page);
    await searchBox(page).fill(mainnet.blockHash);
    await expect(option(page, `/blocks/${mainnet.blockHash}?network=mainnet`)).toContainText("Open on mainnet");
  });

  // Issue 41; which ids look at the other network, and the results page: app/routes/search-networks.test.tsx.
  test("the dropdown says a hash is on the other network, and opens it there", JS_ONLY, async ({ page, request }) => {
    const [mainnet, testnet] = await Promise.all([chainIds(request, "mainnet"), chainIds(request, "testnet")]);
    expect(testnet.txHash, "the networks' chains differ").not.toBe(mainnet.txHash);
    await openHydrated(page);
    const href = `/transactions/${testnet.txHash}?network=testnet`;
    await searchBox(page).fill(testnet.txHash);
    await expect(option(page, href)).toContainText("On Testnet");
    await expect(option(page, href)).toContainText("Open on testnet");
    await option(page, href).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Transaction");
    await expect(searchBox(page)).toHaveValue("");
  });

  test("the dropdown's results keep a network chosen in the URL", JS_ONLY, async ({ page, request }) => {
    const testnet = await chainIds(request, "testnet");
    await openHydrated(page, "/?network=testnet");
    await chooseFromDropdown(page, testnet.blockHash, `/blocks/${testnet.blockHash}?network=testnet`);
  });
});

test.describe("results page (/search)", () => {
  test("the header search has a submit button the keyboard reaches: it shows when focused and opens the results page", async ({ page }) => {
    await page.goto("/blocks");
    const submit = page.getByRole("search").getByRole("button", { name: "Search" });
    await expect(submit).toHaveCount(1);
    await searchBox(page).fill("pool");
    await searchBox(page).press("Tab");
    await expect(submit).toBeFocused();
    // Focused, it is a control a sighted keyboard user can see, not a 1 px box.
    const box = (await submit.boundingBox())!;
    expect(box.width).toBeGreaterThan(24);
    expect(box.height).toBeGreaterThan(16);
    await submit.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=pool$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  });

  test("lists several results with their type, each linked, naming the network", async ({ page }) => {
    await page.goto("/search?q=pool");
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    await expect(page.locator("main").getByTestId("network-badge")).toHaveText("Mainnet");
    const links = page.getByTestId("search-results").getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^\/stakepools\/pool1[a-z0-9]+$/);
      await expect(link).toContainText("Stake Pool");
    }
    await expect(searchBox(page)).toHaveValue("pool");
  });

  test("says 'No results found'", async ({ page }) => {
    const response = await page.goto("/search?q=zzzqqq");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("search-empty")).toHaveText("No results found");
  });

  test("explains the 3-character minimum, with a 400", async ({ page }) => {
    const response = await page.goto("/search?q=ab");
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("search-too-short")).toContainText("at least 3 characters");
  });

  test("an exact match answers 302 to its page; a prefix lists", async ({ request }) => {
    const ids = await chainIds(request, "mainnet");
    const exact = await request.get(`/search?q=${ids.blockHash}`, { maxRedirects: 0 });
    expect(exact.status()).toBe(302);
    expect(exact.headers()["location"]).toBe(`/blocks/${ids.blockHash}`);
    const height = await request.get(`/search?q=${ids.height}`, { maxRedirects: 0 });
    expect(height.headers()["location"]).toBe(`/blocks/${ids.height}`);
    const prefix = await request.get(`/search?q=${ids.blockHash.slice(0, 12)}`, { maxRedirects: 0 });
    expect(prefix.status()).toBe(200);
  });

  test("a valid address with no activity says so, instead of redirecting", async ({ page }) => {
    const unused = bech32.encode("addr", bech32.toWords(new Uint8Array(57).fill(0x61)), 1023);
    const response = await page.goto(`/search?q=${unused}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("search-unused-address")).toHaveText(
      "This address is valid, but it has no activity on Mainnet.",
    );
    await expect(page.getByTestId("search-results")).toContainText("no activity on this network");
  });

  test("hostile pool names are inert text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/search?q=xss");
    const results = page.getByTestId("search-results");
    await expect(results).toContainText("<script>alert(1)</script>");
    await expect(results.locator("script, img, iframe")).toHaveCount(0);
    await page.goto("/search?q=url");
    await expect(results).toContainText("Data <b>URL</b> Pool");
    await expect(results.locator("b")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  // "rim" is Latin in both the house pool's "Prime" and its Cyrillic imitation "Рrimе".
  const house = `/stakepools/${DEMO_HOUSE_POOL_ID}`;

  test("a look-alike pool carries its warning and its pool id", async ({ page }) => {
    await page.goto("/search?q=rim");
    const results = page.getByTestId("search-results");
    const genuine = results.locator(`a[href="${house}"]`);
    const imitation = results.locator(`a[href^="/stakepools/"]:not([href="${house}"])`);
    await expect(genuine).toContainText(DEMO_HOUSE_POOL_ID);
    await expect(genuine.getByTestId("look-alike-warning")).toHaveCount(0);
    await expect(imitation.getByTestId("look-alike-warning")).toContainText("Look-alike");
    const imitationId = (await imitation.getAttribute("href"))!.replace("/stakepools/", "");
    await expect(imitation).toContainText(imitationId);
  });

  test("the dropdown shows the look-alike warning too", JS_ONLY, async ({ page }) => {
    await openHydrated(page);
    await searchBox(page).fill("rim");
    const imitation = page.getByRole("listbox", { name: "Search results" }).locator(`[role="option"][href^="/stakepools/"]:not([href="${house}"])`);
    await expect(imitation.getByTestId("look-alike-warning")).toBeVisible();
    await expect(option(page, house).getByTestId("look-alike-warning")).toHaveCount(0);
  });
});

test("without JavaScript the header's search is a plain GET form: no combobox, no dropdown", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("combobox")).toHaveCount(0);
  await expect(page.locator("form[role='search'][action='/search'] input[name='q']")).toBeVisible();
});

test.describe("dropdown", JS_ONLY, () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page);
  });

  test("2 characters send no request; the third does, once typing pauses", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (SEARCH_ROUTE.test(request.url())) searches.push(request.url());
    });
    const box = searchBox(page);
    await box.pressSequentially("or", { delay: 50 });
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
    await expect(dropdown(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    const typing = Date.now();
    await box.pressSequentially("bit");
    const typedInMs = Date.now() - typing;
    await expect(page.getByRole("option").first()).toBeVisible();
    const queries = searches.map((url) => new URL(url).searchParams.get("q"));
    expect(queries.at(-1)).toBe("orbit");
    expect(queries.every((q) => (q ?? "").length >= 3)).toBe(true);
    // Debounced: typed faster than the pause, one request for 'orbit' and none for 'orb'
    // or 'orbi' in between. (On an overloaded machine keystrokes can arrive further
    // apart than the pause; then a request between them is what debouncing means.)
    if (typedInMs < SEARCH_DEBOUNCE_MS) expect(queries).toEqual(["orbit"]);
  });

  test("shows 'Searching...' while loading, then 'No results found'", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEARCH_ROUTE, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill("zzzqqq");
    await expect(dropdown(page)).toHaveText("Searching...");
    release();
    await expect(dropdown(page)).toHaveText("No results found");
  });

  test("each result shows its title, subtitle and type", async ({ page, request }) => {
    const ids = await chainIds(request, "mainnet");
    await searchBox(page).fill(ids.poolId);
    const result = option(page, `/stakepools/${ids.poolId}`);
    await expect(result).toContainText(`[${ids.poolTicker}] ${ids.poolName}`);
    await expect(result).toContainText(ids.poolId);
    await expect(result).toContainText("Stake Pool");
  });

  test("an old answer never replaces a newer one", async ({ page }) => {
    // The answer for 'pool' is held back until after the answer for the newer text.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEARCH_ROUTE, async (route) => {
      if (new URL(route.request().url()).searchParams.get("q") === "pool") await held;
      await route.continue().catch(() => undefined);
    });
    const box = searchBox(page);
    const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get("q") === "pool");
    await box.fill("pool");
    await asked;
    await box.fill("zzzqqq");
    await expect(dropdown(page)).toHaveText("No results found");
    release();
    await page.waitForTimeout(800);
    await expect(dropdown(page)).toHaveText("No results found");
    await expect(page.getByRole("option")).toHaveCount(0);
  });

  test("arrow keys move the highlight, Enter opens it, Escape closes", async ({ page }) => {
    const box = searchBox(page);
    await box.fill("pool");
    const options = page.getByRole("option");
    await expect(options.nth(1)).toBeVisible();
    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await box.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");

    await box.press("Escape");
    await expect(dropdown(page)).toBeHidden();
    await expect(box).toHaveValue("pool");
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.press("ArrowDown");
    await expect(dropdown(page)).toBeVisible();
    await box.press("ArrowDown");
    const href = (await options.nth(0).getAttribute("href"))!;
    await box.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(box).toHaveValue("");
  });

  test("Enter with nothing highlighted opens the results page", async ({ page }) => {
    const box = searchBox(page);
    await box.fill("pool");
    await expect(page.getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=pool");
    await expect(page.getByTestId("search-results")).toBeVisible();
    await expect(dropdown(page)).toBeHidden();
  });

  test("'/' outside a text field focuses the box", async ({ page }) => {
    const box = searchBox(page);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(box).not.toBeFocused();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    // In the box, '/' is just a character.
    await page.keyboard.type("a/b");
    await expect(box).toHaveValue("a/b");
  });

  test("closes 200 ms after blur and reopens on focus with the same answer", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (SEARCH_ROUTE.test(request.url())) searches.push(request.url());
    });
    const box = searchBox(page);
    await box.fill("pool");
    await expect(page.getByRole("option").first()).toBeVisible();
    const closedAfter = await page.evaluate(async () => {
      const input = document.getElementById("global-search")!;
      const start = performance.now();
      input.blur();
      const openRightAfterBlur = document.querySelector("[data-testid='search-dropdown']") !== null;
      await new Promise<void>((resolve) => {
        const check = () => (document.querySelector("[data-testid='search-dropdown']") ? requestAnimationFrame(check) : resolve());
        check();
      });
      return { openRightAfterBlur, ms: performance.now() - start };
    });
    expect(closedAfter.openRightAfterBlur).toBe(true);
    expect(closedAfter.ms).toBeGreaterThanOrEqual(190);
    expect(closedAfter.ms).toBeLessThan(1000);

    await box.focus();
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(searches).toHaveLength(1);

    // Too short on focus: it stays closed.
    await box.fill("po");
    await box.blur();
    await box.focus();
    await expect(dropdown(page)).toBeHidden();
  });

  test("hostile pool names are inert text in the dropdown", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await searchBox(page).fill("xss");
    await expect(dropdown(page)).toContainText("<script>alert(1)</script>");
    await searchBox(page).fill("url");
    await expect(dropdown(page)).toContainText("Data <b>URL</b> Pool");
    await expect(dropdown(page).locator("script, b, img, iframe")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
