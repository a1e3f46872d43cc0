import { CHAIN_TABLES } from "./whole-reads";
import type { Queryable } from "../../app/db/queryable.server";

// The address figures taken directly from db-sync's tables (every output of the
// address and every input spending one), independent of the address index (ADR 006):
// what the index tests compare the index and its reads against.

/** Outputs to the address and the address's outputs spent, per transaction ($1 = address or stake view). */
function movesSql(kind: "payment" | "stake"): string {
  const owner = kind === "payment" ? "o.address = $1" : "o.stake_address_id = (SELECT id FROM stake_address WHERE view = $1)";
  return `moves AS (
    SELECT o.tx_id, o.value AS received, 0::numeric AS sent, 1 AS created, 0 AS spent FROM tx_out o WHERE ${owner}
    UNION ALL
    SELECT i.tx_in_id, 0::numeric, o.value, 0, 1 FROM tx_out o
    JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index WHERE ${owner})`;
}

export type DirectFigures = {
  received: string;
  sent: string;
  unspent: string;
  txCount: number;
  utxoCount: number;
  firstSeenBlock: number | null;
  lastActivityBlock: number | null;
};

export async function directFigures(db: Queryable, kind: "payment" | "stake", address: string): Promise<DirectFigures> {
  const [row] = await db.query<DirectFigures>(
    `WITH ${movesSql(kind)},
     per_tx AS (SELECT m.tx_id, b.block_no AS height FROM moves m JOIN tx t ON t.id = m.tx_id JOIN block b ON b.id = t.block_id GROUP BY m.tx_id, b.block_no)
     SELECT (SELECT coalesce(sum(received), 0) FROM moves)::text AS received,
            (SELECT coalesce(sum(sent), 0) FROM moves)::text AS sent,
            (SELECT coalesce(sum(o.value), 0) FROM tx_out o
             WHERE ${kind === "payment" ? "o.address = $1" : "o.stake_address_id = (SELECT id FROM stake_address WHERE view = $1)"}
               AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index))::text AS unspent,
            (SELECT count(*) FROM per_tx)::int AS "txCount",
            (SELECT coalesce(sum(created) - sum(spent), 0) FROM moves)::int AS "utxoCount",
            -- The genesis block has no height (NULL): an address it funded was first seen there.
            (SELECT CASE WHEN bool_or(height IS NULL) THEN NULL ELSE min(height) END FROM per_tx) AS "firstSeenBlock",
            (SELECT max(height) FROM per_tx) AS "lastActivityBlock"`,
    [address],
  );
  return row!;
}

export type DirectHistoryRow = { hash: string; blockHeight: number | null; netAmount: string; fee: string };

/** The address's transactions, newest first, with its net change in each. */
export async function directHistory(db: Queryable, kind: "payment" | "stake", address: string): Promise<DirectHistoryRow[]> {
  return db.query<DirectHistoryRow>(
    `WITH ${movesSql(kind)}
     SELECT encode(t.hash, 'hex') AS hash, b.block_no AS "blockHeight",
            (sum(m.received) - sum(m.sent))::text AS "netAmount", t.fee::text AS fee
     FROM moves m JOIN tx t ON t.id = m.tx_id JOIN block b ON b.id = t.block_id
     GROUP BY t.id, t.hash, b.block_no, t.fee
     ORDER BY t.id DESC`,
    [address],
  );
}

/**
 * Every address's figures at once, directly, and the same read from
 * explorer.address_summary: equal when the index is right (after a pass).
 */
export async function summaryMismatches(db: Queryable): Promise<unknown[]> {
  return db.query(
    `WITH moves AS (
       SELECT o.address, o.tx_id, o.value AS received, 0::numeric AS sent, 1 AS created, 0 AS spent FROM tx_out o
       UNION ALL
       SELECT o.address, i.tx_in_id, 0::numeric, o.value, 0, 1 FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index),
     direct AS (
       SELECT m.address, sum(m.received) AS received, sum(m.sent) AS sent, count(DISTINCT m.tx_id)::int AS tx_count,
              (sum(m.created) - sum(m.spent))::int AS utxo_count,
              min(coalesce(b.block_no, -1)) AS first_block_no, max(coalesce(b.block_no, -1)) AS last_block_no
       FROM moves m JOIN tx t ON t.id = m.tx_id JOIN block b ON b.id = t.block_id GROUP BY m.address),
     indexed AS (
       SELECT a.address, a.received, a.sent, a.tx_count, a.utxo_count, a.first_block_no, a.last_block_no,
              (SELECT count(*) FROM explorer.address_tx x WHERE x.address_id = a.id)::int AS rows,
              (SELECT max(x.seq) FROM explorer.address_tx x WHERE x.address_id = a.id) AS max_seq
       FROM explorer.address_summary a)
     SELECT coalesce(d.address, i.address) AS address, d.received::text AS "directReceived", i.received::text AS "indexReceived",
            d.sent::text AS "directSent", i.sent::text AS "indexSent", d.tx_count AS "directTxs", i.tx_count AS "indexTxs",
            i.rows, i.max_seq AS "maxSeq", d.utxo_count AS "directUtxos", i.utxo_count AS "indexUtxos",
            d.first_block_no AS "directFirst", i.first_block_no AS "indexFirst", d.last_block_no AS "directLast", i.last_block_no AS "indexLast"
     FROM direct d FULL JOIN indexed i ON i.address = d.address
     WHERE d.address IS NULL OR i.address IS NULL OR d.received <> i.received OR d.sent <> i.sent OR d.tx_count <> i.tx_count
        OR i.rows <> i.tx_count OR i.max_seq <> i.tx_count OR d.utxo_count <> i.utxo_count
        OR d.first_block_no <> i.first_block_no OR d.last_block_no <> i.last_block_no
     LIMIT 5`,
  );
}

/** The same for the stake addresses (explorer.stake_account_summary), with their payment-address counts. */
export async function stakeSummaryMismatches(db: Queryable): Promise<unknown[]> {
  return db.query(
    `WITH moves AS (
       SELECT o.stake_address_id AS sid, o.address, o.tx_id, o.value AS received, 0::numeric AS sent FROM tx_out o WHERE o.stake_address_id IS NOT NULL
       UNION ALL
       SELECT o.stake_address_id, o.address, i.tx_in_id, 0::numeric, o.value FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
       WHERE o.stake_address_id IS NOT NULL),
     direct AS (
       SELECT sa.view, sum(m.received) AS received, sum(m.sent) AS sent, count(DISTINCT m.tx_id)::int AS tx_count,
              count(DISTINCT m.address)::int AS address_count
       FROM moves m JOIN stake_address sa ON sa.id = m.sid GROUP BY sa.view)
     SELECT coalesce(d.view, k.view) AS view, d.received::text AS "directReceived", k.received::text AS "indexReceived",
            d.tx_count AS "directTxs", k.tx_count AS "indexTxs", d.address_count AS "directAddresses", k.address_count AS "indexAddresses"
     FROM direct d FULL JOIN explorer.stake_account_summary k ON k.view = d.view
     WHERE d.view IS NULL OR k.view IS NULL OR d.received <> k.received OR d.sent <> k.sent OR d.tx_count <> k.tx_count
        OR d.address_count <> k.address_count
     LIMIT 5`,
  );
}

/** The tables the address reads and the pass must never read whole: the chain's and the index's own. */
export const ADDRESS_INDEX_WATCHED: ReadonlySet<string> = new Set([
  ...CHAIN_TABLES,
  "address_summary",
  "address_tx",
  "stake_account_summary",
  "stake_account_tx",
  "address_index_block",
]);
