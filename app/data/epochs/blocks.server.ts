import type { EpochBlock, Page } from "../../lib/domain";
import { getEpochFigures } from "./epochs.server";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import type { Queryable } from "../../db/queryable.server";

// spec §7 epochs/{n}/blocks: the epoch's blocks, newest first. An epoch's blocks
// are a contiguous height range (its first and last block: the epoch summary, or
// the direct aggregate for the current epoch or a missing unit), so a page is a
// block_no range on the block_no index: page 1,000 costs what page 1 costs. The
// ticker is the one the blocks list shows (the producer's newest metadata).

/** One page of epoch `epoch`'s blocks; null for an epoch after the tip's or without blocks. */
export async function listEpochBlocks(db: Queryable, epoch: number, { limit, offset }: Page): Promise<EpochBlock[] | null> {
  const found = await getEpochFigures(db, epoch);
  if (!found) return null;
  const { firstBlockNo, lastBlockNo } = found.figures;
  if (firstBlockNo === null || lastBlockNo === null || limit <= 0) return [];
  const highest = lastBlockNo - offset;
  if (highest < firstBlockNo) return [];
  return db.query<EpochBlock>(
    `SELECT encode(b.hash, 'hex') AS "id", b.block_no AS "height", encode(b.hash, 'hex') AS "hash",
            b.time AS "timestamp", label.ticker AS "poolTicker", b.tx_count AS "txCount", b.size AS "size",
            ph.view AS "poolId"
     FROM block b
     LEFT JOIN slot_leader sl ON sl.id = b.slot_leader_id
     LEFT JOIN pool_hash ph ON ph.id = sl.pool_hash_id
     ${POOL_LABEL_JOIN}
     WHERE b.block_no BETWEEN $1 AND $2
     ORDER BY b.block_no DESC`,
    [Math.max(firstBlockNo, highest - limit + 1), highest],
  );
}
