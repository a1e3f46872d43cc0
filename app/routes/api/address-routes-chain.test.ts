import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { httpTransport } from "../../api/http-transport.server";
import { inProcessTransport } from "../../api/in-process.server";
import { getDb } from "../../db/db.server";
import { setUpConfiguredChains } from "../../../tests/support/configured-chains";
import { MAX_LIST_LIMIT, type AddressDetail, type AddressTransactionsPage, type StakeReward } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { loader as rewardsCsvLoader } from "../csv/address-rewards";
import { loader as transactionsCsvLoader } from "../csv/address-transactions";
import { apiFetch, apiRoute } from "../../../tests/support/route-calls";

const addressLoader = apiRoute("address");
const activityLoader = apiRoute("address-activity");
const rewardsLoader = apiRoute("address-rewards");
const transactionsLoader = apiRoute("address-transactions");
const rewardsValueAction = apiRoute("calculate-rewards-value");

// The address routes over the generated demo chains (test scale, fixed 'now'),
// as the server runs them: the configured embedded databases, our migrations
// and the summaries brought up to the tip. Expectations come from direct SQL
// over db-sync's tables, not from the data functions.
setUpConfiguredChains();

type Handler = (args: { params: Record<string, string>; request: Request; context: unknown }) => Promise<Response>;

const apiCall = (handler: unknown, params: Record<string, string>, query = "", init?: RequestInit) =>
  (handler as Handler)({ params, request: new Request(`http://explorer.test/api/x${query}`, init), context: {} });

const csvCall = (handler: unknown, address: string, network: Network) =>
  (handler as Handler)({
    params: { address },
    request: new Request(`http://explorer.test/addresses/${address}/x.csv?network=${network}`),
    context: {},
  });

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A CSV body as records of fields (our cells hold no line breaks; quoted fields are unquoted). */
async function csvRecords(response: Response): Promise<string[][]> {
  const text = await response.text();
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .replace(/^\uFEFF/, "")
    .slice(0, -2)
    .split("\r\n")
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, field]) => unquote(field!)));
}

function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

/** "−1.5" coins → DFM, exactly. */
function coinsToDfm(coins: string): bigint {
  const negative = coins.startsWith("-");
  const [whole = "0", fraction = ""] = coins.replace("-", "").split(".");
  const dfm = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
  return negative ? -dfm : dfm;
}

async function sql<Row>(network: Network, text: string, params: unknown[] = []): Promise<Row[]> {
  return getDb(network).query<Row>(text, params);
}

/** The payment address in the most transactions (as an output or a spent input), with its count and unspent sum. */
async function busiestPaymentAddress(network: Network) {
  const [row] = await sql<{ address: string; count: number; balance: string }>(
    network,
    `WITH busiest AS (SELECT address FROM tx_out GROUP BY address ORDER BY count(DISTINCT tx_id) DESC, address LIMIT 1),
          txs AS (SELECT o.tx_id FROM tx_out o WHERE o.address = (SELECT address FROM busiest)
                  UNION
                  SELECT i.tx_in_id FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
                  WHERE o.address = (SELECT address FROM busiest))
     SELECT (SELECT address FROM busiest) AS address,
            (SELECT count(*) FROM txs)::int AS count,
            (SELECT coalesce(sum(o.value), 0)::text FROM tx_out o
             WHERE o.address = (SELECT address FROM busiest)
               AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)) AS balance`,
  );
  return row!;
}

/** The stake address with the most rewards on the network. */
async function mostRewardedStakeAddress(network: Network): Promise<string> {
  const [row] = await sql<{ view: string }>(
    network,
    "SELECT sa.view FROM reward r JOIN stake_address sa ON sa.id = r.addr_id GROUP BY sa.view ORDER BY count(*) DESC, sa.view LIMIT 1",
  );
  return row!.view;
}

