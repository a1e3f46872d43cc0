// Summaries (ADR 005): per-epoch figures kept in our `explorer` schema so that no
// request aggregates over the chain. Three kinds of unit, one per (kind, epoch):
//   stake    explorer.epoch_stake_total + explorer.pool_epoch_stake: one stake
//            snapshot's totals and each pool's share, once epoch_stake_progress
//            says the snapshot is complete;
//   blocks   explorer.pool_epoch_blocks: blocks per pool in a finished epoch, with a
//            running total since the chain began (units are made oldest first);
//   rewards  explorer.pool_epoch_rewards: leader (operator) and member (delegator)
//            rewards per pool earned in epoch E, and their sum, once E + 2 has
//            begun (db-sync then holds all of them);
//   epoch    explorer.epoch_summary + explorer.epoch_protocol_version: a finished
//            epoch's blocks, transactions, output and fee sums, its largest and
//            most expensive transaction, its first and last block, and its blocks
//            per protocol version (the epoch pages never read db-sync's `epoch`).
// Each unit is written in one transaction with its explorer.summary_unit row, which
// records the block it was computed at (its anchor). A rollback that removes the
// anchor makes the unit invalid: readers check the anchor in the same statement and
// fall back to the direct query, and the next maintenance pass deletes and
// recomputes it. One writer at a time: every writing transaction first takes a
// transaction-level advisory lock and gives up when another process holds it.
// This module is the SQL of one pass; maintenance.server.ts runs passes.
import { maintainAddressIndex, type AddressIndexReport } from "./address-index.server";
import { maintainAssetIndex, type AssetIndexReport } from "./asset-index.server";
import type { ChainTip } from "../lib/domain";
import { getChainTip } from "../data/chain-tip.server";
import { aggregateEpochBlocks, aggregateEpochTxs, countProtocolVersions } from "../data/epochs/aggregates.server";
import type { Db, DbTransaction } from "../db/types.server";
import { snapshotComplete, unitOnChain } from "../data/summary-coverage.server";
import { takeWriterLock } from "./writer-lock.server";

type SummaryKind = "stake" | "blocks" | "rewards" | "epoch";
export type SummaryUnit = { kind: SummaryKind; epochNo: number };

/**
 * How far below the tip a rollback can reach (db-sync's k = 2,160 blocks, with a
 * margin): anchors deeper than this are not checked on a routine pass.
 */
const ROLLBACK_WINDOW_BLOCKS = 2_160 + 240;
/** Statement limit of the maintenance (a stake unit sums one epoch's snapshot). */
const MAINTENANCE_TIMEOUT_MS = 120_000;
/** Blocks past the first block of E + 2 before the rewards earned in E are summarised. */
const REWARDS_SETTLE_BLOCKS = 10;

export type MaintenanceReport = {
  /** False when another process held the lock (nothing was written). */
  locked: boolean;
  /** Units deleted because their anchor block is gone. */
  removed: SummaryUnit[];
  /** Units written in this pass. */
  computed: SummaryUnit[];
  /** Units still to do when the pass stopped at its time budget. */
  pending: SummaryUnit[];
  /** The address index's part of the pass (ADR 006); absent when the lock was not ours. */
  addressIndex?: AddressIndexReport;
  /** The asset index's part of the pass (issue 43); absent when the lock was not ours. */
  assetIndex?: AssetIndexReport;
};

export type MaintenanceOptions = {
  /** Check every unit's anchor, not only those within the rollback window (catch-up at start). */
  checkAllAnchors?: boolean;
  /** Stop starting new units after this many ms (the rest waits for the next pass). */
  budgetMs?: number;
  /** How long one batch of the address and asset indexes should take (IndexPassOptions.batchMs). */
  batchMs?: number;
  /** Blocks of the indexes' first batch (IndexPassOptions.batchBlocks). */
  batchBlocks?: number;
  /** Limit per statement (default 120 s). */
  timeoutMs?: number;
};

/**
 * One maintenance pass: drops units a rollback invalidated, then computes every
 * missing unit, the ones the pages read first. Each step is its own transaction
 * under the advisory lock, so a second process never writes at the same time and
 * readers see each unit appear whole.
 */
