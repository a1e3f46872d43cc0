import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { BlockDetail } from "../../app/lib/domain";
import { PORTS } from "../../playwright.config";
import { heightText } from "./support/expected-text";
import { networkBadge } from "./support/shell";
import { expect, STATUS_400_OR_404, test } from "./support/test";

// The Blocks list and Block detail screens (spec §2), checked against the JSON
// API of the same server: what the page shows must be what the chain says.
type Network = "mainnet" | "testnet";
type ApiBlock = BlockDetail;

// The checks read every cell of a page; on a busy shared machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const origin = `http://127.0.0.1:${PORTS.app}`;
const PAGE_SIZE = 20;
const COIN: Record<Network, string> = { mainnet: "AP3X", testnet: "tAP3X" };
const LABEL: Record<Network, string> = { mainnet: "Mainnet", testnet: "Testnet" };

async function api<T>(request: APIRequestContext, network: Network, path: string): Promise<T> {
  const url = `/api/networks/${network}${path}`;
  // One retry for a dropped connection (a loaded machine), never for a wrong answer.
  const response = await request.get(url).catch(() => request.get(url));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const listBlocks = (request: APIRequestContext, network: Network, offset: number, limit = PAGE_SIZE) =>
  api<ApiBlock[]>(request, network, `/blocks?limit=${limit}&offset=${offset}`);

/** Opens a page on a network: mainnet is the default, testnet is chosen by the cookie. */
async function open(page: Page, network: Network, path: string) {
  if (network === "testnet") await page.context().addCookies([{ name: "network", value: "testnet", url: origin }]);
  return page.goto(path);
}

// Expected texts, computed here from the spec's rules rather than by the app's code.
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace("T", " ")} UTC`;
const kb = (bytes: number, decimals: number) => `${(bytes / 1024).toFixed(decimals)} KB`;
const grouped = (n: bigint | number) => n.toLocaleString("en-US");
function coin(dfm: string, minDecimals: number, maxDecimals: number): string {
  const scale = 10n ** BigInt(6 - maxDecimals);
  const rounded = (BigInt(dfm) + scale / 2n) / scale; // half-up to maxDecimals
  const unit = 10n ** BigInt(maxDecimals);
  let fraction = (rounded % unit).toString().padStart(maxDecimals, "0");
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${grouped(rounded / unit)}${fraction ? `.${fraction}` : ""}`;
}

const blocksTable = (page: Page) => page.getByRole("table", { name: "Recent Blocks" });
const bodyRows = (table: Locator) => table.locator("tbody tr");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const detailRow = (page: Page, testId: string) => page.getByTestId(testId).locator("dd");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

// Pool names and tickers read without their invisible and direction-changing characters (app/lib/formats/format.ts).
const readable = (text: string | null) => (text === null ? null : text.replace(/\p{Cf}/gu, ""));

/** `pinned`: the network the page's URL named, which every link keeps. */
async function expectBlockRow(row: Locator, block: ApiBlock, pinned?: "testnet") {
  const on = (href: string) => (pinned ? `${href}?network=${pinned}` : href);
  await expect(cell(row, 0).getByRole("link")).toHaveText(heightText(block.height!));
  await expect(cell(row, 0).getByRole("link")).toHaveAttribute("href", on(`/blocks/${block.height}`));
  await expect(cell(row, 1).getByRole("link")).toHaveText(String(block.epochNumber));
  await expect(cell(row, 1).getByRole("link")).toHaveAttribute("href", on(`/epochs/${block.epochNumber}`));
  await expect(cell(row, 2)).toContainText(utc(block.timestamp));
  await expect(cell(row, 3)).toHaveText(String(block.txCount));
  const pool = cell(row, 4).getByTestId("pool-label");
  // A pool without metadata is named as everywhere: its ticker, else its shortened id (app/lib/chain/blocks.ts poolDisplayName).
  expect(await pool.locator("bdi").first().textContent()).toBe(
    readable(block.poolName) ?? readable(block.poolTicker) ?? (block.poolId ? `${block.poolId.slice(0, 16)}...` : "Unknown"),
  );
  if (block.poolTicker) expect(await pool.getByTestId("pool-ticker").textContent()).toBe(readable(block.poolTicker));
  if (block.poolId) await expect(pool.getByRole("link")).toHaveAttribute("href", on(`/stakepools/${block.poolId}`));
  await expect(pool.getByTestId("look-alike-warning")).toHaveCount(block.poolLookAlike ? 1 : 0);
  await expect(cell(row, 5)).toHaveText(kb(block.size, 1));
  await expect(cell(row, 6)).toHaveText(`${block.hash.slice(0, 16)}...`);
  await expect(cell(row, 6).getByRole("link")).toHaveAttribute("href", on(`/blocks/${block.hash}`));
}

