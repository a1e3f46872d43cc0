import type { Queryable } from "../../db/queryable.server";
import { assetNameText } from "../../lib/assets/asset-name";
import type { AssetAmount, LookAlikeReason, Token, TokenListItem } from "../../lib/domain";

// A token's row as the asset index keeps it (explorer.asset: figures and metadata
// resolved by the summary worker, app/summaries/asset-index*.server.ts).

/** The columns of a Token, from explorer.asset `a`. */
export const TOKEN_COLUMNS = `a.id, encode(a.policy, 'hex') AS "policyId", encode(a.name, 'hex') AS "assetName", a.fingerprint,
  a.display_name AS "displayName", a.ticker, a.decimals, a.description, a.image_url AS "imageUrl",
  a.metadata_standard AS "metadataStandard", a.metadata, a.supply::text AS supply, a.holders,
  a.mint_txs AS "mintTransactions", a.burn_txs AS "burnTransactions",
  a.first_mint_time AS "firstMintTime", a.last_mint_time AS "lastMintTime", a.look_alike AS "lookAlike"`;

export type TokenRow = Omit<Token, "unit" | "lookAlike" | "metadataStandard"> & { id: number; metadataStandard: string | null; lookAlike: string[] | null };

/** The name a token is shown by: its metadata's, else its printable bytes. */
export const displayNameOf = (displayName: string | null, assetName: string) => displayName ?? assetNameText(assetName).text;

export function tokenOf({ id: _id, ...row }: TokenRow): Token {
  return {
    ...row,
    unit: `${row.policyId}${row.assetName}`,
    displayName: displayNameOf(row.displayName, row.assetName),
    metadataStandard: row.metadataStandard === "CIP-25" || row.metadataStandard === "CIP-68" ? row.metadataStandard : null,
    lookAlike: row.lookAlike && row.lookAlike.length > 0 ? { reasons: row.lookAlike as LookAlikeReason[] } : null,
  };
}

/** A token as lists show it. */
function listItemOf(row: TokenRow): TokenListItem {
  const { metadata: _metadata, description: _description, ...item } = tokenOf(row);
  return item;
}

/** The tokens of a query selecting TOKEN_COLUMNS, as list items. */
export async function tokenItems(db: Queryable, sql: string, params: readonly unknown[]): Promise<TokenListItem[]> {
  return (await db.query<TokenRow>(sql, params)).map(listItemOf);
}

export type HoldingRow = { policyId: string; assetName: string; fingerprint: string; displayName: string | null; ticker: string | null; decimals: number | null; quantity: string };

/** An asset amount from a holding joined with its asset. */
export function assetAmountOf(row: HoldingRow): AssetAmount {
  return { unit: `${row.policyId}${row.assetName}`, ...row, displayName: displayNameOf(row.displayName, row.assetName) };
}
