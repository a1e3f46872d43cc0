import {
  BLOCK_TRANSACTIONS_PAGE_SIZE,
  type Block,
  type BlockDetail,
  type BlockId,
  type BlockTransactionSummary,
  type Page,
} from "../../lib/domain";
import { INT4_MAX } from "../../lib/params/integers";
import { amountSent } from "../../lib/transactions/tx-balance";
import { TIP_CTE } from "../chain-tip.server";
import { BLOCK_EPOCH_SQL, BLOCK_PROTOCOL_SQL, EXTERNAL_FLOW_SQL } from "../tx-figures-sql.server";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import type { Queryable } from "../../db/queryable.server";
import type { BlockListRow } from "../../lib/pages/list-rows";

// Rows found by height always have one; only the genesis row, found by hash, has none.
type BlockRow = Omit<Block, "transactions"> & { internalId: number };
type BlockDetailRow = Omit<BlockDetail, "transactions"> & { internalId: number };
type TipHeight = { tipHeight: number | null };

// A block's producer: its pool and the pool's newest metadata.
const PRODUCER_JOIN = `
  LEFT JOIN slot_leader sl ON sl.id = b.slot_leader_id
  LEFT JOIN pool_hash ph ON ph.id = sl.pool_hash_id
  ${POOL_LABEL_JOIN}`;

// What the Blocks list shows of a block (spec §2, BlockListRow), with its producer.
const BLOCK_ROW_COLUMNS = `
         b.block_no AS "height",
         encode(b.hash, 'hex') AS "hash",
         ${BLOCK_EPOCH_SQL} AS "epochNumber",
         b.time AS "timestamp",
         b.tx_count AS "txCount",
         label.name AS "poolName",
         label.ticker AS "poolTicker",
         ph.view AS "poolId",
         b.size AS "size"`;

// Every column of the spec's Block: the list's, its parent, and the block's total
// output from its transactions.
const BLOCK_SELECT = `
  SELECT b.id AS "internalId",
         encode(b.hash, 'hex') AS "id",
         ${BLOCK_ROW_COLUMNS},
         encode(parent.hash, 'hex') AS "parentHash",
         b.slot_no AS "slotNumber",
         ${BLOCK_PROTOCOL_SQL} AS "protocolVersion",
         b.vrf_key AS "vrfKey",
         encode(b.op_cert, 'hex') AS "operationalCertificate",
         (SELECT coalesce(sum(t.out_sum), 0)::text FROM tx t WHERE t.block_id = b.id) AS "totalOutput"
  FROM block b
  LEFT JOIN block parent ON parent.id = b.previous_id
  ${PRODUCER_JOIN}`;

function toBlock<Row extends { internalId: number }>({ internalId: _internal, ...block }: Row): Omit<Row, "internalId"> {
  return block;
}

/**
 * `select` (over `block b`) for one page of blocks, newest first. Heights are
 * contiguous, so an offset is a height range on the block_no index: page 5,000
 * costs what page 1 costs. The tip is read in the same statement: one round trip.
 */
function pageOfBlocks(select: string): string {
  return `WITH ${TIP_CTE}
     ${select}
     WHERE b.block_no BETWEEN greatest(0, (SELECT block_no FROM tip) - $1::bigint - $2::bigint + 1) AND (SELECT block_no FROM tip) - $1::bigint
     ORDER BY b.block_no DESC`;
}

/** Newest first, every column of the spec's Block. */
export async function listBlocks(db: Queryable, { limit, offset }: Page): Promise<Block[]> {
  const rows = await db.query<BlockRow>(pageOfBlocks(BLOCK_SELECT), [offset, limit]);
  return rows.map(toBlock);
}

/**
 * Newest first, only what the Blocks list shows (spec §2): no parent, and no
 * total output, whose sum over each block's transactions was half the page's
 * database time.
 */
export function listBlockRows(db: Queryable, { limit, offset }: Page): Promise<BlockListRow[]> {
  return db.query<BlockListRow>(pageOfBlocks(`SELECT ${BLOCK_ROW_COLUMNS} FROM block b ${PRODUCER_JOIN}`), [offset, limit]);
}

/**
 * A block by height or hash, with one page of its transactions in block order;
 * null when there is none. db-sync numbers a block's transactions from 0
 * (block_index), so a page is an index range, whatever the block's size.
 */
export async function getBlock(
  db: Queryable,
  id: BlockId,
  transactions: Page = { limit: BLOCK_TRANSACTIONS_PAGE_SIZE, offset: 0 },
): Promise<BlockDetail | null> {
  // The block with the tip's height beside it: one round trip for both.
  const withTip = (where: string) =>
    `WITH ${TIP_CTE}
     SELECT found.*, (SELECT block_no FROM tip) AS "tipHeight" FROM (${BLOCK_SELECT} WHERE ${where}) found`;
  const [found] =
    id.kind === "height"
      ? await db.query<BlockDetailRow & TipHeight>(withTip("b.block_no = $1"), [id.height])
      : await db.query<BlockDetailRow & TipHeight>(withTip("b.hash = decode($1, 'hex')"), [id.hash]);
  if (!found) return null;
  const { tipHeight, ...row } = found;
  // The genesis block (no height) is settled at least as deeply as block 0.
  const confirmations = tipHeight === null ? 0 : Math.max(0, tipHeight - (row.height ?? 0) + 1);
  const summaries = await db.query<Omit<BlockTransactionSummary, "confirmations" | "amount"> & { externalFlow: string }>(
    `SELECT encode(t.hash, 'hex') AS "id",
            encode(t.hash, 'hex') AS "hash",
            (SELECT count(*) FROM tx_in i WHERE i.tx_in_id = t.id)::int AS "inputCount",
            (SELECT count(*) FROM tx_out o WHERE o.tx_id = t.id)::int AS "outputCount",
            (${EXTERNAL_FLOW_SQL})::text AS "externalFlow",
            t.fee::text AS "fee"
     FROM tx t
     WHERE t.block_id = $1 AND t.block_index >= $2 AND t.block_index < $3
     ORDER BY t.block_index`,
    // block_index is an int4: a bound past its range would fail the query, and no block has that many.
    [row.internalId, transactions.offset, Math.min(transactions.offset + transactions.limit, INT4_MAX)],
  );
  // A transaction's Amount here is its Amount Sent, as on its own page and in the transactions list.
  return {
    ...toBlock(row),
    transactions: summaries.map(({ externalFlow, ...tx }) => ({ ...tx, amount: (amountSent(externalFlow) ?? 0n).toString(), confirmations })),
  };
}
