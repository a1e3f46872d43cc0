import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Transaction } from "../../app/lib/domain";
import { PORTS } from "../../playwright.config";
import { gotoWithSavedNetwork, holdClockAt, networkBadge, refuseLiveStream, waitForHydration } from "./support/shell";
import { expect, STATUS_404, STATUS_503, test } from "./support/test";
import { amountText, feeText, type Network } from "./support/expected-text";

// The Transactions list and Transaction detail screens (spec §2, §3, §4, §9),
// checked against the app's own JSON API on the demo chain (the live producer
// is off in e2e, so the API and the pages see the same tip).

const origin = `http://127.0.0.1:${PORTS.app}`;
const PAGE_SIZE = 20;
const STATUS_400 = /status of 400/;

type ApiTx = Transaction;

// spec §3 transaction type labels.
const TYPE_LABELS: Record<string, string> = {
  payment: "Payment",
  delegation: "Delegation",
  withdrawal: "Withdrawal",
  reward_withdrawal: "Reward Withdrawal",
  stake_registration: "Stake Registration",
  stake_deregistration: "Stake Deregistration",
  pool_registration: "Pool Registration",
  pool_retirement: "Pool Retirement",
  metadata: "Metadata",
  failed_script: "Failed Script",
};


// ---------------------------------------------------------------------------
// Expected texts, worked out here from the spec's rules
// ---------------------------------------------------------------------------




/**
 * spec §4: confirmations = currentBlock − blockHeight + 1; ≥ 6 Confirmed, 1–5 Confirming, else Pending.
 * The genesis distribution (a block without a height) is confirmed since the chain began.
 */
function expectedStatus(currentBlock: number, height: number | null): { word: string; label: string } {
  if (height === null) return { word: "Confirmed", label: "Since the chain began" };
  const n = currentBlock - height + 1;
  if (n <= 0) return { word: "Pending", label: "No confirmations" };
  return { word: n >= 6 ? "Confirmed" : "Confirming", label: `${n.toLocaleString("en-US")} ${n === 1 ? "confirmation" : "confirmations"}` };
}

const utc = (iso: string) => ({ date: iso.slice(0, 10), time: `${iso.slice(11, 19)} UTC` });
const sum = (rows: ReadonlyArray<{ amount: string }> = []) => rows.reduce((t, r) => t + BigInt(r.amount), 0n);

// ---------------------------------------------------------------------------
// The JSON API
// ---------------------------------------------------------------------------

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const listTxs = (request: APIRequestContext, network: Network, offset: number, limit = PAGE_SIZE) =>
  getJson<ApiTx[]>(request, `/api/networks/${network}/transactions?limit=${limit}&offset=${offset}`);

const getTx = (request: APIRequestContext, network: Network, hash: string) =>
  getJson<ApiTx>(request, `/api/networks/${network}/transactions/${hash}`);

const currentBlock = async (request: APIRequestContext, network: Network) =>
  (await getJson<{ currentBlock: number }>(request, `/api/networks/${network}/stats`)).currentBlock;

/** How many transactions the chain holds: the last offset that still answers, by bisection. */
async function countTxs(request: APIRequestContext, network: Network): Promise<number> {
  let low = 0;
  let high = 1;
  while ((await listTxs(request, network, high, 1)).length > 0) high *= 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if ((await listTxs(request, network, middle, 1)).length > 0) low = middle;
    else high = middle;
  }
  return high;
}

/** The newest transaction (of up to 3,000) that satisfies `test`. */
async function findTx(
  request: APIRequestContext,
  network: Network,
  test: (tx: ApiTx) => boolean,
): Promise<ApiTx> {
  for (let offset = 0; offset < 3_000; offset += 100) {
    const found = (await listTxs(request, network, offset, 100)).find(test);
    if (found) return getTx(request, network, found.hash);
  }
  throw new Error(`no such transaction on ${network}`);
}

