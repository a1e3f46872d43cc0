// @ts-check
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDb } from "../app/db/embedded.server";
import { TEST_CHAIN_NOW, testChainCopy } from "../tests/support/test-chains.mjs";
import { chainProfile } from "./generator/profiles.mjs";
import { openLiveChain } from "./live-chain.mjs";
import { startLiveProducer } from "./live-producer.mjs";
import { CHAIN_CHECKS } from "./test/chain-invariants.mjs";

// The server's half of the live chain on a real embedded database: it catches
// up to a later 'now' in batches (crossing an epoch boundary), stores exactly
// the blocks the generator says are due, keeps every chain invariant, and a
// restart continues from the stored tip. The chain is a copy of the run's test
// chain (tests/support/test-chains.mjs), generated for GENERATED_AT.
const GENERATED_AT = Date.parse(TEST_CHAIN_NOW);
const DAY = 86_400_000;
// The test chain's epoch ends on 2026-11-25 19:00: four days later is past it.
const LATER = GENERATED_AT + 4 * DAY;
const LATER_STILL = LATER + DAY / 4;
/** @type {import("./live-producer.mjs").LiveChainSpec} */
const SPEC = { network: "testnet", seed: "prime-explorer", scale: "test", generatedAt: GENERATED_AT };
// Only true right after generation: a retirement announced then may have happened by now.
const GENERATION_ONLY = new Set(["pools: registrations, updates, retirements (done and pending), with and without metadata"]);

const copy = testChainCopy("testnet", "prime-live-");
/** @type {import("../app/db/types.server").Db} */
let db;
/** @type {number} */
let generatedTip;

/** @returns {Promise<{ height: number, epoch: number }>} */
async function tip() {
  const [row] = await db.query(
    "SELECT block_no AS height, epoch_no AS epoch FROM block WHERE block_no = (SELECT max(block_no) FROM block)",
  );
  if (!row) throw new Error("no tip");
  return /** @type {{ height: number, epoch: number }} */ (row);
}

/** What the generator alone says the tip is at `now`, from the generated chain. */
/** @param {number} now */
function expectedTip(now) {
  const chain = openLiveChain({ ...SPEC, tipBlockNo: generatedTip });
  let height = generatedTip;
  for (const block of chain.blocksUntil(now)) height = block.blockNo;
  return height;
}

/** @param {number} now */
async function runUntilCaughtUp(now) {
  const producer = startLiveProducer([SPEC], () => db, { clock: () => now, log: () => {} });
  await producer.caughtUp;
  await producer.stop();
}

beforeAll(async () => {
  db = openEmbeddedDb({ dataDir: copy.dataDir, timeoutMs: 30_000 });
  generatedTip = (await tip()).height;
}, 180_000);

afterAll(async () => {
  await db?.close();
  copy.remove();
});

describe("the live producer", () => {
  it("catches up to 'now' with exactly the blocks that came due, into the next epoch", async () => {
    const before = await tip();
    expect(before.height).toBe(generatedTip);
    await runUntilCaughtUp(LATER);
    const after = await tip();
    expect(after.height).toBe(expectedTip(LATER));
    expect(after.height - before.height).toBeGreaterThan(100);
    expect(after.epoch).toBe(before.epoch + 1);
    const [heights] = await db.query(
      "SELECT count(*)::int AS blocks, count(DISTINCT block_no)::int AS distinct FROM block WHERE block_no IS NOT NULL",
    );
    expect(heights).toEqual({ blocks: after.height + 1, distinct: after.height + 1 });
  }, 180_000);

  const ctx = { profile: chainProfile("testnet", "test"), now: LATER, housePoolHash: null, housePoolId: null };
  for (const check of CHAIN_CHECKS.filter((c) => !GENERATION_ONLY.has(c.name))) {
    it(`keeps: ${check.name}`, async () => {
      expect(await check.run((sql) => db.query(sql), ctx)).toEqual([]);
    }, 60_000);
  }

  it("continues from the stored tip after a restart", async () => {
    await runUntilCaughtUp(LATER_STILL);
    expect((await tip()).height).toBe(expectedTip(LATER_STILL));
  }, 180_000);
});
