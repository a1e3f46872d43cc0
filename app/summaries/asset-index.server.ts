// The asset index (issue 43): per native asset its supply, holder count, mints and
// resolved metadata (explorer.asset), what each address and stake address holds
// (asset_holding, asset_stake_holding), every mint and burn (asset_mint), every
// transaction that moved it (asset_tx) and every output of a CIP-68 reference token
// (asset_datum); schema/explorer.sql. Written
// block by block up to the tip, with the address index's rollback rule (ADR 006):
// the newest indexed block still on the chain (R) says which rows stand; the
// holdings' journal of the newest k + margin blocks is subtracted past it, mints,
// transactions and datums past it are deleted and their assets' figures and metadata read
// again. One writer: every transaction takes the summaries' advisory lock.
import type { Db, DbTransaction } from "../db/types.server";
import { GENESIS_BLOCK_NO } from "../data/summary-coverage.server";
import { type AddressIndexReport, type IndexPassOptions, KEPT_BLOCKS, maintainBlockIndex, NOTHING_INDEXED } from "./address-index.server";
import { resolveAssetMetadata } from "./asset-index-metadata.server";

export type AssetIndexReport = AddressIndexReport;

/** SQL: the newest block of the asset index still on the chain (R), or NULL. */
const ASSET_INDEXED_TO_SQL = `(SELECT ib.block_no FROM explorer.asset_index_block ib
  WHERE EXISTS (SELECT 1 FROM block cb WHERE cb.hash = ib.hash)
  ORDER BY ib.block_no DESC LIMIT 1)`;

/** One pass: undoes what a rollback removed, then indexes the blocks after the high-water mark, a batch per transaction. */
export const maintainAssetIndex = (db: Db, options: IndexPassOptions = {}): Promise<AssetIndexReport> =>
  maintainBlockIndex(db, { blockTable: "explorer.asset_index_block", undoRollback: resolvePendingThenUndo, indexBlocks }, options);

/**
 * Before each batch: the metadata of the assets listed in asset_metadata_pending (a demo
 * chain's loader writes the index but leaves names to the one rule), then a rollback's undo.
 */
async function resolvePendingThenUndo(tx: DbTransaction): Promise<number> {
  const pending = await tx.query<{ id: number }>(`DELETE FROM explorer.asset_metadata_pending RETURNING asset_id AS id`);
  await resolveAssetMetadata(tx, ids(pending));
  return undoRollback(tx);
}

const IN_BATCH = `b.block_no > $1 AND b.block_no <= $2`;
const ids = (rows: readonly { id: number }[]) => [...new Set(rows.map((row) => row.id))];

