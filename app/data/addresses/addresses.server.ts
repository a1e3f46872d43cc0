// Address figures and histories (spec §2 Address detail, §3) from the address index
// (ADR 006, address-index.server.ts), never from a scan of an address's outputs.
// Every read is one statement that takes the summary as it stood at R, the newest
// indexed block still on the chain, subtracts the rows of blocks past R (rolled
// back, not yet undone) and adds the live tail: the address's part of the
// transactions after R, read from db-sync's tables. So a transaction of the newest
// block shows at once, and the answers are right after a rollback before the
// maintenance has undone it. The tail is a few blocks normally; before the first
// catch-up (server start, `npm run worker -- --once`) it is the whole chain.
import type { Address, AddressKind, AddressTransaction, AddressTransactionsPage, Page, PaymentAddressEntry } from "../../lib/domain";
import { GENESIS_BLOCK_NO, INDEXED_TO_SQL } from "../summary-coverage.server";
import { POOL_LABEL_JOIN } from "../pools/label-sql.server";
import { POOL_CURRENT_CERTIFICATE, POOL_REGISTRATION } from "../pools/list.server";
import { poolStatus, type PoolRegistration } from "../../lib/chain/status";
import { TIP_CTE } from "../chain-tip.server";
import { keepFor, keptFor, type Queryable } from "../../db/queryable.server";
import { createProcessCache } from "../../lib/runtime/process-cache";

/** Rows per batch of the history export. */
const EXPORT_BATCH = 2_000;

/** spec §5: stake addresses start stake1 / stake_test1; everything else is a payment address. */
function addressKind(address: string): AddressKind {
  return address.startsWith("stake") ? "stake" : "payment";
}

type Kind = {
  summary: string;
  key: string;
  rows: string;
  owner: string;
  /** The address's part of the transactions with id >= $3 (the first after R): (tx_id, received, sent, created, spent, stake_address_id). */
  tail: string;
  /**
   * The same for a long tail (LONG_TAIL_TXS), where `tail` would probe too many
   * transactions; none where the planner, seeing $3, finds the better way itself.
   */
  longTail?: string;
};

const PAYMENT: Kind = {
  summary: "explorer.address_summary",
  key: "address",
  rows: "explorer.address_tx",
  owner: "address_id",
  // explorer_tx_out_address_tx_id for the outputs; the inputs of the tail's
  // transactions (idx_tx_in_tx_in_id), each output found by its unique (tx_id, index).
  tail: `
    SELECT o.tx_id, o.value AS received, 0::numeric AS sent, 1 AS created, 0 AS spent, o.stake_address_id
    FROM tx_out o WHERE o.address = $1 AND o.tx_id >= $3::bigint
    UNION ALL
    SELECT i.tx_in_id, 0::numeric, o.value, 0, 1, o.stake_address_id
    FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE i.tx_in_id >= $3::bigint AND o.address = $1`,
};

const STAKE: Kind = {
  summary: "explorer.stake_account_summary",
  key: "view",
  rows: "explorer.stake_account_tx",
  owner: "account_id",
  // Per tail transaction (OFFSET 0 keeps each lateral a per-row probe): the stake
  // address's outputs can be millions, the tail's transactions are few.
  tail: `
    SELECT tt.id AS tx_id, m.received, 0::numeric AS sent, 0 AS created, 0 AS spent, NULL::bigint AS stake_address_id
    FROM tx tt
    JOIN LATERAL (
      SELECT sum(o.value) AS received
      FROM tx_out o WHERE o.tx_id = tt.id AND o.stake_address_id = (SELECT id FROM sa)
      HAVING count(*) > 0
      OFFSET 0) m ON true
    WHERE tt.id >= $3::bigint
    UNION ALL
    SELECT tt.id, 0::numeric, m.sent, 0, 0, NULL::bigint
    FROM tx tt
    JOIN LATERAL (
      SELECT sum(o.value) AS sent
      FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
      WHERE i.tx_in_id = tt.id AND o.stake_address_id = (SELECT id FROM sa)
      HAVING count(*) > 0
      OFFSET 0) m ON true
    WHERE tt.id >= $3::bigint`,
  // Before the first catch-up the tail is the whole chain, and the probes above
  // took seconds (the stake page a 503): from the stake address's outputs instead
  // (idx_tx_out_stake_address_id), and the inputs that spend them.
  longTail: `
    SELECT o.tx_id, o.value AS received, 0::numeric AS sent, 0 AS created, 0 AS spent, NULL::bigint AS stake_address_id
    FROM tx_out o WHERE o.stake_address_id = (SELECT id FROM sa) AND o.tx_id >= $3::bigint
    UNION ALL
    SELECT i.tx_in_id, 0::numeric, o.value, 0, 0, NULL::bigint
    FROM tx_out o JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
    WHERE o.stake_address_id = (SELECT id FROM sa) AND i.tx_in_id >= $3::bigint`,
};