for (const network of ["mainnet", "testnet"] as const) {
  test.describe(`${network}`, () => {
    test("the blocks list shows the newest 20 blocks, column by column as the JSON API gives them", async ({
      page,
      request,
    }) => {
      const expected = await listBlocks(request, network, 0);
      await open(page, network, "/blocks");
      await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
      await expect(networkBadge(page)).toHaveText(LABEL[network]);
      await expect(page.getByRole("heading", { level: 2, name: "Recent Blocks" })).toBeVisible();
      const headers = blocksTable(page).locator("thead th");
      await expect(headers).toHaveText(["Height", "Epoch", "Timestamp", "Transactions", "Pool", "Size", "Hash"]);
      const rows = bodyRows(blocksTable(page));
      await expect(rows).toHaveCount(PAGE_SIZE);
      for (const [index, block] of expected.entries()) await expectBlockRow(rows.nth(index), block);
    });

    test("paging: Previous disabled on page 1, the URL carries the page, Next disabled on a short page", async ({
      page,
      request,
    }) => {
      const [tip] = await listBlocks(request, network, 0, 1);
      const total = tip!.height! + 1;
      await open(page, network, "/blocks");
      await expect(pager(page).getByText("Page 1")).toBeVisible();
      await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
      await expect(pager(page).getByText("Previous")).toHaveAttribute("aria-disabled", "true");

      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/blocks\?page=2$/);
      await expect(pager(page).getByText("Page 2")).toBeVisible();
      const second = await listBlocks(request, network, PAGE_SIZE);
      await expectBlockRow(bodyRows(blocksTable(page)).first(), second[0]!);
      await expect(bodyRows(blocksTable(page)).first()).toContainText(heightText(total - 1 - PAGE_SIZE));

      await pager(page).getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\/blocks$/);
      await expect(pager(page).getByText("Page 1")).toBeVisible();

      // The last page holds what is left of the chain: fewer than 20 rows, so Next is disabled.
      const last = Math.ceil(total / PAGE_SIZE);
      const left = total - (last - 1) * PAGE_SIZE;
      await open(page, network, `/blocks?page=${last}`);
      await expect(bodyRows(blocksTable(page))).toHaveCount(left);
      await expect(cell(bodyRows(blocksTable(page)).last(), 0)).toHaveText(heightText(0));
      if (left < PAGE_SIZE) await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");
      await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("href", `/blocks?page=${last - 1}`);
    });

    test("a deep page is the height range it names", async ({ page, request }) => {
      const deep = await listBlocks(request, network, 99 * PAGE_SIZE);
      await open(page, network, "/blocks?page=100");
      await expect(pager(page).getByText("Page 100")).toBeVisible();
      const rows = bodyRows(blocksTable(page));
      await expect(rows).toHaveCount(deep.length);
      await expectBlockRow(rows.first(), deep[0]!);
      await expectBlockRow(rows.last(), deep.at(-1)!);
    });

    test("block detail by height and by hash, every field as the JSON API gives it", async ({ page, request }) => {
      // A block with several transactions, 100 blocks below the tip.
      const candidates = await listBlocks(request, network, 100, 100);
      const chosen = candidates.find((b) => b.txCount > 2 && b.poolTicker)!;
      const block = await api<ApiBlock>(request, network, `/blocks/${chosen.height}`);
      const stats = await api<{ currentBlock: number }>(request, network, "/stats");

      for (const id of [String(block.height), block.hash]) {
        await open(page, network, `/blocks/${id}`);
        await expect(page.getByRole("heading", { level: 1, name: `Block ${heightText(block.height!)}` })).toBeVisible();
        await expect(networkBadge(page)).toHaveText(LABEL[network]);
        await expect(page.getByRole("link", { name: "Back to Blocks" })).toHaveAttribute("href", "/blocks");
        await expect(page.getByTestId("block-tx-count")).toHaveText(`${block.txCount} transactions`);

        await expect(detailRow(page, "block-height")).toHaveText(heightText(block.height!));
        await expect(detailRow(page, "block-hash")).toContainText(block.hash);
        await expect(detailRow(page, "block-parent").getByRole("link")).toHaveAttribute("href", `/blocks/${block.parentHash}`);
        await expect(detailRow(page, "block-parent")).toHaveText(block.parentHash!);
        await expect(detailRow(page, "block-timestamp")).toContainText(utc(block.timestamp));
        await expect(detailRow(page, "block-timestamp")).toContainText(/\((Just now|\d+ (minute|hour|day)s? ago)\)/);
        await expect(detailRow(page, "block-epoch").getByRole("link")).toHaveAttribute("href", `/epochs/${block.epochNumber}`);
        await expect(detailRow(page, "block-slot")).toHaveText(grouped(block.slotNumber!));
        await expect(detailRow(page, "block-size")).toHaveText(kb(block.size, 2));
        await expect(detailRow(page, "block-protocol")).toHaveText(block.protocolVersion);

        expect(await detailRow(page, "pool-name").locator("bdi").textContent()).toBe(readable(block.poolName));
      await expect(detailRow(page, "pool-name").getByTestId("look-alike-warning")).toHaveCount(block.poolLookAlike ? 1 : 0);
        expect(await detailRow(page, "pool-ticker").textContent()).toBe(readable(block.poolTicker));
        await expect(detailRow(page, "pool-id").getByRole("link")).toHaveAttribute("href", `/stakepools/${block.poolId}`);
        await expect(detailRow(page, "pool-id")).toContainText(block.poolId!);
        await expect(detailRow(page, "pool-vrf")).toHaveText(block.vrfKey!);
        await expect(detailRow(page, "pool-opcert")).toHaveText(block.operationalCertificate!);

        // Copying takes a script: without one there is no button.
        await expect(page.getByRole("button", { name: "Copy block hash" })).toBeHidden();

        const table = page.getByRole("table", { name: "Transactions in this block" });
        await expect(table.locator("thead th")).toHaveText(["Hash", "Inputs", "Outputs", "Confirmations", "Amount", "Fee"]);
        const rows = bodyRows(table);
        await expect(rows).toHaveCount(block.txCount);
        // spec §4: currentBlock - height + 1; the block is deep enough to be Confirmed.
        const confirmations = stats.currentBlock - block.height! + 1;
        expect(confirmations).toBeGreaterThanOrEqual(6);
        for (const [index, tx] of block.transactions!.entries()) {
          const row = rows.nth(index);
          await expect(cell(row, 0).getByRole("link")).toHaveText(`${tx.hash.slice(0, 16)}...`);
          await expect(cell(row, 0).getByRole("link")).toHaveAttribute("href", `/transactions/${tx.hash}`);
          await expect(cell(row, 1)).toHaveText(String(tx.inputCount));
          await expect(cell(row, 2)).toHaveText(String(tx.outputCount));
          await expect(cell(row, 3)).toHaveText(`Confirmed${grouped(confirmations)} confirmations`);
          await expect(cell(row, 4)).toHaveText(`${coin(tx.amount, 6, 6)} ${COIN[network]}`);
          await expect(cell(row, 5)).toHaveText(`${coin(tx.fee, 3, 3)} ${COIN[network]}`);
        }
      }
    });

    test("the height links from the list open the block", async ({ page, request }) => {
      const [newest] = await listBlocks(request, network, 0, 1);
      await open(page, network, "/blocks");
      await bodyRows(blocksTable(page)).first().locator("td").first().getByRole("link").click();
      await expect(page).toHaveURL(`/blocks/${newest!.height}`);
      await expect(page.getByRole("heading", { level: 1, name: `Block ${heightText(newest!.height!)}` })).toBeVisible();
    });

    test("the genesis block: block 0's parent, with 'Genesis Block' for its own parent", async ({ page, request }) => {
      const zero = await api<ApiBlock>(request, network, "/blocks/0");
      const genesis = await api<ApiBlock>(request, network, `/blocks/${zero.parentHash}`);
      expect(genesis.height).toBeNull();
      await open(page, network, "/blocks/0");
      await expect(page.getByRole("heading", { level: 1, name: "Block #0" })).toBeVisible();
      await detailRow(page, "block-parent").getByRole("link").click();
      await expect(page).toHaveURL(`/blocks/${zero.parentHash}`);
      await expect(page.getByRole("heading", { level: 1, name: "Genesis Block" })).toBeVisible();
      await expect(detailRow(page, "block-parent")).toHaveText("Genesis Block");
      await expect(detailRow(page, "block-height")).toHaveText("N/A");
      await expect(detailRow(page, "pool-name")).toHaveText("Unknown");
      await expect(detailRow(page, "pool-ticker")).toHaveText("N/A");
      await expect(detailRow(page, "pool-id")).toHaveText("N/A");
      // No node produced it: no size of its own; the protocol version the chain began with, the epoch it begins.
      await expect(detailRow(page, "block-size")).toHaveText("N/A");
      // db-sync records 0.0 for it; the chain began with the version block 0 was made under.
      expect(genesis.protocolVersion).toBe(zero.protocolVersion);
      await expect(detailRow(page, "block-protocol")).toHaveText(zero.protocolVersion);
      await expect(detailRow(page, "block-epoch").getByRole("link")).toHaveAttribute("href", "/epochs/0");
      const rows = bodyRows(page.getByRole("table", { name: "Transactions in this block" }));
      await expect(rows).toHaveCount(genesis.txCount);
      await expect(cell(rows.first(), 3)).toHaveText("ConfirmedSince the chain began");
    });
  });
}