export async function maintainSummaries(db: Db, options: MaintenanceOptions = {}): Promise<MaintenanceReport> {
  const call = { timeoutMs: options.timeoutMs ?? MAINTENANCE_TIMEOUT_MS };
  const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
  const report: MaintenanceReport = { locked: true, removed: [], computed: [], pending: [] };

  const plan = await db.transaction(async (tx) => {
    if (!(await takeWriterLock(tx))) return null;
    const tip = await getChainTip(tx);
    if (!tip) return { missing: [] as SummaryUnit[] };
    report.removed = await dropRolledBackUnits(tx, tip, options.checkAllAnchors ?? false);
    return { missing: await missingUnits(tx, tip) };
  }, call);
  if (!plan) return { ...report, locked: false };

  for (const [n, unit] of plan.missing.entries()) {
    if (Date.now() >= deadline) {
      report.pending = plan.missing.slice(n);
      break;
    }
    const outcome = await db.transaction(async (tx) => {
      if (!(await takeWriterLock(tx))) return "locked" as const;
      // The anchor is read before the figures: a rollback in between removes it, and the unit is redone.
      const tip = await getChainTip(tx);
      if (!tip || !(await qualifies(tx, unit, tip))) return "skipped" as const;
      const anchor = await anchorFor(tx, unit, tip);
      await writeUnit(tx, unit);
      await tx.query(
        `INSERT INTO explorer.summary_unit (kind, epoch_no, anchor_hash, anchor_block_no, computed_at)
         VALUES ($1, $2, decode($3, 'hex'), $4, now() AT TIME ZONE 'UTC')`,
        [unit.kind, unit.epochNo, anchor.hash, anchor.blockNo],
      );
      return "computed" as const;
    }, call);
    if (outcome === "locked") {
      // Another process took over between two units: it carries on from here.
      report.pending = plan.missing.slice(n);
      break;
    }
    if (outcome === "computed") report.computed.push(unit);
  }
  // The address index (ADR 006) shares the lock and the pass: every caller (the
  // timer, the catch-up at start, worker.mjs) brings both up to the tip.
  const indexPass = () => ({
    budgetMs: deadline === Infinity ? undefined : Math.max(0, deadline - Date.now()),
    timeoutMs: call.timeoutMs,
    batchMs: options.batchMs,
    batchBlocks: options.batchBlocks,
  });
  report.addressIndex = await maintainAddressIndex(db, indexPass());
  // The asset index (issue 43) follows it under the same lock and budget.
  report.assetIndex = await maintainAssetIndex(db, indexPass());
  return report;
}


/**
 * Deletes the units whose anchor block is gone, with their rows. A blocks unit
 * takes every later blocks unit with it (their running totals include it).
 */
async function dropRolledBackUnits(tx: DbTransaction, tip: ChainTip, all: boolean): Promise<SummaryUnit[]> {
  const gone = await tx.query<SummaryUnit>(
    `SELECT u.kind, u.epoch_no AS "epochNo" FROM explorer.summary_unit u
     WHERE u.anchor_block_no >= $1 AND NOT ${unitOnChain("u")}
     ORDER BY u.kind, u.epoch_no`,
    [all ? -1 : tip.height - ROLLBACK_WINDOW_BLOCKS],
  );
  const removed: SummaryUnit[] = [];
  for (const unit of gone) {
    if (unit.kind === "stake") {
      await tx.query("DELETE FROM explorer.pool_epoch_stake WHERE epoch_no = $1", [unit.epochNo]);
      await tx.query("DELETE FROM explorer.epoch_stake_total WHERE epoch_no = $1", [unit.epochNo]);
      await tx.query("DELETE FROM explorer.summary_unit WHERE kind = 'stake' AND epoch_no = $1", [unit.epochNo]);
      removed.push(unit);
    } else if (unit.kind === "rewards") {
      await tx.query("DELETE FROM explorer.pool_epoch_rewards WHERE earned_epoch = $1", [unit.epochNo]);
      await tx.query("DELETE FROM explorer.summary_unit WHERE kind = 'rewards' AND epoch_no = $1", [unit.epochNo]);
      removed.push(unit);
    } else if (unit.kind === "epoch") {
      await deleteEpochRows(tx, unit.epochNo);
      await tx.query("DELETE FROM explorer.summary_unit WHERE kind = 'epoch' AND epoch_no = $1", [unit.epochNo]);
      removed.push(unit);
    } else if (!removed.some((r) => r.kind === "blocks" && r.epochNo <= unit.epochNo)) {
      await tx.query("DELETE FROM explorer.pool_epoch_blocks WHERE epoch_no >= $1", [unit.epochNo]);
      const dropped = await tx.query<{ epochNo: number }>(
        `DELETE FROM explorer.summary_unit WHERE kind = 'blocks' AND epoch_no >= $1 RETURNING epoch_no AS "epochNo"`,
        [unit.epochNo],
      );
      for (const { epochNo } of dropped.sort((a, b) => a.epochNo - b.epochNo)) removed.push({ kind: "blocks", epochNo });
    }
  }
  return removed;
}

