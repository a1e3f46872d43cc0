import { describe, expect, it } from "vitest";
import { callLoader, loaded, useConfiguredChains } from "../../tests/support/configured-chains";
import type { NetworkStats } from "../lib/domain";
import { NETWORKS } from "../lib/network";
import { loader as rootLoader } from "../root";
import { loader as statsLoader } from "./api/stats";

// The shell and the link previews (issue 22), over the configured demo chains:
// the 'Data as of' tip against the JSON API, the incumbent explorer's URLs, and
// each entity page's meta tags from its own loader's data.
// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: it registers beforeAll/afterAll
useConfiguredChains();

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
