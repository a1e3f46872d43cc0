import type { Queryable } from "../../db/queryable.server";
import type { AssetId } from "../../lib/params/asset-id";
import { isAssetFingerprint } from "../../lib/params/asset-id";
import type {
  AddressTokenSort,
  AddressTokensPage,
  AssetAmount,
  Page,
  Policy,
  SortDirection,
  Token,
  TokenEvent,
  TokenHistoryPage,
  TokenHolder,
  TokenHoldersPage,
  TokenListItem,
  TokenListOrder,
  TokenListPage,
} from "../../lib/domain";
import { listItemOf, readTokens, UNSPENT } from "./token-rows.server";
import { readAssetLabels } from "./asset-labels.server";

// Every token read: a token, its holders and history, a policy, the token list,
// an address's tokens, token search.

/** The multi_asset id a token id names; null when the chain has no such token. */
async function findAssetId(db: Queryable, id: AssetId): Promise<number | null> {
  const rows =
    id.kind === "fingerprint"
      ? await db.query<{ id: number }>(`SELECT id FROM multi_asset WHERE fingerprint = $1 LIMIT 1`, [id.fingerprint])
      : await db.query<{ id: number }>(`SELECT id FROM multi_asset WHERE policy = decode($1, 'hex') AND name = decode($2, 'hex')`, [id.policyId, id.nameHex]);
  return rows[0]?.id ?? null;
}

export async function getToken(db: Queryable, id: AssetId): Promise<Token | null> {
  const assetId = await findAssetId(db, id);
  if (assetId === null) return null;
  const [token] = await readTokens(db, [assetId]);
  return token ?? null;
}

/** A token's holders, largest first (address ascending among equals), with each one's share of the supply. */
export async function listTokenHolders(db: Queryable, id: AssetId, { limit, offset }: Page): Promise<TokenHoldersPage | null> {
  const assetId = await findAssetId(db, id);
  if (assetId === null) return null;
  const rows = await db.query<TokenHolder & { total: number }>(
    `WITH held AS (
       SELECT o.address, max(sa.view) AS stake, sum(mo.quantity) AS quantity
       FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id
       LEFT JOIN stake_address sa ON sa.id = o.stake_address_id
       WHERE mo.ident = $1 AND ${UNSPENT("o")}
       GROUP BY o.address HAVING sum(mo.quantity) > 0
     ), supply AS (SELECT sum(quantity) AS total FROM held)
     SELECT h.address, h.stake AS "stakeAddress", h.quantity::text AS quantity,
            round(100 * h.quantity / s.total, 6)::text AS "sharePercent",
            (SELECT count(*) FROM held)::int AS total
     FROM held h CROSS JOIN supply s
     ORDER BY h.quantity DESC, h.address
     LIMIT $2 OFFSET $3`,
    [assetId, limit, offset],
  );
  const total = rows[0]?.total ?? (await db.query<{ n: number }>(
    `SELECT count(DISTINCT o.address)::int AS n FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id WHERE mo.ident = $1 AND ${UNSPENT("o")}`,
    [assetId],
  ))[0]?.n ?? 0;
  return { holders: rows.map(({ total: _total, ...holder }) => holder), total };
}

