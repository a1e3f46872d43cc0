import type { APIRequestContext, Page } from "@playwright/test";
import { bech32 } from "bech32";
import type {
  Address,
  AddressTransactionsPage,
  AddressUtxo,
  PaymentAddressEntry,
  RecentAddressActivity,
  StakeDelegation,
  StakeReward,
} from "../../app/lib/domain";
import { PORTS } from "../../playwright.config";
import { gotoWithSavedNetwork, networkBadge, waitForHydration } from "./support/shell";
import { expect, STATUS_400_OR_404, STATUS_503, test } from "./support/test";
import { amountText, COIN, DFM, feeText, grouped, type Network } from "./support/expected-text";

// The address search and address detail screens (spec §2, §3, §4, §8, §9),
// checked against the app's own JSON API on the demo chain. Server-rendered
// content is checked once, without JavaScript (the no-js project); what needs a
// script (the form's client-side submit, toasts, copy) with it (@js-only, the
// desktop project). screens.spec.ts runs axe on these templates; the inputs'
// 404s and 400s are app/routes/pool-address-pages-inputs.test.ts's, here one of each.

const origin = `http://127.0.0.1:${PORTS.app}`;
const JS_ONLY = { tag: "@js-only" };
const LABEL: Record<Network, string> = { mainnet: "Mainnet", testnet: "Testnet" };

// ---------------------------------------------------------------------------
// Expected texts, from the spec's rules
// ---------------------------------------------------------------------------



/** The net change for the address: '+' when received. */
const netText = (dfm: string, network: Network) => `${BigInt(dfm) < 0n ? "" : "+"}${amountText(dfm, network)}`;


/** The rewards CSV names a stake address by the 8 characters after its 'stake1' / 'stake_test1' prefix. */
const afterPrefix = (stake: string) => stake.replace(/^stake(?:_test)?1/, "").slice(0, 8);

/** What the Rewards History's Type column says of db-sync's reward types. */
const REWARD_TYPES: Record<string, string> = { leader: "Leader", member: "Member", reserves: "Reserves", treasury: "Treasury", refund: "Deposit Refund", proposal_refund: "Proposal Refund" };

/** spec §9: USD with an amount, 4 decimals: reward (DFM) × price, half-up. */
function usdText(rewardDfm: string, price: string): string {
  const [whole, fraction = ""] = price.split(".");
  const priceUnits = BigInt(whole! + fraction);
  const divisor = DFM * 10n ** BigInt(fraction.length);
  const units = (BigInt(rewardDfm) * priceUnits * 10_000n * 2n + divisor) / (divisor * 2n);
  return `$${grouped(units / 10_000n)}.${(units % 10_000n).toString().padStart(4, "0")}`;
}

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
const block = (height: number) => `#${height.toLocaleString("en-US")}`;
const visible = (text: string) => text.replace(/\p{Cf}/gu, "");
const short = (id: string, n = 16) => (id.length > n ? `${id.slice(0, n)}...` : id);

// ---------------------------------------------------------------------------
// The JSON API
// ---------------------------------------------------------------------------

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const api = (network: Network, path: string) => `/api/networks/${network}/${path}`;
const getAddress = (request: APIRequestContext, network: Network, address: string) =>
  getJson<Address>(request, api(network, `addresses/${address}`));
const listTxs = (request: APIRequestContext, network: Network, address: string, offset = 0, limit = 20) =>
  getJson<AddressTransactionsPage>(request, api(network, `addresses/${address}/transactions?limit=${limit}&offset=${offset}`));

type Facts = { busiest: Address; staked: Address; stake: Address; quietest: Address };
const facts = new Map<Network, Promise<Facts>>();

/**
 * The addresses this spec looks at, found through the API: the busiest payment
 * address among the newest transactions' addresses (the exchange), the stake
 * address of the busiest staked one, and the least busy of them (the demo
 * test chain has no one-transaction address among them: the fewest is ~8).
 */
