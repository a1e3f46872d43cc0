import type { AssetAmount } from "../../lib/domain";
import { assetNameText } from "../../lib/assets/asset-name";
import type { Queryable } from "../../db/queryable.server";
import { readAssetLabels, type AssetLabel } from "../tokens/asset-labels.server";

/**
 * One asset quantity as the transaction reads return it (JSON built in SQL):
 * the multi_asset id rides along so every asset of a transaction is labelled
 * by one lookup, never one per asset.
 */
export type AssetRow = { ident: string; policyId: string; assetName: string; fingerprint: string; quantity: string };

/**
 * SQL: the asset quantities of `table` (ma_tx_out or ma_tx_mint, as `m`) that
 * `filter` selects, as a JSON array of AssetRow in (policy, name) order,
 * quantities as text (a JSON number would round above 2^53). Each asset is one
 * probe of multi_asset's key: the OFFSET keeps the planner from joining the
 * whole table (a merge join over its key) when it misjudges how few rows
 * `filter` leaves.
 */
const assetRowsSql = (table: "ma_tx_out" | "ma_tx_mint", filter: string) => `
  (SELECT coalesce(json_agg(json_build_object(
            'ident', a.id::text, 'policyId', encode(a.policy, 'hex'), 'assetName', encode(a.name, 'hex'),
            'fingerprint', a.fingerprint, 'quantity', m.quantity::text) ORDER BY a.policy, a.name), '[]')
   FROM ${table} m CROSS JOIN LATERAL (SELECT * FROM multi_asset ma WHERE ma.id = m.ident OFFSET 0) a
   WHERE ${filter})`;

/** SQL: the assets `outputId` (a tx_out.id expression) carries: one range of db-sync's ma_tx_out(tx_out_id) index. */
export const assetsOfOutputSql = (outputId: string) => assetRowsSql("ma_tx_out", `m.tx_out_id = ${outputId}`);

/** SQL: what transaction $1 mints and burns (db-sync's ma_tx_mint(tx_id) index). */
export const MINT_ROWS_SQL = assetRowsSql("ma_tx_mint", "m.tx_id = $1");

/**
 * Every asset row of a transaction made into AssetAmounts in one pass over one
 * label lookup (the token index's resolved metadata: name, ticker,
 * decimals). Without metadata the display name is the name's own bytes where
 * they are printable.
 */
export async function labelAssets(db: Queryable, lists: ReadonlyArray<ReadonlyArray<AssetRow>>): Promise<(rows: ReadonlyArray<AssetRow>) => AssetAmount[]> {
  const idents = [...new Set(lists.flatMap((rows) => rows.map((row) => row.ident)))];
  const labels = await readAssetLabels(db, idents);
  return (rows) => rows.map((row) => toAssetAmount(row, labels.get(row.ident)));
}

function toAssetAmount(row: AssetRow, label: AssetLabel | undefined): AssetAmount {
  return {
    unit: row.policyId + row.assetName,
    policyId: row.policyId,
    assetName: row.assetName,
    fingerprint: row.fingerprint,
    displayName: label?.displayName ?? assetNameText(row.assetName).text,
    ticker: label?.ticker ?? null,
    decimals: label?.decimals ?? null,
    quantity: row.quantity,
  };
}

