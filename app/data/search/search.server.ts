import { blockTitle } from "../../lib/chain/blocks";
import type { SearchResult, TokenListItem } from "../../lib/domain";
import { tokenTitle } from "../../lib/tokens/token-text";
import { searchTokens } from "../tokens/tokens.server";
import { formatInteger, visibleText } from "../../lib/formats/format";
import { ADDRESS_SUBTITLE } from "../../lib/search/search";
import { INT4_MAX } from "../../lib/params/integers";
import { classifySearch } from "../../lib/search/search-query";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import type { Queryable } from "../../db/queryable.server";

const MAX_RESULTS = 10;
const PREFIX_RESULTS = 5;

/** spec §2 global search: blocks, transactions, addresses, pools and epochs. */
export async function search(db: Queryable, raw: string): Promise<SearchResult[]> {
  const query = classifySearch(raw);
  switch (query.kind) {
    case "number": {
      // Eight digits or more may also be the start of a hash.
      const byNumber = [...(await blockByHeight(db, query.value)), ...(await epochByNumber(db, query.value))];
      return query.hexPrefix ? [...byNumber, ...(await byHashPrefix(db, query.hexPrefix))] : byNumber;
    }
    case "epoch":
      return epochByNumber(db, query.value);
    case "hash": {
      // 64 hex characters are a block or transaction hash, or else a token's unit (a 4-byte name).
      const found = [...(await blocksByHashRange(db, query.hex, query.hex)), ...(await txsByHashRange(db, query.hex, query.hex))];
      return found.length > 0 ? found : tokensByUnit(db, [query.hex]);
    }
    case "pool-hash": {
      // 56 hex characters are a pool id, a minting policy, or else the start of a block or transaction hash.
      const pools = await poolsWhere(db, "ph.hash_raw = decode($1, 'hex')", [query.hex]);
      if (pools.length > 0) return pools;
      const policy = await policyResult(db, query.hex);
      return policy.length > 0 ? policy : byHashPrefix(db, query.hex);
    }
    case "hex-prefix": {
      const found = await byHashPrefix(db, query.hex);
      // A policy id with a 1 to 3-byte name is also this long.
      return found.length > 0 || query.hex.length <= 56 || query.hex.length % 2 === 1 ? found : tokensByUnit(db, [query.hex]);
    }
    case "fingerprint":
      return (await searchTokens(db, query.fingerprint, MAX_RESULTS)).map(toTokenResult);
    case "unit":
      return tokensByUnit(db, [query.unit]);
    case "policy-asset":
      return tokensByUnit(db, query.units);
    case "address":
      return addressResult(db, query.address);
    case "stake-address":
      return stakeAddressResult(db, query.address);
    case "pool-id":
      return poolsWhere(db, "ph.view = $1", [query.poolId]);
    case "bech32-prefix":
      return query.of === "pool" ? poolsByIdPrefix(db, query.text, query.bits) : stakeAddressesByPrefix(db, query.text, query.bits);
    case "text": {
      // Pools first (the spec's search), then tokens whose name or ticker starts with the text.
      const pools = await poolsByTickerOrName(db, query.text);
      const tokens = await searchTokens(db, query.text, MAX_RESULTS);
      return [...pools, ...tokens.map(toTokenResult)].slice(0, MAX_RESULTS);
    }
  }
}

/** A token as a result: its name as the pages show it (visible text, else hex), its fingerprint. */
function toTokenResult(token: TokenListItem): SearchResult {
  return { type: "token", id: token.fingerprint, title: tokenTitle(token), subtitle: `${token.fingerprint} · policy ${token.policyId.slice(0, 16)}...` };
}

async function tokensByUnit(db: Queryable, units: readonly string[]): Promise<SearchResult[]> {
  const found = await Promise.all(units.map((unit) => searchTokens(db, unit, 1)));
  const tokens = new Map(found.flat().map((token) => [token.unit, token]));
  return [...tokens.values()].map(toTokenResult);
}

/** A policy id that minted something: the policy, then the first of its tokens. */
async function policyResult(db: Queryable, policyId: string): Promise<SearchResult[]> {
  const tokens = await searchTokens(db, policyId, PREFIX_RESULTS);
  if (tokens.length === 0) return [];
  return [{ type: "policy", id: policyId, title: `Policy ${policyId.slice(0, 16)}...`, subtitle: policyId }, ...tokens.map(toTokenResult)];
}