/** The tail's first transaction id when the index has reached the tip: no tail. */
const NO_TAIL = "9223372036854775807";

/** R, the first tail transaction's id, and whether the tail is long. */
type IndexState = [number, string, boolean];

/**
 * A tail of more transactions than this is long: normally the tail is a block or
 * two; it is long before the first catch-up, or while the index is far behind.
 */
const LONG_TAIL_TXS = 1_000;

/**
 * SQL: where the index stands: R (the newest indexed block still on the chain; -2
 * when nothing is indexed), the id of the first transaction after it (the live
 * tail starts there; 0 before the first catch-up, beyond every id when R is the tip)
 * and whether more than LONG_TAIL_TXS transactions follow it (one probe of tx's key).
 */
const INDEX_STATE_SQL = `
  WITH r AS (SELECT coalesce(${INDEXED_TO_SQL}, -2) AS no),
  c AS (
    SELECT r.no,
           CASE WHEN r.no = -2 THEN 0
           ELSE coalesce((SELECT t.id FROM tx t
                          WHERE t.block_id >= (SELECT b.id FROM block b WHERE b.block_no > r.no ORDER BY b.block_no LIMIT 1)
                          ORDER BY t.block_id, t.id LIMIT 1), ${NO_TAIL})
           END AS cut
    FROM r)
  SELECT c.no AS r, c.cut::text AS cut, coalesce((SELECT max(t.id) FROM tx t) - c.cut > ${LONG_TAIL_TXS}, false) AS long_tail
  FROM c`;

/**
 * The index state, read alone. A read passes it to its statement as $2 and $3, so
 * that the planner sees the values (a tail of a few rows, not a third of tx_in).
 * Consistent whatever the maintenance commits in between: rows past R are
 * subtracted and the tail added, however far the index has got.
 */
async function indexState(db: Queryable): Promise<IndexState> {
  const [row] = await db.query<{ r: number; cut: string; long_tail: boolean }>(INDEX_STATE_SQL);
  return [row!.r, row!.cut, row!.long_tail];
}

/** The index state a statement found inside itself (stateSql's st), on each of its rows. */
type FoundState = { stateR: number; stateCut: string; stateLong: boolean };
const FOUND_STATE_COLUMNS = `(SELECT r FROM st) AS "stateR", (SELECT cut FROM st) AS "stateCut", (SELECT long_tail FROM st) AS "stateLong"`;

/** A statement's parameters $2 and $3: R and the first tail transaction's id. */
const stateParams = ([r, cut]: IndexState) => [r, cut];

/**
 * The index state the last read of each database found. It moves once per block,
 * so the next read is usually one statement: built for this state, it also reads
 * the state; only when that differs (a new block) does the read run again with
 * the state it found, as two statements did before. Kept per database (keptFor,
 * by its source): a read of one network does not spoil the other's guess; reads
 * arriving before any is kept share the one read of the state.
 */
const lastFound = createProcessCache<IndexState>({ maxEntries: 16 });
const LAST_FOUND = "address-index-state";

export async function atIndexState<Row extends FoundState>(db: Queryable, read: (state: IndexState) => Promise<Row[]>): Promise<Row[]> {
  const guess = await keptFor(lastFound, db, LAST_FOUND, () => indexState(db));
  const rows = await read(guess);
  const found: IndexState = [rows[0]!.stateR, rows[0]!.stateCut, rows[0]!.stateLong];
  if (found.every((part, index) => part === guess[index])) return rows;
  keepFor(lastFound, db, LAST_FOUND, found);
  return read(found);
}

/**
 * The tail's rows, or none when the index has reached the tip (the usual case: the
 * maintenance keeps up within seconds). Without the tail's range on tx_out and
 * tx_in the statement's generic plan is as good as a custom one, so PostgreSQL
 * keeps it and stops planning the statement on every call (1 ms of the 1.2 ms an
 * address's figures took at 3M blocks); with it, the range's bound must be seen
 * ($3), so each call is planned again.
 */
