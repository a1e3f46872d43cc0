-- Our own schema `explorer`: what db-sync lacks, plus the indexes our SQL needs on
-- db-sync's tables (each one is listed with its reason in docs/indexes.md).
-- Idempotent: applyExplorerMigrations (schema/migrate.mjs) runs it at every start,
-- on the embedded database and on a real db-sync PostgreSQL database alike.
-- Tables here are keyed by stable chain values, never by db-sync ids (a resync
-- renumbers those).

CREATE SCHEMA IF NOT EXISTS explorer;

-- Country and ISP of a pool relay, keyed by the relay's address text exactly as
-- pool_relay holds it (ipv4, ipv6, dns_name or dns_srv_name).
CREATE TABLE IF NOT EXISTS explorer.relay_geo (
  relay character varying PRIMARY KEY,
  country_code character(2) NOT NULL,
  country character varying NOT NULL,
  isp character varying NOT NULL
);

-- USD price of one coin during an epoch (one database holds one network).
CREATE TABLE IF NOT EXISTS explorer.epoch_price (
  epoch_no integer PRIMARY KEY,
  usd numeric(20,8) NOT NULL
);

-- Address pages: outputs of one address text (13.6 has no index on tx_out.address),
-- ordered by tx id for keyset paging of the address's transactions.
CREATE INDEX IF NOT EXISTS explorer_tx_out_address_tx_id ON tx_out (address, tx_id);

-- "Spent by": the input that consumes one output (tx id, index) in one probe,
-- instead of every input that points into the same transaction.
CREATE INDEX IF NOT EXISTS explorer_tx_in_tx_out_id_index ON tx_in (tx_out_id, tx_out_index) INCLUDE (tx_in_id);

-- The transaction page's eUTxO side tables, read by the transaction's id:
-- db-sync indexes none of them on it (redeemer only by script hash and data,
-- collateral and reference inputs only by the output they point at).
CREATE INDEX IF NOT EXISTS explorer_redeemer_tx_id ON redeemer (tx_id);
CREATE INDEX IF NOT EXISTS explorer_collateral_tx_in_tx_in_id ON collateral_tx_in (tx_in_id);
CREATE INDEX IF NOT EXISTS explorer_reference_tx_in_tx_in_id ON reference_tx_in (tx_in_id);
CREATE INDEX IF NOT EXISTS explorer_collateral_tx_out_tx_id ON collateral_tx_out (tx_id);

-- Blocks by time (charts, "blocks of a day"): db-sync creates this only in stage 4,
-- when it is near the tip; ensured here under db-sync's own name.
CREATE INDEX IF NOT EXISTS idx_block_time ON block ("time");

-- Pool lookup by its bech32 id (pool1…): db-sync indexes only hash_raw.
CREATE INDEX IF NOT EXISTS explorer_pool_hash_view ON pool_hash (view);

-- Case-insensitive ticker search.
CREATE INDEX IF NOT EXISTS explorer_off_chain_pool_data_lower_ticker ON off_chain_pool_data (lower(ticker_name));

-- Trigram indexes (pg_trgm) for pool search by any part of a ticker or name
-- (`ILIKE '%text%'`, app/data/search/search.server.ts). Optional: where the extension is
-- not installed or the role may not create it, the block below changes nothing
-- (its own subtransaction is rolled back) and search reads every pool's
-- metadata instead: the same answers, milliseconds per thousand pools. The
-- embedded database does not load the extension. The table holds one row per
-- pool and metadata version, so building without CONCURRENTLY holds db-sync's
-- writes to it for milliseconds.

