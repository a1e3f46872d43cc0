import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { PoolBlocksCard, type PoolBlocksResult } from "./pool-blocks-card";

/** Server markup inside a data router (the page-size form submits through it). */
function renderUi(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToStaticMarkup(<Stub />);
}

const props = { page: 1, size: 10, total: 1, csvHref: "/stakepools/pool1x/blocks.csv?network=mainnet", csvFileName: "pool-pool1x-blocks.csv", network: "mainnet" as const };
const block = { height: 42, hash: "ab".repeat(32), epochNumber: 3, size: 2048, txCount: 4, totalOutput: "1500000", protocolVersion: "8.0", operationalCertificate: null, timestamp: "2026-11-20T10:00:00Z" };

describe("PoolBlocksCard", () => {
  it("shows 'Loading blocks...' while the blocks are still being read", () => {
    const pending = new Promise<PoolBlocksResult>(() => {});
    expect(renderUi(<PoolBlocksCard {...props} blocks={pending} />)).toContain("Loading blocks...");
  });

  it("shows 'Error loading blocks' with the reason when the read failed", () => {
    const html = renderUi(<PoolBlocksCard {...props} blocks={{ ok: false, error: "HTTP error! status: 500" }} />);
    expect(html).toContain("Error loading blocks");
    expect(html).toContain("HTTP error! status: 500");
  });

  it("links each block to its height, disables Next on a short page and offers the CSV as a download", () => {
    const html = renderUi(<PoolBlocksCard {...props} blocks={{ ok: true, rows: [block] }} />);
    expect(html).toContain('href="/blocks/42"');
    // The height as every page shows it, the hash as every table cuts it.
    expect(html).toContain(">#42</a>");
    expect(html).toContain(`>${"ab".repeat(8)}...</a>`);
    expect(html).toContain("1.500000 AP3X");
    expect(html).toContain("2.0 KB");
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Next<\/span>/);
    expect(html).toContain('download="pool-pool1x-blocks.csv"');
    expect(html).not.toContain("Loading blocks...");
  });
});
