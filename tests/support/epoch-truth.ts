import type { EpochStats } from "../../app/lib/domain";
import type { Db } from "../../app/db/db.server";
import type { Queryable } from "../../app/db/queryable.server";
import { openChainUnderTest, type ChainUnderTest } from "./chain-under-test";

// Every epoch's figures taken directly from db-sync's tables (every transaction
// joined to its block by epoch: what the epoch reads themselves must not do),
// independent of the 'epoch' summary units (ADR 005): what the epoch reads' tests and
// the epoch summaries' tests compare against.

export type DirectEpoch = { epoch: number; blocks: number; txs: number; stats: EpochStats };

/** Every epoch's figures straight from block ⋈ tx (newest first). */
export async function directEpochs(q: Queryable): Promise<DirectEpoch[]> {
  const rows = await q.query<{ epoch: number; blocks: number; txs: number; volume: string; fees: string; largest: EpochStats["largestTx"]; priciest: EpochStats["mostExpensiveTx"] }>(
    `SELECT e.epoch_no AS epoch,
            (SELECT count(*)::int FROM block b WHERE b.epoch_no = e.epoch_no AND b.block_no IS NOT NULL) AS blocks,
            (SELECT count(*)::int FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = e.epoch_no) AS txs,
            (SELECT coalesce(sum(t.out_sum), 0)::text FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = e.epoch_no) AS volume,
            (SELECT coalesce(sum(t.fee), 0)::text FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = e.epoch_no) AS fees,
            (SELECT json_build_object('hash', encode(t.hash, 'hex'), 'amount', t.out_sum::text, 'blockHeight', b.block_no)
             FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = e.epoch_no
             ORDER BY t.out_sum DESC, b.block_no, t.block_index LIMIT 1) AS largest,
            (SELECT json_build_object('hash', encode(t.hash, 'hex'), 'fee', t.fee::text, 'blockHeight', b.block_no)
             FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = e.epoch_no
             ORDER BY t.fee DESC, b.block_no, t.block_index LIMIT 1) AS priciest
     FROM (SELECT DISTINCT epoch_no FROM block WHERE epoch_no IS NOT NULL) e
     ORDER BY e.epoch_no DESC`,
  );
  return rows.map((r) => ({ epoch: r.epoch, blocks: r.blocks, txs: r.txs, stats: { totalVolume: r.volume, totalFees: r.fees, largestTx: r.largest, mostExpensiveTx: r.priciest } }));
}

/** A copy of the demo mainnet chain under test, with its first and tip epochs (the epoch tests' common start). */
export async function openEpochChain(name: string, now: number): Promise<{ chain: ChainUnderTest; db: Db; firstEpoch: number; tipEpoch: number }> {
  const chain = await openChainUnderTest({ network: "mainnet", now, name });
  const [row] = await chain.db.query<{ first: number; tip: number }>(`SELECT min(epoch_no) AS "first", max(epoch_no) AS "tip" FROM block`);
  return { chain, db: chain.db, firstEpoch: row!.first, tipEpoch: row!.tip };
}