/** The transaction near the tip whose metadata contains `text` (the demo chain's hostile set). */
async function findByMetadata(request: APIRequestContext, network: Network, text: string): Promise<ApiTx> {
  for (const summary of await listTxs(request, network, 0, 40)) {
    const tx = await getTx(request, network, summary.hash);
    if (tx.metadata && JSON.stringify(tx.metadata).includes(text)) return tx;
  }
  throw new Error(`no metadata with ${JSON.stringify(text)} near the tip of ${network}`);
}

// ---------------------------------------------------------------------------
// Page parts
// ---------------------------------------------------------------------------

const table = (page: Page) => page.getByRole("table", { name: "Recent Transactions" });
const rows = (page: Page) => table(page).locator("tbody tr");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

type CellView = { text: string; hrefs: string[] };

/** Every cell of the table body as text and link targets, read in one go. */
function readRows(page: Page): Promise<CellView[][]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      [...(tr as HTMLTableRowElement).cells].map((td) => ({
        text: (td.textContent ?? "").replace(/\s+/g, " ").trim(),
        hrefs: [...td.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
      })),
    ),
  );
}

/** `pinned`: the network the page's URL named, which every link keeps. */
async function expectListRows(page: Page, txs: ApiTx[], network: Network, tip: number, pinned?: Network) {
  const on = (href: string) => (pinned ? `${href}?network=${pinned}` : href);
  await expect(rows(page)).toHaveCount(txs.length);
  const expected = txs.map((tx): CellView[] => {
    const status = expectedStatus(tip, tx.blockHeight);
    const { date, time } = utc(tx.timestamp);
    // The genesis distribution has a block but no height: it links the block by hash.
    const block =
      tx.blockHeight === null
        ? { text: "Genesis", hrefs: [on(`/blocks/${tx.blockId}`)] }
        : { text: `#${tx.blockHeight.toLocaleString("en-US")}`, hrefs: [on(`/blocks/${tx.blockHeight}`)] };
    return [
      { text: `${tx.hash.slice(0, 16)}...`, hrefs: [on(`/transactions/${tx.hash}`)] },
      { text: TYPE_LABELS[tx.txType]!, hrefs: [] },
      { text: amountText(tx.amount, network), hrefs: [] },
      { text: feeText(tx.fee, 3, network), hrefs: [] },
      block,
      { text: `${status.word}${status.label}`, hrefs: [] },
      { text: `${date} ${time}`, hrefs: [] },
    ];
  });
  expect(await readRows(page)).toEqual(expected);
}

async function expectPrevious(page: Page, enabled: boolean) {
  const control = pager(page).getByText("Previous", { exact: true });
  if (enabled) await expect(control).toHaveRole("link");
  else await expect(control).toHaveAttribute("aria-disabled", "true");
}

