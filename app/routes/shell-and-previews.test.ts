import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import type { Block, CurrentEpoch, Epoch, NetworkStats, PoolStakingRewardsEntry, SearchResult, StakePool, Transaction } from "../lib/domain";
import { formatBlockHeight, formatInteger, formatPercent, visibleTextOrNull } from "../lib/formats/format";
import type { MetaTag } from "../lib/navigation/link-preview";
import { formatRewardAmount } from "../lib/pools/pool-detail";
import { NETWORKS } from "../lib/navigation/network";
import { loader as rootLoader } from "../root";
import * as addressPage from "./address";
import * as blockPage from "./block";
import * as blocksPage from "./blocks";
import * as epochsPage from "./epochs";
import * as homePage from "./home";
import * as rewardsPage from "./stakepool-rewards";
import * as stakePoolsPage from "./stakepools";
import * as transactionsPage from "./transactions";
import * as epochPage from "./epoch";
import { apiRoute } from "../../tests/support/route-calls";

const statsLoader = apiRoute("stats");
const blockApiLoader = apiRoute("block");
const currentEpochLoader = apiRoute("current-epoch");
const epochApiLoader = apiRoute("epoch");
const searchLoader = apiRoute("search");
const poolApiLoader = apiRoute("stakepool");
const poolRewardsApiLoader = apiRoute("stakepool-rewards");
const poolsApiLoader = apiRoute("stakepools");
const transactionApiLoader = apiRoute("transaction");
const transactionsApiLoader = apiRoute("transactions");
import * as poolPage from "./stakepool";
import * as transactionPage from "./transaction";

// The shell and the link previews (issue 22), over the configured demo chains:
// the 'Data as of' tip against the JSON API and each entity page's meta tags
// from its own loader's data (the incumbent explorer's URLs: legacy-redirect-inputs.test.ts).
setUpConfiguredChains();

type RootData = { network: string; dataTip: { height: number; timestamp: string } | null; now: number };

describe("'Data as of' (root loader)", () => {
  it.each(NETWORKS)("is the tip the JSON API's stats call the current block (%s)", async (network) => {
    const root = await loaded<RootData>(rootLoader, "/", {}, { network });
    const stats = await loaded<NetworkStats>(statsLoader, `/api/networks/${network}/stats`, { network });
    expect(root.network).toBe(network);
    expect(root.dataTip?.height).toBe(stats.currentBlock);
    expect(Date.parse(root.dataTip!.timestamp)).toBeLessThanOrEqual(root.now);
  });

  it("reads each network's own tip", async () => {
    const tips = await Promise.all(NETWORKS.map((network) => callLoader<RootData>(rootLoader, "/", {}, { network })));
    const stats = await Promise.all(NETWORKS.map((network) => loaded<NetworkStats>(statsLoader, `/api/networks/${network}/stats`, { network })));
    expect(new Set(stats.map((s) => s.currentBlock)).size, "the demo chains differ in height").toBe(NETWORKS.length);
    expect(tips.map((t) => t.data.dataTip?.height)).toEqual(stats.map((s) => s.currentBlock));
  });
});