async function byHashPrefix(db: Queryable, hex: string): Promise<SearchResult[]> {
  const low = hex.padEnd(64, "0");
  const high = hex.padEnd(64, "f");
  return [...(await blocksByHashRange(db, low, high)), ...(await txsByHashRange(db, low, high))];
}

// block_no and epoch_no are int4: a larger number is no block or epoch, and
// sent to PostgreSQL it would fail the whole search.
async function blockByHeight(db: Queryable, height: number): Promise<SearchResult[]> {
  if (height > INT4_MAX) return [];
  const rows = await db.query<{ hash: string; txCount: number }>(
    `SELECT encode(b.hash, 'hex') AS "hash", b.tx_count AS "txCount" FROM block b WHERE b.block_no = $1`,
    [height],
  );
  return rows.map((row) => ({
    type: "block",
    id: String(height),
    title: blockTitle(height),
    subtitle: `${row.hash.slice(0, 16)}... · ${formatInteger(row.txCount)} txs`,
  }));
}

async function epochByNumber(db: Queryable, epoch: number): Promise<SearchResult[]> {
  if (epoch > INT4_MAX) return [];
  const rows = await db.query<{ epoch: number }>(
    `SELECT b.epoch_no AS "epoch" FROM block b WHERE b.epoch_no = $1 LIMIT 1`,
    [epoch],
  );
  return rows.map(() => ({ type: "epoch", id: String(epoch), title: `Epoch ${epoch}` }));
}

// A hash prefix is a range on the unique hash btree: [prefix00…, prefixff…].
async function blocksByHashRange(db: Queryable, low: string, high: string): Promise<SearchResult[]> {
  const rows = await db.query<{ hash: string; height: number }>(
    `SELECT encode(b.hash, 'hex') AS "hash", b.block_no AS "height"
     FROM block b
     WHERE b.hash BETWEEN decode($1, 'hex') AND decode($2, 'hex')
     ORDER BY b.hash
     LIMIT ${PREFIX_RESULTS}`,
    [low, high],
  );
  return rows.map((row) => ({ type: "block", id: row.hash, title: blockTitle(row.height), subtitle: row.hash }));
}

async function txsByHashRange(db: Queryable, low: string, high: string): Promise<SearchResult[]> {
  const rows = await db.query<{ hash: string; height: number | null }>(
    `SELECT encode(t.hash, 'hex') AS "hash", b.block_no AS "height"
     FROM tx t JOIN block b ON b.id = t.block_id
     WHERE t.hash BETWEEN decode($1, 'hex') AND decode($2, 'hex')
     ORDER BY t.hash
     LIMIT ${PREFIX_RESULTS}`,
    [low, high],
  );
  return rows.map((row) => ({
    type: "transaction",
    id: row.hash,
    title: `Transaction ${row.hash.slice(0, 16)}...`,
    subtitle: row.height === null ? undefined : blockTitle(row.height),
  }));
}

// A well-formed address (valid bech32 checksum) is an answer even when the
// chain has never seen it: the result says it has no activity, rather than a
// bare 'No results found' that reads as a typo.
async function addressResult(db: Queryable, address: string): Promise<SearchResult[]> {
  const rows = await db.query<{ found: number }>(`SELECT 1 AS "found" FROM tx_out o WHERE o.address = $1 LIMIT 1`, [
    address,
  ]);
  const subtitle = rows.length > 0 ? ADDRESS_SUBTITLE.payment : ADDRESS_SUBTITLE.paymentUnused;
  return [{ type: "address", id: address, title: address, subtitle }];
}

async function stakeAddressResult(db: Queryable, address: string): Promise<SearchResult[]> {
  const rows = await db.query<{ found: number }>(`SELECT 1 AS "found" FROM stake_address sa WHERE sa.view = $1`, [
    address,
  ]);
  const subtitle = rows.length > 0 ? ADDRESS_SUBTITLE.stake : ADDRESS_SUBTITLE.stakeUnused;
  return [{ type: "address", id: address, title: address, subtitle }];
}

/** Key bytes behind a bech32 id: a stake address's header byte and key hash, a pool's key hash. */
const KEY_BYTES = { stake: 29, pool: 28 } as const;

/**
 * The key bytes every id starting with these 5-bit characters has, as the
 * lowest and highest such key in hex: a range on the key's unique btree
 * (bytea compares bytewise, whatever the collation). Characters past the key
 * are the checksum: the caller's check of the id's start covers them.
 */