function chainFacts(request: APIRequestContext, network: Network): Promise<Facts> {
  if (!facts.has(network)) {
    facts.set(
      network,
      (async () => {
        const activity = await getJson<RecentAddressActivity[]>(request, api(network, "address-activity?limit=100"));
        const unique = [...new Set(activity.filter((a) => a.addressType === "payment").map((a) => a.address))];
        // Ten at a time: a hundred at once queue on the embedded database's one connection,
        // past the statement time limit (a 503) on a loaded machine; these are the test's facts, not its load.
        const addresses: Array<Awaited<ReturnType<typeof getAddress>>> = [];
        for (let i = 0; i < unique.length; i += 10) {
          addresses.push(...(await Promise.all(unique.slice(i, i + 10).map((a) => getAddress(request, network, a)))));
        }
        const byCount = [...addresses].sort((a, b) => b.txCount - a.txCount);
        const staked = byCount.find((a) => a.stakeAddress !== null)!;
        const stake = await getAddress(request, network, staked.stakeAddress!);
        return { busiest: byCount[0]!, staked, stake, quietest: byCount.at(-1)! };
      })(),
    );
  }
  return facts.get(network)!;
}

// ---------------------------------------------------------------------------
// Page parts
// ---------------------------------------------------------------------------

type CellView = { text: string; hrefs: string[] };

function readRows(page: Page, tableName: string): Promise<CellView[][]> {
  return page
    .getByRole("table", { name: tableName, exact: true })
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...(tr as HTMLTableRowElement).cells].map((td) => ({
          text: (td.textContent ?? "").replace(/\s+/g, " ").trim(),
          hrefs: [...td.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
        })),
      ),
    );
}

const field = (page: Page, testId: string) => page.getByTestId(testId).locator("dd");
const pager = (page: Page, name: string) => page.getByRole("navigation", { name });

function historyRows(txs: AddressTransactionsPage["transactions"], network: Network): CellView[][] {
  return txs.map((tx) => [
    { text: tx.type === "received" ? "Received" : "Sent", hrefs: [] },
    { text: short(tx.hash), hrefs: [`/transactions/${tx.hash}`] },
    { text: utc(tx.timestamp), hrefs: [] },
    { text: netText(tx.netAmount, network), hrefs: [] },
    { text: feeText(tx.fee, 3, network), hrefs: [] },
    // The genesis distribution's block has no height: 'Genesis', never block #0.
    tx.blockHeight === null ? { text: "Genesis", hrefs: [] } : { text: block(tx.blockHeight), hrefs: [`/blocks/${tx.blockHeight}`] },
  ]);
}

async function expectFigures(page: Page, address: Address, network: Network) {
  await expect(networkBadge(page)).toHaveText(LABEL[network]);
  await expect(page.getByTestId("address-value")).toHaveText(address.address);
  await expect(page.getByTestId("address-balance")).toHaveText(amountText(address.balance, network));
  await expect(page.getByTestId("address-received")).toHaveText(amountText(address.totalReceived, network));
  await expect(page.getByTestId("address-sent")).toHaveText(amountText(address.totalSent, network));
  await expect(field(page, "address-tx-count")).toHaveText(address.txCount.toLocaleString("en-US"));
  for (const [testId, height] of [
    ["address-first-seen", address.firstSeenBlock],
    ["address-last-activity", address.lastActivityBlock],
  ] as const) {
    if (height === null) await expect(field(page, testId)).toHaveText(address.txCount > 0 ? "Genesis" : "N/A");
    else await expect(field(page, testId).getByRole("link")).toHaveAttribute("href", `/blocks/${height}`);
  }
}

// ---------------------------------------------------------------------------
// Address search (/addresses)
// ---------------------------------------------------------------------------

