import type { Queryable } from "../../db/queryable.server";
import { resolveTokenMetadata } from "../../lib/assets/token-metadata";
import { hasInvisible, hasMixedScripts } from "../../lib/pools/look-alike";
import type { LookAlikeReason, Token, TokenListItem } from "../../lib/domain";

// A token's row as the reads assemble it: the asset, its figures and the
// metadata it was minted with, resolved by the one rule of app/lib/assets.

/** An unspent output: no input spends it (and, in db-sync's consumed mode, not marked spent). */
export const UNSPENT = (o: string) =>
  `${o}.consumed_by_tx_id IS NULL AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = ${o}.tx_id AND i.tx_out_index = ${o}.index)`;

// The CIP-68 reference token (label 100) of a 222/333/444 name, as bytea; NULL for any other name.
const REFERENCE_NAME = (ma: string) => `CASE WHEN substring(${ma}.name FROM 1 FOR 4) IN ('\\x000de140'::bytea, '\\x0014df10'::bytea, '\\x001bc280'::bytea)
  THEN '\\x000643b0'::bytea || substring(${ma}.name FROM 5) END`;

/** What the metadata is read from: the latest mint's label 721 and the reference token's current inline datum. */
const METADATA_SOURCES = `
  (SELECT md.json FROM ma_tx_mint mm JOIN tx_metadata md ON md.tx_id = mm.tx_id AND md.key = 721
   WHERE mm.ident = ma.id AND mm.quantity > 0 ORDER BY mm.tx_id DESC LIMIT 1) AS "label721",
  (SELECT d.value FROM multi_asset r
     JOIN ma_tx_out mo ON mo.ident = r.id
     JOIN tx_out o ON o.id = mo.tx_out_id
     JOIN datum d ON d.id = o.inline_datum_id
   WHERE r.policy = ma.policy AND r.name = ${REFERENCE_NAME("ma")} AND ${UNSPENT("o")}
   ORDER BY o.id DESC LIMIT 1) AS "referenceDatum"`;

export type SourceRow = { id: number; policyId: string; assetName: string; fingerprint: string; label721: unknown; referenceDatum: unknown };
type FigureRow = SourceRow & {
  supply: string;
  holders: number;
  mintTransactions: number;
  burnTransactions: number;
  firstMintTime: string | null;
  lastMintTime: string | null;
};

const ASSET_COLUMNS = `ma.id, encode(ma.policy, 'hex') AS "policyId", encode(ma.name, 'hex') AS "assetName", ma.fingerprint`;

/** Each asset of $1 (multi_asset ids) with its metadata sources. */
export const SOURCES_SQL = `
  SELECT ${ASSET_COLUMNS}, ${METADATA_SOURCES}
  FROM multi_asset ma WHERE ma.id = ANY($1::bigint[])`;

/** Each asset of $1 with its figures (supply = Σ mints − Σ burns) and metadata sources. */
const FIGURES_SQL = `
  SELECT ${ASSET_COLUMNS}, ${METADATA_SOURCES},
         coalesce(m.supply, 0)::text AS supply,
         coalesce(m.mints, 0)::int AS "mintTransactions",
         coalesce(m.burns, 0)::int AS "burnTransactions",
         m.first_mint AS "firstMintTime",
         m.last_mint AS "lastMintTime",
         (SELECT count(DISTINCT o.address) FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id
          WHERE mo.ident = ma.id AND mo.quantity > 0 AND ${UNSPENT("o")})::int AS holders
  FROM multi_asset ma
  LEFT JOIN LATERAL (
    SELECT sum(mm.quantity) AS supply,
           count(*) FILTER (WHERE mm.quantity > 0) AS mints,
           count(*) FILTER (WHERE mm.quantity < 0) AS burns,
           min(b.time) FILTER (WHERE mm.quantity > 0) AS first_mint,
           max(b.time) FILTER (WHERE mm.quantity > 0) AS last_mint
    FROM ma_tx_mint mm JOIN tx t ON t.id = mm.tx_id JOIN block b ON b.id = t.block_id
    WHERE mm.ident = ma.id
  ) m ON true
  WHERE ma.id = ANY($1::bigint[])`;

/** The look-alike reasons a token's own ticker and name carry (hidden characters, mixed alphabets). */
function ownLookAlikeReasons(texts: readonly (string | null)[]): LookAlikeReason[] {
  const reasons = new Set<LookAlikeReason>();
  for (const text of texts) {
    if (!text) continue;
    if (hasInvisible(text)) reasons.add("invisible");
    if (hasMixedScripts(text)) reasons.add("mixed-scripts");
  }
  return [...reasons];
}

function tokenOf(row: FigureRow): Token {
  const metadata = resolveTokenMetadata(row.policyId, row.assetName, row.label721, row.referenceDatum);
  const reasons = ownLookAlikeReasons([metadata.ticker, metadata.displayName]);
  return {
    unit: `${row.policyId}${row.assetName}`,
    policyId: row.policyId,
    assetName: row.assetName,
    fingerprint: row.fingerprint,
    ...metadata,
    supply: row.supply,
    holders: row.holders,
    mintTransactions: row.mintTransactions,
    burnTransactions: row.burnTransactions,
    firstMintTime: row.firstMintTime,
    lastMintTime: row.lastMintTime,
    lookAlike: reasons.length > 0 ? { reasons } : null,
  };
}

/** A token as lists show it. */
export function listItemOf(token: Token): TokenListItem {
  const { metadata: _metadata, description: _description, ...item } = token;
  return item;
}

/** The tokens of `ids` (multi_asset ids), in the order given; unknown ids are left out. */
export async function readTokens(db: Queryable, ids: readonly (number | string | bigint)[]): Promise<Token[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<FigureRow>(FIGURES_SQL, [ids.map(String)]);
  const byId = new Map(rows.map((row) => [String(row.id), tokenOf(row)]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}
