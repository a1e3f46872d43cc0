import type { Epoch, EpochStats, Page } from "../../lib/domain";
import { epochBoundaries } from "../../lib/chain/epoch-clock";
import { createProcessCache } from "../../lib/runtime/process-cache";
import type { ChainTip } from "../../lib/domain";
import { getChainTip } from "../chain-tip.server";
import {
  aggregateEpochBlocks,
  aggregateEpochTxs,
  type EpochBlockFigures,
  type EpochTxFigures,
} from "./aggregates.server";
import { keptFor, type Queryable } from "../../db/queryable.server";
import { unitCovered } from "../summary-coverage.server";
import { activePoolCount, poolRegistrations } from "../pools/list.server";

// spec §3 Epoch and Epoch stats. A finished epoch's figures come from its 'epoch'
// summary unit (explorer.epoch_summary, ADR 005) while its anchor is on the chain;
// the current epoch, and a finished one whose unit is missing or rolled back, are
// aggregated directly (epoch-aggregates.server.ts: block(epoch_no), then one
// tx(block_id) range). db-sync's `epoch` is never read. Epoch numbers are
// contiguous, so a page of the list is an epoch-number range.

/** What the epoch pages know of one epoch's blocks and transactions. */
export type EpochFigures = {
  epoch: number;
  blocks: number;
  txs: number;
  firstBlockNo: number | null;
  lastBlockNo: number | null;
};

/** The chain's first epoch (one probe of block(epoch_no)). */
async function firstEpoch(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ epoch: number | null }>(`SELECT min(b.epoch_no) AS "epoch" FROM block b`);
  return row?.epoch ?? null;
}

// ---------------------------------------------------------------------------
// The current epoch: aggregated per tip block, shared by concurrent callers.

// The figures of the tip block they were made at, per database (its source:
// keptFor) and figure, each computed when first asked for: a new tip replaces
// them, a failure is not kept (app/lib/runtime/process-cache.ts). Short-lived and per process.
const current = createProcessCache();

/** The current epoch's figures at this tip: the cached ones, or new ones (kept only for a database with a source). */
class CurrentEpoch {
  // One read's figures stay those of its own tip, even when a newer tip replaces the kept ones meanwhile.
  private readonly figures: { blocks?: Promise<EpochBlockFigures>; txs?: Promise<EpochTxFigures>; stake?: Promise<Stake> } = {};

  constructor(
    private readonly db: Queryable,
    private readonly tip: ChainTip,
  ) {}

  private shared<T>(name: string, load: () => Promise<T>): Promise<T> {
    return keptFor(current, this.db, `current-epoch:${name}`, load, { stamp: this.tip.hash });
  }

  blocks(): Promise<EpochBlockFigures> {
    this.figures.blocks ??= this.shared("blocks", () => aggregateEpochBlocks(this.db, this.tip.epochNumber));
    return this.figures.blocks;
  }

  txs(): Promise<EpochTxFigures> {
    this.figures.txs ??= this.shared("txs", () => this.blocks().then((blocks) => aggregateEpochTxs(this.db, blocks)));
    return this.figures.txs;
  }

  stake(): Promise<Stake> {
    this.figures.stake ??= this.shared("stake", () => currentSnapshot(this.db, this.tip.epochNumber));
    return this.figures.stake;
  }
}

// ---------------------------------------------------------------------------
// Stake snapshots (activeStake) and the active pools (activePools).

type Stake = { activeStake: string | null };
const NO_STAKE: Stake = { activeStake: null };

/**
 * The current epoch's snapshot: its summary, else aggregated over its epoch_stake
 * rows (as the dashboard's getNetworkStats does); null without any row.
 */
async function currentSnapshot(db: Queryable, epoch: number): Promise<Stake> {
  const [summary] = await summarisedStake(db, epoch, epoch);
  if (summary) return { activeStake: summary.activeStake };
  const [row] = await db.query<{ activeStake: string | null }>(
    `SELECT sum(es.amount)::text AS "activeStake" FROM epoch_stake es WHERE es.epoch_no = $1`,
    [epoch],
  );
  return row && row.activeStake !== null ? row : NO_STAKE;
}

