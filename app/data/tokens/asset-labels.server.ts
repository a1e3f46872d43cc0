import type { Queryable } from "../../db/queryable.server";
import { displayNameOf } from "./token-rows.server";

export type AssetLabel = {
  displayName: string | null;
  ticker: string | null;
  decimals: number | null;
  policyId: string;
  assetName: string;
  fingerprint: string;
};

/**
 * How each asset of `idents` (multi_asset ids) is named: its display name,
 * ticker and decimals as the asset index resolved them (its printable name
 * when the index has not reached it yet), with its policy, name and
 * fingerprint, by id as a string. One indexed query (multi_asset's key, then
 * explorer.asset's (policy, name)). Unknown ids are absent.
 */
export async function readAssetLabels(db: Queryable, idents: readonly (string | bigint | number)[]): Promise<Map<string, AssetLabel>> {
  if (idents.length === 0) return new Map();
  const rows = await db.query<AssetLabel & { id: number }>(
    `SELECT ma.id, encode(ma.policy, 'hex') AS "policyId", encode(ma.name, 'hex') AS "assetName", ma.fingerprint,
            a.display_name AS "displayName", a.ticker, a.decimals
     FROM multi_asset ma LEFT JOIN explorer.asset a ON a.policy = ma.policy AND a.name = ma.name
     WHERE ma.id = ANY($1::bigint[])`,
    [[...new Set(idents.map(String))]],
  );
  return new Map(rows.map(({ id, ...label }) => [String(id), { ...label, displayName: displayNameOf(label.displayName, label.assetName) }]));
}