function keyRange(bits: number[], bytes: number): [string, string] {
  const known = bits.flatMap((value) => [4, 3, 2, 1, 0].map((shift) => (value >> shift) & 1)).slice(0, bytes * 8);
  const hex = (fill: number) => {
    const all = [...known, ...Array<number>(bytes * 8 - known.length).fill(fill)];
    let out = "";
    for (let i = 0; i < all.length; i += 8) out += Number.parseInt(all.slice(i, i + 8).join(""), 2).toString(16).padStart(2, "0");
    return out;
  };
  return [hex(0), hex(1)];
}

/** Stake addresses whose id starts with `text` (spec §2: the start of an id finds it). */
async function stakeAddressesByPrefix(db: Queryable, text: string, bits: number[]): Promise<SearchResult[]> {
  const [low, high] = keyRange(bits, KEY_BYTES.stake);
  const rows = await db.query<{ view: string }>(
    `SELECT sa.view AS "view"
     FROM stake_address sa
     WHERE sa.hash_raw BETWEEN decode($1, 'hex') AND decode($2, 'hex') AND starts_with(sa.view, $3)
     ORDER BY sa.hash_raw
     LIMIT ${PREFIX_RESULTS}`,
    [low, high, text],
  );
  return rows.map((row) => ({ type: "address", id: row.view, title: row.view, subtitle: ADDRESS_SUBTITLE.stake }));
}

async function poolsByIdPrefix(db: Queryable, text: string, bits: number[]): Promise<SearchResult[]> {
  const [low, high] = keyRange(bits, KEY_BYTES.pool);
  return poolsWhere(
    db,
    "ph.hash_raw BETWEEN decode($1, 'hex') AND decode($2, 'hex') AND starts_with(ph.view, $3)",
    [low, high, text],
    `ORDER BY ph.hash_raw LIMIT ${PREFIX_RESULTS}`,
  );
}

type PoolRow = { poolId: string; name: string | null; ticker: string | null };

// Ticker and name are isolated so a direction override in one cannot reorder the other.
function toPoolResult(row: PoolRow): SearchResult {
  const ticker = row.ticker ? `[${visibleText(row.ticker)}]` : null;
  const label = [ticker, row.name ? visibleText(row.name) : null].filter(Boolean).join(" ");
  return { type: "stakepool", id: row.poolId, title: label || row.poolId, subtitle: row.poolId };
}

async function poolsWhere(db: Queryable, condition: string, params: unknown[], orderAndLimit = ""): Promise<SearchResult[]> {
  const rows = await db.query<PoolRow>(
    `SELECT ph.view AS "poolId", label.name AS "name", label.ticker AS "ticker"
     FROM pool_hash ph
     ${POOL_LABEL_JOIN}
     WHERE ${condition}
     ${orderAndLimit}`,
    params,
  );
  return rows.map(toPoolResult);
}

/**
 * Pools by ticker or name, case-insensitive: the exact ticker first, then
 * tickers starting with the text, names starting with it, and the rest that
 * contain it. The metadata rows are filtered first and only the matches are
 * checked for being their pool's newest (an index probe each): probing every
 * pool's newest metadata first cost one probe per pool on every search.
 * Pool metadata is small (one row per pool and metadata version), so this is
 * no scan of a chain-sized table.
 */
async function poolsByTickerOrName(db: Queryable, text: string): Promise<SearchResult[]> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db.query<PoolRow & { rank: number }>(
    `SELECT ph.view AS "poolId", label.name AS "name", label.ticker AS "ticker",
            CASE
              WHEN lower(label.ticker) = lower($1) THEN 0
              WHEN label.ticker ILIKE $2 THEN 1
              WHEN label.name ILIKE $2 THEN 2
              ELSE 3
            END AS "rank"
     FROM (
       SELECT d.pool_id, d.pmr_id, d.ticker_name AS ticker, d.json ->> 'name' AS name
       FROM off_chain_pool_data d
       WHERE d.ticker_name ILIKE $3 OR d.json ->> 'name' ILIKE $3
     ) label
     JOIN pool_hash ph ON ph.id = label.pool_id
     WHERE NOT EXISTS (
       SELECT 1 FROM off_chain_pool_data newer WHERE newer.pool_id = label.pool_id AND newer.pmr_id > label.pmr_id
     )
     ORDER BY "rank", lower(label.ticker), ph.view
     LIMIT ${MAX_RESULTS}`,
    [text, `${escaped}%`, `%${escaped}%`],
  );
  return rows.map(toPoolResult);
}
