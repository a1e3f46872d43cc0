import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { PORTS, SERVER_NOW } from "../../playwright.config";
import { expectNoAxeViolationsInEitherTheme } from "./support/axe";
import { copyTestChains, databaseUrlOf, dropTestChains, waitForReady, type Network } from "./support/postgres-chains";
import { waitForHydration } from "./support/shell";
import { expect, test } from "./support/test";

// The chain moves on the page (issue 44): a server on its own PostgreSQL copy of
// the test chain, whose chain the test grows (a block row inserted as db-sync
// would: the tip's row with height + 1, a new hash, 20 slots and 20 s later) and
// rolls back (the newest rows deleted). The server's tip watch reads the tip every
// 500 ms; the page hears of the block on its stream and reads its data again.
// Every test starts from the chain as it was: the rows it added are deleted after it.
// Named by the port, so two checkouts running the suite side by side keep apart.
const databaseName = (network: Network) => `prime_live_${PORTS.liveApp}_${network}`;
const databaseUrl = (network: Network) => databaseUrlOf(databaseName(network));
const appUrl = `http://127.0.0.1:${PORTS.liveApp}`;
// Generous, for a loaded machine: the delays are measured and written into the test's annotations.
const ARRIVAL_TIMEOUT_MS = 10_000;

let app: ChildProcess | null = null;
let db: postgres.Sql | null = null;
/** The chain as the copy has it: the tip's height, and the newest row id that stays. */
let original: { tip: number; lastId: number } = { tip: 0, lastId: 0 };

test.describe.configure({ mode: "serial" });
test.use({ baseURL: appUrl });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await copyTestChains(databaseName);
  db = postgres(databaseUrl("mainnet"), { max: 1, onnotice: () => {} });
  const [tip] = await db<{ height: number; id: number }[]>`SELECT block_no::int AS height, id::int AS id FROM block ORDER BY id DESC LIMIT 1`;
  original = { tip: tip!.height, lastId: tip!.id };
  app = spawn("node", ["--conditions=production", "server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORTS.liveApp),
      HOST: "127.0.0.1",
      SERVER_NOW,
      DATABASE_URL_MAINNET: databaseUrl("mainnet"),
      DATABASE_URL_TESTNET: databaseUrl("testnet"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForReady(appUrl);
});

test.afterEach(async () => {
  // Back to the chain as it was (the server sees a rollback, as from any fork).
  if (db) await db`DELETE FROM block WHERE id > ${original.lastId}`;
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app!.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }
  await db?.end({ timeout: 2 });
  await dropTestChains(databaseName);
});

/** Adds a block on top of the tip, as db-sync writes one: 20 slots and 20 s after it, no transactions. Returns its height. */
async function growChain(): Promise<number> {
  const [row] = await db!<{ height: number }[]>`
    INSERT INTO block (hash, epoch_no, slot_no, epoch_slot_no, block_no, previous_id, slot_leader_id, size, time, tx_count,
                       proto_major, proto_minor, vrf_key, op_cert, op_cert_counter)
    SELECT ${randomBytes(32)}, epoch_no, slot_no + 20, epoch_slot_no + 20, block_no + 1, id, slot_leader_id, size, time + interval '20 seconds', 0,
           proto_major, proto_minor, vrf_key, op_cert, op_cert_counter
    FROM block ORDER BY id DESC LIMIT 1
    RETURNING block_no::int AS height`;
  return row!.height;
}

/** Removes the newest `count` blocks: the chain rolls back. Returns the new tip's height. */
async function rollBack(count: number): Promise<number> {
  await db!`DELETE FROM block WHERE id IN (SELECT id FROM block ORDER BY id DESC LIMIT ${count})`;
  const [tip] = await db!<{ height: number }[]>`SELECT block_no::int AS height FROM block ORDER BY id DESC LIMIT 1`;
  return tip!.height;
}

const heightText = (height: number) => `#${height.toLocaleString("en-US")}`;

/** Opens a page, hydrated, with its live stream open (the announcer says so once the EventSource is). */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("live-announcer")).toHaveAttribute("data-live-status", "open");
}

/** Waits for `check` to pass and answers how long it took from `since`, ms. */
async function arrival(since: number, check: () => Promise<void>): Promise<number> {
  await check();
  return Date.now() - since;
}

const latestBlockLinks = (page: Page) => page.getByTestId("latest-blocks").getByTestId("block-link");
const blockRows = (page: Page) => page.getByRole("table", { name: "Recent Blocks" }).locator("tbody tr");