/**
 * The epochs' activePools by the one rule of the Active Pools cards
 * (activePoolCount), not the pools in the epoch's stake snapshot: that snapshot
 * still holds a pool retired at the epoch's start, which makes no block in it.
 */
async function activePoolCounts(db: Queryable, epochs: number[]): Promise<Map<number, number>> {
  if (epochs.length === 0) return new Map();
  const pools = await poolRegistrations(db);
  return new Map(epochs.map((epoch) => [epoch, activePoolCount(pools, epoch)]));
}

/** The snapshots of epochs from…to whose 'stake' unit is on the chain (older epochs: nothing else is read). */
async function summarisedStake(db: Queryable, from: number, to: number) {
  return db.query<{ epoch: number; activeStake: string | null }>(
    `SELECT t.epoch_no AS "epoch", t.stake::text AS "activeStake"
     FROM explorer.epoch_stake_total t
     WHERE t.epoch_no BETWEEN $1 AND $2 AND ${unitCovered("stake", "t.epoch_no")}`,
    [from, to],
  );
}

// ---------------------------------------------------------------------------
// Finished epochs: the summary where its unit is on the chain, else direct.

/** Rows of explorer.epoch_summary (stats included), for the epochs from…to with a valid unit. */
type SummaryRow = EpochFigures & {
  outSum: string;
  fees: string;
  largest: { hash: string; amount: string; blockNo: number } | null;
  priciest: { hash: string; amount: string; blockNo: number } | null;
};

async function summarisedEpochs(db: Queryable, from: number, to: number): Promise<SummaryRow[]> {
  return db.query<SummaryRow>(
    `SELECT s.epoch_no AS "epoch", s.blocks, s.txs, s.first_block_no AS "firstBlockNo", s.last_block_no AS "lastBlockNo",
            s.out_sum::text AS "outSum", s.fees::text AS "fees",
            CASE WHEN s.largest_tx_hash IS NOT NULL THEN json_build_object(
              'hash', encode(s.largest_tx_hash, 'hex'), 'amount', s.largest_tx_out_sum::text, 'blockNo', s.largest_tx_block_no) END AS "largest",
            CASE WHEN s.priciest_tx_hash IS NOT NULL THEN json_build_object(
              'hash', encode(s.priciest_tx_hash, 'hex'), 'amount', s.priciest_tx_fee::text, 'blockNo', s.priciest_tx_block_no) END AS "priciest"
     FROM explorer.epoch_summary s
     WHERE s.epoch_no BETWEEN $1 AND $2 AND ${unitCovered("epoch", "s.epoch_no")}
     ORDER BY s.epoch_no DESC`,
    [from, to],
  );
}

function figuresOf(epoch: number, blocks: EpochBlockFigures): EpochFigures {
  return { epoch, blocks: blocks.blocks, txs: blocks.txs, firstBlockNo: blocks.firstBlockNo, lastBlockNo: blocks.lastBlockNo };
}

/** Figures of the finished epochs from…to (to < the tip's epoch), newest first. */
async function finishedEpochs(db: Queryable, from: number, to: number): Promise<EpochFigures[]> {
  if (to < from) return [];
  const summarised = new Map((await summarisedEpochs(db, from, to)).map((row) => [row.epoch, row]));
  const out: EpochFigures[] = [];
  for (let epoch = to; epoch >= from; epoch--) {
    const row = summarised.get(epoch);
    out.push(
      row
        ? { epoch, blocks: row.blocks, txs: row.txs, firstBlockNo: row.firstBlockNo, lastBlockNo: row.lastBlockNo }
        : figuresOf(epoch, await aggregateEpochBlocks(db, epoch)),
    );
  }
  return out;
}

/**
 * An epoch's block and transaction counts and its first and last block height;
 * null for an epoch after the tip's, before the chain's first or without blocks.
 */
export async function getEpochFigures(
  db: Queryable,
  epoch: number
): Promise<{ tip: ChainTip; figures: EpochFigures; current: CurrentEpoch | null } | null> {
  const tip = await getChainTip(db);
  if (!tip || !Number.isSafeInteger(epoch) || epoch < 0 || epoch > tip.epochNumber) return null;
  const latest = epoch === tip.epochNumber ? new CurrentEpoch(db, tip) : null;
  const figures = latest ? figuresOf(epoch, await latest.blocks()) : (await finishedEpochs(db, epoch, epoch))[0]!;
  return figures.blocks > 0 ? { tip, figures, current: latest } : null;
}

