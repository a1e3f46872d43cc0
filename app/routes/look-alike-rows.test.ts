import { describe, expect, it } from "vitest";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import type { Block, BlockDetail, CurrentEpoch, EpochBlock, GeographicStat, RelayNode, StakePool } from "../lib/domain";
import { NETWORKS, type Network } from "../lib/navigation/network";
import { loader as blocksPage } from "./blocks";
import { loader as homePage } from "./home";

// Issue 41: a look-alike pool is flagged wherever a row names it (blocks, a
// block's page, Blocks in Epoch, the relay dialog), with the reasons its own
// page gives, not only in the pool list and on the pool's page.

setUpConfiguredChains();

const poolsApi = apiRoute("stakepools");
const blocksApi = apiRoute("blocks");
const blockApi = apiRoute("block");
const currentEpochApi = apiRoute("current-epoch");
const epochBlocksApi = apiRoute("epoch-blocks");
const countriesApi = apiRoute("geographic-distribution");
const countryRelaysApi = apiRoute("country-relays");

async function poolWarnings(network: Network): Promise<Map<string, string[]>> {
  const warnings = new Map<string, string[]>();
  for (let offset = 0; ; offset += 100) {
    const pools = await loaded<StakePool[]>(poolsApi, `/api/networks/${network}/stakepools?limit=100&offset=${offset}`, { network });
    for (const pool of pools) if (pool.lookAlike) warnings.set(pool.poolId, pool.lookAlike.reasons);
    if (pools.length < 100) return warnings;
  }
}

const reasonsOf = (warnings: Map<string, string[]>, poolId: string | null | undefined) => (poolId ? (warnings.get(poolId) ?? null) : null);

// Many pages and JSON calls a test: generous on a loaded machine.
describe.each(NETWORKS)("look-alike pools where rows name them, on %s", { timeout: 120_000 }, (network) => {
  it("blocks, a block's page, Blocks in Epoch and the relays carry the pool's own warning", async () => {
    const warnings = await poolWarnings(network);
    expect(warnings.size).toBeGreaterThan(0);
    let flagged = 0;

    const blocks = await loaded<Block[]>(blocksApi, `/api/networks/${network}/blocks?limit=100`, { network });
    for (const block of blocks) {
      expect(block.poolLookAlike?.reasons ?? null, `block ${block.height}`).toEqual(reasonsOf(warnings, block.poolId));
      if (block.poolLookAlike) flagged += 1;
    }
    // The blocks page and the dashboard read lean rows (listBlockRows) and add the warnings.
    const page = await loaded<{ blocks: Block[] }>(blocksPage, "/blocks", {}, { network });
    for (const block of page.blocks) expect(block.poolLookAlike ?? null, `page block ${block.height}`).toEqual(reasonsOf(warnings, block.poolId) && { reasons: reasonsOf(warnings, block.poolId) });
    const home = await loaded<{ blocks: Block[] | null }>(homePage, "/", {}, { network });
    for (const block of home.blocks ?? []) expect(block.poolLookAlike ?? null).toEqual(reasonsOf(warnings, block.poolId) && { reasons: reasonsOf(warnings, block.poolId) });
    const shown = blocks.find((block) => block.poolLookAlike) ?? blocks[0]!;
    const detail = await loaded<BlockDetail>(blockApi, `/api/networks/${network}/blocks/${shown.height}`, { network, id: String(shown.height) });
    expect(detail.poolLookAlike ?? null).toEqual(shown.poolLookAlike ?? null);

    const { epochNumber } = await loaded<CurrentEpoch>(currentEpochApi, `/api/networks/${network}/epochs/current`, { network });
    const epochBlocks = await loaded<EpochBlock[]>(epochBlocksApi, `/api/networks/${network}/epochs/${epochNumber}/blocks?limit=100`, {
      network,
      epochNumber: String(epochNumber),
    });
    const byHeight = new Map(blocks.map((block) => [block.height, block]));
    for (const block of epochBlocks) {
      expect(block.poolLookAlike?.reasons ?? null, `epoch block ${block.height}`).toEqual(reasonsOf(warnings, block.poolId));
      const listed = byHeight.get(block.height);
      if (listed) expect(block.poolId).toBe(listed.poolId);
    }

    const countries = await loaded<GeographicStat[]>(countriesApi, `/api/networks/${network}/analytics/geographic-distribution`, { network });
    for (const { country } of countries.slice(0, 5)) {
      const relays = await loaded<RelayNode[]>(countryRelaysApi, `/api/networks/${network}/analytics/geographic-distribution/${encodeURIComponent(country)}/relays`, {
        network,
        country,
      });
      for (const relay of relays) {
        expect(relay.lookAlike?.reasons ?? null, relay.pool_id).toEqual(reasonsOf(warnings, relay.pool_id));
        if (relay.lookAlike) flagged += 1;
      }
    }
    expect(flagged).toBeGreaterThan(0);
  });
});