DO $trigram$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS explorer_off_chain_pool_data_ticker_trgm ON off_chain_pool_data USING gin (ticker_name gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS explorer_off_chain_pool_data_name_trgm ON off_chain_pool_data USING gin ((json ->> 'name') gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pool search without trigram indexes: %', SQLERRM;
END
$trigram$;

-- A pool's active stake and delegators per epoch: db-sync has only single-column
-- indexes, so one pool's epoch walked every epoch of the pool.
CREATE INDEX IF NOT EXISTS explorer_epoch_stake_pool_id_epoch_no ON epoch_stake (pool_id, epoch_no) INCLUDE (amount);

-- Blocks a pool made this epoch (pool list, pool page): db-sync's single-column
-- slot_leader_id index would walk every block the pool ever made.
CREATE INDEX IF NOT EXISTS explorer_block_slot_leader_id_epoch_no ON block (slot_leader_id, epoch_no);

-- A pool's rewards over recent epochs (ROA): db-sync's reward(pool_id) index walks
-- every reward of every delegator of the pool since it began.
CREATE INDEX IF NOT EXISTS explorer_reward_pool_id_earned_epoch ON reward (pool_id, earned_epoch) INCLUDE (type, amount);

-- Summaries (ADR 005): per-epoch figures that would otherwise be aggregated over
-- the chain on every request. Written by exactly one process at a time (the
-- summary maintenance, app/summaries/summaries.server.ts, under an advisory lock),
-- each unit (one kind of figure for one epoch) in one transaction together with
-- its row in summary_unit. Pools are keyed by pool_hash.hash_raw, not db-sync's
-- serial pool_hash.id, so a resync that renumbers ids cannot misattribute them.

-- One row per summarised unit: which kind, which epoch, and the tip block it was
-- computed at (its anchor). A unit whose anchor block is gone was computed on
-- blocks a rollback removed: readers ignore it and the maintenance recomputes it.
CREATE TABLE IF NOT EXISTS explorer.summary_unit (
  kind character varying NOT NULL,
  epoch_no integer NOT NULL,
  anchor_hash bytea NOT NULL,
  anchor_block_no integer NOT NULL,
  computed_at timestamp NOT NULL,
  PRIMARY KEY (kind, epoch_no)
);

-- Rollback check: only anchors within the last k blocks can have been rolled back.
CREATE INDEX IF NOT EXISTS explorer_summary_unit_anchor_block_no ON explorer.summary_unit (anchor_block_no);

-- Unit 'stake' (once epoch_stake_progress says the epoch's snapshot is complete):
-- the network's figures of one stake snapshot (stake NULL when it has no rows) ...
CREATE TABLE IF NOT EXISTS explorer.epoch_stake_total (
  epoch_no integer PRIMARY KEY,
  pools integer NOT NULL,
  stake numeric,
  delegators integer NOT NULL
);

-- ... and each pool's share of it (pools without stake in the epoch have no row).
-- Keyed epoch first: reads probe (epoch, pool) for one or a few epochs, and a
-- rolled-back unit is deleted by epoch.
CREATE TABLE IF NOT EXISTS explorer.pool_epoch_stake (
  epoch_no integer NOT NULL,
  pool_hash bytea NOT NULL,
  stake numeric NOT NULL,
  delegators integer NOT NULL,
  PRIMARY KEY (epoch_no, pool_hash)
);

-- Unit 'blocks' (once a later epoch has begun): blocks each pool made in the epoch
-- and its running total since the chain began (pools without blocks in the epoch
-- have no row; their total is on their latest row, found pool first).
CREATE TABLE IF NOT EXISTS explorer.pool_epoch_blocks (
  pool_hash bytea NOT NULL,
  epoch_no integer NOT NULL,
  blocks integer NOT NULL,
  blocks_total integer NOT NULL,
  PRIMARY KEY (pool_hash, epoch_no)
);
CREATE INDEX IF NOT EXISTS explorer_pool_epoch_blocks_epoch_no ON explorer.pool_epoch_blocks (epoch_no);

-- Unit 'rewards' (once epoch E + 2 has begun: db-sync then holds every reward
-- earned in E): each pool's leader (operator) and member (delegator) rewards
-- earned in the epoch, and their sum. Keyed epoch first, as pool_epoch_stake.
-- leader and member are NULL only on rows written before they existed (the
-- migration at the end of this file deletes those units for recomputing).
CREATE TABLE IF NOT EXISTS explorer.pool_epoch_rewards (
  earned_epoch integer NOT NULL,
  pool_hash bytea NOT NULL,
  rewards numeric NOT NULL,
  leader numeric,
  member numeric,
  PRIMARY KEY (earned_epoch, pool_hash)
);

-- Address index (ADR 006): per-address and per-stake-address summaries and each
-- address's transactions in chain order with its net change, so that an address's
-- figures and any page of its history cost index probes, whatever its size (the
-- exchange sits in ~376,000 transactions at 3M blocks). Written by the summary
-- maintenance under the same advisory lock (app/summaries/address-index.server.ts), one
-- batch of blocks per transaction. Keys are the address text and the stake
-- address's bech32 view, transactions (block_no, block_index): never db-sync ids.
-- The ids below are our own serials.

-- The blocks the index holds, newest k + margin kept: the newest one is the
-- high-water mark, and after a rollback the newest one still on the chain (R) says
-- which rows are still valid (block_no <= R).
CREATE TABLE IF NOT EXISTS explorer.address_index_block (
  block_no integer PRIMARY KEY,
  hash bytea NOT NULL
);

-- One row per stake address seen in an output (received/sent: UTxO only; rewards
-- and withdrawals are read live from reward/withdrawal).
CREATE TABLE IF NOT EXISTS explorer.stake_account_summary (
  id serial PRIMARY KEY,
  view character varying NOT NULL UNIQUE,
  received numeric NOT NULL,
  sent numeric NOT NULL,
  tx_count integer NOT NULL,
  address_count integer NOT NULL,
  first_block_no integer NOT NULL,
  last_block_no integer NOT NULL
);

-- One row per payment address text ever used in an output.
CREATE TABLE IF NOT EXISTS explorer.address_summary (
  id serial PRIMARY KEY,
  address character varying NOT NULL UNIQUE,
  stake_account_id integer,
  received numeric NOT NULL,
  sent numeric NOT NULL,
  tx_count integer NOT NULL,
  utxo_count integer NOT NULL,
  first_block_no integer NOT NULL,
  last_block_no integer NOT NULL
);
-- A stake address's payment addresses, most recently active first.
CREATE INDEX IF NOT EXISTS explorer_address_summary_stake_account ON explorer.address_summary (stake_account_id, last_block_no DESC);

-- An address's transactions: seq 1..n in chain order (pages are seq ranges, no
-- OFFSET walk). received/sent/created/spent let a rollback subtract exactly what
-- the row added.
CREATE TABLE IF NOT EXISTS explorer.address_tx (
  address_id integer NOT NULL,
  seq integer NOT NULL,
  block_no integer NOT NULL,
  block_index integer NOT NULL,
  received numeric NOT NULL,
  sent numeric NOT NULL,
  created integer NOT NULL,
  spent integer NOT NULL,
  PRIMARY KEY (address_id, seq)
);
-- Rollback: the rows of the undone blocks (and reads subtract those past R).
CREATE INDEX IF NOT EXISTS explorer_address_tx_block_no ON explorer.address_tx (block_no);

CREATE TABLE IF NOT EXISTS explorer.stake_account_tx (
  account_id integer NOT NULL,
  seq integer NOT NULL,
  block_no integer NOT NULL,
  block_index integer NOT NULL,
  received numeric NOT NULL,
  sent numeric NOT NULL,
  PRIMARY KEY (account_id, seq)
);
CREATE INDEX IF NOT EXISTS explorer_stake_account_tx_block_no ON explorer.stake_account_tx (block_no);

-- Addresses: stake, utxos, prices (issue 13, wt-stake). A stake address's
-- rewards read reward_rest too, which db-sync leaves without any index.
CREATE INDEX IF NOT EXISTS explorer_reward_rest_addr_id ON reward_rest (addr_id);

-- Address pages: an address's unspent outputs, newest first (issue 13, wt-utxo). With
-- db-sync's consumed tracking (tx_out.value = "consumed") spent outputs carry
-- consumed_by_tx_id, and this index holds only the unspent ones: an exchange address
-- that spent nearly all of its hundreds of thousands of outputs has a few entries
-- here. Without tracking the column is NULL everywhere and the index is as large as
-- explorer_tx_out_address_tx_id (the list stays correct through tx_in).
CREATE INDEX IF NOT EXISTS explorer_tx_out_unspent_address ON tx_out (address, tx_id) WHERE consumed_by_tx_id IS NULL;

-- Stake pools (issue 14, wt-d1)
-- A pool's delegation certificates, newest first (Recent Delegation Activity):
-- pages are OFFSETs over this pool's own entries, index-only through addr_id.
-- db-sync's idx_delegation_pool_hash_id has no order, so every page sorted all of
-- the pool's certificates, or the planner walked idx_delegation_tx_id backwards
-- through every later certificate of every pool.
CREATE INDEX IF NOT EXISTS explorer_delegation_pool_hash_id_tx_id ON delegation (pool_hash_id, tx_id DESC, cert_index DESC) INCLUDE (addr_id);

-- Stake pools (issue 14, wt-d2)

-- A pool's history and rewards pages read one pool over every epoch: with the
-- epoch first, that is one probe per epoch; with the pool first, one range.
CREATE INDEX IF NOT EXISTS explorer_pool_epoch_stake_pool_hash_epoch_no ON explorer.pool_epoch_stake (pool_hash, epoch_no) INCLUDE (stake, delegators);

-- Rewards kept per kind (leader = the operator's pool fees, member = the
-- delegators'). Databases made before have the columns added empty; their rewards
-- units are deleted here (units first, then the rows, each statement on its own),
-- so the next maintenance pass recomputes them with both parts. Once done, both
-- statements find nothing.
ALTER TABLE explorer.pool_epoch_rewards ADD COLUMN IF NOT EXISTS leader numeric;
ALTER TABLE explorer.pool_epoch_rewards ADD COLUMN IF NOT EXISTS member numeric;
DELETE FROM explorer.summary_unit u
WHERE u.kind = 'rewards'
  AND EXISTS (SELECT 1 FROM explorer.pool_epoch_rewards r
              WHERE r.earned_epoch = u.epoch_no AND (r.leader IS NULL OR r.member IS NULL));
DELETE FROM explorer.pool_epoch_rewards WHERE leader IS NULL OR member IS NULL;

CREATE INDEX IF NOT EXISTS explorer_pool_epoch_rewards_pool_hash_earned_epoch ON explorer.pool_epoch_rewards (pool_hash, earned_epoch) INCLUDE (leader, member);

-- Epochs (issue 15, wt-epdata)
-- Unit 'epoch' (once epoch E + 1 has begun; anchored to its first block): an
-- epoch's figures for the epoch pages, so that no request reads db-sync's `epoch`
-- (a view that re-scans `block` from 13.7.2 on, empty by default) or aggregates an
-- old epoch's transactions. first/last_block_no make a page of the epoch's blocks
-- a block_no range. The largest and the most expensive transaction are kept by
-- hash and height (ties: the first in chain order); NULL when the epoch has none.
CREATE TABLE IF NOT EXISTS explorer.epoch_summary (
  epoch_no integer PRIMARY KEY,
  blocks integer NOT NULL,
  txs integer NOT NULL,
  out_sum numeric NOT NULL,
  fees numeric NOT NULL,
  first_block_time timestamp,
  last_block_time timestamp,
  first_block_no integer,
  last_block_no integer,
  largest_tx_hash bytea,
  largest_tx_out_sum numeric,
  largest_tx_block_no integer,
  priciest_tx_hash bytea,
  priciest_tx_fee numeric,
  priciest_tx_block_no integer
);

-- The same unit: the epoch's blocks per protocol version their headers carry
-- (the analytics page's Protocol Version Usage over the last completed epochs).
CREATE TABLE IF NOT EXISTS explorer.epoch_protocol_version (
  epoch_no integer NOT NULL,
  proto_major integer NOT NULL,
  proto_minor integer NOT NULL,
  blocks integer NOT NULL,
  PRIMARY KEY (epoch_no, proto_major, proto_minor)
);

-- The asset index (issue 43; docs/indexes.md): per native asset its supply, holder count,
-- mints and resolved metadata; holdings per (address, asset) and per (stake
-- address, asset); written block by block by app/summaries/asset-index.server.ts
-- under the summaries' lock, with the address index's rollback rule: the newest
-- indexed block still on the chain (R) says which rows stand, the journal of the
-- newest k + margin blocks is subtracted past it. No request aggregates ma_tx_out.
-- Keyed by (policy, name) and address text, never by db-sync ids.
CREATE TABLE IF NOT EXISTS explorer.asset_index_block (
  block_no integer PRIMARY KEY,
  hash bytea NOT NULL
);

CREATE TABLE IF NOT EXISTS explorer.asset (
  id serial PRIMARY KEY,
  policy bytea NOT NULL,
  name bytea NOT NULL,
  fingerprint character varying NOT NULL,
  -- Σ mints − Σ burns (= Σ of its unspent outputs).
  supply numeric NOT NULL DEFAULT 0,
  -- Addresses holding a positive quantity.
  holders integer NOT NULL DEFAULT 0,
  mint_txs integer NOT NULL DEFAULT 0,
  burn_txs integer NOT NULL DEFAULT 0,
  first_mint_time timestamp,
  last_mint_time timestamp,
  last_mint_block_no integer,
  -- Resolved once per change from CIP-25 (label 721 of the latest mint naming it)
  -- or CIP-68 (its reference token's datum): app/lib/assets/token-metadata.ts.
  display_name character varying,
  ticker character varying,
  decimals integer,
  description character varying,
  image_url character varying,
  metadata_standard character varying,
  metadata jsonb,
  -- lower(display_name), lower(ticker): the search's prefix keys.
  name_key character varying,
  ticker_key character varying,
  -- Look-alike reasons (app/lib/pools/look-alike.ts); NULL when clean.
  look_alike text[],
  UNIQUE (policy, name)
);
CREATE INDEX IF NOT EXISTS explorer_asset_fingerprint ON explorer.asset (fingerprint);
CREATE INDEX IF NOT EXISTS explorer_asset_holders ON explorer.asset (holders DESC, id);
CREATE INDEX IF NOT EXISTS explorer_asset_recent ON explorer.asset (last_mint_block_no DESC NULLS LAST, id DESC);
CREATE INDEX IF NOT EXISTS explorer_asset_name_key ON explorer.asset (name_key text_pattern_ops);
CREATE INDEX IF NOT EXISTS explorer_asset_ticker_key ON explorer.asset (ticker_key text_pattern_ops);

-- Every mint (positive) and burn (negative), by its transaction's place in the chain.
CREATE TABLE IF NOT EXISTS explorer.asset_mint (
  asset_id integer NOT NULL,
  block_no integer NOT NULL,
  block_index integer NOT NULL,
  quantity numeric NOT NULL,
  -- Whether the transaction carries label 721 metadata naming this asset.
  cip25 boolean NOT NULL,
  PRIMARY KEY (asset_id, block_no, block_index)
);
CREATE INDEX IF NOT EXISTS explorer_asset_mint_block_no ON explorer.asset_mint (block_no);

-- Every output of a CIP-68 reference token (label 100) with its inline datum: the
-- newest is the token's metadata.
CREATE TABLE IF NOT EXISTS explorer.asset_datum (
  asset_id integer NOT NULL,
  block_no integer NOT NULL,
  block_index integer NOT NULL,
  output_index integer NOT NULL,
  value jsonb,
  PRIMARY KEY (asset_id, block_no, block_index, output_index)
);
CREATE INDEX IF NOT EXISTS explorer_asset_datum_block_no ON explorer.asset_datum (block_no);

-- What each address holds now (rows at zero are deleted): a token's holders
-- largest first, an address's tokens by quantity (or all of them, by name).
CREATE TABLE IF NOT EXISTS explorer.asset_holding (
  address character varying NOT NULL,
  asset_id integer NOT NULL,
  stake_view character varying,
  quantity numeric NOT NULL,
  PRIMARY KEY (address, asset_id)
);
CREATE INDEX IF NOT EXISTS explorer_asset_holding_asset ON explorer.asset_holding (asset_id, quantity DESC, address) INCLUDE (stake_view);
CREATE INDEX IF NOT EXISTS explorer_asset_holding_quantity ON explorer.asset_holding (address, quantity DESC, asset_id);

-- The same per stake address (its payment addresses together).
CREATE TABLE IF NOT EXISTS explorer.asset_stake_holding (
  stake_view character varying NOT NULL,
  asset_id integer NOT NULL,
  quantity numeric NOT NULL,
  PRIMARY KEY (stake_view, asset_id)
);
CREATE INDEX IF NOT EXISTS explorer_asset_stake_holding_quantity ON explorer.asset_stake_holding (stake_view, quantity DESC, asset_id);

-- The holdings' change per (block, asset, address) over the newest k + margin
-- indexed blocks: what a rollback subtracts.
CREATE TABLE IF NOT EXISTS explorer.asset_journal (
  block_no integer NOT NULL,
  asset_id integer NOT NULL,
  address character varying NOT NULL,
  stake_view character varying,
  quantity numeric NOT NULL
);
CREATE INDEX IF NOT EXISTS explorer_asset_journal_block_no ON explorer.asset_journal (block_no);

-- Every transaction that moved a token: an output of it holds the token, an input
-- spends an output holding it, or it mints or burns it (a failed script
-- transaction, as db-sync records it, has only its collateral as inputs and its
-- collateral return as output). A token's transactions newest first are a
-- backward walk of the key; their quantities are read per listed transaction
-- (ma_tx_out by tx_out_id), never by ident.
CREATE TABLE IF NOT EXISTS explorer.asset_tx (
  asset_id integer NOT NULL,
  block_no integer NOT NULL,
  block_index integer NOT NULL,
  PRIMARY KEY (asset_id, block_no, block_index)
);
CREATE INDEX IF NOT EXISTS explorer_asset_tx_block_no ON explorer.asset_tx (block_no);

-- Assets whose metadata the next pass resolves (app/summaries/asset-index-metadata.server.ts):
-- the demo loader writes the rest of the index with the chain it generates, and leaves
-- the names, tickers and look-alikes to that one rule.
CREATE TABLE IF NOT EXISTS explorer.asset_metadata_pending (
  asset_id integer PRIMARY KEY
);

-- Each asset's asset_tx rows, kept with them (the Transactions card's total
-- without counting a busy token's range). An asset index made before asset_tx
-- existed lacks the column and the rows of the blocks it had indexed: it is
-- emptied once, in one statement with the column's addition, so the next pass
-- rebuilds it from the first block with asset_tx.
DO $asset_tx$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = 'explorer' AND table_name = 'asset' AND column_name = 'transactions') THEN
    TRUNCATE explorer.asset, explorer.asset_mint, explorer.asset_datum, explorer.asset_holding,
             explorer.asset_stake_holding, explorer.asset_journal, explorer.asset_tx, explorer.asset_index_block;
    ALTER TABLE explorer.asset ADD COLUMN transactions integer NOT NULL DEFAULT 0;
  END IF;
END $asset_tx$;

-- A policy's script by its hash (the policy id): db-sync indexes script only by tx_id.
CREATE INDEX IF NOT EXISTS explorer_script_hash ON script (hash);
