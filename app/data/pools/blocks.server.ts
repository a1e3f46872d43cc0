import type { PoolBlock } from "../../lib/domain";
import { NotFoundError } from "../../lib/errors/not-found";
import type { Queryable } from "../../db/queryable.server";
import { unitOnChain } from "../summary-coverage.server";

// The blocks a pool made (spec §2 Pool Blocks table, §9 pool blocks CSV), newest
// first. No OFFSET over the pool's blocks: a mainnet pool has made thousands. The
// blocks per epoch come from the summaries (ADR 005: explorer.pool_epoch_blocks,
// the pool's range up to the newest blocks unit still on the chain) and, for the
// epochs after it (or all of them without summaries), from counts on the block
// index by slot leader and epoch (explorer_block_slot_leader_id_epoch_no). They
// say which epochs hold a page; only those epochs' blocks are then read.

/** Blocks per batch of the export, about: whole epochs are read, at least one. */
const EXPORT_BATCH_BLOCKS = 2_000;

type PoolPlan = {
  id: number;
  hash: string;
  /** The newest epoch whose blocks unit is valid; null: none. */
  upTo: number | null;
  /** The pool's blocks up to and including `upTo` (its running total there). */
  summarised: number;
  /** The pool's blocks per epoch after `upTo`, newest first. */
  tail: Array<{ epoch: number; blocks: number }>;
};

/**
 * The pool (bech32 id), the newest valid blocks unit (a backward walk of
 * summary_unit's key to the first unit on the chain), the pool's running total
 * there (one backward probe of pool_epoch_blocks) and its blocks per epoch since.
 */
async function planPool(db: Queryable, poolId: string): Promise<PoolPlan | null> {
  const [row] = await db.query<Omit<PoolPlan, "tail"> & { tail: PoolPlan["tail"] | null }>(
    `WITH pool AS (SELECT ph.id, ph.hash_raw FROM pool_hash ph WHERE ph.view = $1),
     up_to AS (
       SELECT (SELECT u.epoch_no FROM explorer.summary_unit u
               WHERE u.kind = 'blocks' AND ${unitOnChain("u")}
               ORDER BY u.epoch_no DESC LIMIT 1) AS epoch_no
     )
     SELECT pool.id, encode(pool.hash_raw, 'hex') AS hash, up_to.epoch_no AS "upTo",
            coalesce((SELECT pb.blocks_total FROM explorer.pool_epoch_blocks pb
                      WHERE pb.pool_hash = pool.hash_raw AND pb.epoch_no <= up_to.epoch_no
                      ORDER BY pb.epoch_no DESC LIMIT 1), 0) AS summarised,
            (SELECT json_agg(json_build_object('epoch', t.epoch_no, 'blocks', t.blocks) ORDER BY t.epoch_no DESC)
             FROM (SELECT b.epoch_no, count(*)::int AS blocks FROM block b
                   WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = pool.id)
                     AND b.epoch_no > coalesce(up_to.epoch_no, -1)
                   GROUP BY b.epoch_no) t) AS tail
     FROM pool CROSS JOIN up_to`,
    [poolId],
  );
  return row ? { ...row, tail: row.tail ?? [] } : null;
}

/** An epoch holding a position, and how many of the pool's blocks are in newer epochs. */
type Located = { epoch: number; newer: number };

/**
 * The epochs holding positions `positions` (0 = the pool's newest block; each
 * below the pool's block count). Positions in the tail are found in it; the others
 * by the running totals: position p is the k-th summarised block counted from the
 * oldest, k = summarised − (p − tail), in the first epoch whose total reaches k.
 */
async function locate(db: Queryable, plan: PoolPlan, positions: number[]): Promise<Located[]> {
  const tailBlocks = plan.tail.reduce((sum, epoch) => sum + epoch.blocks, 0);
  const located: Located[] = [];
  for (const position of positions) {
    if (position < tailBlocks) {
      let newer = 0;
      for (const { epoch, blocks } of plan.tail) {
        if (position < newer + blocks) {
          located.push({ epoch, newer });
          break;
        }
        newer += blocks;
      }
      continue;
    }
    const k = plan.summarised - (position - tailBlocks);
    const [row] = await db.query<{ epoch: number; total: number }>(
      `SELECT pb.epoch_no AS epoch, pb.blocks_total AS total FROM explorer.pool_epoch_blocks pb
       WHERE pb.pool_hash = decode($1, 'hex') AND pb.epoch_no <= $2 AND pb.blocks_total >= $3
       ORDER BY pb.epoch_no LIMIT 1`,
      [plan.hash, plan.upTo, k],
    );
    if (!row) throw new Error(`pool blocks: no epoch holds summarised block ${k} of ${plan.summarised}`);
    located.push({ epoch: row.epoch, newer: tailBlocks + plan.summarised - row.total });
  }
  return located;
}