function tailSql(kind: Kind, [, cut, long]: IndexState): string {
  if (cut === NO_TAIL) {
    return `SELECT $3::bigint AS tx_id, 0::numeric AS received, 0::numeric AS sent, 0 AS created, 0 AS spent, NULL::bigint AS stake_address_id WHERE false`;
  }
  return (long && kind.longTail) || kind.tail;
}

/**
 * The common part of every read of address $1 with the index state $2 (R) and $3
 * (first tail tx id): st (the index state as this statement finds it, for
 * atIndexState), s (the summary), cut (its last seq up to R: normally the top
 * row, one probe; after a rollback the pass has not undone yet, the newest row up to R
 * — never a block_no filter over all of a busy address's rows), stale (its rows past R: subtracted), valid
 * (the summary's transactions up to R), tail_moves and tail_tx (the live part, one
 * row per transaction) and tail (its totals).
 */
function stateSql(kind: Kind, state: IndexState): string {
  return `
  st AS (${INDEX_STATE_SQL}),
  sa AS (SELECT id FROM stake_address WHERE view = $1),
  s AS (SELECT * FROM ${kind.summary} WHERE ${kind.key} = $1),
  cut AS (
    SELECT CASE WHEN (SELECT y.block_no FROM s JOIN ${kind.rows} y ON y.${kind.owner} = s.id AND y.seq = s.tx_count) <= $2::int
                THEN (SELECT tx_count FROM s)
                ELSE coalesce((SELECT y.seq FROM s JOIN ${kind.rows} y ON y.${kind.owner} = s.id
                               WHERE y.block_no <= $2::int ORDER BY y.seq DESC LIMIT 1), 0) END AS seq),
  stale AS (
    SELECT count(*)::int AS n, coalesce(sum(x.received), 0) AS received, coalesce(sum(x.sent), 0) AS sent
    FROM s JOIN ${kind.rows} x ON x.${kind.owner} = s.id WHERE x.seq > (SELECT seq FROM cut)),
  valid AS (SELECT coalesce((SELECT tx_count FROM s), 0) - (SELECT n FROM stale) AS n),
  tail_moves AS (${tailSql(kind, state)}),
  tail_tx AS (
    SELECT tx_id, sum(received) AS received, sum(sent) AS sent, sum(created - spent)::int AS utxos, min(stake_address_id) AS stake_address_id
    FROM tail_moves GROUP BY tx_id),
  tail AS (
    SELECT count(*)::int AS n, coalesce(sum(received), 0) AS received, coalesce(sum(sent), 0) AS sent,
           coalesce(sum(utxos), 0)::int AS utxos, min(tx_id) AS first_tx, max(tx_id) AS last_tx, min(stake_address_id) AS stake_address_id
    FROM tail_tx)`;
}

/** SQL: the height of the block of transaction id `txId` (NULL: the genesis block, which has none). */
const heightOfTx = (txId: string) => `(SELECT b.block_no FROM tx t JOIN block b ON b.id = t.block_id WHERE t.id = ${txId})`;

/** SQL: the block of an index row's block_no (the genesis pseudo-block for -1). */
const blockOfRow = (blockNo: string) =>
  `(CASE WHEN ${blockNo} = ${GENESIS_BLOCK_NO} THEN (SELECT min(gb.id) FROM block gb WHERE gb.block_no IS NULL)
         ELSE (SELECT nb.id FROM block nb WHERE nb.block_no = ${blockNo}) END)`;

type Figures = {
  received: string;
  sent: string;
  txCount: number;
  utxoCount: number;
  firstSeenBlock: number | null;
  lastActivityBlock: number | null;
  stakeAddress: string | null;
  summaryId: number | null;
};