// Each entity page's tags, from its meta over its own loader's data, name the
// figures the JSON API gives for the same entity.
describe("link previews (each entity page's meta)", () => {
  type Tags = MetaTag[];
  const metaOf = (module: { meta: unknown }, loaderData: unknown) => (module.meta as (args: { loaderData: unknown }) => Tags)({ loaderData });
  const tag = (tags: Tags, key: "name" | "property", value: string) =>
    (tags.find((entry) => (entry as Record<string, string>)[key] === value) as { content: string } | undefined)?.content;
  const api = <T>(loader: unknown, network: string, path: string, params: Record<string, string> = {}) =>
    loaded<T>(loader, `/api/networks/${network}${path}`, { network, ...params });

  /** Every preview: a title, and the description and its copies saying the same. */
  function expectPreview(tags: Tags, title: RegExp) {
    expect((tags[0] as { title: string }).title).toMatch(title);
    const description = tag(tags, "name", "description");
    expect(description).toBeTruthy();
    expect(tag(tags, "property", "og:description")).toBe(description);
    expect(tag(tags, "name", "twitter:description")).toBe(description);
    expect(tag(tags, "property", "og:title")).toBe(tag(tags, "name", "twitter:title"));
    expect(tag(tags, "property", "og:site_name")).toBe("Prime Explorer");
    expect(tag(tags, "property", "og:type")).toBe("website");
    expect(tag(tags, "name", "twitter:card")).toBe("summary");
    expect(tag(tags, "property", "og:url"), "no origin is configured").toBeUndefined();
    return description!;
  }

  it.each(NETWORKS)("a block, a transaction and an address (%s)", async (network) => {
    const label = network === "mainnet" ? "Mainnet" : "Testnet";
    const stats = await api<NetworkStats>(statsLoader, network, "/stats");
    const block = await api<Block>(blockApiLoader, network, `/blocks/${stats.currentBlock}`, { id: String(stats.currentBlock) });
    const blockPageData = await loaded(blockPage.loader, `/blocks/${block.height}`, { id: String(block.height) }, { network });
    const blockText = expectPreview(metaOf(blockPage, blockPageData), new RegExp(`^Block ${formatBlockHeight(block.height)} \\(${label}\\) · Prime Explorer$`));
    expect(blockText).toContain(formatBlockHeight(block.height));
    expect(blockText).toContain(`epoch ${formatInteger(block.epochNumber)}`);
    expect(blockText).toContain(`${formatInteger(block.txCount)} transaction`);
    const ticker = visibleTextOrNull(block.poolTicker);
    if (ticker) expect(blockText).toContain(`[${ticker}]`);

    const [listed] = await api<Transaction[]>(transactionsApiLoader, network, "/transactions?limit=1&offset=0");
    const tx = await api<Transaction>(transactionApiLoader, network, `/transactions/${listed!.hash}`, { hash: listed!.hash });
    const txPageData = await loaded<{ transaction: Transaction }>(transactionPage.loader, `/transactions/${tx.hash}`, { hash: tx.hash }, { network });
    const txText = expectPreview(metaOf(transactionPage, txPageData), new RegExp(`^Transaction ${tx.hash.slice(0, 16)}… \\(${label}\\)`));
    expect(txText).toContain(formatBlockHeight(tx.blockHeight!));
    expect(txText).toContain(`In block ${formatBlockHeight(tx.blockHeight!)}`);
    // A site keeps a preview as it first read it: nothing in it moves with the tip.
    expect(txText).not.toMatch(/confirm|pending/i);

    const address = txPageData.transaction.outputs![0]!.address;
    const addressPageData = await loaded<{ address: { balance: string; txCount: number } }>(addressPage.loader, `/addresses/${address}`, { address }, { network });
    const addressText = expectPreview(metaOf(addressPage, addressPageData), /^(Payment|Stake) Address /);
    expect(addressText).toContain(address);
    expect(addressText).toContain(`${formatInteger(addressPageData.address.txCount)} transaction`);
  });

  it.each(NETWORKS)("a pool and an epoch (%s)", async (network) => {
    const [listed] = await api<StakePool[]>(poolsApiLoader, network, "/stakepools?limit=1");
    const pool = await api<StakePool>(poolApiLoader, network, `/stakepools/${listed!.poolId}`, { poolId: listed!.poolId });
    const poolPageData = await loaded(poolPage.loader, `/stakepools/${pool.poolId}`, { poolId: pool.poolId }, { network });
    const poolText = expectPreview(metaOf(poolPage, poolPageData), / · Stake Pool \((Mainnet|Testnet)\) · Prime Explorer$/);
    const ticker = visibleTextOrNull(pool.ticker);
    if (ticker) expect(poolText).toContain(`[${ticker}]`);
    expect(poolText).toContain(`${formatPercent(pool.saturation, 1)} saturated`);
    expect(poolText).toContain(`${formatInteger(pool.delegatorCount)} delegator`);

    const current = await api<CurrentEpoch>(currentEpochLoader, network, "/epochs/current");
    const epoch = await api<Epoch>(epochApiLoader, network, `/epochs/${current.epochNumber}`, { epochNumber: String(current.epochNumber) });
    const epochPageData = await loaded(epochPage.loader, `/epochs/${epoch.epochNumber}`, { epochNumber: String(epoch.epochNumber) }, { network });
    const epochText = expectPreview(metaOf(epochPage, epochPageData), new RegExp(`^Epoch ${epoch.epochNumber} `));
    expect(epochText).toContain(`${formatInteger(epoch.blockCount)} block`);
    expect(epochText).toContain(`${formatInteger(epoch.txCount)} transaction`);
    expect(epochText).toContain(epoch.completed ? "Completed" : "Active");
  });

  it.each(NETWORKS)("the list pages, the dashboard and a pool's rewards, figures from the JSON API (%s)", async (network) => {
    const label = network === "mainnet" ? "Mainnet" : "Testnet";
    const stats = await api<NetworkStats>(statsLoader, network, "/stats");
    const list = async (module: { loader: unknown; meta: unknown }, path: string) => metaOf(module, await loaded(module.loader, path, {}, { network }));

    const blocksText = expectPreview(await list(blocksPage, "/blocks?page=2"), new RegExp(`^Blocks \\(${label}, page 2\\) · Prime Explorer$`));
    // Heights count from 0: the tip's height plus one blocks.
    expect(blocksText).toContain(`${formatInteger(stats.currentBlock + 1)} blocks`);

    const [newest] = await api<Transaction[]>(transactionsApiLoader, network, "/transactions?limit=1&offset=0");
    const transactionsText = expectPreview(await list(transactionsPage, "/transactions"), new RegExp(`^Transactions \\(${label}\\) · Prime Explorer$`));
    expect(transactionsText).toContain(`the newest in block ${formatBlockHeight(newest!.blockHeight!)}`);

    const poolsText = expectPreview(await list(stakePoolsPage, "/stakepools"), new RegExp(`^Stake Pools \\(${label}\\) · Prime Explorer$`));
    expect(poolsText).toContain(`${formatInteger(stats.registeredPools!)} pools`);

    const current = await api<CurrentEpoch>(currentEpochLoader, network, "/epochs/current");
    const epochsText = expectPreview(await list(epochsPage, "/epochs"), new RegExp(`^Epochs \\(${label}\\) · Prime Explorer$`));
    expect(epochsText).toContain(`epoch ${formatInteger(current.epochNumber)} is current`);

    const dashboardText = expectPreview(await list(homePage, "/"), new RegExp(`^Dashboard \\(${label}\\) · Prime Explorer$`));
    expect(dashboardText).toContain(`block ${formatBlockHeight(stats.currentBlock)}, ${formatInteger(stats.activePools)} active pools`);

    const [pool] = await api<StakePool[]>(poolsApiLoader, network, "/stakepools?limit=1&sortBy=totalStake&sortDirection=desc");
    const rewards = await api<PoolStakingRewardsEntry[]>(poolRewardsApiLoader, network, `/stakepools/${pool!.poolId}/rewards`, { poolId: pool!.poolId });
    expect(rewards.length, "the biggest pool has earned rewards").toBeGreaterThan(0);
    const rewardsData = await loaded(rewardsPage.loader, `/stakepools/${pool!.poolId}/rewards`, { poolId: pool!.poolId }, { network });
    const rewardsText = expectPreview(metaOf(rewardsPage, rewardsData), new RegExp(`^Staking Rewards · .* \\(${label}\\) · Prime Explorer$`));
    const total = rewards.reduce((sum, entry) => sum + BigInt(entry.totalEpochRewards), 0n);
    const blocks = rewards.reduce((sum, entry) => sum + entry.blocksMade, 0);
    expect(rewardsText).toContain(`${formatRewardAmount(total.toString())} ${network === "mainnet" ? "AP3X" : "tAP3X"} over ${formatInteger(rewards.length)} epoch`);
    expect(rewardsText).toContain(`${formatInteger(blocks)} block`);
    expect(rewardsText).toContain(pool!.poolId);
  });

  it("a hostile pool name is text in the rendered tags", async () => {
    const [hit] = await api<SearchResult[]>(searchLoader, "mainnet", `/search?q=${encodeURIComponent("<XSS>")}`);
    expect(hit?.type).toBe("stakepool");
    const data = await loaded(poolPage.loader, `/stakepools/${hit!.id}`, { poolId: hit!.id }, { network: "mainnet" });
    const tags = metaOf(poolPage, data);
    expect(tag(tags, "property", "og:title")).toContain("<script>");
    // As React Router's <Meta> renders them: a <title> and <meta> elements.
    const html = renderToStaticMarkup(
      createElement("head", null, ...tags.map((entry, index) => ("title" in entry ? createElement("title", { key: index }, entry.title) : createElement("meta", { key: index, ...entry })))),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<XSS>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