describe("payment address JSON and history CSV", () => {
  it("the detail carries the figures and the first page of each list", async () => {
    const busiest = await busiestPaymentAddress("mainnet");
    const detail = await json<AddressDetail>(await apiCall(addressLoader, { network: "mainnet", address: busiest.address }));
    expect(detail.address).toBe(busiest.address);
    expect(detail.addressType).toBe("payment");
    expect(detail.txCount).toBe(busiest.count);
    expect(detail.balance).toBe(busiest.balance);
    expect(detail.transactions).toHaveLength(Math.min(20, busiest.count));
    expect(detail.utxos.length).toBe(Math.min(20, detail.utxoCount ?? 0));
  });

  it("pages the history with its total, and a bad page is 400", async () => {
    const busiest = await busiestPaymentAddress("mainnet");
    const page = await json<AddressTransactionsPage>(
      await apiCall(transactionsLoader, { network: "mainnet", address: busiest.address }, "?limit=10&offset=5"),
    );
    expect(page.pagination.total).toBe(busiest.count);
    expect(page.transactions).toHaveLength(Math.min(10, Math.max(0, busiest.count - 5)));
    expect((await apiCall(transactionsLoader, { network: "mainnet", address: busiest.address }, "?limit=500")).status).toBe(400);
  });

  it("streams every transaction of the busiest address, oldest first; the amounts add up to its balance", async () => {
    const busiest = await busiestPaymentAddress("mainnet");
    const response = await csvCall(transactionsCsvLoader, busiest.address, "mainnet");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="transactions-${busiest.address.replace(/^addr1/, "").slice(0, 8)}-mainnet.csv"`,
    );
    const [header, ...rows] = await csvRecords(response);
    expect(header).toEqual(["Date", "Time (UTC)", "Transaction", "Block", "Type", "Amount (AP3X)", "Fee (AP3X)"]);
    expect(rows).toHaveLength(busiest.count);
    const blocks = rows.map((row) => Number(row[3]));
    expect(blocks).toEqual([...blocks].sort((a, b) => a - b));
    expect(rows.reduce((total, row) => total + coinsToDfm(row[5]!), 0n)).toBe(BigInt(busiest.balance));
    for (const row of rows) expect(row[4]).toBe(coinsToDfm(row[5]!) < 0n ? "Sent" : "Received");
  });

  it("a well-formed address the chain has never seen: 200 with no activity, a header-only CSV", async () => {
    const { bech32 } = await import("bech32");
    const unseen = bech32.encode("addr", bech32.toWords(new Uint8Array(57).fill(1)), 1023);
    const detail = await json<AddressDetail>(await apiCall(addressLoader, { network: "mainnet", address: unseen }));
    expect(detail.txCount).toBe(0);
    expect(detail.transactions).toEqual([]);
    const records = await csvRecords(await csvCall(transactionsCsvLoader, unseen, "mainnet"));
    expect(records).toHaveLength(1);
  });
});

describe("stake address rewards JSON and CSV", () => {
  it("mainnet: one row per reward with exact coins, and USD value and price where the epoch has one", async () => {
    const stake = await mostRewardedStakeAddress("mainnet");
    const rewards = await json<StakeReward[]>(await apiCall(rewardsLoader, { network: "mainnet", address: stake }));
    const [count] = await sql<{ n: number }>(
      "mainnet",
      "SELECT count(*)::int AS n FROM reward r JOIN stake_address sa ON sa.id = r.addr_id WHERE sa.view = $1",
      [stake],
    );
    expect(rewards.length).toBeGreaterThanOrEqual(count!.n);
    const response = await csvCall(rewardsCsvLoader, stake, "mainnet");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="rewards-history-${stake.replace(/^stake1/, "").slice(0, 8)}-mainnet.csv"`);
    const [header, ...rows] = await csvRecords(response);
    expect(header).toEqual(["Epoch", "Date", "Time (UTC)", "Pool ID", "Pool Ticker", "Pool Name", "Rewards", "USD Value", "USD Price", "Type"]);
    expect(rows).toHaveLength(rewards.length);
    let priced = 0;
    rows.forEach((row, i) => {
      const reward = rewards[i]!;
      expect(Number(row[0])).toBe(reward.epochNumber);
      expect(row[9]).toMatch(/^(Leader|Member|Reserves|Treasury|Deposit Refund|Proposal Refund)$/);
      expect(coinsToDfm(row[6]!)).toBe(BigInt(reward.rewardAmount));
      expect(row[3]).toBe(reward.poolId ?? "");
      if (reward.usdPrice === null) return expect(row.slice(7, 9)).toEqual(["", ""]);
      priced += 1;
      expect(row[8]).toBe(reward.usdPrice);
      expect(row[7]).toMatch(/^\d+\.\d{4}$/);
      expect(Math.abs(Number(row[7]) - (Number(reward.rewardAmount) / 1e6) * Number(reward.usdPrice))).toBeLessThanOrEqual(0.00005 + 1e-9);
    });
    expect(priced).toBeGreaterThan(0);
  });

  it("testnet: no USD columns", async () => {
    const stake = await mostRewardedStakeAddress("testnet");
    const [header, ...rows] = await csvRecords(await csvCall(rewardsCsvLoader, stake, "testnet"));
    expect(header).toEqual(["Epoch", "Date", "Time (UTC)", "Pool ID", "Pool Ticker", "Pool Name", "Rewards", "Type"]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveLength(8);
  });

  it("hostile pool names and tickers are plain cells: markup kept as text, invisible overrides dropped", async () => {
    const [hostile] = await sql<{ view: string }>(
      "mainnet",
      `SELECT sa.view FROM reward r JOIN stake_address sa ON sa.id = r.addr_id
       JOIN off_chain_pool_data m ON m.pool_id = r.pool_id
       WHERE m.ticker_name IN ('<XSS>', 'RTL' || chr(8238) || '1')
       GROUP BY sa.view ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(hostile).toBeDefined();
    const records = await csvRecords(await csvCall(rewardsCsvLoader, hostile!.view, "mainnet"));
    const tickers = records.slice(1).map((row) => row[4]);
    expect(tickers.some((ticker) => ticker === "<XSS>" || ticker === "RTL1")).toBe(true);
    for (const row of records) for (const cell of row) expect(cell).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
  });
});

describe("POST calculate-rewards-value", () => {
  const post = (network: string, body: unknown) =>
    apiCall(rewardsValueAction, { network }, "", { method: "POST", body: JSON.stringify(body) });

  it("the unit price without an amount, the product with one", async () => {
    const [price] = await sql<{ epoch: number; usd: string }>(
      "mainnet",
      "SELECT epoch_no AS epoch, usd::text AS usd FROM explorer.epoch_price ORDER BY epoch_no DESC LIMIT 1",
    );
    expect(price).toBeDefined();
    const unit = await json<{ value: number }>(await post("mainnet", { epoch: price!.epoch, currency: "usd" }));
    expect(unit.value).toBeCloseTo(Number(price!.usd), 10);
    const many = await json<{ value: number }>(await post("mainnet", { rewardsAP3X: "2.5", epoch: price!.epoch, currency: "usd" }));
    expect(many.value).toBeCloseTo(2.5 * Number(price!.usd), 10);
  });

  it("an epoch without a price is 404 'Price data not available'; testnet is 404", async () => {
    const [row] = await sql<{ epoch: number }>("mainnet", "SELECT coalesce(max(epoch_no), 0) + 1000 AS epoch FROM explorer.epoch_price");
    const missing = await post("mainnet", { epoch: row!.epoch, currency: "usd" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Price data not available" });
    expect((await post("testnet", { epoch: 1, currency: "usd" })).status).toBe(404);
  });
});

describe("recent address activity", () => {
  it("the addresses of the newest transactions, at most `limit`", async () => {
    const activity = await json<{ address: string; blockHeight: number }[]>(await apiCall(activityLoader, { network: "testnet" }, "?limit=5"));
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.length).toBeLessThanOrEqual(5);
    const [tip] = await sql<{ height: number }>("testnet", "SELECT max(block_no) AS height FROM block");
    expect(activity[0]!.blockHeight).toBeLessThanOrEqual(tip!.height);
    for (const entry of activity) expect(entry.address).toMatch(/^(addr_test1|stake_test1)/);
  });
});

// The http transport pointed at our own JSON routes answers as the in-process
// one does. fetch is routed by the resource table (tests/support/route-calls.ts).
describe("the http transport over these routes agrees with the in-process one", () => {
  beforeAll(() => {
    vi.stubGlobal("fetch", apiFetch);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  const collect = async <T>(batches: AsyncIterable<T[]>) => {
    const all: T[] = [];
    for await (const batch of batches) all.push(...batch);
    return all;
  };

  it("every address call, the history export (oldest first, more than one page) included", async () => {
    const local = inProcessTransport("mainnet", getDb("mainnet"));
    const remote = httpTransport("http://upstream.test", "mainnet", 20_000);
    const { address } = await busiestPaymentAddress("mainnet");
    const stake = await mostRewardedStakeAddress("mainnet");
    expect(await remote.getAddress(address)).toMatchObject(await local.getAddress(address));
    expect(await remote.getAddress(stake)).toMatchObject(await local.getAddress(stake));
    const page = { limit: 10, offset: 3 };
    expect(await remote.listAddressTransactions(address, page)).toEqual(await local.listAddressTransactions(address, page));
    expect(await remote.listAddressTransactions(stake, page)).toEqual(await local.listAddressTransactions(stake, page));
    expect(await remote.listAddressUtxos(address, page)).toEqual(await local.listAddressUtxos(address, page));
    expect(await remote.listPaymentAddresses(stake, page)).toEqual(await local.listPaymentAddresses(stake, page));
    expect(await remote.listStakeAddressRewards(stake)).toEqual(await local.listStakeAddressRewards(stake));
    expect(await remote.listStakeAddressDelegations(stake, page)).toEqual(await local.listStakeAddressDelegations(stake, page));
    expect(await remote.listRecentAddressActivity(7)).toEqual(await local.listRecentAddressActivity(7));
    const history = await collect(local.exportAddressTransactions(address));
    expect(history.length).toBeGreaterThan(MAX_LIST_LIMIT);
    expect(await collect(remote.exportAddressTransactions(address))).toEqual(history);
  });

  it("rewards value: the value, and null where there is no price", async () => {
    const local = inProcessTransport("mainnet", getDb("mainnet"));
    const remote = httpTransport("http://upstream.test", "mainnet", 20_000);
    const [price] = await sql<{ epoch: number }>("mainnet", "SELECT max(epoch_no) AS epoch FROM explorer.epoch_price");
    const rewardsValue = (epoch: number) => ({ query: {}, body: { rewardsAP3X: "3.25", epoch, currency: "usd" } });
    const priced = await local.readResource("calculate-rewards-value", rewardsValue(price!.epoch));
    expect(priced).toEqual({ value: expect.any(Number) });
    expect(await remote.readResource("calculate-rewards-value", rewardsValue(price!.epoch))).toEqual(priced);
    expect(await remote.readResource("calculate-rewards-value", rewardsValue(price!.epoch + 1000))).toBeNull();
  });
});