async function expectNext(page: Page, enabled: boolean) {
  const control = pager(page).getByText("Next", { exact: true });
  if (enabled) await expect(control).toHaveRole("link");
  else await expect(control).toHaveAttribute("aria-disabled", "true");
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type ItemView = { text: string; hrefs: string[]; linkTexts: string[] };

/** The items with this test id: their text, link targets and link texts, read in one go. */
function readItems(page: Page, testId: string): Promise<ItemView[]> {
  return page.getByTestId(testId).evaluateAll((items) =>
    items.map((item) => {
      const links = [...item.querySelectorAll("a")];
      return {
        text: item.textContent ?? "",
        hrefs: links.map((a) => a.getAttribute("href") ?? ""),
        linkTexts: links.map((a) => (a.textContent ?? "").trim()),
      };
    }),
  );
}

// The assets an input or output carries link to their tokens (their own spec:
// transaction-eutxo.spec.ts); these checks read them apart from the other links.
const isTokenHref = (href: string) => href.startsWith("/tokens/");
const tokenHrefs = (item: ItemView) => item.hrefs.filter(isTokenHref);
function withoutTokenLinks(item: ItemView): ItemView {
  const kept = item.hrefs.map((href) => !isTokenHref(href));
  return { ...item, hrefs: item.hrefs.filter((_, i) => kept[i]), linkTexts: item.linkTexts.filter((_, i) => kept[i]) };
}

/** Each item contains each of its expected texts; a failure lists what is missing where. */
function expectEachToContain(items: ItemView[], expected: string[][]) {
  expect(items).toHaveLength(expected.length);
  const missing = items.map((item, i) => expected[i]!.filter((text) => !item.text.includes(text)));
  expect(missing).toEqual(expected.map(() => []));
}

function field(page: Page, testId: string): Locator {
  return page.getByTestId(testId).locator("dd");
}

// ---------------------------------------------------------------------------
// Transactions list
// ---------------------------------------------------------------------------

test.describe("transactions list", () => {
  test("shows the newest 20 transactions of mainnet, as the API gives them", async ({ page, request }) => {
    const [txs, tip] = await Promise.all([listTxs(request, "mainnet", 0), currentBlock(request, "mainnet")]);
    expect(txs).toHaveLength(PAGE_SIZE);
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Recent Transactions" })).toBeVisible();
    await expect(networkBadge(page)).toHaveText("Mainnet");
    await expect(table(page).locator("thead th")).toHaveText(["Hash", "Type", "Amount", "Fee", "Block", "Status", "Timestamp"]);
    await expectListRows(page, txs, "mainnet", tip);
  });

  test("shows testnet with ?network=testnet, in tAP3X", async ({ page, request }) => {
    const [txs, tip] = await Promise.all([listTxs(request, "testnet", 0), currentBlock(request, "testnet")]);
    await page.goto("/transactions?network=testnet");
    await expect(networkBadge(page)).toHaveText("Testnet");
    await expectListRows(page, txs, "testnet", tip, "testnet");
  });

  test("shows testnet when the cookie says so", async ({ page, context, request }) => {
    await context.addCookies([{ name: "network", value: "testnet", url: origin }]);
    const [first] = await listTxs(request, "testnet", 0, 1);
    await page.goto("/transactions");
    await expect(networkBadge(page)).toHaveText("Testnet");
    await expect(rows(page).first().getByRole("link").first()).toHaveAttribute("href", `/transactions/${first!.hash}`);
    await expect(rows(page).first().locator("td").nth(2)).toContainText("tAP3X");
  });

  test("pages with ?page=N: Previous disabled on page 1, Next and Previous move and the URL carries the page", async ({
    page,
    request,
  }) => {
    const [second, tip] = await Promise.all([listTxs(request, "mainnet", PAGE_SIZE), currentBlock(request, "mainnet")]);
    await page.goto("/transactions");
    await expect(pager(page)).toContainText("Page 1");
    await expectPrevious(page, false);
    await expectNext(page, true);

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/transactions?page=2");
    await expect(pager(page)).toContainText("Page 2");
    await expectPrevious(page, true);
    await expectListRows(page, second, "mainnet", tip);

    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/transactions");
    await expect(pager(page)).toContainText("Page 1");
  });

  test("paging keeps ?network=testnet", async ({ page, request }) => {
    const [second] = await listTxs(request, "testnet", PAGE_SIZE, 1);
    await page.goto("/transactions?network=testnet");
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/transactions?network=testnet&page=2");
    await expect(networkBadge(page)).toHaveText("Testnet");
    await expect(rows(page).first().getByRole("link").first()).toHaveAttribute("href", `/transactions/${second!.hash}?network=testnet`);
  });

  test("the last page is short and disables Next; a deep page matches the API", async ({ page, request }) => {
    const total = await countTxs(request, "mainnet");
    const lastPage = Math.ceil(total / PAGE_SIZE);
    const onLastPage = total - (lastPage - 1) * PAGE_SIZE;
    const tip = await currentBlock(request, "mainnet");

    await page.goto(`/transactions?page=${lastPage}`);
    await expect(pager(page)).toContainText(`Page ${lastPage}`);
    await expect(rows(page)).toHaveCount(onLastPage);
    await expectNext(page, onLastPage === PAGE_SIZE);

    const deep = Math.floor(lastPage / 2);
    const txs = await listTxs(request, "mainnet", (deep - 1) * PAGE_SIZE);
    await page.goto(`/transactions?page=${deep}`);
    await expectListRows(page, txs, "mainnet", tip);
    await expectNext(page, true);
  });

  test("a page past the end is empty, not an error", async ({ page, request }) => {
    const total = await countTxs(request, "mainnet");
    const beyond = Math.ceil(total / PAGE_SIZE) + 3;
    const response = await page.goto(`/transactions?page=${beyond}`);
    expect(response!.status()).toBe(200);
    // The list's total is known (issue 41), so the way back is its last page.
    const last = Math.ceil(total / PAGE_SIZE);
    await expect(table(page)).toContainText(`Page ${beyond} is past the end of this list.`);
    await expect(table(page).getByRole("link", { name: `Go to the last page (${last})` })).toHaveAttribute("href", `/transactions?page=${last}`);
    await expect(pager(page)).toContainText(`Page ${beyond}`);
    await expectNext(page, false);
    await expectPrevious(page, true);
  });

  test.describe("a malformed page number", () => {
    test.use({ allowedConsoleErrors: STATUS_400 });
    // The other malformed values: app/routes/chain-pages-inputs.test.ts and page-inputs.test.ts.
    test("?page=abc is a 400, not a 500", async ({ page }) => {
      const response = await page.goto("/transactions?page=abc");
      expect(response!.status()).toBe(400);
      await expect(page.getByTestId("error-page")).toContainText("400");
      await expect(page.getByTestId("error-page")).toContainText("page");
    });
  });

  test("fits a 360 px wide screen: the table scrolls inside its own region", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/transactions");
    await expect(rows(page)).toHaveCount(PAGE_SIZE);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
});

test.describe("with JavaScript", { tag: "@js-only" }, () => {
  test.describe("without the live stream", () => {
    // A refused stream: Chromium logs the 503 of each try.
    test.use({ allowedConsoleErrors: STATUS_503 });

    // The pages follow the live stream (live.spec.ts); without it, they read the stats every 30 s.
    test("the list reads the stats again every 30 s", async ({ page }) => {
      // Held still while the page loads, so its 30 s start when the test's do: with a
      // running clock, the time a busy machine took from hydration to the listener
      // below was counted against the 29 s.
      await refuseLiveStream(page);
      await holdClockAt(page, Date.now());
      await page.goto("/transactions");
      await waitForHydration(page);
      const reloads: string[] = [];
      page.on("request", (request) => {
        if (/\/transactions\.data/.test(request.url())) reloads.push(request.url());
      });
      await page.clock.runFor(29_000);
      expect(reloads).toEqual([]);
      const reload = page.waitForRequest(/\/transactions\.data/);
      await page.clock.runFor(1_500);
      await reload;
      await expect(rows(page)).toHaveCount(PAGE_SIZE);
    });

    test("the detail page reads the stats again every 30 s", async ({ page, request }) => {
      const [tx] = await listTxs(request, "mainnet", 0, 1);
      await refuseLiveStream(page);
      await holdClockAt(page, Date.now());
      await page.goto(`/transactions/${tx!.hash}`);
      await waitForHydration(page);
      const reload = page.waitForRequest((r) => r.url().includes(`/transactions/${tx!.hash}.data`));
      await page.clock.runFor(30_500);
      await reload;
    });
  });

  test("the copy button copies the hash and says 'Copied!'", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    const [tx] = await listTxs(request, "mainnet", 0, 1);
    await page.goto(`/transactions/${tx!.hash}`);
    await page.getByRole("button", { name: "Copy transaction hash" }).click();
    const toast = page.getByRole("status");
    await expect(toast.getByText("Copied!", { exact: true })).toBeVisible();
    await expect(toast.getByText("Transaction hash copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tx!.hash);
  });
});

// ---------------------------------------------------------------------------
// Transaction detail
// ---------------------------------------------------------------------------

async function expectDetail(page: Page, tx: ApiTx, network: Network, tip: number) {
  await expect(page.getByRole("heading", { level: 1, name: "Transaction" })).toBeVisible();
  await expect(page.getByTestId("tx-hash")).toHaveText(tx.hash);
  await expect(networkBadge(page)).toHaveText(network === "mainnet" ? "Mainnet" : "Testnet");
  await expect(field(page, "tx-type")).toHaveText(TYPE_LABELS[tx.txType]!);
  const status = expectedStatus(tip, tx.blockHeight);
  await expect(field(page, "tx-confirmations")).toHaveText(`${status.word}${status.label}`);
  const block = field(page, "tx-block").getByRole("link");
  if (tx.blockHeight === null) {
    await expect(block).toHaveText("Genesis");
    await expect(block).toHaveAttribute("href", `/blocks/${tx.blockId}`);
    await expect(field(page, "tx-epoch").getByRole("link")).toHaveAttribute("href", `/epochs/${tx.epochNumber}`);
  } else {
    await expect(block).toHaveText(`#${tx.blockHeight.toLocaleString("en-US")}`);
    await expect(block).toHaveAttribute("href", `/blocks/${tx.blockHeight}`);
    await expect(field(page, "tx-epoch").getByRole("link")).toHaveAttribute("href", `/epochs/${tx.epochNumber}`);
    await expect(field(page, "tx-absolute-slot")).toHaveText(tx.absoluteSlot!.toLocaleString("en-US"));
    await expect(field(page, "tx-epoch-slot")).toHaveText(tx.slotInEpoch!.toLocaleString("en-US"));
  }
  const { date, time } = utc(tx.timestamp);
  await expect(field(page, "tx-timestamp")).toHaveText(
    new RegExp(`^${date} ${time} \\((Just now|\\d+ (minute|hour|day)s? ago)\\)$`),
  );
  await expect(field(page, "tx-total-output")).toHaveText(amountText(tx.totalOutput, network));
  const flow = BigInt(tx.externalFlow);
  await expect(field(page, "tx-amount-sent")).toHaveText(amountText(flow < 0n ? -flow : flow, network));
  await expect(field(page, "tx-fee")).toHaveText(feeText(tx.fee, 6, network));
  await expect(field(page, "tx-size")).toHaveText(`${tx.size.toLocaleString("en-US")} bytes`);

  const inputItems = await readItems(page, "tx-input");
  expect(inputItems.map(tokenHrefs)).toEqual(tx.inputs!.map((input) => (input.assets ?? []).map((asset) => `/tokens/${asset.fingerprint}`)));
  const inputs = inputItems.map(withoutTokenLinks);
  expect(inputs.map((item) => item.hrefs)).toEqual(
    tx.inputs!.map((input) => [`/addresses/${input.address}`, `/transactions/${input.utxoHash}`]),
  );
  expect(inputs.map((item) => item.linkTexts)).toEqual(
    tx.inputs!.map((input) => [input.address, `${input.utxoHash.slice(0, 16)}...#${input.outputIndex}`]),
  );
  expectEachToContain(inputs, tx.inputs!.map((input) => [amountText(input.amount, network)]));

  const shown = tx.outputs!.slice(0, 100);
  const outputItems = await readItems(page, "tx-output");
  expect(outputItems.map(tokenHrefs)).toEqual(shown.map((output) => (output.assets ?? []).map((asset) => `/tokens/${asset.fingerprint}`)));
  const outputs = outputItems.map(withoutTokenLinks);
  expect(outputs.map((item) => item.hrefs)).toEqual(
    shown.map((output) => [
      `/addresses/${output.address}`,
      ...(output.spentByTxId ? [`/transactions/${output.spentByTxId}`] : []),
    ]),
  );
  expect(outputs.map((item) => item.linkTexts)).toEqual(
    shown.map((output) => [output.address, ...(output.spentByTxId ? [`${output.spentByTxId.slice(0, 16)}...`] : [])]),
  );
  expectEachToContain(
    outputs,
    shown.map((output) => [`#${output.outputIndex}`, output.spent ? "Spent" : "Unspent", amountText(output.amount, network)]),
  );
  expect(outputs.filter((item, i) => shown[i]!.spent && item.text.includes("Unspent"))).toEqual([]);

  // The balance: in = inputs + withdrawals, out = outputs + fee + deposits − refunds.
  const incoming = sum(tx.inputs) + sum(tx.withdrawals);
  await expect(page.getByTestId("balance-inputs")).toContainText(amountText(sum(tx.inputs), network));
  await expect(page.getByTestId("balance-withdrawals")).toContainText(amountText(sum(tx.withdrawals), network));
  await expect(page.getByTestId("balance-outputs")).toContainText(amountText(sum(tx.outputs), network));
  await expect(page.getByTestId("balance-total-in")).toContainText(amountText(incoming, network));
  if (tx.inputs!.length > 0) {
    await expect(page.getByTestId("balance-total-out")).toContainText(amountText(incoming, network));
    await expect(page.getByTestId("balance-verdict")).toHaveText(
      "Balanced: inputs + withdrawals = outputs + fee + deposits − refunds.",
    );
  }
}

test.describe("transaction detail", () => {
  test("a payment: every field, input and output as the API gives them", async ({ page, request }) => {
    const tip = await currentBlock(request, "mainnet");
    const tx = await findTx(request, "mainnet", (t) => t.txType === "payment" && t.blockHeight !== null);
    await page.goto(`/transactions/${tx.hash}`);
    await expectDetail(page, tx, "mainnet", tip);
    await expect(page.locator("main").getByRole("link", { name: "Transactions", exact: true })).toHaveAttribute(
      "href",
      "/transactions",
    );
  });

  test("a withdrawal shows its reward withdrawals in the balance", async ({ page, request }) => {
    const tip = await currentBlock(request, "mainnet");
    const tx = await findTx(request, "mainnet", (t) => t.txType === "withdrawal");
    expect(tx.withdrawals!.length).toBeGreaterThan(0);
    await page.goto(`/transactions/${tx.hash}`);
    await expectDetail(page, tx, "mainnet", tip);
    const withdrawals = page.getByTestId("tx-withdrawal");
    await expect(withdrawals).toHaveCount(tx.withdrawals!.length);
    for (const [i, withdrawal] of tx.withdrawals!.entries()) {
      await expect(withdrawals.nth(i).getByRole("link", { name: withdrawal.stakeAddress })).toHaveAttribute(
        "href",
        `/addresses/${withdrawal.stakeAddress}`,
      );
      await expect(withdrawals.nth(i)).toContainText(amountText(withdrawal.amount, "mainnet"));
    }
  });

  test("a pool registration shows its certificates and the deposits they pay", async ({ page, request }) => {
    const tip = await currentBlock(request, "mainnet");
    const tx = await findTx(request, "mainnet", (t) => t.txType === "pool_registration" && t.blockHeight !== null);
    await page.goto(`/transactions/${tx.hash}`);
    await expectDetail(page, tx, "mainnet", tip);
    const certificates = page.getByTestId("tx-certificate");
    await expect(certificates).toHaveCount(tx.certificates!.length);
    for (const [i, certificate] of tx.certificates!.entries()) {
      await expect(certificates.nth(i)).toContainText(TYPE_LABELS[certificate.type]!);
      if (certificate.poolId) {
        await expect(certificates.nth(i).getByRole("link", { name: certificate.poolId })).toHaveAttribute(
          "href",
          `/stakepools/${certificate.poolId}`,
        );
      }
    }
    const paid = tx.certificates!.reduce((t, c) => t + BigInt(c.deposit ?? "0"), 0n);
    expect(paid).toBe(BigInt(tx.deposit));
    await expect(page.getByTestId("balance-deposits")).toContainText(amountText(paid, "mainnet"));
  });

  test("a stake deregistration shows its refund", async ({ page, request }) => {
    const tip = await currentBlock(request, "mainnet");
    const tx = await findTx(request, "mainnet", (t) => t.txType === "stake_deregistration");
    expect(BigInt(tx.deposit)).toBeLessThan(0n);
    await page.goto(`/transactions/${tx.hash}`);
    await expectDetail(page, tx, "mainnet", tip);
    await expect(page.getByTestId("balance-refunds")).toContainText(`− ${amountText(-BigInt(tx.deposit), "mainnet")}`);
  });

  test("a genesis transaction: in the genesis block, confirmed since the chain began, and it creates funds", async ({ page, request }) => {
    test.slow();
    const total = await countTxs(request, "mainnet");
    const [oldest] = await listTxs(request, "mainnet", total - 1, 1);
    const tx = await getTx(request, "mainnet", oldest!.hash);
    expect(tx.blockHeight).toBeNull();
    // The genesis distribution is the state the chain's first epoch begins with.
    expect(tx.epochNumber).toBe(0);
    await page.goto(`/transactions/${tx.hash}`);
    await expectDetail(page, tx, "mainnet", await currentBlock(request, "mainnet"));
    await expect(page.getByTestId("balance-verdict")).toContainText("Genesis transaction");
  });

  test("a testnet transaction, in tAP3X", async ({ page, request }) => {
    const tip = await currentBlock(request, "testnet");
    const tx = await findTx(request, "testnet", (t) => t.blockHeight !== null && t.txType === "payment");
    await gotoWithSavedNetwork(page, "testnet", `/transactions/${tx.hash}`);
    await expectDetail(page, tx, "testnet", tip);
  });

  test("says when there is no metadata", async ({ page, request }) => {
    const tx = await findTx(request, "mainnet", (t) => t.txType === "payment");
    expect(tx.metadata).toBeNull();
    await page.goto(`/transactions/${tx.hash}`);
    await expect(page.getByText("No metadata attached to this transaction")).toBeVisible();
  });

  // With JavaScript the button copies: "with JavaScript" above.
  test("without JavaScript there is no copy button", async ({ page, request }) => {
    const [tx] = await listTxs(request, "mainnet", 0, 1);
    await page.goto(`/transactions/${tx!.hash}`);
    await expect(page.getByRole("button", { name: "Copy transaction hash" })).toBeHidden();
  });
});

test.describe("hostile metadata", () => {
  const cases = [
    { name: "script and img tags", marker: "<img src=x onerror", shows: ["<script>alert(1)</script>", "</pre></code></td></tr></table>"] },
    { name: "64-deep JSON", marker: '"level":64', shows: ['"level": 9'], note: "nesting deeper than 10 levels" },
    { name: "a 16 KB string", marker: "a 16 KB string follows", shows: ["(15,500 more characters)"], note: "strings longer than 500 characters" },
    { name: "bidi and zero-width characters", marker: "fdp.exe", shows: ["invoice\\u202efdp.exe", "zero\\u200bwidth", '"<b>key</b>": "<i>value</i>"'] },
  ];
  for (const { name, marker, shows, note } of cases) {
    test(`${name}: shown as inert text that fits 360 px`, async ({ page, request }) => {
      const tx = await findByMetadata(request, "mainnet", marker);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/transactions/${tx.hash}`);
      const metadata = page.getByTestId("tx-metadata");
      for (const text of shows) await expect(metadata).toContainText(text);
      // Text only: no element, link or style came out of it.
      await expect(metadata.locator("*")).toHaveCount(0);
      await expect(page.locator("main img, main iframe, main [style], main script")).toHaveCount(0);
      await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
      expect(await metadata.textContent()).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
      if (note) await expect(page.getByTestId("tx-metadata-note")).toContainText(note);
      expect(await noHorizontalOverflow(page)).toBe(true);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });

  // Malformed hashes and a hash of the other network: app/routes/chain-pages-inputs.test.ts.
  test("an unknown hash is a 404 'Transaction Not Found'", async ({ page }) => {
    const response = await page.goto(`/transactions/${"f".repeat(64)}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Transaction Not Found" })).toBeVisible();
    await expect(page.getByTestId("error-page")).toContainText("could not be found on Mainnet");
  });
});
