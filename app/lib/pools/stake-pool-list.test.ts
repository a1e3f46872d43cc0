import { describe, expect, it } from "vitest";
import type { StakePool } from "../domain";
import { stakePoolListColumns, stakePoolListRow, stakePoolListRows } from "./stake-pool-list";

// A pool as the contract answers it, every optional part filled: what the list must not carry.
const POOL: StakePool = {
  poolId: "pool1w0x6wywxg5g6h7tv7fyh2l0vxru4dny3mtmqepxfu89sxhptrze",
  name: "Horizon Stake 3",
  ticker: "HONH",
  description: "A description of several hundred characters that only the pool page shows. ".repeat(5),
  poolIconUrl: null,
  extendedIconUrl: "https://horizon.example.com/icon.png",
  homepage: "https://horizon.example.com",
  metadataUrl: "https://horizon.example.com/poolMetadata.json",
  extendedMetadataUrl: "https://horizon.example.com/extended.json",
  socialMedia: { twitter_handle: "horizon", github_handle: "horizon" },
  totalStake: "33165456842444",
  activeStake: "27548232460475",
  roa: 7.14,
  saturation: 140.8,
  margin: 0.02,
  fixedCost: "180000000",
  pledge: "117000000000",
  blocksEpoch: 218,
  blocksLifetime: 1493,
  delegatorCount: 94,
  active: true,
  retired: false,
  status: "Active",
  retiringEpoch: 160,
  saturationThreshold: "23539622265143",
  lookAlike: { reasons: ["confusable"], imitates: [{ poolId: "pool1house", ticker: "PRIME", name: "Prime Explorer House Pool" }] },
  owners: ["stake1owner"],
};

// The 11 columns of spec §2 and what they need: pool (id, name, icon, look-alike), ticker, stake,
// ROA, total and epoch blocks, delegators, saturation, margin, fixed cost, status.
const SHOWN_FIELDS = [
  "blocksEpoch",
  "blocksLifetime",
  "delegatorCount",
  "fixedCost",
  "lookAlike",
  "margin",
  "name",
  "poolIconUrl",
  "poolId",
  "retiringEpoch",
  "roa",
  "saturation",
  "status",
  "ticker",
  "totalStake",
];

describe("stakePoolListRow", () => {
  it("keeps exactly the fields the list shows", () => {
    const row = stakePoolListRow(POOL);
    expect(Object.keys(row).sort()).toEqual(SHOWN_FIELDS);
    expect(row).toEqual({
      poolId: POOL.poolId,
      name: "Horizon Stake 3",
      ticker: "HONH",
      poolIconUrl: "https://horizon.example.com/icon.png",
      totalStake: "33165456842444",
      roa: 7.14,
      blocksLifetime: 1493,
      blocksEpoch: 218,
      delegatorCount: 94,
      saturation: 140.8,
      margin: 0.02,
      fixedCost: "180000000",
      status: "Active",
      retiringEpoch: 160,
      lookAlike: { reasons: ["confusable"] },
    });
  });

  it("prefers poolIconUrl, keeps the epoch a retirement took effect in (the badge says it), and drops a clean look-alike", () => {
    const row = stakePoolListRow({
      ...POOL,
      poolIconUrl: "https://horizon.example.com/own.png",
      status: "Retired",
      retired: true,
      lookAlike: { reasons: [], imitates: [] },
    });
    expect(row).toMatchObject({ poolIconUrl: "https://horizon.example.com/own.png", status: "Retired", retiringEpoch: 160, lookAlike: null });
  });

  it("falls back to spec §4's rule for an answer without a status", () => {
    const { status: _status, ...upstream } = POOL;
    expect(stakePoolListRow({ ...upstream, retired: true, retiringEpoch: null }).status).toBe("Retired");
  });
});

describe("stakePoolListColumns", () => {
  it("round-trips to the rows", () => {
    const pools = [POOL, { ...POOL, poolId: "pool1second", name: null, ticker: null, roa: null, lookAlike: null }];
    const columns = stakePoolListColumns(pools);
    expect(Object.keys(columns).sort()).toEqual(SHOWN_FIELDS);
    expect(columns.poolId).toEqual([POOL.poolId, "pool1second"]);
    expect(stakePoolListRows(columns)).toEqual(pools.map(stakePoolListRow));
    expect(stakePoolListRows(stakePoolListColumns([]))).toEqual([]);
  });

  it("keeps a page of 100 pools small: no pool's unshown text travels, each field is named once", () => {
    const pools = Array.from({ length: 100 }, (_, i) => ({ ...POOL, poolId: `${POOL.poolId.slice(0, -3)}${String(i).padStart(3, "0")}` }));
    const json = JSON.stringify(stakePoolListColumns(pools));
    expect(json).not.toContain("description");
    expect(json).not.toContain(JSON.stringify(POOL.homepage));
    expect(json).not.toContain("pool1house");
    // Names of fields appear once, not once a row; the bulk is the 100 ids (~58 bytes each).
    expect(json.split('"poolId"').length - 1).toBe(1);
    // ~222 bytes a row here; the same rows as objects take ~400, the whole pools ~1,300.
    expect(json.length).toBeLessThan(100 * 240);
  });
});