/** A token's mints and burns, newest first. */
export async function listTokenHistory(db: Queryable, id: AssetId, { limit, offset }: Page): Promise<TokenHistoryPage | null> {
  const assetId = await findAssetId(db, id);
  if (assetId === null) return null;
  const [events, counted] = await Promise.all([
    db.query<TokenEvent>(
      `SELECT encode(t.hash, 'hex') AS "txHash", b.block_no AS "blockHeight", b.time AS "timestamp", mm.quantity::text AS quantity
       FROM ma_tx_mint mm JOIN tx t ON t.id = mm.tx_id JOIN block b ON b.id = t.block_id
       WHERE mm.ident = $1
       ORDER BY mm.tx_id DESC
       LIMIT $2 OFFSET $3`,
      [assetId, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ma_tx_mint WHERE ident = $1`, [assetId]),
  ]);
  return { events, total: counted[0]?.n ?? 0 };
}

/** A policy with a page of its tokens (by asset name); null when it has minted nothing. */
export async function getPolicy(db: Queryable, policyId: string, { limit, offset }: Page): Promise<Policy | null> {
  const [assets, holders, scripts] = await Promise.all([
    db.query<{ id: number; total: number }>(
      `SELECT id, count(*) OVER ()::int AS total FROM multi_asset WHERE policy = decode($1, 'hex') ORDER BY name LIMIT $2 OFFSET $3`,
      [policyId, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(DISTINCT o.address)::int AS n
       FROM multi_asset ma JOIN ma_tx_out mo ON mo.ident = ma.id JOIN tx_out o ON o.id = mo.tx_out_id
       WHERE ma.policy = decode($1, 'hex') AND ${UNSPENT("o")}`,
      [policyId],
    ),
    db.query<{ type: string; json: unknown }>(`SELECT type::text AS type, json FROM script WHERE hash = decode($1, 'hex') ORDER BY id LIMIT 1`, [policyId]),
  ]);
  let total = assets[0]?.total;
  if (total === undefined) {
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM multi_asset WHERE policy = decode($1, 'hex')`, [policyId]))[0]?.n ?? 0;
    if (total === 0) return null;
  }
  const tokens = (await readTokens(db, assets.map((asset) => asset.id))).map(listItemOf);
  return { policyId, assetCount: total, holders: holders[0]?.n ?? 0, script: scripts[0] ?? null, tokens, total };
}

const startsWith = (text: string | null, prefix: string) => text !== null && text.toLowerCase().startsWith(prefix);

/** Every token, resolved: the first, simple reading (the asset index replaces it). */
async function allTokens(db: Queryable): Promise<Token[]> {
  const ids = await db.query<{ id: number }>(`SELECT id FROM multi_asset ORDER BY id`);
  return readTokens(db, ids.map((row) => row.id));
}

/** The token list: the most held first, or the most recently minted; `q` keeps the names and tickers it begins. */
export async function listTokens(db: Queryable, { page, order, q }: { page: Page; order: TokenListOrder; q: string | null }): Promise<TokenListPage> {
  const prefix = q?.toLowerCase() ?? null;
  const tokens = (await allTokens(db)).filter((token) => prefix === null || startsWith(token.displayName, prefix) || startsWith(token.ticker, prefix));
  tokens.sort((a, b) =>
    order === "holders"
      ? b.holders - a.holders || a.fingerprint.localeCompare(b.fingerprint)
      : (b.lastMintTime ?? "").localeCompare(a.lastMintTime ?? "") || a.fingerprint.localeCompare(b.fingerprint),
  );
  return { tokens: tokens.slice(page.offset, page.offset + page.limit).map(listItemOf), total: tokens.length };
}

const POLICY_DOT_NAME = /^([0-9a-f]{56})\.((?:[0-9a-f]{2}){0,32})$/;
const UNIT = /^([0-9a-f]{56})((?:[0-9a-f]{2}){0,32})$/;

/** Tokens a search names: a fingerprint, a policy id, `policy.assetNameHex`, a unit, or a name or ticker prefix (any case). */
export async function searchTokens(db: Queryable, q: string, limit: number): Promise<TokenListItem[]> {
  const text = q.trim().toLowerCase();
  if (text === "") return [];
  let ids: number[];
  if (isAssetFingerprint(text)) {
    ids = (await db.query<{ id: number }>(`SELECT id FROM multi_asset WHERE fingerprint = $1`, [text])).map((row) => row.id);
  } else {
    const unit = POLICY_DOT_NAME.exec(text) ?? UNIT.exec(text);
    if (unit?.[1] !== undefined && unit[2] !== undefined) {
      const exact = await findAssetId(db, { kind: "unit", policyId: unit[1], nameHex: unit[2] });
      ids = exact !== null ? [exact] : unit[2] === "" ? (await db.query<{ id: number }>(`SELECT id FROM multi_asset WHERE policy = decode($1, 'hex') ORDER BY name LIMIT $2`, [unit[1], limit])).map((row) => row.id) : [];
    } else {
      return (await allTokens(db))
        .filter((token) => startsWith(token.displayName, text) || startsWith(token.ticker, text))
        .sort((a, b) => b.holders - a.holders || a.fingerprint.localeCompare(b.fingerprint))
        .slice(0, limit)
        .map(listItemOf);
    }
  }
  return (await readTokens(db, ids)).slice(0, limit).map(listItemOf);
}

/**
 * The tokens an address holds in its unspent outputs: a payment address its
 * own, a stake address those of every payment address with its stake part.
 */
export async function listAddressTokens(
  db: Queryable,
  address: string,
  { page, sort, direction }: { page: Page; sort: AddressTokenSort; direction: SortDirection },
): Promise<AddressTokensPage> {
  const where = address.startsWith("stake") ? `o.stake_address_id = (SELECT id FROM stake_address WHERE view = $1)` : `o.address = $1`;
  const held = await db.query<{ id: number; quantity: string }>(
    `SELECT mo.ident AS id, sum(mo.quantity)::text AS quantity
     FROM tx_out o JOIN ma_tx_out mo ON mo.tx_out_id = o.id
     WHERE ${where} AND ${UNSPENT("o")}
     GROUP BY mo.ident HAVING sum(mo.quantity) > 0`,
    [address],
  );
  const labels = await readAssetLabels(db, held.map((row) => row.id));
  const tokens: AssetAmount[] = held.flatMap((row) => {
    const label = labels.get(String(row.id));
    if (!label) return [];
    const { policyId, assetName, fingerprint, displayName, ticker, decimals } = label;
    return [{ unit: `${policyId}${assetName}`, policyId, assetName, fingerprint, displayName, ticker, decimals, quantity: row.quantity }];
  });
  const sign = direction === "asc" ? 1 : -1;
  const nameOf = (token: AssetAmount) => (token.displayName ?? token.assetName).toLowerCase();
  tokens.sort((a, b) => {
    const byKey = sort === "quantity" ? compareIntegers(a.quantity, b.quantity) : nameOf(a).localeCompare(nameOf(b));
    return sign * byKey || a.unit.localeCompare(b.unit);
  });
  return { tokens: tokens.slice(page.offset, page.offset + page.limit), total: tokens.length };
}

const compareIntegers = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