test("a block without transactions says 'No transactions to display'", async ({ page, request }) => {
  const blocks = await listBlocks(request, "mainnet", 0, 100);
  const empty = blocks.find((b) => b.txCount === 0)!;
  await page.goto(`/blocks/${empty.height}`);
  await expect(page.getByTestId("block-tx-count")).toHaveText("0 transactions");
  await expect(page.getByRole("table", { name: "Transactions in this block" })).toContainText("No transactions to display");
  await expect(pager(page)).toHaveCount(0);
});

test("?network=testnet shows testnet's blocks without a cookie", async ({ page, request }) => {
  const [newest] = await listBlocks(request, "testnet", 0, 1);
  await page.goto("/blocks?network=testnet");
  await expect(networkBadge(page)).toHaveText("Testnet");
  // Every link keeps the network the URL named (rule 1 of issue 41), paging too.
  await expectBlockRow(bodyRows(blocksTable(page)).first(), newest!, "testnet");
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blocks?network=testnet&page=2");
});

test("with JavaScript the block page shows its 'Copy block hash' button @js-only", async ({ page, request }) => {
  const [newest] = await listBlocks(request, "mainnet", 0, 1);
  await page.goto(`/blocks/${newest!.height}`);
  await expect(page.getByRole("button", { name: "Copy block hash" })).toBeVisible();
});

