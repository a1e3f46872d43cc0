// The asset index's metadata (issue 43): each asset's names, decimals, image and
// look-alike reasons, resolved once when what they come from changes (a mint with
// label 721 metadata, an output of its CIP-68 reference token, a rollback of
// either) by the one rule of app/lib/assets/token-metadata.ts, and kept in
// explorer.asset for every read.
import type { DbTransaction } from "../db/types.server";
import { cip25Keys, resolveTokenMetadata } from "../lib/assets/token-metadata";
import { findLookAlikes, hasInvisible, hasMixedScripts } from "../lib/pools/look-alike";
import type { LookAlikeReason } from "../lib/domain";

/** Assets resolved per statement: bounds the rows (and their metadata) one read holds. */
const CHUNK = 1_000;

/**
 * Each asset's sources: its own entry in the label-721 metadatum of its latest
 * mint that names it (by text name in version 1, hex in version 2), and the
 * newest datum of its reference token (a 222/333/444 name only).
 */
const SOURCES_SQL = `
  SELECT x.id,
    (SELECT e.entry FROM (
       SELECT CASE WHEN md.json ->> 'version' IN ('2', '2.0') THEN coalesce(md.json -> x.policy -> x.hex, md.json -> x.policy -> x.text)
                   ELSE coalesce(md.json -> x.policy -> x.text, md.json -> x.policy -> x.hex) END AS entry
       FROM explorer.asset_mint m
       JOIN block b ON b.block_no = m.block_no
       JOIN tx t ON t.block_id = b.id AND t.block_index = m.block_index
       JOIN tx_metadata md ON md.tx_id = t.id AND md.key = 721
       WHERE m.asset_id = x.id AND m.cip25
       ORDER BY m.block_no DESC, m.block_index DESC) e
     WHERE e.entry IS NOT NULL LIMIT 1) AS "cip25",
    (SELECT d.value FROM explorer.asset a
       JOIN explorer.asset r ON r.policy = a.policy AND r.name = '\\x000643b0'::bytea || substring(a.name FROM 5)
       JOIN explorer.asset_datum d ON d.asset_id = r.id
     WHERE a.id = x.id AND substring(a.name FROM 1 FOR 4) IN ('\\x000de140'::bytea, '\\x0014df10'::bytea, '\\x001bc280'::bytea)
     ORDER BY d.block_no DESC, d.block_index DESC, d.output_index DESC LIMIT 1) AS "datum"
  FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS x(id, policy, hex, text)`;

/** Resolves and stores the metadata of `assetIds`, then the look-alike reasons. */
export async function resolveAssetMetadata(tx: DbTransaction, assetIds: readonly number[]): Promise<void> {
  const unique = [...new Set(assetIds)];
  if (unique.length === 0) return;
  for (let start = 0; start < unique.length; start += CHUNK) await resolveChunk(tx, unique.slice(start, start + CHUNK));
  await markLookAlikes(tx, unique);
}

async function resolveChunk(tx: DbTransaction, assetIds: readonly number[]): Promise<void> {
  const assets = await tx.query<{ id: number; policy: string; hex: string }>(
    `SELECT id, encode(policy, 'hex') AS policy, encode(name, 'hex') AS hex FROM explorer.asset WHERE id = ANY($1::int[])`,
    [assetIds],
  );
  const sources = await tx.query<{ id: number; cip25: unknown; datum: unknown }>(SOURCES_SQL, [
    assets.map((asset) => asset.id),
    assets.map((asset) => asset.policy),
    assets.map((asset) => asset.hex),
    assets.map((asset) => cip25Keys(asset.hex).text),
  ]);
  const hexById = new Map(assets.map((asset) => [asset.id, asset.hex]));
  const rows = sources.map(({ id, cip25, datum }) => ({ id, ...resolveTokenMetadata(hexById.get(id) ?? "", cip25, datum) }));
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const text = (values: readonly unknown[]) => values.map((value) => (value === null || value === undefined ? null : String(value)));
  await tx.query(
    `UPDATE explorer.asset a
     SET display_name = x.display_name, ticker = x.ticker, decimals = x.decimals::int, description = x.description,
         image_url = x.image_url, metadata_standard = x.standard, metadata = x.metadata::jsonb,
         name_key = lower(x.display_name), ticker_key = lower(x.ticker)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       AS x(id, display_name, ticker, decimals, description, image_url, standard, metadata)
     WHERE a.id = x.id`,
    [
      column("id"),
      column("displayName"),
      column("ticker"),
      text(column("decimals")),
      column("description"),
      column("imageUrl"),
      column("metadataStandard"),
      rows.map((row) => (row.metadata === null || row.metadata === undefined ? null : JSON.stringify(row.metadata))),
    ],
  );
}

/** The look-alike reasons a label's own text carries (hidden characters, mixed alphabets). */
function ownReasons(texts: readonly (string | null)[]): LookAlikeReason[] {
  const reasons = new Set<LookAlikeReason>();
  for (const text of texts) {
    if (!text) continue;
    if (hasInvisible(text)) reasons.add("invisible");
    if (hasMixedScripts(text)) reasons.add("mixed-scripts");
  }
  return [...reasons];
}

/**
 * Look-alike reasons, as for pool tickers (app/lib/pools/look-alike.ts): the
 * tokens with a ticker (few: the fungible ones) against each other, every time a
 * token's metadata changes; the other resolved tokens for their own text only.
 */
async function markLookAlikes(tx: DbTransaction, resolved: readonly number[]): Promise<void> {
  const tickered = await tx.query<{ id: number; ticker: string; name: string | null }>(
    `SELECT id, ticker, display_name AS name FROM explorer.asset WHERE ticker IS NOT NULL`,
  );
  const warnings = findLookAlikes(tickered.map((token) => ({ poolId: String(token.id), ticker: token.ticker, name: token.name, active: true })));
  const reasons = new Map<number, LookAlikeReason[]>(tickered.map((token) => [token.id, warnings.get(String(token.id))?.reasons ?? []]));
  const others = await tx.query<{ id: number; name: string | null }>(
    `SELECT id, display_name AS name FROM explorer.asset WHERE id = ANY($1::int[]) AND ticker IS NULL`,
    [resolved],
  );
  for (const token of others) reasons.set(token.id, ownReasons([token.name]));
  await tx.query(
    `UPDATE explorer.asset a SET look_alike = x.reasons
     FROM (SELECT id, CASE WHEN r = '' THEN NULL ELSE string_to_array(r, ',') END AS reasons
           FROM unnest($1::int[], $2::text[]) AS u(id, r)) x
     WHERE a.id = x.id AND a.look_alike IS DISTINCT FROM x.reasons`,
    [[...reasons.keys()], [...reasons.values()].map((list) => list.join(","))],
  );
}
