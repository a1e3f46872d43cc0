import type { Queryable } from "../../db/queryable.server";
import { resolveTokenMetadata } from "../../lib/assets/token-metadata";
import { SOURCES_SQL, type SourceRow } from "./token-rows.server";

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
 * ticker and decimals as its metadata resolves them (and its policy, name and
 * fingerprint), by id as a string. For the pages that list assets (a
 * transaction's outputs, an address's tokens). Unknown ids are absent.
 */
export async function readAssetLabels(db: Queryable, idents: readonly (string | bigint | number)[]): Promise<Map<string, AssetLabel>> {
  if (idents.length === 0) return new Map();
  const rows = await db.query<SourceRow>(SOURCES_SQL, [[...new Set(idents.map(String))]]);
  return new Map(
    rows.map((row) => {
      const { displayName, ticker, decimals } = resolveTokenMetadata(row.policyId, row.assetName, row.label721, row.referenceDatum);
      return [String(row.id), { displayName, ticker, decimals, policyId: row.policyId, assetName: row.assetName, fingerprint: row.fingerprint }];
    }),
  );
}