/**
 * Units the chain allows and the summaries lack, in the order reads need them: the
 * stake snapshots, reward epochs and finished epochs the pages show (newest first),
 * then the blocks (oldest first: each running total builds on the previous one),
 * then older history (epochs newest first: the epochs list pages from the newest).
 */
async function missingUnits(tx: DbTransaction, tip: ChainTip): Promise<SummaryUnit[]> {
  const stake = await tx.query<{ epochNo: number }>(
    `SELECT p.epoch_no AS "epochNo" FROM epoch_stake_progress p
     WHERE p.completed
       AND NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'stake' AND u.epoch_no = p.epoch_no)
     ORDER BY p.epoch_no DESC`,
  );
  const [range] = await tx.query<{ first: number | null; lastBlocks: number | null }>(
    `SELECT (SELECT min(b.epoch_no) FROM block b) AS "first",
            (SELECT max(u.epoch_no) FROM explorer.summary_unit u WHERE u.kind = 'blocks') AS "lastBlocks"`,
  );
  const first = range?.first ?? tip.epochNumber;
  const rewards = await tx.query<{ epochNo: number }>(
    `SELECT g.epoch_no AS "epochNo" FROM generate_series($1::int, $2::int) AS g(epoch_no)
     WHERE NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'rewards' AND u.epoch_no = g.epoch_no)
     ORDER BY g.epoch_no DESC`,
    [first, tip.epochNumber - 2],
  );
  const epochs = await tx.query<{ epochNo: number }>(
    `SELECT g.epoch_no AS "epochNo" FROM generate_series($1::int, $2::int) AS g(epoch_no)
     WHERE NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'epoch' AND u.epoch_no = g.epoch_no)
     ORDER BY g.epoch_no DESC`,
    [first, tip.epochNumber - 1],
  );
  const blocks: SummaryUnit[] = [];
  for (let epoch = range?.lastBlocks === null || range?.lastBlocks === undefined ? first : range.lastBlocks + 1; epoch < tip.epochNumber; epoch++) {
    blocks.push({ kind: "blocks", epochNo: epoch });
  }
  // What the dashboard and the pool list read: the current and next snapshot and
  // the ROA window (stake and rewards of the six epochs up to current − 2).
  const hot = (unit: SummaryUnit) => unit.epochNo >= tip.epochNumber - 8;
  const stakeUnits = stake.map(({ epochNo }): SummaryUnit => ({ kind: "stake", epochNo }));
  const rewardUnits = rewards.map(({ epochNo }): SummaryUnit => ({ kind: "rewards", epochNo }));
  // The epochs list's first page (20) and the analytics window (the last 5).
  const epochUnits = epochs.map(({ epochNo }): SummaryUnit => ({ kind: "epoch", epochNo }));
  const firstPage = (unit: SummaryUnit) => unit.epochNo >= tip.epochNumber - 20;
  return [
    ...stakeUnits.filter(hot),
    ...rewardUnits.filter(hot),
    ...epochUnits.filter(firstPage),
    ...blocks,
    ...epochUnits.filter((unit) => !firstPage(unit)),
    ...stakeUnits.filter((unit) => !hot(unit)),
    ...rewardUnits.filter((unit) => !hot(unit)),
  ];
}