async function indexBlocks(tx: DbTransaction, from: number, to: number): Promise<void> {
  const [range] = await tx.query<{ first: string | null; last: string | null }>(
    `SELECT min(t.id)::text AS "first", max(t.id)::text AS "last" FROM block b JOIN tx t ON t.block_id = b.id WHERE ${IN_BATCH}`,
    [from, to],
  );
  const params = [from, to, range?.first ?? "0", range?.last ?? "-1"];
  // Every asset minted or carried in the batch has its row (ids are ours: a resync renumbers db-sync's).
  await tx.query(
    `INSERT INTO explorer.asset (policy, name, fingerprint)
     SELECT ma.policy, ma.name, ma.fingerprint FROM multi_asset ma
     WHERE ma.id IN (SELECT mm.ident FROM ma_tx_mint mm WHERE mm.tx_id BETWEEN $1::bigint AND $2::bigint
                     UNION SELECT mo.ident FROM tx_out o JOIN ma_tx_out mo ON mo.tx_out_id = o.id WHERE o.tx_id BETWEEN $1::bigint AND $2::bigint)
     ORDER BY ma.id
     ON CONFLICT (policy, name) DO NOTHING`,
    params.slice(2),
  );
  const minted = await tx.query<{ id: number }>(
    `INSERT INTO explorer.asset_mint (asset_id, block_no, block_index, quantity, cip25)
     SELECT a.id, b.block_no, t.block_index, mm.quantity,
            mm.quantity > 0 AND EXISTS (SELECT 1 FROM tx_metadata md WHERE md.tx_id = t.id AND md.key = 721 AND md.json ? encode(ma.policy, 'hex'))
     FROM ma_tx_mint mm JOIN tx t ON t.id = mm.tx_id JOIN block b ON b.id = t.block_id
     JOIN multi_asset ma ON ma.id = mm.ident
     JOIN explorer.asset a ON a.policy = ma.policy AND a.name = ma.name
     WHERE mm.tx_id BETWEEN $3::bigint AND $4::bigint AND ${IN_BATCH}
     RETURNING asset_id AS id`,
    params,
  );
  await tx.query(
    `WITH moves AS (
       SELECT b.block_no, mo.ident, o.address, o.stake_address_id, mo.quantity AS delta
       FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id JOIN ma_tx_out mo ON mo.tx_out_id = o.id
       WHERE o.tx_id BETWEEN $3::bigint AND $4::bigint AND ${IN_BATCH}
       UNION ALL
       SELECT b.block_no, mo.ident, o.address, o.stake_address_id, -mo.quantity
       FROM tx_in i JOIN tx t ON t.id = i.tx_in_id JOIN block b ON b.id = t.block_id
       JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
       JOIN ma_tx_out mo ON mo.tx_out_id = o.id
       WHERE i.tx_in_id BETWEEN $3::bigint AND $4::bigint AND ${IN_BATCH})
     INSERT INTO explorer.asset_journal (block_no, asset_id, address, stake_view, quantity)
     SELECT m.block_no, a.id, m.address, min(sa.view), sum(m.delta)
     FROM moves m JOIN multi_asset ma ON ma.id = m.ident
     JOIN explorer.asset a ON a.policy = ma.policy AND a.name = ma.name
     LEFT JOIN stake_address sa ON sa.id = m.stake_address_id
     GROUP BY m.block_no, a.id, m.address
     HAVING sum(m.delta) <> 0`,
    params,
  );
  await applyJournal(tx, from, to, 1);
  // The transactions that moved each asset, as db-sync records them: a failed script
  // transaction's inputs and outputs are its collateral and collateral return only
  // (as the address index reads them); each asset's count grows with its rows.
  await tx.query(
    `WITH moved AS (
       SELECT mo.ident, o.tx_id FROM tx_out o JOIN ma_tx_out mo ON mo.tx_out_id = o.id
       WHERE o.tx_id BETWEEN $3::bigint AND $4::bigint
       UNION
       SELECT mo.ident, i.tx_in_id FROM tx_in i
       JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index JOIN ma_tx_out mo ON mo.tx_out_id = o.id
       WHERE i.tx_in_id BETWEEN $3::bigint AND $4::bigint
       UNION
       SELECT mm.ident, mm.tx_id FROM ma_tx_mint mm WHERE mm.tx_id BETWEEN $3::bigint AND $4::bigint),
     added AS (
       INSERT INTO explorer.asset_tx (asset_id, block_no, block_index)
       SELECT a.id, b.block_no, t.block_index
       FROM moved m JOIN tx t ON t.id = m.tx_id JOIN block b ON b.id = t.block_id
       JOIN multi_asset ma ON ma.id = m.ident
       JOIN explorer.asset a ON a.policy = ma.policy AND a.name = ma.name
       WHERE ${IN_BATCH}
       RETURNING asset_id)
     UPDATE explorer.asset a SET transactions = a.transactions + n.n
     FROM (SELECT asset_id, count(*)::int AS n FROM added GROUP BY asset_id) n WHERE a.id = n.asset_id`,
    params,
  );
  const datums = await tx.query<{ id: number }>(
    `INSERT INTO explorer.asset_datum (asset_id, block_no, block_index, output_index, value)
     SELECT a.id, b.block_no, t.block_index, o.index, d.value
     FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
     JOIN ma_tx_out mo ON mo.tx_out_id = o.id
     JOIN multi_asset ma ON ma.id = mo.ident AND substring(ma.name FROM 1 FOR 4) = '\\x000643b0'::bytea
     JOIN explorer.asset a ON a.policy = ma.policy AND a.name = ma.name
     LEFT JOIN datum d ON d.id = o.inline_datum_id
     WHERE o.tx_id BETWEEN $3::bigint AND $4::bigint AND ${IN_BATCH}
     ON CONFLICT DO NOTHING
     RETURNING asset_id AS id`,
    params,
  );
  await refreshMintFigures(tx, ids(minted));
  await resolveAssetMetadata(tx, [...ids(minted), ...(await userTokensOf(tx, ids(datums)))]);
  await tx.query(
    `INSERT INTO explorer.asset_index_block (block_no, hash)
     SELECT coalesce(b.block_no, ${GENESIS_BLOCK_NO}), b.hash FROM block b
     WHERE ${IN_BATCH} OR ($1 = ${NOTHING_INDEXED} AND b.block_no IS NULL)
     ON CONFLICT (block_no) DO NOTHING`,
    [from, to],
  );
  await tx.query(`DELETE FROM explorer.asset_index_block WHERE block_no < $1 AND block_no <> ${GENESIS_BLOCK_NO}`, [to - KEPT_BLOCKS]);
  await tx.query(`DELETE FROM explorer.asset_journal WHERE block_no < $1`, [to - KEPT_BLOCKS]);
}