/** The UTxO figures of a payment or stake address at the tip. */
async function figures(db: Queryable, kind: Kind, address: string): Promise<Figures> {
  const [row] = await atIndexState(db, (state) =>
    db.query<Figures & FoundState>(
      `WITH ${stateSql(kind, state)}
       SELECT ((SELECT coalesce(sum(received), 0) FROM s) - stale.received + tail.received)::text AS received,
              ((SELECT coalesce(sum(sent), 0) FROM s) - stale.sent + tail.sent)::text AS sent,
              valid.n + tail.n AS "txCount",
              ${kind === PAYMENT ? "(SELECT coalesce(sum(utxo_count), 0) FROM s)::int - coalesce((SELECT sum(x.created - x.spent) FROM s JOIN explorer.address_tx x ON x.address_id = s.id WHERE x.seq > (SELECT seq FROM cut)), 0)::int + tail.utxos" : "0"} AS "utxoCount",
              -- The genesis (the summary's ${GENESIS_BLOCK_NO}) has no height: NULL, never block 0's.
              nullif(CASE WHEN valid.n > 0 THEN (SELECT first_block_no FROM s) ELSE ${heightOfTx("tail.first_tx")} END, ${GENESIS_BLOCK_NO}) AS "firstSeenBlock",
              nullif(CASE WHEN tail.n > 0 THEN ${heightOfTx("tail.last_tx")}
                   WHEN valid.n > 0 AND stale.n = 0 THEN (SELECT last_block_no FROM s)
                   WHEN valid.n > 0 THEN (SELECT x.block_no FROM s JOIN ${kind.rows} x ON x.${kind.owner} = s.id AND x.seq = valid.n)
              END, ${GENESIS_BLOCK_NO}) AS "lastActivityBlock",
              ${
                kind === PAYMENT
                  ? `coalesce((SELECT k.view FROM s JOIN explorer.stake_account_summary k ON k.id = s.stake_account_id),
                              (SELECT a.view FROM stake_address a WHERE a.id = tail.stake_address_id))`
                  : "NULL"
              } AS "stakeAddress",
              (SELECT id FROM s) AS "summaryId", ${FOUND_STATE_COLUMNS}
       FROM stale, valid, tail`,
      [address, ...stateParams(state)],
    ),
  );
  return row!;
}

type AccountFigures = {
  rewards: string;
  withdrawn: string;
  addresses: number;
  pool: string | null;
  name: string | null;
  ticker: string | null;
  epoch: number;
} & { [K in keyof PoolRegistration]: PoolRegistration[K] | null };

/** A stake account's rewards (spendable), withdrawals, payment addresses and current pool. */
async function accountFigures(db: Queryable, address: string): Promise<AccountFigures> {
  const [row] = await db.query<AccountFigures>(
    // Rewards count once spendable (spendable_epoch <= the tip's epoch); the pool is
    // the newest delegation unless a deregistration came after it.
    `WITH sa AS (SELECT id FROM stake_address WHERE view = $1),
     ${TIP_CTE},
     d AS (SELECT dl.pool_hash_id, dl.tx_id, dl.cert_index FROM delegation dl WHERE dl.addr_id = (SELECT id FROM sa)
           ORDER BY dl.tx_id DESC, dl.cert_index DESC LIMIT 1),
     dereg AS (SELECT dr.tx_id, dr.cert_index FROM stake_deregistration dr WHERE dr.addr_id = (SELECT id FROM sa)
               ORDER BY dr.tx_id DESC, dr.cert_index DESC LIMIT 1)
     SELECT ((SELECT coalesce(sum(amount), 0) FROM reward WHERE addr_id = (SELECT id FROM sa) AND spendable_epoch <= (SELECT epoch_no FROM tip))
             + (SELECT coalesce(sum(amount), 0) FROM reward_rest WHERE addr_id = (SELECT id FROM sa) AND spendable_epoch <= (SELECT epoch_no FROM tip)))::text AS rewards,
            (SELECT coalesce(sum(amount), 0) FROM withdrawal WHERE addr_id = (SELECT id FROM sa))::text AS withdrawn,
            coalesce((SELECT address_count FROM explorer.stake_account_summary WHERE view = $1), 0) AS addresses,
            cur.view AS pool, cur.name, cur.ticker, cur."firstActiveEpoch", cur."retiringEpoch",
            (SELECT epoch_no FROM tip) AS epoch
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (
       SELECT ph.view, label.name, label.ticker, ${POOL_REGISTRATION}
       FROM d JOIN pool_hash ph ON ph.id = d.pool_hash_id ${POOL_CURRENT_CERTIFICATE} ${POOL_LABEL_JOIN}
       WHERE NOT EXISTS (SELECT 1 FROM dereg WHERE (dereg.tx_id, dereg.cert_index) > (d.tx_id, d.cert_index))) cur ON true`,
    [address],
  );
  return row!;
}

