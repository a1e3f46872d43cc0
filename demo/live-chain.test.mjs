// @ts-check
// The chain continued past its tip (the live producer's generator half): every
// invariant still holds after crossing an epoch boundary live, and a restart picks up
// exactly where the previous run stopped.
// The chain is a copy of the run's test chain (tests/support/test-chains.mjs).
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CHAIN_NOW, testChainCopy } from "../tests/support/test-chains.mjs";
import { PGDATA_DIR } from "./ensure-demo-chains.mjs";
import { chainProfile } from "./generator/profiles.mjs";
import { applyLiveBlock, openLiveChain } from "./live-chain.mjs";
import { pgliteTarget } from "./targets/pglite-target.mjs";
import { CHAIN_CHECKS } from "./test/chain-invariants.mjs";

const GENERATED_AT = Date.parse(TEST_CHAIN_NOW);
// The test chain's epoch ends on 2026-11-25 19:00: four days later is past it.
const LATER = GENERATED_AT + 4 * 86_400_000;
const LOAD_MS = 300_000;
const CHECK_MS = 60_000;
const OPTIONS = { network: /** @type {const} */ ("testnet"), seed: "prime-explorer", scale: /** @type {const} */ ("test") };
// Only true right after generation: a retirement announced then may have happened by now.
const GENERATION_ONLY = new Set(["pools: registrations, updates, retirements (done and pending), with and without metadata"]);

describe("the live chain", () => {
  /** @type {ReturnType<typeof testChainCopy>} */
  let copy;
  /** @type {PGlite} */
  let db;
  let generatedTip = 0;
  let liveBlocks = 0;
  let epochsCrossed = 0;

  beforeAll(async () => {
    copy = testChainCopy("testnet", "prime-live-chain-");
    db = new PGlite(join(copy.dataDir, PGDATA_DIR));
    const { rows } = await db.query("SELECT max(block_no)::int AS tip FROM block");
    generatedTip = /** @type {{ tip: number }[]} */ (rows)[0]?.tip ?? 0;
    const live = openLiveChain({ ...OPTIONS, generatedAt: GENERATED_AT, tipBlockNo: generatedTip });
    const startEpoch = live.tip().epoch;
    for (const block of live.blocksUntil(LATER)) {
      await applyLiveBlock(pgliteTarget(db), block);
      liveBlocks++;
    }
    epochsCrossed = live.tip().epoch - startEpoch;
  }, LOAD_MS);
  afterAll(async () => {
    await db?.close();
    copy?.remove();
  });

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
    const tip = generatedTip + liveBlocks;
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