// A block as spec §3 Pool block; its total output from its transactions
// (idx_tx_block_id), not probed for a block without any.
const POOL_BLOCK_COLUMNS = `
  b.block_no AS height,
  encode(b.hash, 'hex') AS hash,
  b.epoch_no AS "epochNumber",
  b.size,
  b.tx_count AS "txCount",
  CASE WHEN b.tx_count = 0 THEN '0'
       ELSE (SELECT coalesce(sum(t.out_sum), 0)::text FROM tx t WHERE t.block_id = b.id) END AS "totalOutput",
  b.proto_major || '.' || b.proto_minor AS "protocolVersion",
  encode(b.op_cert, 'hex') AS "operationalCertificate",
  b.time AS "timestamp"`;

// The pool's blocks in epochs $2…$3: a range of explorer_block_slot_leader_id_epoch_no
// per slot leader of the pool (a few epochs' blocks), sorted.
const OF_EPOCHS = `
  FROM block b
  WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = $1)
    AND b.epoch_no BETWEEN $2 AND $3`;

// A page: the ids first, then each block's figures for the page's rows only.
const PAGE_OF_EPOCHS = `
  WITH page AS (
    SELECT b.id ${OF_EPOCHS}
    ORDER BY b.block_no DESC, b.id DESC
    LIMIT $4 OFFSET $5
  )
  SELECT ${POOL_BLOCK_COLUMNS}
  FROM page JOIN block b ON b.id = page.id
  ORDER BY b.block_no DESC, b.id DESC`;

// A batch of the export: every block of the epochs, in one pass over them.
const ALL_OF_EPOCHS = `SELECT ${POOL_BLOCK_COLUMNS} ${OF_EPOCHS} ORDER BY b.block_no DESC, b.id DESC`;

/**
 * One page (0-based) of the pool's blocks, newest first; null: no such pool. A
 * deep page costs what the first costs: the epochs holding it, then their blocks.
 */
export async function listStakePoolBlocks(db: Queryable, poolId: string, { page, limit }: { page: number; limit: number }): Promise<PoolBlock[] | null> {
  const plan = await planPool(db, poolId);
  if (!plan) return null;
  const total = plan.summarised + plan.tail.reduce((sum, epoch) => sum + epoch.blocks, 0);
  const first = page * limit;
  if (limit <= 0 || first >= total) return [];
  const last = Math.min(first + limit, total) - 1;
  const [newest, oldest] = await locate(db, plan, [first, last]);
  return db.query<PoolBlock>(PAGE_OF_EPOCHS, [plan.id, oldest!.epoch, newest!.epoch, limit, first - newest!.newer]);
}

/**
 * Every block of the pool, newest first, whole epochs per batch (up to
 * `batchBlocks` blocks, or one epoch that has more), so memory stays at one batch whatever
 * the pool's size. The first batch rejects with a NotFoundError for an unknown pool.
 */
export async function* exportStakePoolBlocks(db: Queryable, poolId: string, batchBlocks = EXPORT_BATCH_BLOCKS): AsyncGenerator<PoolBlock[]> {
  const plan = await planPool(db, poolId);
  if (!plan) throw new NotFoundError("Stake Pool Not Found");
  // The pool's epochs newest first: the tail, then the summarised ones (the pool's range).
  const summarisedEpochs =
    plan.upTo === null
      ? []
      : await db.query<{ epoch: number; blocks: number }>(
          `SELECT pb.epoch_no AS epoch, pb.blocks FROM explorer.pool_epoch_blocks pb
           WHERE pb.pool_hash = decode($1, 'hex') AND pb.epoch_no <= $2
           ORDER BY pb.epoch_no DESC`,
          [plan.hash, plan.upTo],
        );
  const epochs = [...plan.tail, ...summarisedEpochs];
  for (let start = 0; start < epochs.length; ) {
    let end = start;
    let blocks = 0;
    while (end < epochs.length && (end === start || blocks + epochs[end]!.blocks <= batchBlocks)) {
      blocks += epochs[end]!.blocks;
      end++;
    }
    // Epochs newest first: [start] is the batch's newest, [end − 1] its oldest.
    const rows = await db.query<PoolBlock>(ALL_OF_EPOCHS, [plan.id, epochs[end - 1]!.epoch, epochs[start]!.epoch]);
    if (rows.length > 0) yield rows;
    start = end;
  }
}