test.describe("the chain moves on the page", { tag: "@js-only" }, () => {
  test("a new block reaches the dashboard and the block list's bar; the list's rows stay until asked", async ({ page: dashboard, context, baseURL }) => {
    test.slow();
    await context.addCookies([{ name: "theme", value: "light", url: baseURL! }]);
    const blocks = await context.newPage();
    await openLive(dashboard, "/");
    await openLive(blocks, "/blocks");
    await expect(latestBlockLinks(dashboard).first()).toHaveText(heightText(original.tip));
    await expect(blocks.getByTestId("new-blocks-bar")).toHaveCount(0);
    const firstRow = await blockRows(blocks).first().textContent();
    const listSize = await dashboard.getByTestId("latest-blocks").locator("li").count();
    const cardBefore = await dashboard.getByTestId("latest-blocks").boundingBox();
    const rowBefore = await blockRows(blocks).first().boundingBox();

    const inserted = Date.now();
    const height = await growChain();
    const [onDashboard, onBar] = await Promise.all([
      arrival(inserted, () => expect(latestBlockLinks(dashboard).first()).toHaveText(heightText(height), { timeout: ARRIVAL_TIMEOUT_MS })),
      arrival(inserted, () => expect(blocks.getByTestId("new-blocks-bar")).toHaveText("1 new block · Show", { timeout: ARRIVAL_TIMEOUT_MS })),
    ]);
    test.info().annotations.push({ type: "arrival", description: `block #${height}: dashboard ${onDashboard} ms, block list's bar ${onBar} ms after the insert (the aim: ≤ 2,000 ms)` });

    // The dashboard read everything again: the freshness line, the stats, the new row at the top (highlighted), the list's size kept.
    await expect(dashboard.getByTestId("data-freshness-block")).toHaveText(heightText(height));
    await expect(dashboard.getByTestId("latest-blocks").locator("li").first()).toHaveAttribute("data-entered", "true");
    await expect(dashboard.getByTestId("latest-blocks").locator("li[data-entered]")).toHaveCount(1);
    await expect(dashboard.getByTestId("latest-blocks").locator("li")).toHaveCount(listSize);
    await expect(latestBlockLinks(dashboard).nth(1)).toHaveText(heightText(original.tip));
    expect((await dashboard.getByTestId("latest-blocks").boundingBox())?.height, "the list keeps its size").toBe(cardBefore?.height);
    await expect(dashboard.getByTestId("live-announcer")).toHaveText(`Block ${heightText(height)} added`);
    await expectNoAxeViolationsInEitherTheme(dashboard);

    // The list's first page kept its rows (and its 'Data as of') until the reader asks, where they were.
    expect(await blockRows(blocks).first().textContent()).toBe(firstRow);
    expect(await blockRows(blocks).first().boundingBox(), "the bar moves no row").toEqual(rowBefore);
    await expect(blocks.getByTestId("data-freshness-block")).toHaveText(heightText(original.tip));
    const second = await growChain();
    await expect(blocks.getByTestId("new-blocks-bar")).toHaveText("2 new blocks · Show", { timeout: ARRIVAL_TIMEOUT_MS });
    expect(await blockRows(blocks).first().textContent()).toBe(firstRow);
    await expectNoAxeViolationsInEitherTheme(blocks);
    await blocks.getByTestId("new-blocks-bar").click();
    await expect(blockRows(blocks).first().locator("td").first()).toHaveText(heightText(second));
    await expect(blocks.getByTestId("new-blocks-bar")).toHaveCount(0);
    await expect(blocks.getByTestId("data-freshness-block")).toHaveText(heightText(second));

    // The list's other pages show no bar.
    await openLive(blocks, "/blocks?page=2");
    await growChain();
    await expect(dashboard.getByTestId("data-freshness-block")).toHaveText(heightText(second + 1), { timeout: ARRIVAL_TIMEOUT_MS });
    await expect(blocks.getByTestId("new-blocks-bar")).toHaveCount(0);
  });

  test("a transaction in the tip block turns Confirmed after five more blocks, without a reload", async ({ page }) => {
    test.slow();
    const [tx] = await db!<{ hash: string }[]>`SELECT encode(hash, 'hex') AS hash FROM tx WHERE block_id = ${original.lastId} ORDER BY block_index LIMIT 1`;
    expect(tx, "the test chain's tip block holds a transaction").toBeDefined();
    await openLive(page, `/transactions/${tx!.hash}`);
    const status = page.getByTestId("tx-confirmations").locator("dd");
    await expect(status).toHaveText("Confirming1 confirmation");
    await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
    for (const confirmations of [2, 3, 4, 5]) {
      await growChain();
      await expect(status).toHaveText(`Confirming${confirmations} confirmations`, { timeout: ARRIVAL_TIMEOUT_MS });
    }
    const height = await growChain();
    await expect(status).toHaveText("Confirmed6 confirmations", { timeout: ARRIVAL_TIMEOUT_MS });
    await expect(page.getByTestId("data-freshness-block")).toHaveText(heightText(height));
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
  });

  test("after a rollback the dashboard shows the new tip and says so", async ({ page }) => {
    test.slow();
    await openLive(page, "/");
    await growChain();
    const top = await growChain();
    await expect(latestBlockLinks(page).first()).toHaveText(heightText(top), { timeout: ARRIVAL_TIMEOUT_MS });
    const rolledBack = Date.now();
    const tip = await rollBack(2);
    expect(tip).toBe(original.tip);
    const shown = await arrival(rolledBack, () => expect(latestBlockLinks(page).first()).toHaveText(heightText(tip), { timeout: ARRIVAL_TIMEOUT_MS }));
    test.info().annotations.push({ type: "arrival", description: `rollback to #${tip}: dashboard ${shown} ms after the delete` });
    await expect(page.getByTestId("data-freshness-block")).toHaveText(heightText(tip));
    await expect(page.getByTestId("live-announcer")).toHaveText(`The chain rolled back to block ${heightText(tip)}`);
    // The new fork's blocks follow.
    const next = await growChain();
    await expect(latestBlockLinks(page).first()).toHaveText(heightText(next), { timeout: ARRIVAL_TIMEOUT_MS });
  });

  test("a hidden tab holds no stream, and shown again it catches up with what it missed", async ({ page }) => {
    const openStreams = async () => ((await (await fetch(`${appUrl}/readyz`)).json()) as { streams: { open: number } }).streams.open;
    await openLive(page, "/");
    await expect.poll(openStreams).toBe(1);
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    await expect(page.getByTestId("live-announcer")).toHaveAttribute("data-live-status", "off");
    await expect.poll(openStreams).toBe(0);
    const height = await growChain();
    await setVisibility("visible");
    await expect(page.getByTestId("live-announcer")).toHaveAttribute("data-live-status", "open");
    await expect(latestBlockLinks(page).first()).toHaveText(heightText(height), { timeout: ARRIVAL_TIMEOUT_MS });
  });
});
