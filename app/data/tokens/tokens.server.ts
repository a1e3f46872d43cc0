import type { Queryable } from "../../db/queryable.server";
import { type AssetId, isAssetFingerprint } from "../../lib/params/asset-id";
import type {
  AddressTokenSort,
  AddressTokensPage,
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
  TokenTransaction,
  TokenTransactionsPage,
} from "../../lib/domain";
import { assetAmountOf, type HoldingRow, TOKEN_COLUMNS, tokenItems, tokenOf, type TokenRow } from "./token-rows.server";

// Every token read, from the asset index (explorer.asset, asset_holding,
// asset_stake_holding, asset_mint, asset_tx: app/summaries/asset-index.server.ts). Each is
// a walk of one index, bounded by its page: the busiest token's holders page
// costs what a small token's does. The index is as of the summary worker's last
// pass (a few seconds behind the tip at most).

const BY_ID = {
  fingerprint: `a.fingerprint = $1`,
  unit: `a.policy = decode($1, 'hex') AND a.name = decode($2, 'hex')`,
};

async function findToken(db: Queryable, id: AssetId): Promise<TokenRow | null> {
  const rows =
    id.kind === "fingerprint"
      ? await db.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE ${BY_ID.fingerprint}`, [id.fingerprint])
      : await db.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE ${BY_ID.unit}`, [id.policyId, id.nameHex]);
  return rows[0] ?? null;
}

export async function getToken(db: Queryable, id: AssetId): Promise<Token | null> {
  const row = await findToken(db, id);
  return row && tokenOf(row);
}

/** A token's holders, largest first (address ascending among equals), each with its share of the supply. */
export async function listTokenHolders(db: Queryable, id: AssetId, { limit, offset }: Page): Promise<TokenHoldersPage | null> {
  const token = await findToken(db, id);
  if (!token) return null;
  const holders = await db.query<TokenHolder>(
    `SELECT h.address, h.stake_view AS "stakeAddress", h.quantity::text AS quantity,
            coalesce(round(100 * h.quantity / nullif($4::numeric, 0), 6), 0)::text AS "sharePercent"
     FROM explorer.asset_holding h
     WHERE h.asset_id = $1
     ORDER BY h.quantity DESC, h.address
     LIMIT $2 OFFSET $3`,
    [token.id, limit, offset, token.supply],
  );
  return { holders, total: token.holders };
}

/** A token's mints and burns, newest first. */
export async function listTokenHistory(db: Queryable, id: AssetId, { limit, offset }: Page): Promise<TokenHistoryPage | null> {
  const token = await findToken(db, id);
  if (!token) return null;
  const events = await db.query<TokenEvent>(
    `SELECT encode(t.hash, 'hex') AS "txHash", m.block_no AS "blockHeight", b.time AS "timestamp", m.quantity::text AS quantity
     FROM (SELECT block_no, block_index, quantity FROM explorer.asset_mint
           WHERE asset_id = $1 ORDER BY block_no DESC, block_index DESC LIMIT $2 OFFSET $3) m
     JOIN block b ON b.block_no = m.block_no
     JOIN tx t ON t.block_id = b.id AND t.block_index = m.block_index
     ORDER BY m.block_no DESC, m.block_index DESC`,
    [token.id, limit, offset],
  );
  return { events, total: token.mintTransactions + token.burnTransactions };
}

/**
 * The SQL of one transaction's (t) quantity of one asset (ma.id) in its outputs, and
 * in the outputs it spends. Index probes only: tx_out by tx_id, tx_in by tx_in_id,
 * ma_tx_out by tx_out_id (never by ident).
 */
const OUTPUT_QUANTITY = `
  (SELECT coalesce(sum(mo.quantity), 0) FROM tx_out o JOIN ma_tx_out mo ON mo.tx_out_id = o.id
   WHERE o.tx_id = t.id AND mo.ident = ma.id)`;
const INPUT_QUANTITY = `
  (SELECT coalesce(sum(mo.quantity), 0) FROM tx_in i
     JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index JOIN ma_tx_out mo ON mo.tx_out_id = o.id
     WHERE i.tx_in_id = t.id AND mo.ident = ma.id)`;