/** Whether the unit may be written now (checked again inside its own transaction). */
async function qualifies(tx: DbTransaction, unit: SummaryUnit, tip: ChainTip): Promise<boolean> {
  if (unit.kind === "stake") {
    const [row] = await tx.query<{ ok: boolean }>(
      `SELECT ${snapshotComplete("$1")}
              AND NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'stake' AND u.epoch_no = $1) AS ok`,
      [unit.epochNo],
    );
    return row?.ok === true;
  }
  if (unit.kind === "rewards") {
    if (unit.epochNo > tip.epochNumber - 2) return false;
    // db-sync writes the rewards earned in E with the first block of E + 2; a few
    // blocks later they are surely all in.
    if (unit.epochNo === tip.epochNumber - 2) {
      const boundary = await firstBlockFrom(tx, tip.epochNumber);
      if (!boundary || tip.height < boundary.blockNo + REWARDS_SETTLE_BLOCKS) return false;
    }
    const [row] = await tx.query<{ ok: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'rewards' AND u.epoch_no = $1) AS ok`,
      [unit.epochNo],
    );
    return row?.ok === true;
  }
  if (unit.kind === "epoch") {
    if (unit.epochNo >= tip.epochNumber) return false;
    const [row] = await tx.query<{ ok: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'epoch' AND u.epoch_no = $1) AS ok`,
      [unit.epochNo],
    );
    return row?.ok === true;
  }
  // A finished epoch, not yet summarised, right after the last summarised one (or
  // the chain's first epoch when there is none).
  if (unit.epochNo >= tip.epochNumber) return false;
  const [row] = await tx.query<{ ok: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = 'blocks' AND u.epoch_no >= $1)
            AND coalesce((SELECT max(u.epoch_no) FROM explorer.summary_unit u WHERE u.kind = 'blocks') = $1::int - 1,
                         $1::int <= (SELECT min(b.epoch_no) FROM block b)) AS ok`,
    [unit.epochNo],
  );
  return row?.ok === true;
}

/**
 * The block a unit is anchored to: the first block of the epoch by which its figures
 * can no longer change, or the tip when that epoch has not begun yet. A stake
 * snapshot is complete before its epoch begins; an epoch's blocks are all in once
 * the next epoch begins; rewards earned in E are written when E + 2 begins (+ 3 to
 * be safe). Anchoring to that block rather than to the tip means an ordinary
 * rollback of the newest blocks invalidates only the units that could have changed.
 */
async function anchorFor(tx: DbTransaction, unit: SummaryUnit, tip: ChainTip): Promise<{ hash: string; blockNo: number }> {
  const settled = unit.epochNo + (unit.kind === "stake" ? 0 : unit.kind === "blocks" || unit.kind === "epoch" ? 1 : 3);
  const atTip = { hash: tip.hash, blockNo: tip.height };
  if (settled > tip.epochNumber) return atTip;
  return (await firstBlockFrom(tx, settled)) ?? atTip;
}

/**
 * The first block of the first epoch from `epoch` on that has blocks, by slot: any
 * block of that epoch gives the epoch's first slot (its slot less its slot in the
 * epoch). Two probes: block by epoch_no, block by slot_no.
 */
async function firstBlockFrom(tx: DbTransaction, epoch: number): Promise<{ hash: string; blockNo: number } | null> {
  const [row] = await tx.query<{ hash: string; blockNo: number }>(
    `SELECT encode(b.hash, 'hex') AS hash, b.block_no AS "blockNo" FROM block b
     WHERE b.block_no IS NOT NULL
       AND b.slot_no >= (SELECT s.slot_no - s.epoch_slot_no FROM block s
                         WHERE s.epoch_no >= $1 ORDER BY s.epoch_no LIMIT 1)
     ORDER BY b.slot_no LIMIT 1`,
    [epoch],
  );
  return row ?? null;
}

/**
 * Writes the unit's rows (its summary_unit row is written by the caller), first
 * clearing any rows of the epoch left without a unit (a unit deleted by hand), so
 * such leftovers cannot block the maintenance with a duplicate key.
 */
async function writeUnit(tx: DbTransaction, unit: SummaryUnit): Promise<void> {
  const epoch = [unit.epochNo];
  if (unit.kind === "stake") {
    await tx.query("DELETE FROM explorer.pool_epoch_stake WHERE epoch_no = $1", epoch);
    await tx.query("DELETE FROM explorer.epoch_stake_total WHERE epoch_no = $1", epoch);
    await tx.query(
      `INSERT INTO explorer.pool_epoch_stake (pool_hash, epoch_no, stake, delegators)
       SELECT ph.hash_raw, $1, s.stake, s.delegators
       FROM (SELECT es.pool_id, sum(es.amount) AS stake, count(*)::int AS delegators
             FROM epoch_stake es WHERE es.epoch_no = $1 GROUP BY es.pool_id) s
       JOIN pool_hash ph ON ph.id = s.pool_id`,
      epoch,
    );
    await tx.query(
      `INSERT INTO explorer.epoch_stake_total (epoch_no, pools, stake, delegators)
       SELECT $1, count(DISTINCT es.pool_id)::int, sum(es.amount), count(DISTINCT es.addr_id)::int
       FROM epoch_stake es WHERE es.epoch_no = $1`,
      epoch,
    );
  } else if (unit.kind === "blocks") {
    await tx.query("DELETE FROM explorer.pool_epoch_blocks WHERE epoch_no >= $1", epoch);
    await tx.query(
      `INSERT INTO explorer.pool_epoch_blocks (pool_hash, epoch_no, blocks, blocks_total)
       SELECT ph.hash_raw, $1, c.blocks,
              c.blocks + coalesce((SELECT p.blocks_total FROM explorer.pool_epoch_blocks p
                                   WHERE p.pool_hash = ph.hash_raw AND p.epoch_no < $1
                                   ORDER BY p.epoch_no DESC LIMIT 1), 0)
       FROM (SELECT sl.pool_hash_id, count(*)::int AS blocks
             FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
             WHERE b.epoch_no = $1 AND sl.pool_hash_id IS NOT NULL
             GROUP BY sl.pool_hash_id) c
       JOIN pool_hash ph ON ph.id = c.pool_hash_id`,
      epoch,
    );
  } else if (unit.kind === "epoch") {
    await writeEpochUnit(tx, unit.epochNo);
  } else {
    await tx.query("DELETE FROM explorer.pool_epoch_rewards WHERE earned_epoch = $1", epoch);
    await tx.query(
      `INSERT INTO explorer.pool_epoch_rewards (pool_hash, earned_epoch, rewards, leader, member)
       SELECT ph.hash_raw, $1, r.leader + r.member, r.leader, r.member
       FROM (SELECT rw.pool_id,
                    coalesce(sum(rw.amount) FILTER (WHERE rw.type = 'leader'), 0) AS leader,
                    coalesce(sum(rw.amount) FILTER (WHERE rw.type = 'member'), 0) AS member
             FROM reward rw WHERE rw.earned_epoch = $1 AND rw.type IN ('leader', 'member')
             GROUP BY rw.pool_id) r
       JOIN pool_hash ph ON ph.id = r.pool_id`,
      epoch,
    );
  }
}

async function deleteEpochRows(tx: DbTransaction, epoch: number): Promise<void> {
  await tx.query("DELETE FROM explorer.epoch_protocol_version WHERE epoch_no = $1", [epoch]);
  await tx.query("DELETE FROM explorer.epoch_summary WHERE epoch_no = $1", [epoch]);
}

/**
 * A finished epoch's figures (app/data/epochs/aggregates.server.ts, the very functions the
 * pages fall back to): its blocks on block(epoch_no), then its transactions as one
 * tx(block_id) range, then its blocks per protocol version.
 */
async function writeEpochUnit(tx: DbTransaction, epoch: number): Promise<void> {
  await deleteEpochRows(tx, epoch);
  const blocks = await aggregateEpochBlocks(tx, epoch);
  const txs = await aggregateEpochTxs(tx, blocks);
  await tx.query(
    `INSERT INTO explorer.epoch_summary
       (epoch_no, blocks, txs, out_sum, fees, first_block_time, last_block_time, first_block_no, last_block_no,
        largest_tx_hash, largest_tx_out_sum, largest_tx_block_no, priciest_tx_hash, priciest_tx_fee, priciest_tx_block_no)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::timestamp, $7::timestamp, $8, $9,
             decode($10, 'hex'), $11::numeric, $12, decode($13, 'hex'), $14::numeric, $15)`,
    [
      epoch,
      blocks.blocks,
      txs.txs,
      txs.outSum,
      txs.fees,
      blocks.firstBlockTime,
      blocks.lastBlockTime,
      blocks.firstBlockNo,
      blocks.lastBlockNo,
      txs.largest?.hash ?? null,
      txs.largest?.amount ?? null,
      txs.largest?.blockNo ?? null,
      txs.priciest?.hash ?? null,
      txs.priciest?.amount ?? null,
      txs.priciest?.blockNo ?? null,
    ],
  );
  const versions = await countProtocolVersions(tx, [epoch]);
  for (const version of versions) {
    await tx.query(
      `INSERT INTO explorer.epoch_protocol_version (epoch_no, proto_major, proto_minor, blocks) VALUES ($1, $2, $3, $4)`,
      [epoch, version.major, version.minor, version.blocks],
    );
  }
}
