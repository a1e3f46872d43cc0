// @ts-check
// The chain continued past its tip (the live producer's generator half): a restart
// picks up exactly where the previous run stopped. That the blocks keep every chain
// invariant, cross an epoch boundary and are stored as they come due is the live
// producer's test (live-producer.test.mjs), on the path the server writes them by.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_CHAIN_NOW, testChainCacheDir } from "../tests/support/test-chains.mjs";
import { readChainMarker } from "./ensure-demo-chains.mjs";
import { openLiveChain } from "./live-chain.mjs";

const GENERATED_AT = Date.parse(TEST_CHAIN_NOW);
// The test chain's epoch ends on 2026-11-25 19:00: four days later is past it.
const LATER = GENERATED_AT + 4 * 86_400_000;
const OPTIONS = { network: /** @type {const} */ ("testnet"), seed: "prime-explorer", scale: /** @type {const} */ ("test"), generatedAt: GENERATED_AT };

describe("the live chain", () => {
  it("continues identically after a restart", () => {
    const marker = readChainMarker(join(testChainCacheDir(), "testnet"));
    if (!marker) throw new Error("the test chain cache has no testnet chain");
    const tip = [...openLiveChain({ ...OPTIONS, tipBlockNo: marker.tipBlockNo }).blocksUntil(LATER)].at(-1)?.blockNo ?? 0;
    expect(tip - marker.tipBlockNo).toBeGreaterThan(100);
    const continued = openLiveChain({ ...OPTIONS, tipBlockNo: tip - 5 });
    const blocks = [...continued.blocksUntil(LATER)];
    expect(blocks.map((b) => b.blockNo)).toEqual([tip - 4, tip - 3, tip - 2, tip - 1, tip]);
    const restarted = openLiveChain({ ...OPTIONS, tipBlockNo: tip - 1 });
    const [again] = [...restarted.blocksUntil(LATER)];
    const last = /** @type {import("./live-chain.mjs").LiveBlock} */ (blocks.at(-1));
    expect(again?.blockNo).toBe(last.blockNo);
    expect(again?.chunks.map((c) => [c.table, c.csv.toString("hex")])).toEqual(last.chunks.map((c) => [c.table, c.csv.toString("hex")]));
    expect(again?.statements).toEqual(last.statements);
  }, 60_000);
});
