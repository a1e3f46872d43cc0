import type { Queryable } from "../db/queryable.server";
import type { ChainTip } from "../lib/domain";

/**
 * SQL: the tip's block row as `b`, for a query that needs the tip inside it (one
 * round trip instead of two). One step down the block_no index.
 */
export const TIP_BLOCK_SQL = "FROM block b WHERE b.block_no IS NOT NULL ORDER BY b.block_no DESC LIMIT 1";

// When block b's epoch began: its time less its slot in the epoch (1-second slots).
const EPOCH_START_TIME_SQL = "b.time - make_interval(secs => b.epoch_slot_no)";

/**
 * SQL: a CTE `tip` with the tip's block_no, epoch_no and epoch_start_time (when its
 * epoch began: the known epoch the epoch clock, epochBoundaries, moves from).
 */
export const TIP_CTE = `tip AS (SELECT b.block_no, b.epoch_no, ${EPOCH_START_TIME_SQL} AS epoch_start_time ${TIP_BLOCK_SQL})`;

// The only read of the chain tip: every list, confirmation count, current epoch
// and summary anchor keys off this one row, and the contract's getChainTip
// ('Data as of', validators; kept by the tip cache) answers it. Both parts are
// one step down a primary-key or block_no index.
export async function getChainTip(db: Queryable): Promise<ChainTip | null> {
  const [row] = await db.query<{
    height: number | null;
    hash: string;
    epochNumber: number | null;
    timestamp: string;
    epochStartTime: string;
    txId: number | null;
  }>(
    `SELECT b.block_no AS "height", encode(b.hash, 'hex') AS "hash", b.epoch_no AS "epochNumber",
            b.time AS "timestamp", ${EPOCH_START_TIME_SQL} AS "epochStartTime",
            (SELECT t.id FROM tx t ORDER BY t.id DESC LIMIT 1) AS "txId"
     ${TIP_BLOCK_SQL}`,
  );
  if (!row || row.height === null || row.epochNumber === null) return null;
  return { ...row, height: row.height, epochNumber: row.epochNumber, txId: row.txId ?? 0 };
}