/**
 * Adds (sign 1) or subtracts (sign −1) the journal of blocks (from, to] to the
 * holdings, keeping each asset's holder count: a holding that turns positive
 * counts in, one that falls to zero counts out and is deleted.
 */
async function applyJournal(tx: DbTransaction, from: number, to: number, sign: 1 | -1): Promise<void> {
  await tx.query(
    `WITH d AS (
       SELECT asset_id, address, min(stake_view) AS stake_view, $3 * sum(quantity) AS delta
       FROM explorer.asset_journal WHERE block_no > $1 AND block_no <= $2
       GROUP BY asset_id, address HAVING sum(quantity) <> 0),
     up AS (
       INSERT INTO explorer.asset_holding AS h (address, asset_id, stake_view, quantity)
       SELECT address, asset_id, stake_view, delta FROM d
       ON CONFLICT (address, asset_id) DO UPDATE SET quantity = h.quantity + excluded.quantity
       RETURNING h.asset_id, h.address, h.quantity),
     counted AS (
       SELECT up.asset_id,
              sum(CASE WHEN up.quantity > 0 AND up.quantity - d.delta <= 0 THEN 1
                       WHEN up.quantity <= 0 AND up.quantity - d.delta > 0 THEN -1 ELSE 0 END)::int AS n
       FROM up JOIN d ON d.asset_id = up.asset_id AND d.address = up.address
       GROUP BY up.asset_id)
     UPDATE explorer.asset a SET holders = a.holders + c.n FROM counted c WHERE a.id = c.asset_id AND c.n <> 0`,
    [from, to, sign],
  );
  await tx.query(
    `DELETE FROM explorer.asset_holding h
     USING (SELECT DISTINCT asset_id, address FROM explorer.asset_journal WHERE block_no > $1 AND block_no <= $2) d
     WHERE h.asset_id = d.asset_id AND h.address = d.address AND h.quantity <= 0`,
    [from, to],
  );
  await tx.query(
    `INSERT INTO explorer.asset_stake_holding AS h (stake_view, asset_id, quantity)
     SELECT stake_view, asset_id, $3 * sum(quantity)
     FROM explorer.asset_journal WHERE block_no > $1 AND block_no <= $2 AND stake_view IS NOT NULL
     GROUP BY stake_view, asset_id HAVING sum(quantity) <> 0
     ON CONFLICT (stake_view, asset_id) DO UPDATE SET quantity = h.quantity + excluded.quantity`,
    [from, to, sign],
  );
  await tx.query(
    `DELETE FROM explorer.asset_stake_holding h
     USING (SELECT DISTINCT asset_id, stake_view FROM explorer.asset_journal WHERE block_no > $1 AND block_no <= $2 AND stake_view IS NOT NULL) d
     WHERE h.asset_id = d.asset_id AND h.stake_view = d.stake_view AND h.quantity <= 0`,
    [from, to],
  );
}

