import { describe, expect, it } from "vitest";
import { callLoader, loaded, useConfiguredChains } from "../../tests/support/configured-chains";
import type { NetworkStats } from "../lib/domain";
import { NETWORKS } from "../lib/network";
import { loader as rootLoader } from "../root";
import routeTable from "../routes";
import { loader as statsLoader } from "./api/stats";
import { loader as legacyRedirectLoader } from "./legacy-redirect";

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

describe("the incumbent explorer's URLs", () => {
  const SHAPES: Array<[string, string]> = [
    ["block/74520", "/blocks/74520"],
    ["transaction/ab12", "/transactions/ab12"],
    ["address/addr_test1xyz", "/addresses/addr_test1xyz"],
    ["stake-address/stake1uxyz", "/addresses/stake1uxyz"],
    ["pool/pool1abc", "/stakepools/pool1abc"],
    ["epoch/3", "/epochs/3"],
  ];

  it("are routes of their own, before the catch-all", () => {
    const paths = routeTable.map((entry) => entry.path);
    const catchAll = paths.indexOf("*");
    for (const [shape] of SHAPES) {
      const pattern = `${shape.split("/")[0]}/:id`;
      for (const path of [pattern, `en/${pattern}`]) {
        const index = paths.indexOf(path);
        expect(index, path).toBeGreaterThanOrEqual(0);
        expect(index, path).toBeLessThan(catchAll);
        expect(routeTable[index]!.file, path).toBe("routes/legacy-redirect.ts");
      }
    }
  });

  it.each(SHAPES)("/en/%s and /%s answer 301 to ours, the query kept", async (shape, target) => {
    for (const path of [`/en/${shape}`, `/${shape}`]) {
      const answer = await callLoader(legacyRedirectLoader, `${path}?network=testnet&page=2`, { id: shape.split("/")[1]! });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("Location"), path).toBe(`${target}?network=testnet&page=2`);
    }
  });

  it("keep a hostile id inside our path (same origin)", async () => {
    const answer = await callLoader(legacyRedirectLoader, "/en/block/%2F%2Fevil.example", { id: "//evil.example" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/blocks/%2F%2Fevil.example");
  });
});