/** The transactions that moved a token, newest first, each with its quantity of it in its outputs and its net change (outputs − inputs). */
export async function listTokenTransactions(db: Queryable, id: AssetId, { limit, offset }: Page): Promise<TokenTransactionsPage | null> {
  const token = await findToken(db, id);
  if (!token) return null;
  const [transactions, counted] = await Promise.all([
    db.query<TokenTransaction>(
      `SELECT encode(t.hash, 'hex') AS "txHash", x.block_no AS "blockHeight", b.time AS "timestamp",
              io.outputs::text AS "outputQuantity", (io.outputs - io.inputs)::text AS quantity
       FROM (SELECT block_no, block_index FROM explorer.asset_tx
             WHERE asset_id = $1 ORDER BY block_no DESC, block_index DESC LIMIT $2 OFFSET $3) x
       JOIN block b ON b.block_no = x.block_no
       JOIN tx t ON t.block_id = b.id AND t.block_index = x.block_index
       CROSS JOIN (SELECT id FROM multi_asset WHERE policy = decode($4, 'hex') AND name = decode($5, 'hex')) ma
       CROSS JOIN LATERAL (SELECT ${OUTPUT_QUANTITY} AS outputs, ${INPUT_QUANTITY} AS inputs) io
       ORDER BY x.block_no DESC, x.block_index DESC`,
      [token.id, limit, offset, token.policyId, token.assetName],
    ),
    db.query<{ n: number }>(`SELECT transactions AS n FROM explorer.asset WHERE id = $1`, [token.id]),
  ]);
  return { transactions, total: counted[0]?.n ?? 0 };
}

/**
 * How many holdings a policy's holder count may read. Addresses holding any of a policy's
 * tokens are a count of distinct addresses over every token's holdings: at 3M blocks a
 * fungible token's CIP-68 pair has ~100,000 and the 20,000-asset policy 20,000 (378 ms
 * for that one). A one-token policy's holders are its token's; past this bound the
 * figure is not given (null, the JSON's "not known").
 */
const POLICY_HOLDINGS_COUNTED = 2_000;

/** A policy with a page of its tokens (by asset name); null when the chain has none of its tokens. */
export async function getPolicy(db: Queryable, policyId: string, { limit, offset }: Page): Promise<Policy | null> {
  const [counted, tokens, scripts] = await Promise.all([
    db.query<{ assets: number; holders: number | null }>(
      `SELECT s.assets, CASE WHEN s.assets = 1 THEN s.holdings WHEN s.holdings <= $2 THEN
         (SELECT count(DISTINCT h.address)::int FROM explorer.asset a JOIN explorer.asset_holding h ON h.asset_id = a.id WHERE a.policy = decode($1, 'hex'))
       END AS holders
       FROM (SELECT count(*)::int AS assets, coalesce(sum(holders), 0)::int AS holdings FROM explorer.asset WHERE policy = decode($1, 'hex')) s`,
      [policyId, POLICY_HOLDINGS_COUNTED],
    ),
    tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE a.policy = decode($1, 'hex') ORDER BY a.name LIMIT $2 OFFSET $3`, [policyId, limit, offset]),
    db.query<{ type: string; json: unknown }>(`SELECT type::text AS type, json FROM script WHERE hash = decode($1, 'hex') ORDER BY id LIMIT 1`, [policyId]),
  ]);
  const total = counted[0]?.assets ?? 0;
  if (total === 0) return null;
  return { policyId, assetCount: total, holders: counted[0]?.holders ?? null, script: scripts[0] ?? null, tokens, total };
}

// The order of the token list, each an index of explorer.asset.
const LIST_ORDER: Record<TokenListOrder, string> = {
  holders: `a.holders DESC, a.id`,
  recent: `a.last_mint_block_no DESC NULLS LAST, a.id DESC`,
};

/**
 * The ids whose name or ticker begins with $1 (lower case; $2 is $1 followed by
 * the last code point: the range's end), by the prefix indexes.
 */
const PREFIX_MATCHES = `
  SELECT id FROM explorer.asset WHERE name_key ~>=~ $1 AND name_key ~<~ $2
  UNION
  SELECT id FROM explorer.asset WHERE ticker_key ~>=~ $1 AND ticker_key ~<~ $2`;
const prefixRange = (q: string) => {
  const prefix = q.trim().toLowerCase();
  return [prefix, `${prefix}\u{10FFFF}`];
};

/** The token list: the most held first, or the most recently minted; `q` keeps the names and tickers it begins. */
export async function listTokens(db: Queryable, { page, order, q }: { page: Page; order: TokenListOrder; q: string | null }): Promise<TokenListPage> {
  if (q === null) {
    const [tokens, counted] = await Promise.all([
      tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a ORDER BY ${LIST_ORDER[order]} LIMIT $1 OFFSET $2`, [page.limit, page.offset]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM explorer.asset`),
    ]);
    return { tokens, total: counted[0]?.n ?? 0 };
  }
  const range = prefixRange(q);
  const [tokens, counted] = await Promise.all([
    tokenItems(
      db,
      `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE a.id IN (${PREFIX_MATCHES}) ORDER BY ${LIST_ORDER[order]} LIMIT $3 OFFSET $4`,
      [...range, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${PREFIX_MATCHES}) m`, range),
  ]);
  return { tokens, total: counted[0]?.n ?? 0 };
}

