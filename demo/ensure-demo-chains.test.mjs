// @ts-check
// The embedded chains on disk: built in a process of its own (the server's event loop
// keeps running, and the build's memory goes back to the system), reused while seed,
// scale and generator version match, rebuilt otherwise.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { testScratchDir } from "../tests/support/test-chains.mjs";
import { PGDATA_DIR, ensureDemoChainApart, ensureDemoChains, generationExecArgv, readChainMarker } from "./ensure-demo-chains.mjs";
import { SERVER_NODE_ARGS } from "../app/lib/runtime/memory-budget.mjs";

const NOW = Date.parse("2026-11-25T12:34:56Z");

describe("ensureDemoChains", () => {
  const dataRoot = testScratchDir("prime-demo-");
  afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

  it("builds a chain in a process of its own, then reuses it", async () => {
    // How busy this thread's event loop was during the build: a build on this thread
    // keeps it busy nearly all along (utilization near 1); one elsewhere leaves it
    // waiting. Unlike a timer's longest gap, a busy machine does not make an idle loop busy.
    const before = performance.eventLoopUtilization();
    /** @type {string[]} */
    const labels = [];
    const chain = await ensureDemoChainApart({
      dataRoot,
      now: NOW,
      scale: "test",
      network: "testnet",
      onProgress: (done, total, label) => {
        expect(done).toBeLessThanOrEqual(total);
        if (labels.at(-1) !== label) labels.push(label);
      },
    });
    const during = performance.eventLoopUtilization(before);
    expect(during.utilization, JSON.stringify(during)).toBeLessThan(0.5);
    expect(labels).toContain("testnet: building indexes");
    expect(labels.at(-1)).toBe("testnet: ready");
    expect(chain.generated).toBe(true);
    expect(readChainMarker(chain.dataDir)).toMatchObject({ seed: "prime-explorer", scale: "test", network: "testnet" });

    const db = new PGlite(join(chain.dataDir, PGDATA_DIR));
    const [tip] = (await db.query(`SELECT max(block_no) AS "height" FROM block`)).rows;
    await db.close();
    expect(tip).toEqual({ height: chain.marker.tipBlockNo });

    const again = await ensureDemoChainApart({ dataRoot, now: NOW + 60_000, scale: "test", network: "testnet" });
    expect(again).toMatchObject({ generated: false, dataDir: chain.dataDir });

    // A directory another live process has open is never replaced. Another seed, or
    // force, would replace it: the refusal shows that each was going to, without
    // paying for another build.
    writeFileSync(join(chain.dataDir, ".lock"), `${process.ppid}\n`);
    // The refusal in a process of its own reaches the caller as the same error.
    await expect(ensureDemoChainApart({ dataRoot, now: NOW, scale: "test", network: "testnet", seed: "other" })).rejects.toThrow(/in use by process/);
    await expect(ensureDemoChains({ dataRoot, now: NOW, scale: "test", networks: ["testnet"], force: true })).rejects.toThrow(/in use by process/);
  }, 300_000);

  it("generates outside the server's heap cap, which is too small for the generator", () => {
    expect(generationExecArgv(SERVER_NODE_ARGS)).toEqual(["--conditions=production"]);
  });
});