test.describe("address search", () => {
  test("the box, its hint and the recent activity of the newest transactions", async ({ page, request }) => {
    const activity = await getJson<RecentAddressActivity[]>(request, api("mainnet", "address-activity?limit=10"));
    await page.goto("/addresses");
    await expect(page.getByPlaceholder("Enter address (addr1... or stake1...)")).toBeVisible();
    // The page's own button (the header's search has one too, shown on focus).
    await expect(page.getByRole("main").getByRole("button", { name: "Search" })).toBeVisible();
    await expect(page.getByTestId("address-search-help")).toHaveText(
      "Payment addresses start with addr1 and stake addresses start with stake1.",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Recent Address Activity" })).toBeVisible();
    const items = page.getByTestId("recent-address");
    await expect(items).toHaveCount(activity.length);
    for (const [i, item] of activity.entries()) {
      await expect(items.nth(i).getByRole("link").first()).toHaveAttribute("href", `/addresses/${item.address}`);
      await expect(items.nth(i).getByRole("link", { name: short(item.txHash) })).toHaveAttribute("href", `/transactions/${item.txHash}`);
    }
  });

  // The form is a GET: without a script Enter submits it and the server's 302 (its
  // Location: pool-address-pages-inputs.test.ts) leads on; ?network= travels with it.
  async function submitWithEnter(page: Page, address: string) {
    // The placeholder names the page's network's prefixes: the box by its test id.
    const box = page.getByTestId("address-search-input");
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/addresses(\?network=testnet)?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Address Search" })).toBeVisible();
    await box.fill(`  ${address}  `);
    await box.press("Enter");
  }

  test("submits with Enter: trimmed, to the address page; an empty value comes back to the search", async ({ page, request }) => {
    const { staked } = await chainFacts(request, "testnet");
    await page.goto("/addresses?network=testnet");
    await submitWithEnter(page, staked.address);
    await expect(page).toHaveURL(`/addresses/${staked.address}?network=testnet`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Address" })).toBeVisible();
    await expect(networkBadge(page)).toHaveText("Testnet");
  });

  test("with JavaScript the form navigates in place: an empty value is ignored, a trimmed address opens its page", JS_ONLY, async ({ page, request }) => {
    const { busiest } = await chainFacts(request, "mainnet");
    await page.goto("/addresses");
    await waitForHydration(page);
    await submitWithEnter(page, busiest.address);
    await expect(page).toHaveURL(`/addresses/${busiest.address}`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Address" })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------
// Payment address
// ---------------------------------------------------------------------------

test.describe("payment address", () => {
  test("the busiest address (the exchange): figures, unspent outputs and history as the API gives them", async ({ page, request }) => {
    const { busiest } = await chainFacts(request, "mainnet");
    const [utxos, history] = await Promise.all([
      getJson<AddressUtxo[]>(request, api("mainnet", `addresses/${busiest.address}/utxos?limit=20&offset=0`)),
      listTxs(request, "mainnet", busiest.address),
    ]);
    await page.goto(`/addresses/${busiest.address}`);
    await expect(page).toHaveTitle(/^Payment Address/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Address" })).toBeVisible();
    await expectFigures(page, busiest, "mainnet");
    await expect(field(page, "address-type")).toHaveText("Payment address");
    expect(await readRows(page, "Unspent Outputs")).toEqual(
      utxos.map((u) => [
        { text: `#${u.outputIndex}`, hrefs: [] },
        { text: `${short(u.txId)}#${u.outputIndex}`, hrefs: [`/transactions/${u.txId}#output-${u.outputIndex}`] },
        u.blockHeight === null ? { text: "Genesis", hrefs: [] } : { text: block(u.blockHeight), hrefs: [`/blocks/${u.blockHeight}`] },
        { text: utc(u.timestamp), hrefs: [] },
        { text: amountText(u.amount, "mainnet"), hrefs: [] },
      ]),
    );
    expect(await readRows(page, "Transaction History")).toEqual(historyRows(history.transactions, "mainnet"));
    await expect(page.getByTestId("history-export")).toHaveAttribute(
      "href",
      `/addresses/${busiest.address}/transactions.csv?network=mainnet`,
    );
    // The unspent output's link lands on that output of its transaction.
    const first = utxos[0]!;
    await page.goto(`/transactions/${first.txId}#output-${first.outputIndex}`);
    await expect(page.locator(`#output-${first.outputIndex}`)).toContainText(amountText(first.amount, "mainnet"));
  });

  test("history and unspent outputs page on their own parameters", async ({ page, request }) => {
    const { busiest } = await chainFacts(request, "mainnet");
    const [second, utxos] = await Promise.all([
      listTxs(request, "mainnet", busiest.address, 20),
      getJson<AddressUtxo[]>(request, api("mainnet", `addresses/${busiest.address}/utxos?limit=20&offset=20`)),
    ]);
    await page.goto(`/addresses/${busiest.address}`);
    await pager(page, "Transaction History pages").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/addresses/${busiest.address}?page=2`);
    await expect(pager(page, "Transaction History pages")).toContainText("Page 2");
    expect(await readRows(page, "Transaction History")).toEqual(historyRows(second.transactions, "mainnet"));
    await page.goto(`/addresses/${busiest.address}?page=2&utxoPage=2`);
    await expect(pager(page, "Unspent Outputs pages")).toContainText("Page 2");
    const rows = page.getByRole("table", { name: "Unspent Outputs", exact: true }).locator("tbody tr");
    // An empty page 2 is past the end of a list with rows (the spec's empty text is for an empty list).
    if (utxos.length === 0) await expect(page.getByRole("region", { name: "Unspent Outputs" }).getByTestId("past-end")).toContainText("Page 2 is past the end of this list.");
    else await expect(rows).toHaveCount(utxos.length);
    expect(await readRows(page, "Transaction History")).toEqual(historyRows(second.transactions, "mainnet"));
  });

  test("the least busy address on testnet, in tAP3X, with its stake address linked", async ({ page, request }) => {
    const { quietest: address } = await chainFacts(request, "testnet");
    const history = await listTxs(request, "testnet", address.address);
    await gotoWithSavedNetwork(page, "testnet", `/addresses/${address.address}`);
    await expectFigures(page, address, "testnet");
    expect(await readRows(page, "Transaction History")).toEqual(historyRows(history.transactions, "testnet"));
    if (address.stakeAddress) {
      await expect(field(page, "address-stake-address").getByRole("link")).toHaveAttribute("href", `/addresses/${address.stakeAddress}`);
    }
  });
});

// ---------------------------------------------------------------------------
// Stake address
// ---------------------------------------------------------------------------

async function expectStakePage(page: Page, request: APIRequestContext, network: Network) {
  const { stake } = await chainFacts(request, network);
  const at = (path: string) => api(network, `addresses/${stake.address}/${path}`);
  const [delegations, payments, history, rewards] = await Promise.all([
    getJson<StakeDelegation[]>(request, at("delegations?limit=10&offset=0")),
    getJson<PaymentAddressEntry[]>(request, at("payment-addresses?limit=10&offset=0")),
    listTxs(request, network, stake.address),
    getJson<StakeReward[]>(request, at("rewards")),
  ]);
  await gotoWithSavedNetwork(page, network, `/addresses/${stake.address}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stake Address" })).toBeVisible();
  await expectFigures(page, stake, network);
  // Pool names are anyone's text (the demo chain registers 'Data <b>URL</b> Pool'): text, never markup.
  await expect(page.locator("main b, main script, main img")).toHaveCount(0);
  // The tooltip shows on hover (and keyboard focus) in CSS, so without a script too.
  await page.getByRole("button", { name: "About the stake balance" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText(
    `The balance includes the UTXOs of the payment addresses and the unclaimed rewards. The staking deposit of 2 ${COIN[network]} is excluded, as it is not spendable.`,
  );

  const current = page.getByTestId("current-delegation");
  if (stake.delegatedPool) await expect(current.getByRole("link").first()).toHaveAttribute("href", `/stakepools/${stake.delegatedPool}`);
  else await expect(current).toHaveText("Not delegated");

  const delegationRows = await readRows(page, "Delegation History");
  expect(delegationRows.map((row) => [row[0]!.text, row[2]!.hrefs, row[3]!.text, row[4]!.hrefs])).toEqual(
    delegations.map((d) => [
      d.upcoming ? `${d.epochNumber} (upcoming)` : String(d.epochNumber),
      d.poolId ? [`/stakepools/${d.poolId}`] : [],
      d.amount === null ? "N/A" : amountText(d.amount, network),
      [`/transactions/${d.txId}`],
    ]),
  );

  expect(await readRows(page, "Associated Payment Addresses")).toEqual(
    payments.map((p) => [
      { text: short(p.address, 24), hrefs: [`/addresses/${p.address}`] },
      { text: amountText(p.balance, network), hrefs: [] },
      { text: p.txCount.toLocaleString("en-US"), hrefs: [] },
      { text: p.firstSeen === null ? "Genesis" : block(p.firstSeen), hrefs: p.firstSeen === null ? [] : [`/blocks/${p.firstSeen}`] },
      { text: p.lastActivity === null ? "Genesis" : block(p.lastActivity), hrefs: p.lastActivity === null ? [] : [`/blocks/${p.lastActivity}`] },
      { text: "", hrefs: [`/addresses/${p.address}`] },
    ]),
  );
  const newTab = page.getByTestId("open-in-new-tab").first();
  await expect(newTab).toHaveAttribute("target", "_blank");
  await expect(newTab).toHaveAttribute("rel", "noopener noreferrer");

  expect(await readRows(page, "Stake Address Transaction History")).toEqual(historyRows(history.transactions, network));

  const rewardRows = await readRows(page, "Rewards History");
  expect(rewardRows).toEqual(
    rewards.slice(0, 20).map((r) => [
      { text: String(r.epochNumber), hrefs: [`/epochs/${r.epochNumber}`] },
      { text: r.epochEnd ? utc(r.epochEnd) : "N/A", hrefs: [] },
      { text: REWARD_TYPES[r.rewardType] ?? r.rewardType, hrefs: [] },
      expect.objectContaining({ hrefs: r.poolId ? [`/stakepools/${r.poolId}`] : [] }),
      { text: amountText(r.rewardAmount, network), hrefs: [] },
      ...(network === "mainnet" ? [{ text: r.usdPrice === null ? "N/A" : usdText(r.rewardAmount, r.usdPrice), hrefs: [] }] : []),
    ]),
  );
  for (const [i, r] of rewards.slice(0, 20).entries()) {
    if (r.poolTicker) expect(rewardRows[i]![3]!.text).toContain(visible(r.poolTicker));
  }
  const headers = page.getByRole("table", { name: "Rewards History", exact: true }).locator("thead th");
  await expect(headers).toHaveText(["Epoch", "Date (UTC)", "Type", "Pool", "Reward", ...(network === "mainnet" ? ["USD Value"] : [])]);
  // spec §1: the prices' footnote under the mainnet table with USD values only.
  await expect(page.getByTestId("usd-footnote")).toHaveCount(network === "mainnet" && rewards.length > 0 ? 1 : 0);
  await expect(page.getByTestId("rewards-export")).toHaveAttribute("href", `/addresses/${stake.address}/rewards.csv?network=${network}`);
  await expect(page.getByTestId("rewards-export")).toHaveAttribute(
    "download",
    `rewards-history-${afterPrefix(stake.address)}-${network}.csv`,
  );
  return { stake, rewards };
}

test.describe("stake address", () => {
  test("mainnet: figures, delegation, payment addresses, history and rewards with USD values", async ({ page, request }) => {
    const { rewards } = await expectStakePage(page, request, "mainnet");
    expect(rewards.length).toBeGreaterThan(0);
  });

  test("testnet: the same in tAP3X, without USD", async ({ page, request }) => {
    await expectStakePage(page, request, "testnet");
  });

  test("rewards page size and page are in the URL; a new size starts at page 1 and keeps the other lists' pages", async ({
    page,
    request,
  }) => {
    const { stake } = await chainFacts(request, "mainnet");
    await page.goto(`/addresses/${stake.address}?page=2&rewardsPage=3`);
    await expect(pager(page, "Rewards History pages")).toContainText("Page 3");
    await expect(page.getByRole("table", { name: "Rewards History", exact: true }).locator("tbody tr")).toHaveText([/^Page 3 is past the end of this list\./]);
    await page.getByLabel("Rows per page").selectOption("10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/addresses/${stake.address}?page=2&rewardsSize=10`);
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
    await expect(pager(page, "Rewards History pages")).toContainText("Page 1");
    await expect(pager(page, "Transaction History pages")).toContainText("Page 2");
  });

  test("fits a 360 px wide screen: tables scroll inside their own regions", async ({ page, request }) => {
    const { stake } = await chainFacts(request, "mainnet");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/addresses/${stake.address}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// No activity, not found, bad parameters (each input's answer:
// app/routes/pool-address-pages-inputs.test.ts; here the page a visitor gets)
// ---------------------------------------------------------------------------

const unused = (prefix: string, bytes: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(0x61)), 1023);

test.describe("unknown and malformed addresses, bad parameters", () => {
  test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

  test("a valid address the chain has never seen: 200, and the page and search both say it has no activity", async ({ page }) => {
    const address = unused("addr", 57);
    const response = await page.goto(`/addresses/${address}`);
    expect(response!.status()).toBe(200);
    const sentence = "This address is valid, but it has no activity on Mainnet.";
    await expect(page.getByTestId("address-no-activity")).toHaveText(sentence);
    await page.goto(`/search?q=${address}`);
    await expect(page.getByTestId("search-unused-address")).toHaveText(sentence);
  });

  test("a malformed address is a 404 'Address Not Found' with a way back to the search", async ({ page }) => {
    const response = await page.goto("/addresses/not-an-address");
    expect(response!.status()).toBe(404);
    await expect(page).toHaveTitle(/^Address Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Address Not Found" })).toBeVisible();
    await expect(page.getByTestId("error-page")).toContainText("The address could not be found on Mainnet.");
    await expect(page.getByRole("link", { name: "Back to Address Search" })).toHaveAttribute("href", "/addresses");
  });

  test("a bad rewards page size is a 400 headed with what is wrong, leaving by the URL without it", async ({ page, request }) => {
    const { stake } = await chainFacts(request, "mainnet");
    const response = await page.goto(`/addresses/${stake.address}?page=2&rewardsSize=7`);
    expect(response!.status()).toBe(400);
    await expect(page).toHaveTitle(/^Invalid Page Size: rewardsSize must be one of/);
    const error = page.getByTestId("error-page");
    await expect(error.getByRole("heading", { level: 1 })).toHaveText("Invalid Page Size");
    await expect(error).toContainText("rewardsSize must be one of");
    await expect(error.getByRole("link", { name: "Use the default page size" })).toHaveAttribute("href", `/addresses/${stake.address}?page=2`);
  });
});

// ---------------------------------------------------------------------------
// With JavaScript: the rewards export's toasts, copy (axe: screens.spec.ts)
// ---------------------------------------------------------------------------

test.describe("with JavaScript", JS_ONLY, () => {
  test("the history's pager turns the page where the reader is, not back at the top", async ({ page, request }) => {
    const { busiest } = await chainFacts(request, "mainnet");
    await page.goto(`/addresses/${busiest.address}`);
    await waitForHydration(page);
    const next = pager(page, "Transaction History pages").getByRole("link", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await next.click();
    await expect(page).toHaveURL(`/addresses/${busiest.address}?page=2`);
    await expect(pager(page, "Transaction History pages")).toContainText("Page 2");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  });

  test("Export CSV downloads the rewards file and says how many records it holds", async ({ page, request }) => {
    const { stake } = await chainFacts(request, "mainnet");
    const rewards = await getJson<StakeReward[]>(request, api("mainnet", `addresses/${stake.address}/rewards`));
    await page.goto(`/addresses/${stake.address}`);
    await waitForHydration(page);
    const download = page.waitForEvent("download");
    await page.getByTestId("rewards-export").click();
    expect((await download).suggestedFilename()).toBe(`rewards-history-${afterPrefix(stake.address)}-mainnet.csv`);
    const toast = page.getByRole("status");
    await expect(toast.getByText("Export Complete", { exact: true })).toBeVisible();
    await expect(toast.getByText(`Rewards history exported to CSV (${rewards.length} records)`)).toBeVisible();
  });

  test.describe("a refused download", () => {
    // Chromium logs the 503 of the refused file.
    test.use({ allowedConsoleErrors: STATUS_503 });
    test("a failed export says so in a destructive toast", async ({ page, request }) => {
      const { stake } = await chainFacts(request, "mainnet");
      await page.route(/rewards\.csv/, (route) => route.fulfill({ status: 503, body: "down" }));
      await page.goto(`/addresses/${stake.address}`);
      await waitForHydration(page);
      await page.getByTestId("rewards-export").click();
      const toast = page.getByRole("status");
      await expect(toast.getByText("Export Failed", { exact: true })).toBeVisible();
      await expect(toast.getByText("There was an error exporting the rewards history")).toBeVisible();
    });
  });

  test("the copy button of a payment address row copies it", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    const { stake } = await chainFacts(request, "mainnet");
    const [first] = await getJson<PaymentAddressEntry[]>(request, api("mainnet", `addresses/${stake.address}/payment-addresses?limit=1`));
    await page.goto(`/addresses/${stake.address}`);
    await waitForHydration(page);
    await page
      .getByRole("table", { name: "Associated Payment Addresses", exact: true })
      .getByRole("button", { name: "Copy address" })
      .first()
      .click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.address);
  });
});