/** spec §3 Address: a payment or stake address's figures (zeros for one the chain has never seen). */
export async function getAddress(db: Queryable, address: string): Promise<Address> {
  if (addressKind(address) === "payment") {
    const f = await figures(db, PAYMENT, address);
    return {
      address,
      addressType: "payment",
      balance: minus(f.received, f.sent),
      totalReceived: f.received,
      totalSent: f.sent,
      txCount: f.txCount,
      stakeAddress: f.stakeAddress,
      firstSeenBlock: f.txCount > 0 ? f.firstSeenBlock : null,
      lastActivityBlock: f.txCount > 0 ? f.lastActivityBlock : null,
      utxoCount: f.utxoCount,
      paymentAddressCount: null,
      rewardsAvailable: null,
      delegatedPool: null,
      delegatedPoolName: null,
      delegatedPoolTicker: null,
      delegatedPoolStatus: null,
      delegatedPoolRetiringEpoch: null,
    };
  }
  // Two independent reads: in flight together.
  const [f, account] = await Promise.all([figures(db, STAKE, address), accountFigures(db, address)]);
  const received = plus(f.received, account.rewards);
  const sent = plus(f.sent, account.withdrawn);
  return {
    address,
    addressType: "stake",
    balance: minus(received, sent),
    totalReceived: received,
    totalSent: sent,
    txCount: f.txCount,
    stakeAddress: null,
    firstSeenBlock: f.txCount > 0 ? f.firstSeenBlock : null,
    lastActivityBlock: f.txCount > 0 ? f.lastActivityBlock : null,
    utxoCount: null,
    paymentAddressCount: account.addresses,
    rewardsAvailable: minus(account.rewards, account.withdrawn),
    delegatedPool: account.pool,
    delegatedPoolName: account.name,
    delegatedPoolTicker: account.ticker,
    // The pool's status as its page and the list show it, so a delegator learns of its retirement here.
    delegatedPoolStatus:
      account.pool === null ? null : poolStatus({ firstActiveEpoch: account.firstActiveEpoch, retiringEpoch: account.retiringEpoch }, account.epoch),
    delegatedPoolRetiringEpoch: account.pool === null ? null : account.retiringEpoch,
  };
}

const plus = (a: string, b: string) => (BigInt(a) + BigInt(b)).toString();
const minus = (a: string, b: string) => (BigInt(a) - BigInt(b)).toString();

type HistoryRow = { total: number; hash: string | null; blockHeight: number | null; timestamp: string; net: string; fee: string };

function toTransaction(row: HistoryRow): AddressTransaction {
  const net = BigInt(row.net);
  const type = net >= 0n ? "received" : "sent";
  return {
    id: row.hash!,
    hash: row.hash!,
    txType: type,
    type,
    blockHeight: row.blockHeight,
    timestamp: row.timestamp,
    netAmount: net.toString(),
    amount: (net < 0n ? -net : net).toString(),
    fee: row.fee,
  };
}

const TX_COLUMNS = `encode(t.hash, 'hex') AS hash, b.block_no AS "blockHeight", b.time AS "timestamp", t.fee::text AS fee`;

/**
 * SQL: the transaction of index row `x` (its block by height, then its position),
 * as a LATERAL subquery named tb: one probe per row whatever the plan. As a plain
 * join, a generic plan (the row range unknown) hashed all of tx for each batch of
 * the history export: 1 s a batch of 2,000 on the 3M-block chain.
 */
const txOfRow = (x: string) => `(SELECT ${TX_COLUMNS} FROM tx t JOIN block b ON b.id = t.block_id
  WHERE t.block_id = ${blockOfRow(`${x}.block_no`)} AND t.block_index = ${x}.block_index LIMIT 1) tb`;
const ROW_TX_COLUMNS = `tb.hash, tb."blockHeight", tb."timestamp", tb.fee`;

/**
 * An address's history, newest first: the live tail's transactions, then the
 * summary's rows as a seq range (position p past the tail is seq valid − (p − tail)),
 * so a deep page costs what the first one does.
 */