test("with JavaScript a row's links navigate in place, and a modified click is left to the browser @js-only", async ({ page, request }) => {
  const [newest] = await listBlocks(request, "mainnet", 0, 1);
  await page.goto("/blocks");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const height = bodyRows(blocksTable(page)).first().locator("td").first().getByRole("link");
  // Ctrl-click is a new tab's: the listener leaves it alone (the browser opens the tab, this page stays).
  const [opened] = await Promise.all([page.context().waitForEvent("page"), height.click({ modifiers: ["ControlOrMeta"] })]);
  await opened.close();
  await expect(page).toHaveURL(/\/blocks$/);
  await height.click();
  await expect(page).toHaveURL(new RegExp(`/blocks/${newest!.height}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Block");
  // The same document: the router fetched the block's data, the browser loaded no new page.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a page past the end of the chain says so and links to the last page, not an error", async ({ page }) => {
  const response = await page.goto("/blocks?page=99999");
  expect(response!.status()).toBe(200);
  await expect(blocksTable(page)).toContainText("Page 99999 is past the end of this list.");
  await expect(pager(page).getByText("Page 99999")).toBeVisible();
  await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blocks?page=99998");
  await page.getByRole("link", { name: /^Go to the last page/ }).click();
  await expect(page).toHaveURL(/\/blocks\?page=\d+$/);
  await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByTestId("pager-range")).toContainText(/–[\d,]+ of ([\d,]+)$/);
  await expect(bodyRows(blocksTable(page))).not.toHaveCount(0);
});

test("a page of a block's transactions past its last says so", async ({ page }) => {
  await page.goto("/blocks/0?page=2");
  await expect(page.getByTestId("transactions-range")).toContainText("Page 2 is past the last of the block's");
  await expect(page.getByRole("table", { name: "Transactions in this block" })).toContainText("No transactions to display");
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blocks/0");
});

test.describe("bad input", () => {
  test.use({ allowedConsoleErrors: STATUS_400_OR_404 });

  // Each input's status and message is app/routes/page-inputs.test.ts's and
  // app/routes/chain-pages-inputs.test.ts's; here the page a browser gets.
  test("?page=-1 is a 400 page that says what is wrong and leads to the first page", async ({ page }) => {
    const response = await page.goto("/blocks?page=-1&network=testnet");
    expect(response!.status()).toBe(400);
    await expect(page).toHaveTitle(/^Invalid Page Number: page must be 1 or more/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Page Number");
    await expect(page.getByTestId("error-page")).toContainText("page must be 1 or more.");
    await expect(page.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/blocks?network=testnet");
  });

  test("testnet: an unknown height is 'Block Not Found' with status 404", async ({ page }) => {
    const response = await open(page, "testnet", "/blocks/99999999");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Block Not Found" })).toBeVisible();
    await expect(page.getByTestId("error-page")).toContainText("The block could not be found on Testnet.");
    await expect(page.getByRole("link", { name: "Back to Blocks" })).toHaveAttribute("href", "/blocks");
  });
});

test.describe("hostile pool metadata", () => {
  // Pools of the demo chain whose operators chose names meant to break pages.
  const HOSTILE = /<script>|<b>|\u202e|\u200b/;

  async function hostileBlocks(request: APIRequestContext) {
    const found: Array<{ block: ApiBlock; offset: number }> = [];
    for (let offset = 0; offset < 1000 && found.length < 3; offset += 100) {
      for (const [index, block] of (await listBlocks(request, "mainnet", offset, 100)).entries()) {
        if (HOSTILE.test(`${block.poolName}${block.poolTicker}`) && !found.some((f) => f.block.poolId === block.poolId)) {
          found.push({ block, offset: offset + index });
        }
      }
    }
    expect(found.length).toBeGreaterThan(1);
    return found;
  }

  test("names and tickers are inert text in the list and in the pool card", async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = await hostileBlocks(request);
    // Some of them imitate other pools: their rows carry the warning the pool's page gives.
    expect(hostile.some(({ block }) => block.poolLookAlike)).toBe(true);
    for (const { block, offset } of hostile) {
      await page.goto(`/blocks?page=${Math.floor(offset / PAGE_SIZE) + 1}`);
      const row = bodyRows(blocksTable(page)).filter({ has: page.getByRole("link", { name: heightText(block.height!), exact: true }) });
      await expectBlockRow(row, block);

      await page.goto(`/blocks/${block.height}`);
      expect(await detailRow(page, "pool-name").locator("bdi").textContent()).toBe(readable(block.poolName));
      await expect(detailRow(page, "pool-name").getByTestId("look-alike-warning")).toHaveCount(block.poolLookAlike ? 1 : 0);
      expect(await detailRow(page, "pool-ticker").textContent()).toBe(readable(block.poolTicker));
      // Isolated, so a right-to-left override cannot reorder the text around it.
      await expect(detailRow(page, "pool-name").locator("bdi")).toHaveCount(1);
      await expect(page.locator("main script, main b")).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });
});