const POLICY_DOT_NAME = /^([0-9a-f]{56})\.((?:[0-9a-f]{2}){0,32})$/;
const UNIT = /^([0-9a-f]{56})((?:[0-9a-f]{2}){0,32})$/;

/** Tokens a search names: a fingerprint, a policy id, `policy.assetNameHex`, a unit, or a name or ticker prefix (any case), the most held first. */
export async function searchTokens(db: Queryable, q: string, limit: number): Promise<TokenListItem[]> {
  const text = q.trim().toLowerCase();
  if (text === "") return [];
  if (isAssetFingerprint(text)) return tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE ${BY_ID.fingerprint}`, [text]);
  const unit = POLICY_DOT_NAME.exec(text) ?? UNIT.exec(text);
  if (unit?.[1] !== undefined && unit[2] !== undefined) {
    const exact = await tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE ${BY_ID.unit}`, [unit[1], unit[2]]);
    if (exact.length > 0 || unit[2] !== "") return exact;
    // A policy id alone: its tokens.
    return tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE a.policy = decode($1, 'hex') ORDER BY a.name LIMIT $2`, [unit[1], limit]);
  }
  return tokenItems(db, `SELECT ${TOKEN_COLUMNS} FROM explorer.asset a WHERE a.id IN (${PREFIX_MATCHES}) ORDER BY ${LIST_ORDER.holders} LIMIT $3`, [
    ...prefixRange(text),
    limit,
  ]);
}

const HOLDING_COLUMNS = `encode(a.policy, 'hex') AS "policyId", encode(a.name, 'hex') AS "assetName", a.fingerprint,
  a.display_name AS "displayName", a.ticker, a.decimals, h.quantity::text AS quantity`;

/**
 * The tokens an address holds: a payment address its own, a stake address those
 * of its payment addresses together (asset_stake_holding). By quantity: a walk
 * of the (address, quantity) index, one page long; by name: the address's
 * holdings (its key's range) sorted by name.
 */
export async function listAddressTokens(
  db: Queryable,
  address: string,
  { page, sort, direction }: { page: Page; sort: AddressTokenSort; direction: SortDirection },
): Promise<AddressTokensPage> {
  const holdings = address.startsWith("stake") ? `explorer.asset_stake_holding h` : `explorer.asset_holding h`;
  const holder = address.startsWith("stake") ? `h.stake_view = $1` : `h.address = $1`;
  const dir = direction === "asc" ? "ASC" : "DESC";
  const order = sort === "quantity" ? `h.quantity ${dir}, h.asset_id ${dir}` : `coalesce(a.name_key, encode(a.name, 'hex')) ${dir}, a.id ${dir}`;
  const [rows, counted] = await Promise.all([
    db.query<HoldingRow>(
      sort === "quantity"
        ? `SELECT ${HOLDING_COLUMNS} FROM (SELECT h.asset_id, h.quantity FROM ${holdings} WHERE ${holder} ORDER BY ${order} LIMIT $2 OFFSET $3) h
           JOIN explorer.asset a ON a.id = h.asset_id ORDER BY ${order}`
        : `SELECT ${HOLDING_COLUMNS} FROM ${holdings} JOIN explorer.asset a ON a.id = h.asset_id WHERE ${holder} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [address, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${holdings} WHERE ${holder}`, [address]),
  ]);
  return { tokens: rows.map(assetAmountOf), total: counted[0]?.n ?? 0 };
}

