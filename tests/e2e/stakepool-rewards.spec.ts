import type { APIRequestContext } from "@playwright/test";
import { bech32 } from "bech32";
import type { PoolStakingRewardsEntry, StakePool } from "../../app/lib/domain";
import { DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";
import { COIN, DFM, grouped, type Network } from "./support/expected-text";
import { expect, STATUS_404, test } from "./support/test";

// The Staking Rewards page (spec §2 'Staking Rewards page', §8, §9): totals and
// the per-epoch breakdown against the JSON API's /rewards, the empty and
// not-found answers, read without JavaScript (the no-js project). screens.spec.ts
// runs axe on the template; the malformed id's 404 and the hex id's 301 are
// app/routes/pool-address-pages-inputs.test.ts's.

const api = (network: Network, path: string) => `/api/networks/${network}/${path}`;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** spec §9: raw amounts ÷ 1,000,000, every DFM shown (6 decimals, one shape per column). */
function rewardText(dfm: bigint, network: Network): string {
  return `${grouped(dfm / DFM)}.${(dfm % DFM).toString().padStart(6, "0")} ${COIN[network]}`;
}

test("the house pool's totals are the sums of its epochs, and each epoch is one row", async ({ page, request }) => {
  const [pool, rewards] = await Promise.all([
    getJson<StakePool>(request, api("mainnet", `stakepools/${DEMO_HOUSE_POOL_ID}`)),
    getJson<PoolStakingRewardsEntry[]>(request, api("mainnet", `stakepools/${DEMO_HOUSE_POOL_ID}/rewards`)),
  ]);
  expect(rewards.length).toBeGreaterThan(0);
  const total = rewards.reduce((sum, entry) => sum + BigInt(entry.totalEpochRewards), 0n);
  const blocks = rewards.reduce((sum, entry) => sum + entry.blocksMade, 0);
  const epochs = BigInt(rewards.length);
  const average = (total * 2n + epochs) / (epochs * 2n);

  await page.goto(`/stakepools/${DEMO_HOUSE_POOL_ID}/rewards`);
  await expect(page).toHaveTitle(new RegExp(`\\[${pool.ticker}\\] ${pool.name}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(pool.ticker!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(pool.name!);
  await expect(page.getByTestId("pool-id")).toContainText(DEMO_HOUSE_POOL_ID.slice(0, 16));
  await expect(page.getByRole("link", { name: "Back to Pool" })).toHaveAttribute("href", `/stakepools/${DEMO_HOUSE_POOL_ID}`);

  await expect(page.getByTestId("total-rewards")).toHaveText(rewardText(total, "mainnet"));
  await expect(page.getByTestId("total-blocks")).toHaveText(grouped(BigInt(blocks)));
  await expect(page.getByTestId("total-blocks-hint")).toContainText(`Lifetime Blocks: ${grouped(BigInt(pool.blocksLifetime))}`);
  await expect(page.getByTestId("total-epochs")).toHaveText(String(rewards.length));
  await expect(page.getByTestId("avg-per-epoch")).toHaveText(rewardText(average, "mainnet"));

  const breakdown = page.getByRole("table", { name: "Epoch-by-Epoch Rewards Breakdown" });
  const rows = breakdown.locator("tbody tr");
  await expect(rows).toHaveCount(rewards.length);
  const first = rewards[0]!;
  // spec §9: percentages with 1 decimal (rounded half up).
  const operatorTenths = (BigInt(first.operatorRewards) * 1_000n * 2n + BigInt(first.totalEpochRewards)) / (BigInt(first.totalEpochRewards) * 2n);
  const operatorShare = `${operatorTenths / 10n}.${operatorTenths % 10n}%`;
  const cells = rows.first().locator("td");
  await expect(cells).toHaveText([
    String(first.epochNumber),
    grouped(BigInt(first.blocksMade)),
    rewardText(BigInt(first.poolStake), "mainnet"),
    rewardText(BigInt(first.delegatorRewards), "mainnet"),
    rewardText(BigInt(first.operatorRewards), "mainnet"),
    rewardText(BigInt(first.totalEpochRewards), "mainnet"),
    operatorShare,
  ]);

  // Desktop and the phone layout: the table scrolls inside its region, the page does not grow wider.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

test("a pool without rewards says so", async ({ page, request }) => {
  // A pool of the demo chain that has not earned yet (found through the API, not by id).
  const pools = await getJson<StakePool[]>(request, api("testnet", "stakepools?limit=100"));
  let empty: string | null = null;
  for (const pool of pools.reverse()) {
    const rewards = await getJson<PoolStakingRewardsEntry[]>(request, api("testnet", `stakepools/${pool.poolId}/rewards`));
    if (rewards.length === 0) {
      empty = pool.poolId;
      break;
    }
  }
  expect(empty, "a testnet pool without rewards").not.toBeNull();
  await page.goto(`/stakepools/${empty}/rewards?network=testnet`);
  await expect(page.getByText("No staking rewards data available for this pool.")).toBeVisible();
  await expect(page.getByTestId("total-epochs")).toHaveText("0");
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: STATUS_404 });

  test("an unknown pool is 'Stake Pool Not Found' (404) with a way back", async ({ page }) => {
    // Well-formed but no pool's (28 bytes of 0xff).
    const response = await page.goto(`/stakepools/${bech32.encode("pool", bech32.toWords(new Array<number>(28).fill(0xff)))}/rewards`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Stake Pool Not Found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stake Pool Not Found");
    await expect(page.getByRole("link", { name: "Back to Stake Pools" })).toHaveAttribute("href", "/stakepools");
  });
});
