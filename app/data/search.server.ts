import { bech32 } from "bech32";
import type { SearchResult } from "../api/contract";
import { isHexPrefix } from "../lib/params";
import { POOL_LABEL_JOIN } from "./pool-label.server";
import type { Queryable } from "./queryable.server";

const MAX_RESULTS = 10;
const PREFIX_RESULTS = 5;
const BECH32_LIMIT = 1023;

/** Which kind of thing the query can be; each kind is answered by indexed lookups. */
export type SearchKind =
  | { kind: "number"; value: number }
  | { kind: "hash"; hex: string }
  | { kind: "pool-hash"; hex: string }
  | { kind: "hex-prefix"; hex: string }
  | { kind: "address"; address: string }
  | { kind: "stake-address"; address: string }
  | { kind: "pool-id"; poolId: string }
  | { kind: "text"; text: string };

export function classifySearch(raw: string): SearchKind {
  const query = raw.trim();
  if (/^\d{1,10}$/.test(query)) return { kind: "number", value: Number(query) };
  const hex = query.toLowerCase();
  if (/^[0-9a-f]{64}$/.test(hex)) return { kind: "hash", hex };
  if (/^[0-9a-f]{56}$/.test(hex)) return { kind: "pool-hash", hex };
  if (isHexPrefix(hex)) return { kind: "hex-prefix", hex };
  const prefix = bech32Prefix(query);
  if (prefix === "addr" || prefix === "addr_test") return { kind: "address", address: query };
  if (prefix === "stake" || prefix === "stake_test") return { kind: "stake-address", address: query };
  if (prefix === "pool") return { kind: "pool-id", poolId: query };
  return { kind: "text", text: query };
}

function bech32Prefix(value: string): string | null {
  try {
    return bech32.decode(value, BECH32_LIMIT).prefix;
  } catch {
    return null;
  }
}

/** spec §2 global search: blocks, transactions, addresses, pools and epochs. */
export async function search(db: Queryable, raw: string): Promise<SearchResult[]> {
  const query = classifySearch(raw);
  switch (query.kind) {
    case "number":
      return [...(await blockByHeight(db, query.value)), ...(await epochByNumber(db, query.value))];
    case "hash":
      return [...(await blocksByHashRange(db, query.hex, query.hex)), ...(await txsByHashRange(db, query.hex, query.hex))];
    case "pool-hash":
      return poolsWhere(db, "ph.hash_raw = decode($1, 'hex')", [query.hex]);
    case "hex-prefix": {
      const low = query.hex.padEnd(64, "0");
      const high = query.hex.padEnd(64, "f");
      return [...(await blocksByHashRange(db, low, high)), ...(await txsByHashRange(db, low, high))];
    }
    case "address":
      return addressResult(db, query.address);
    case "stake-address":
      return stakeAddressResult(db, query.address);
    case "pool-id":
      return poolsWhere(db, "ph.view = $1", [query.poolId]);
    case "text":
      return poolsByTickerOrName(db, query.text);
  }
}

async function blockByHeight(db: Queryable, height: number): Promise<SearchResult[]> {
  const rows = await db.query<{ hash: string; txCount: number }>(
    `SELECT encode(b.hash, 'hex') AS "hash", b.tx_count AS "txCount" FROM block b WHERE b.block_no = $1`,
    [height],
  );
  return rows.map((row) => ({
    type: "block",
    id: String(height),
    title: `Block #${height}`,
    subtitle: `${row.hash.slice(0, 16)}... · ${row.txCount} txs`,
  }));
}

async function epochByNumber(db: Queryable, epoch: number): Promise<SearchResult[]> {
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
  return rows.map((row) => ({ type: "block", id: row.hash, title: `Block #${row.height}`, subtitle: row.hash }));
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
    subtitle: row.height === null ? undefined : `Block #${row.height}`,
  }));
}

async function addressResult(db: Queryable, address: string): Promise<SearchResult[]> {
  const rows = await db.query<{ found: number }>(`SELECT 1 AS "found" FROM tx_out o WHERE o.address = $1 LIMIT 1`, [
    address,
  ]);
  return rows.length > 0 ? [{ type: "address", id: address, title: address, subtitle: "Payment address" }] : [];
}

async function stakeAddressResult(db: Queryable, address: string): Promise<SearchResult[]> {
  const rows = await db.query<{ found: number }>(`SELECT 1 AS "found" FROM stake_address sa WHERE sa.view = $1`, [
    address,
  ]);
  return rows.length > 0 ? [{ type: "address", id: address, title: address, subtitle: "Stake address" }] : [];
}

type PoolRow = { poolId: string; name: string | null; ticker: string | null };

function toPoolResult(row: PoolRow): SearchResult {
  const label = [row.ticker ? `[${row.ticker}]` : null, row.name].filter(Boolean).join(" ");
  return { type: "stakepool", id: row.poolId, title: label || row.poolId, subtitle: row.poolId };
}

async function poolsWhere(db: Queryable, condition: string, params: unknown[]): Promise<SearchResult[]> {
  const rows = await db.query<PoolRow>(
    `SELECT ph.view AS "poolId", label.name AS "name", label.ticker AS "ticker"
     FROM pool_hash ph
     ${POOL_LABEL_JOIN}
     WHERE ${condition}`,
    params,
  );
  return rows.map(toPoolResult);
}

/**
 * Pools by ticker or name, case-insensitive: an exact ticker first, then
 * tickers and names containing the text. Pool metadata is small (one row per
 * pool and metadata version), so this is no scan of a chain-sized table.
 */
async function poolsByTickerOrName(db: Queryable, text: string): Promise<SearchResult[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<PoolRow & { rank: number }>(
    `SELECT ph.view AS "poolId", label.name AS "name", label.ticker AS "ticker",
            CASE WHEN lower(label.ticker) = lower($1) THEN 0 ELSE 1 END AS "rank"
     FROM pool_hash ph
     ${POOL_LABEL_JOIN}
     WHERE label.ticker ILIKE $2 OR label.name ILIKE $2
     ORDER BY "rank", label.ticker
     LIMIT ${MAX_RESULTS}`,
    [text, pattern],
  );
  return rows.map(toPoolResult);
}
