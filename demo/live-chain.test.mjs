// @ts-check
// The chain continued past its tip (the live producer's generator half): every
// invariant still holds after crossing an epoch boundary live, and a restart picks up
// exactly where the previous run stopped.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainProfile } from "./generator/profiles.mjs";
import { applyLiveBlock, openLiveChain } from "./live-chain.mjs";
import { loadChainHere } from "./load.mjs";
import { pgliteTarget } from "./targets/pglite-target.mjs";
import { CHAIN_CHECKS } from "./test/chain-invariants.mjs";

const GENERATED_AT = Date.parse("2026-11-25T12:34:56Z");
// Three quarters of an epoch later: past the next epoch boundary.
const LATER = GENERATED_AT + 0.75 * 432_000_000;
const LOAD_MS = 300_000;
const CHECK_MS = 60_000;
const OPTIONS = { network: /** @type {const} */ ("testnet"), seed: "prime-explorer", scale: /** @type {const} */ ("test") };
// Only true right after generation: a retirement announced then may have happened by now.
const GENERATION_ONLY = new Set(["pools: registrations, updates, retirements (done and pending), with and without metadata"]);

describe("the live chain", () => {
  const db = new PGlite();
  /** @type {import("./generator/chain-generator.mjs").ChainSummary} */
  let summary;
  let liveBlocks = 0;
  let epochsCrossed = 0;

  beforeAll(async () => {
    summary = await loadChainHere({ kind: "pglite", db }, { ...OPTIONS, now: GENERATED_AT });
    const live = openLiveChain({ ...OPTIONS, generatedAt: GENERATED_AT, tipBlockNo: summary.tipBlockNo });
    const startEpoch = live.tip().epoch;
    for (const block of live.blocksUntil(LATER)) {
      await applyLiveBlock(pgliteTarget(db), block);
      liveBlocks++;
    }
    epochsCrossed = live.tip().epoch - startEpoch;
  }, LOAD_MS);
  afterAll(() => db.close());

  it("appends blocks up to the new 'now' and crosses an epoch boundary", () => {
    expect(liveBlocks).toBeGreaterThan(100);
    expect(epochsCrossed).toBe(1);
  });

  const ctx = { profile: chainProfile("testnet", "test"), now: LATER, housePoolHash: null, housePoolId: null };
  for (const check of CHAIN_CHECKS.filter((c) => !GENERATION_ONLY.has(c.name))) {
    it(`still: ${check.name}`, async () => {
      expect(await check.run(async (sql) => /** @type {Record<string, unknown>[]} */ ((await db.query(sql)).rows), ctx)).toEqual([]);
    }, CHECK_MS);
  }

  it("continues identically after a restart", () => {
    const tip = summary.tipBlockNo + liveBlocks;
    const continued = openLiveChain({ ...OPTIONS, generatedAt: GENERATED_AT, tipBlockNo: tip - 5 });
    const blocks = [...continued.blocksUntil(LATER)];
    expect(blocks.map((b) => b.blockNo)).toEqual([tip - 4, tip - 3, tip - 2, tip - 1, tip]);
    const restarted = openLiveChain({ ...OPTIONS, generatedAt: GENERATED_AT, tipBlockNo: tip - 1 });
    const [again] = [...restarted.blocksUntil(LATER)];
    const last = /** @type {import("./live-chain.mjs").LiveBlock} */ (blocks.at(-1));
    expect(again?.blockNo).toBe(last.blockNo);
    expect(again?.chunks.map((c) => [c.table, c.csv.toString("hex")])).toEqual(last.chunks.map((c) => [c.table, c.csv.toString("hex")]));
    expect(again?.statements).toEqual(last.statements);
  }, CHECK_MS);
});