/** Supply, mint and burn counts and first/last mint of `assetIds`, from their mint rows. */
async function refreshMintFigures(tx: DbTransaction, assetIds: readonly number[]): Promise<void> {
  if (assetIds.length === 0) return;
  await tx.query(
    `UPDATE explorer.asset a
     SET supply = coalesce(m.supply, 0), mint_txs = coalesce(m.mints, 0), burn_txs = coalesce(m.burns, 0),
         last_mint_block_no = m.last,
         first_mint_time = (SELECT b.time FROM block b WHERE b.block_no = m.first),
         last_mint_time = (SELECT b.time FROM block b WHERE b.block_no = m.last)
     FROM (SELECT x.id, sum(mm.quantity) AS supply,
                  count(mm.quantity) FILTER (WHERE mm.quantity > 0)::int AS mints,
                  count(mm.quantity) FILTER (WHERE mm.quantity < 0)::int AS burns,
                  min(mm.block_no) FILTER (WHERE mm.quantity > 0) AS first,
                  max(mm.block_no) FILTER (WHERE mm.quantity > 0) AS last
           FROM unnest($1::int[]) AS x(id) LEFT JOIN explorer.asset_mint mm ON mm.asset_id = x.id
           GROUP BY x.id) m
     WHERE a.id = m.id`,
    [assetIds],
  );
}

/** The user tokens (222, 333, 444) whose CIP-68 reference token (100) is one of `referenceIds`. */
async function userTokensOf(tx: DbTransaction, referenceIds: readonly number[]): Promise<number[]> {
  if (referenceIds.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT u.id FROM explorer.asset r
     CROSS JOIN unnest(ARRAY['\\x000de140'::bytea, '\\x0014df10'::bytea, '\\x001bc280'::bytea]) AS label(prefix)
     JOIN explorer.asset u ON u.policy = r.policy AND u.name = label.prefix || substring(r.name FROM 5)
     WHERE r.id = ANY($1::int[])`,
    [referenceIds],
  );
  return ids(rows);
}

/**
 * After a rollback: the journal past R is subtracted from the holdings, mints,
 * transactions and datums past R are deleted and their assets' figures and metadata read again;
 * an asset left with no mint and no holder goes. Returns the blocks undone.
 */
async function undoRollback(tx: DbTransaction): Promise<number> {
  const [state] = await tx.query<{ top: number | null; r: number | null }>(
    `SELECT (SELECT max(block_no) FROM explorer.asset_index_block) AS "top", ${ASSET_INDEXED_TO_SQL} AS "r"`,
  );
  if (!state || state.top === null || state.r === state.top) return 0;
  const r = state.r ?? NOTHING_INDEXED;
  await applyJournal(tx, r, state.top, -1);
  await tx.query(`DELETE FROM explorer.asset_journal WHERE block_no > $1`, [r]);
  const minted = ids(await tx.query<{ id: number }>(`DELETE FROM explorer.asset_mint WHERE block_no > $1 RETURNING asset_id AS id`, [r]));
  const datums = ids(await tx.query<{ id: number }>(`DELETE FROM explorer.asset_datum WHERE block_no > $1 RETURNING asset_id AS id`, [r]));
  await tx.query(
    `WITH gone AS (DELETE FROM explorer.asset_tx WHERE block_no > $1 RETURNING asset_id)
     UPDATE explorer.asset a SET transactions = a.transactions - n.n
     FROM (SELECT asset_id, count(*)::int AS n FROM gone GROUP BY asset_id) n WHERE a.id = n.asset_id`,
    [r],
  );
  await refreshMintFigures(tx, minted);
  await resolveAssetMetadata(tx, [...minted, ...(await userTokensOf(tx, datums))]);
  await tx.query(
    `DELETE FROM explorer.asset a WHERE a.id = ANY($1::int[]) AND a.mint_txs = 0 AND a.burn_txs = 0 AND a.holders = 0 AND a.transactions = 0
       AND NOT EXISTS (SELECT 1 FROM explorer.asset_datum d WHERE d.asset_id = a.id)`,
    [minted],
  );
  const undone = await tx.query(`DELETE FROM explorer.asset_index_block WHERE block_no > $1 RETURNING block_no`, [r]);
  return undone.length;
}