function toEpoch(tip: ChainTip, figures: EpochFigures, stake: Stake, activePools: number | null): Epoch {
  const completed = figures.epoch < tip.epochNumber;
  const { startTime, endTime } = epochBoundaries(tip, figures.epoch);
  return {
    id: String(figures.epoch),
    epochNumber: figures.epoch,
    startTime,
    endTime: completed ? endTime : null,
    blockCount: figures.blocks,
    txCount: figures.txs,
    activeStake: stake.activeStake,
    activePools,
    completed,
  };
}

/**
 * spec §7 epochs?limit&offset: newest first, the current epoch (completed false)
 * first. offset counts epochs back from the tip's, so a page is an epoch range.
 */
export async function listEpochs(db: Queryable, { limit, offset }: Page): Promise<Epoch[]> {
  const tip = await getChainTip(db);
  if (!tip || limit <= 0 || offset < 0) return [];
  const first = (await firstEpoch(db)) ?? tip.epochNumber;
  const highest = tip.epochNumber - offset;
  if (highest < first) return [];
  const lowest = Math.max(first, highest - limit + 1);
  const now = highest >= tip.epochNumber ? new CurrentEpoch(db, tip) : null;
  const [finished, stake, latest, latestStake, pools] = await Promise.all([
    finishedEpochs(db, lowest, Math.min(highest, tip.epochNumber - 1)),
    summarisedStake(db, lowest, Math.min(highest, tip.epochNumber - 1)),
    now?.blocks(),
    now?.stake(),
    activePoolCounts(db, Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i)),
  ]);
  const stakeOf = new Map(stake.map((row) => [row.epoch, row]));
  const epochs = finished.map((figures) => toEpoch(tip, figures, stakeOf.get(figures.epoch) ?? NO_STAKE, pools.get(figures.epoch) ?? null));
  if (latest && latestStake) epochs.unshift(toEpoch(tip, figuresOf(tip.epochNumber, latest), latestStake, pools.get(tip.epochNumber) ?? null));
  return epochs;
}

/** spec §7 epochs/{n}: null for an epoch after the tip's or one without blocks. */
export async function getEpoch(db: Queryable, epoch: number): Promise<Epoch | null> {
  const found = await getEpochFigures(db, epoch);
  if (!found) return null;
  const { tip, figures, current: latest } = found;
  const [stake, pools] = await Promise.all([
    latest ? latest.stake() : summarisedStake(db, epoch, epoch).then(([row]) => row ?? NO_STAKE),
    activePoolCounts(db, [epoch]),
  ]);
  return toEpoch(tip, figures, { activeStake: stake.activeStake }, pools.get(epoch) ?? null);
}

function toStats(figures: Pick<EpochTxFigures, "outSum" | "fees" | "largest" | "priciest">): EpochStats {
  return {
    totalVolume: figures.outSum,
    totalFees: figures.fees,
    largestTx: figures.largest && { hash: figures.largest.hash, amount: figures.largest.amount, blockHeight: figures.largest.blockNo },
    mostExpensiveTx: figures.priciest && { hash: figures.priciest.hash, fee: figures.priciest.amount, blockHeight: figures.priciest.blockNo },
  };
}

/** spec §7 epochs/{n}/stats: output and fee sums, the largest and the most expensive transaction; null as getEpoch. */
export async function getEpochStats(db: Queryable, epoch: number): Promise<EpochStats | null> {
  const tip = await getChainTip(db);
  if (!tip || !Number.isSafeInteger(epoch) || epoch < 0 || epoch > tip.epochNumber) return null;
  if (epoch === tip.epochNumber) {
    const latest = new CurrentEpoch(db, tip);
    return (await latest.blocks()).blocks > 0 ? toStats(await latest.txs()) : null;
  }
  const [summary] = await summarisedEpochs(db, epoch, epoch);
  if (summary) return summary.blocks > 0 ? toStats(summary) : null;
  const blocks = await aggregateEpochBlocks(db, epoch);
  return blocks.blocks > 0 ? toStats(await aggregateEpochTxs(db, blocks)) : null;
}
