import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import type { CurrentEpoch } from "../lib/domain";
import type { Network } from "../lib/navigation/network";
import { AnalyticsView } from "../ui/analytics/analytics-view";
import { EpochBlocksTable } from "../ui/epochs/epoch-blocks-table";
import { PoolBlocksCard, type PoolBlocksResult } from "../ui/pools/detail/pool-blocks-card";
import { renderUi } from "../ui/test-utils";
import { loader as analyticsLoader } from "./analytics";
import { loader as blockLoader, meta as blockMeta } from "./block";
import { loader as epochLoader } from "./epoch";
import { loader as poolLoader } from "./stakepool";
import { apiRoute } from "../../tests/support/route-calls";

const currentEpochJson = apiRoute("current-epoch");

// Figures that two places show, read from both over the demo chains (issue 22 items 6, 7).

setUpConfiguredChains();

/** The text of the element with `testId` in server markup (tags dropped). */
function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:span|p)>`).exec(html);
  expect(match, testId).not.toBeNull();
  return match![1]!.replace(/<[^>]+>/g, "");
}

/** The visible texts of a table's first-column links ('#2,884'). */
function heightLinks(html: string): string[] {
  return [...html.matchAll(/<tr[^>]*><td[^>]*><a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!);
}

/** Server markup inside a data router (the page-size form submits through it). */
function renderInRouter(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToStaticMarkup(<Stub />);
}

/** The block page for a height: its <title> ('Block #2,884 (Mainnet) · …') and the block's pool. */
async function blockPage(network: Network, height: string): Promise<{ title: string; poolId: string | null }> {
  const data = await loaded<Awaited<ReturnType<typeof blockLoader>>>(blockLoader, `/blocks/${height}`, { id: height }, { network });
  const tags = blockMeta({ loaderData: data } as Parameters<typeof blockMeta>[0]) as Array<{ title?: string }>;
  return { title: tags.find((tag) => tag.title)!.title!, poolId: data.block.poolId };
}

for (const network of ["mainnet", "testnet"] as const) {
  describe(network, () => {
    it("the Protocol Versions card and the donut's caption name the same window: the completed epochs before the current one, at most 5", async () => {
      const { data } = await loaded<Awaited<ReturnType<typeof analyticsLoader>>>(analyticsLoader, "/analytics", {}, { network });
      const current = await loaded<CurrentEpoch>(currentEpochJson, `/api/networks/${network}/epochs/current`, { network });
      const last = current.epochNumber - 1;
      const first = Math.max(0, current.epochNumber - 5);
      const count = last - first + 1;
      expect(count).toBeGreaterThan(1);
      const window = `epochs ${first}–${last} (the last ${count} completed epochs)`;

      const html = renderUi(<AnalyticsView data={data} dialog={null} />);
      expect(textOf(html, "card-protocol-versions-window")).toBe(`In ${window}`);
      expect(textOf(html, "protocol-version-window")).toBe(`Share of the blocks made in ${window}.`);
    });

    it("Blocks in Epoch and Pool Blocks show a height as the block's own page names it", async () => {
      const current = await loaded<CurrentEpoch>(currentEpochJson, `/api/networks/${network}/epochs/current`, { network });
      const epoch = await loaded<Awaited<ReturnType<typeof epochLoader>>>(epochLoader, `/epochs/${current.epochNumber}`, { epochNumber: String(current.epochNumber) }, { network });
      const epochHeights = heightLinks(renderUi(<EpochBlocksTable blocks={epoch.blocks} page={1} total={epoch.epoch.blockCount} />));

      // The pool that made the epoch's first block.
      const { poolId } = await blockPage(network, String(epoch.blocks[0]!.height));
      const pool = await loaded<Awaited<ReturnType<typeof poolLoader>>>(poolLoader, `/stakepools/${poolId}`, { poolId: poolId! }, { network });
      const blocks = (await pool.blocks) as PoolBlocksResult;
      const poolHtml = renderInRouter(<PoolBlocksCard blocks={blocks} page={1} size={20} total={pool.pool.blocksLifetime} csvHref="/x.csv" csvFileName="x.csv" network={network} />);
      const poolHeights = heightLinks(poolHtml);

      for (const [where, heights, source] of [
        ["Blocks in Epoch", epochHeights, epoch.blocks.map((b) => b.height)],
        ["Pool Blocks", poolHeights, blocks.ok ? blocks.rows.map((b) => b.height) : []],
      ] as const) {
        expect(heights.length, where).toBeGreaterThan(0);
        expect(heights.length, where).toBe(source.length);
        // The first and the last row against the block page's own title.
        for (const index of [0, heights.length - 1]) {
          expect((await blockPage(network, String(source[index]))).title, where).toContain(`Block ${heights[index]} (`);
          expect(heights[index], where).toBe(`#${source[index]!.toLocaleString("en-US")}`);
        }
      }
    });
  });
}
