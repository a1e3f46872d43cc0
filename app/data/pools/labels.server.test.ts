import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { inProcessTransport } from "../../api/in-process.server";
import { DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import type { Db } from "../../db/db.server";
import { listPoolLabels, loadPoolLabelIndex } from "./labels.server";

// Pool labels and the look-alike findings on the generated mainnet demo chain
// (its house pool and the hostile pools of demo/generator/hostile.mjs).
// Expectations from direct SQL over db-sync's tables. Runs on the embedded
// database and, in the vitest project "postgres", on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "pool_labels" });
  db = chain.db;
}, 180_000);

afterAll(async () => {
  await chain?.close();
});

describe("listPoolLabels", () => {
  it("lists every pool once with its newest metadata, retired pools inactive", async () => {
    const labels = await listPoolLabels(db);
    const pools = await db.query<{ poolId: string; ticker: string | null; retired: boolean }>(
      `SELECT ph.view AS "poolId",
              (SELECT d.ticker_name FROM off_chain_pool_data d WHERE d.pool_id = ph.id
               ORDER BY d.pmr_id DESC LIMIT 1) AS "ticker",
              EXISTS (SELECT 1 FROM pool_retire pr
                      WHERE pr.hash_id = ph.id
                        AND pr.retiring_epoch <= (SELECT max(epoch_no) FROM block)
                        AND NOT EXISTS (SELECT 1 FROM pool_update u
                                        WHERE u.hash_id = ph.id AND u.registered_tx_id > pr.announced_tx_id)) AS "retired"
       FROM pool_hash ph`,
    );
    expect(pools.length).toBeGreaterThan(20);
    expect(new Map(labels.map((l) => [l.poolId, { ticker: l.ticker, active: l.active }]))).toEqual(
      new Map(pools.map((p) => [p.poolId, { ticker: p.ticker, active: !p.retired }])),
    );
    expect(pools.some((p) => p.retired)).toBe(true);
  });
});

describe("look-alikes on the demo chain", () => {
  it("warns on the Cyrillic imitation of the house pool and the invisible-character pools, not on the house pool", async () => {
    const { labels, warnings } = await loadPoolLabelIndex(db);
    const house = labels.get(DEMO_HOUSE_POOL_ID);
    expect(house?.ticker).toBe("PRIME");
    expect(warnings.has(DEMO_HOUSE_POOL_ID)).toBe(false);

    // Pools whose ticker is not plain ASCII letters and digits: the hostile ones.
    const odd = [...labels.values()].filter((l) => l.ticker !== null && !/^[A-Za-z0-9<>]+$/.test(l.ticker));
    const imitator = odd.find((l) => l.ticker?.normalize("NFKC") !== "PRIME" && /[\u0400-\u04FF]/.test(l.ticker ?? ""));
    expect(warnings.get(imitator!.poolId)?.imitates.map((p) => p.poolId)).toEqual([DEMO_HOUSE_POOL_ID]);
    for (const label of odd) expect(warnings.has(label.poolId), label.ticker ?? "").toBe(true);
  });

  it("decorates the list, a pool and the search results through the in-process transport", async () => {
    const api = inProcessTransport("mainnet", db);
    const pools = await api.listStakePools({ limit: 100, offset: 0, sortBy: "totalStake", sortDirection: "desc" });
    const { warnings } = await loadPoolLabelIndex(db);
    for (const pool of pools) expect(pool.lookAlike ?? null).toEqual(warnings.get(pool.poolId) ?? null);
    expect(pools.some((pool) => pool.lookAlike)).toBe(true);

    // "rim" is Latin in both "Prime" and its Cyrillic imitation "Рrimе".
    const results = await api.search("rim");
    const found = new Map(results.filter((r) => r.type === "stakepool").map((r) => [r.id, r.lookAlike]));
    expect(found.get(DEMO_HOUSE_POOL_ID)).toBeNull();
    expect([...found.values()].some((warning) => warning?.imitates.some((p) => p.poolId === DEMO_HOUSE_POOL_ID))).toBe(true);
    expect(await api.getStakePoolLabel(DEMO_HOUSE_POOL_ID)).toEqual(expect.objectContaining({ ticker: "PRIME", active: true }));

    const imitation = pools.find((pool) => pool.lookAlike?.imitates.some((p) => p.poolId === DEMO_HOUSE_POOL_ID));
    expect((await api.getStakePool(imitation!.poolId))?.lookAlike).toEqual(imitation!.lookAlike);
    expect((await api.getStakePool(DEMO_HOUSE_POOL_ID))?.lookAlike).toBeNull();
  });
});