export async function listAddressTransactions(db: Queryable, address: string, page: Page): Promise<AddressTransactionsPage> {
  const kind = addressKind(address) === "payment" ? PAYMENT : STAKE;
  const rows = await atIndexState(db, (state) =>
    db.query<HistoryRow & FoundState>(
      `WITH ${stateSql(kind, state)},
       tail_page AS (
         SELECT 0 AS part, -tt.tx_id AS ord, ${TX_COLUMNS}, (tt.received - tt.sent)::text AS net
         FROM (SELECT * FROM tail_tx ORDER BY tx_id DESC LIMIT $4::int OFFSET $5::int) tt
         JOIN tx t ON t.id = tt.tx_id JOIN block b ON b.id = t.block_id),
       index_page AS (
         SELECT 1 AS part, -x.seq AS ord, ${ROW_TX_COLUMNS}, (x.received - x.sent)::text AS net
         FROM s, valid, tail, ${kind.rows} x
         CROSS JOIN LATERAL ${txOfRow("x")}
         WHERE x.${kind.owner} = s.id
           AND x.seq > valid.n - ($5::int + $4::int - tail.n) AND x.seq <= valid.n - greatest($5::int - tail.n, 0)),
       page AS (SELECT * FROM tail_page UNION ALL SELECT * FROM index_page)
       SELECT valid.n + tail.n AS total, page.hash, page."blockHeight", page."timestamp", page.net, page.fee, ${FOUND_STATE_COLUMNS}
       FROM valid CROSS JOIN tail LEFT JOIN page ON true
       ORDER BY page.part, page.ord`,
      [address, ...stateParams(state), page.limit, page.offset],
    ),
  );
  const total = rows[0]?.total ?? 0;
  const transactions = rows.filter((row) => row.hash !== null).map(toTransaction);
  return {
    transactions,
    pagination: { limit: page.limit, offset: page.offset, total, hasMore: page.offset + transactions.length < total },
  };
}

/**
 * Every transaction of an address, oldest first, in batches: the summary's rows by
 * keyset on seq, then the live tail. Memory stays one batch, whatever the history.
 */
export async function* exportAddressTransactions(db: Queryable, address: string): AsyncGenerator<AddressTransaction[]> {
  const kind = addressKind(address) === "payment" ? PAYMENT : STAKE;
  // One index state for the whole export: the seq range and the tail join up
  // without a gap or a repeat even while the maintenance carries on.
  const state = await indexState(db);
  let after = 0;
  for (;;) {
    const rows = await db.query<HistoryRow & { seq: number }>(
      `WITH ${stateSql(kind, state)}
       SELECT x.seq, ${ROW_TX_COLUMNS}, (x.received - x.sent)::text AS net
       FROM s, valid, ${kind.rows} x
       CROSS JOIN LATERAL ${txOfRow("x")}
       -- seq has no gaps: the batch is a closed range, whatever plan reads it.
       WHERE x.${kind.owner} = s.id AND x.seq > $4::int AND x.seq <= least($4::int + $5::int, valid.n)
       ORDER BY x.seq`,
      [address, ...stateParams(state), after, EXPORT_BATCH],
    );
    if (rows.length > 0) yield rows.map(toTransaction);
    if (rows.length < EXPORT_BATCH) break;
    after = rows[rows.length - 1]!.seq;
  }
  // The tail: the blocks after R, a few normally (all of them before the first catch-up).
  let afterTx = "0";
  for (;;) {
    const rows = await db.query<HistoryRow & { txId: string }>(
      `WITH ${stateSql(kind, state)}
       SELECT tt.tx_id::text AS "txId", ${TX_COLUMNS}, (tt.received - tt.sent)::text AS net
       FROM tail_tx tt JOIN tx t ON t.id = tt.tx_id JOIN block b ON b.id = t.block_id
       WHERE tt.tx_id > $4::bigint ORDER BY tt.tx_id LIMIT $5::int`,
      [address, ...stateParams(state), afterTx, EXPORT_BATCH],
    );
    if (rows.length > 0) yield rows.map(toTransaction);
    if (rows.length < EXPORT_BATCH) break;
    afterTx = rows[rows.length - 1]!.txId;
  }
}

/**
 * The payment addresses seen with a stake address, most recently active first,
 * from the summaries ((stake_account_id, last_block_no) index). Figures are as of
 * the newest indexed block: an address new in the blocks after it appears once the
 * maintenance has indexed them (seconds).
 */
export async function listPaymentAddresses(db: Queryable, stakeAddress: string, page: Page): Promise<PaymentAddressEntry[]> {
  return db.query<PaymentAddressEntry>(
    `SELECT a.address, (a.received - a.sent)::text AS balance, a.tx_count AS "txCount",
            nullif(a.first_block_no, ${GENESIS_BLOCK_NO}) AS "firstSeen", nullif(a.last_block_no, ${GENESIS_BLOCK_NO}) AS "lastActivity"
     FROM explorer.address_summary a
     WHERE a.stake_account_id = (SELECT k.id FROM explorer.stake_account_summary k WHERE k.view = $1)
     ORDER BY a.last_block_no DESC, a.id DESC
     LIMIT $2 OFFSET $3`,
    [stakeAddress, page.limit, page.offset],
  );
}
