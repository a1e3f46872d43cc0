-- The embedded chain database: a strict subset of the cardano-db-sync 13.6 schema
-- (schema_version stage_one 15, stage_two 44). Same table names, column names and
-- types, so every query the explorer writes runs unchanged on a real db-sync database.
--
-- Tables only: no primary keys, unique constraints or indexes here. The demo loader
-- bulk-loads with COPY first and then runs dbsync-constraints.sql and
-- dbsync-indexes.sql (building indexes after loading is several times faster).
-- Like db-sync since 13.1 there are no foreign keys: every relation is logical.
--
-- Domains as db-sync declares them since schema v30: aliases without CHECKs, so
-- clients see the base type (numeric 1700, bytea 17, int4 23, int8 20).

CREATE DOMAIN lovelace AS numeric(20,0);
CREATE DOMAIN word64type AS numeric(20,0);
CREATE DOMAIN int65type AS numeric(20,0);
CREATE DOMAIN word128type AS numeric(39,0);
CREATE DOMAIN outsum AS word128type;
CREATE DOMAIN word31type AS integer;
CREATE DOMAIN word63type AS bigint;
CREATE DOMAIN txindex AS smallint;
CREATE DOMAIN hash32type AS bytea;
CREATE DOMAIN hash28type AS bytea;
CREATE DOMAIN addr29type AS bytea;
CREATE DOMAIN asset32type AS bytea;

CREATE TYPE rewardtype AS ENUM ('leader', 'member', 'reserves', 'treasury', 'refund', 'proposal_refund');
CREATE TYPE scripttype AS ENUM ('multisig', 'timelock', 'plutusV1', 'plutusV2', 'plutusV3');
CREATE TYPE scriptpurposetype AS ENUM ('spend', 'mint', 'cert', 'reward', 'vote', 'propose');

CREATE TABLE schema_version (
  id bigserial NOT NULL,
  stage_one bigint NOT NULL,
  stage_two bigint NOT NULL,
  stage_three bigint NOT NULL
);

CREATE TABLE meta (
  id bigserial NOT NULL,
  start_time timestamp without time zone NOT NULL,
  network_name character varying NOT NULL,
  version character varying NOT NULL
);

CREATE TABLE slot_leader (
  id bigserial NOT NULL,
  hash hash28type NOT NULL,
  pool_hash_id bigint,
  description character varying NOT NULL
);

CREATE TABLE block (
  id bigserial NOT NULL,
  hash hash32type NOT NULL,
  epoch_no word31type,
  slot_no word63type,
  epoch_slot_no word31type,
  block_no word31type,
  previous_id bigint,
  slot_leader_id bigint NOT NULL,
  size word31type NOT NULL,
  "time" timestamp without time zone NOT NULL,
  tx_count bigint NOT NULL,
  proto_major word31type NOT NULL,
  proto_minor word31type NOT NULL,
  vrf_key character varying,
  op_cert hash32type,
  op_cert_counter word63type
);

CREATE TABLE tx (
  id bigserial NOT NULL,
  hash hash32type NOT NULL,
  block_id bigint NOT NULL,
  block_index word31type NOT NULL,
  out_sum lovelace NOT NULL,
  fee lovelace NOT NULL,
  deposit bigint,
  size word31type NOT NULL,
  invalid_before word64type,
  invalid_hereafter word64type,
  valid_contract boolean NOT NULL,
  script_size word31type NOT NULL,
  treasury_donation lovelace DEFAULT 0 NOT NULL
);

CREATE TABLE stake_address (
  id bigserial NOT NULL,
  hash_raw addr29type NOT NULL,
  view character varying NOT NULL,
  script_hash hash28type
);

-- consumed_by_tx_id exists in every 13.6 database but is filled only in db-sync's
-- 'consumed' mode (tx_out.value = "consumed"). The demo chain behaves as that mode
-- with tx_in kept (force_tx_in): the load fills it (dbsync-consumed.sql), and so does
-- each live block.
CREATE TABLE tx_out (
  id bigserial NOT NULL,
  tx_id bigint NOT NULL,
  index txindex NOT NULL,
  address character varying NOT NULL,
  address_has_script boolean NOT NULL,
  payment_cred hash28type,
  stake_address_id bigint,
  value lovelace NOT NULL,
  data_hash hash32type,
  inline_datum_id bigint,
  reference_script_id bigint,
  consumed_by_tx_id bigint
);

-- tx_out_id is the id of the tx that created the spent output (not a tx_out id).
CREATE TABLE tx_in (
  id bigserial NOT NULL,
  tx_in_id bigint NOT NULL,
  tx_out_id bigint NOT NULL,
  tx_out_index txindex NOT NULL,
  redeemer_id bigint
);

CREATE TABLE tx_metadata (
  id bigserial NOT NULL,
  key word64type NOT NULL,
  json jsonb,
  bytes bytea NOT NULL,
  tx_id bigint NOT NULL
);

CREATE TABLE stake_registration (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  cert_index integer NOT NULL,
  epoch_no word31type NOT NULL,
  tx_id bigint NOT NULL,
  deposit lovelace
);

CREATE TABLE stake_deregistration (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  cert_index integer NOT NULL,
  epoch_no word31type NOT NULL,
  tx_id bigint NOT NULL,
  redeemer_id bigint
);

CREATE TABLE delegation (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  cert_index integer NOT NULL,
  pool_hash_id bigint NOT NULL,
  active_epoch_no bigint NOT NULL,
  tx_id bigint NOT NULL,
  slot_no word63type NOT NULL,
  redeemer_id bigint
);

CREATE TABLE withdrawal (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  amount lovelace NOT NULL,
  redeemer_id bigint,
  tx_id bigint NOT NULL
);

-- No id and no primary key since 13.2. earned_epoch is generated exactly as db-sync
-- generates it: spendable − 2 for pool rewards, = spendable for deposit refunds.
CREATE TABLE reward (
  addr_id bigint NOT NULL,
  type rewardtype NOT NULL,
  amount lovelace NOT NULL,
  spendable_epoch bigint NOT NULL,
  pool_id bigint NOT NULL,
  earned_epoch bigint GENERATED ALWAYS AS (
    CASE
      WHEN type = 'refund'::rewardtype THEN spendable_epoch
      ELSE CASE WHEN spendable_epoch >= 2 THEN spendable_epoch - 2 ELSE 0::bigint END
    END) STORED NOT NULL
);

-- Rewards not tied to a pool (MIR payouts, proposal refunds): none on the demo
-- chain, present so the reference account-balance queries run unchanged.
CREATE TABLE reward_rest (
  addr_id bigint NOT NULL,
  type rewardtype NOT NULL,
  amount lovelace NOT NULL,
  spendable_epoch bigint NOT NULL,
  earned_epoch bigint GENERATED ALWAYS AS (
    CASE WHEN spendable_epoch >= 1 THEN spendable_epoch - 1 ELSE 0::bigint END) STORED NOT NULL
);

CREATE TABLE epoch_stake (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  pool_id bigint NOT NULL,
  amount lovelace NOT NULL,
  epoch_no word31type NOT NULL
);

CREATE TABLE epoch_stake_progress (
  id bigserial NOT NULL,
  epoch_no word31type NOT NULL,
  completed boolean NOT NULL
);

CREATE TABLE pool_hash (
  id bigserial NOT NULL,
  hash_raw hash28type NOT NULL,
  view character varying NOT NULL
);

CREATE TABLE pool_metadata_ref (
  id bigserial NOT NULL,
  pool_id bigint NOT NULL,
  url character varying NOT NULL,
  hash hash32type NOT NULL,
  registered_tx_id bigint NOT NULL
);

-- margin is a fraction (0.02 = 2 %); deposit is NULL for re-registrations.
CREATE TABLE pool_update (
  id bigserial NOT NULL,
  hash_id bigint NOT NULL,
  cert_index integer NOT NULL,
  vrf_key_hash hash32type NOT NULL,
  pledge lovelace NOT NULL,
  active_epoch_no bigint NOT NULL,
  meta_id bigint,
  margin double precision NOT NULL,
  fixed_cost lovelace NOT NULL,
  registered_tx_id bigint NOT NULL,
  reward_addr_id bigint NOT NULL,
  deposit lovelace
);

CREATE TABLE pool_relay (
  id bigserial NOT NULL,
  update_id bigint NOT NULL,
  ipv4 character varying,
  ipv6 character varying,
  dns_name character varying,
  dns_srv_name character varying,
  port integer
);

CREATE TABLE pool_owner (
  id bigserial NOT NULL,
  addr_id bigint NOT NULL,
  pool_update_id bigint NOT NULL
);

CREATE TABLE pool_retire (
  id bigserial NOT NULL,
  hash_id bigint NOT NULL,
  cert_index integer NOT NULL,
  announced_tx_id bigint NOT NULL,
  retiring_epoch word31type NOT NULL
);

CREATE TABLE off_chain_pool_data (
  id bigserial NOT NULL,
  pool_id bigint NOT NULL,
  ticker_name character varying NOT NULL,
  hash hash32type NOT NULL,
  json jsonb NOT NULL,
  bytes bytea NOT NULL,
  pmr_id bigint NOT NULL
);

-- A table up to 13.7.1 (a view over epoch_finalized from 13.7.2). start_time and
-- end_time are the first and last block times seen in the epoch.
CREATE TABLE epoch (
  id bigserial NOT NULL,
  out_sum word128type NOT NULL,
  fees lovelace NOT NULL,
  tx_count word31type NOT NULL,
  blk_count word31type NOT NULL,
  no word31type NOT NULL,
  start_time timestamp without time zone NOT NULL,
  end_time timestamp without time zone NOT NULL
);

CREATE TABLE epoch_param (
  id bigserial NOT NULL,
  epoch_no word31type NOT NULL,
  min_fee_a word31type NOT NULL,
  min_fee_b word31type NOT NULL,
  max_block_size word31type NOT NULL,
  max_tx_size word31type NOT NULL,
  max_bh_size word31type NOT NULL,
  key_deposit lovelace NOT NULL,
  pool_deposit lovelace NOT NULL,
  max_epoch word31type NOT NULL,
  optimal_pool_count word31type NOT NULL,
  influence double precision NOT NULL,
  monetary_expand_rate double precision NOT NULL,
  treasury_growth_rate double precision NOT NULL,
  decentralisation double precision NOT NULL,
  protocol_major word31type NOT NULL,
  protocol_minor word31type NOT NULL,
  min_utxo_value lovelace NOT NULL,
  min_pool_cost lovelace NOT NULL,
  nonce hash32type,
  cost_model_id bigint,
  price_mem double precision,
  price_step double precision,
  max_tx_ex_mem word64type,
  max_tx_ex_steps word64type,
  max_block_ex_mem word64type,
  max_block_ex_steps word64type,
  max_val_size word64type,
  collateral_percent word31type,
  max_collateral_inputs word31type,
  block_id bigint NOT NULL,
  extra_entropy hash32type,
  coins_per_utxo_size lovelace,
  pvt_motion_no_confidence double precision,
  pvt_committee_normal double precision,
  pvt_committee_no_confidence double precision,
  pvt_hard_fork_initiation double precision,
  dvt_motion_no_confidence double precision,
  dvt_committee_normal double precision,
  dvt_committee_no_confidence double precision,
  dvt_update_to_constitution double precision,
  dvt_hard_fork_initiation double precision,
  dvt_p_p_network_group double precision,
  dvt_p_p_economic_group double precision,
  dvt_p_p_technical_group double precision,
  dvt_p_p_gov_group double precision,
  dvt_treasury_withdrawal double precision,
  committee_min_size word64type,
  committee_max_term_length word64type,
  gov_action_lifetime word64type,
  gov_action_deposit word64type,
  drep_deposit word64type,
  drep_activity word64type,
  pvtpp_security_group double precision,
  min_fee_ref_script_cost_per_byte double precision
);

-- Sum of all pots = the maximum supply at every row.
CREATE TABLE ada_pots (
  id bigserial NOT NULL,
  slot_no word63type NOT NULL,
  epoch_no word31type NOT NULL,
  treasury lovelace NOT NULL,
  reserves lovelace NOT NULL,
  rewards lovelace NOT NULL,
  utxo lovelace NOT NULL,
  deposits_stake lovelace NOT NULL,
  fees lovelace NOT NULL,
  block_id bigint NOT NULL,
  deposits_drep lovelace NOT NULL,
  deposits_proposal lovelace NOT NULL
);

-- Native assets: none on the demo chain, present so output queries that join
-- ma_tx_out / multi_asset run unchanged.
CREATE TABLE multi_asset (
  id bigserial NOT NULL,
  policy hash28type NOT NULL,
  name asset32type NOT NULL,
  fingerprint character varying NOT NULL
);

CREATE TABLE ma_tx_out (
  id bigserial NOT NULL,
  quantity word64type NOT NULL,
  tx_out_id bigint NOT NULL,
  ident bigint NOT NULL
);

CREATE TABLE ma_tx_mint (
  id bigserial NOT NULL,
  quantity int65type NOT NULL,
  tx_id bigint NOT NULL,
  ident bigint NOT NULL
);

-- The eUTxO side tables (Alonzo and later): Plutus data, scripts, redeemers,
-- collateral, reference inputs and required signers. For a failed script
-- transaction (tx.valid_contract = false) db-sync writes its collateral inputs to
-- tx_in and its collateral return to tx_out as well, so UTxO arithmetic over
-- tx_in/tx_out needs no special case; its regular inputs are not recorded.
CREATE TABLE datum (
  id bigserial NOT NULL,
  hash hash32type NOT NULL,
  tx_id bigint NOT NULL,
  value jsonb,
  bytes bytea NOT NULL
);

CREATE TABLE redeemer_data (
  id bigserial NOT NULL,
  hash hash32type NOT NULL,
  tx_id bigint NOT NULL,
  value jsonb,
  bytes bytea NOT NULL
);

CREATE TABLE redeemer (
  id bigserial NOT NULL,
  tx_id bigint NOT NULL,
  unit_mem word63type NOT NULL,
  unit_steps word63type NOT NULL,
  fee lovelace,
  purpose scriptpurposetype NOT NULL,
  index word31type NOT NULL,
  script_hash hash28type,
  redeemer_data_id bigint NOT NULL
);

CREATE TABLE script (
  id bigserial NOT NULL,
  tx_id bigint NOT NULL,
  hash hash28type NOT NULL,
  type scripttype NOT NULL,
  json jsonb,
  bytes bytea,
  serialised_size word31type
);

CREATE TABLE collateral_tx_in (
  id bigserial NOT NULL,
  tx_in_id bigint NOT NULL,
  tx_out_id bigint NOT NULL,
  tx_out_index txindex NOT NULL
);

CREATE TABLE reference_tx_in (
  id bigserial NOT NULL,
  tx_in_id bigint NOT NULL,
  tx_out_id bigint NOT NULL,
  tx_out_index txindex NOT NULL
);

CREATE TABLE collateral_tx_out (
  id bigserial NOT NULL,
  tx_id bigint NOT NULL,
  index txindex NOT NULL,
  address character varying NOT NULL,
  address_has_script boolean NOT NULL,
  payment_cred hash28type,
  stake_address_id bigint,
  value lovelace NOT NULL,
  data_hash hash32type,
  multi_assets_descr character varying NOT NULL,
  inline_datum_id bigint,
  reference_script_id bigint
);

CREATE TABLE extra_key_witness (
  id bigserial NOT NULL,
  hash hash28type NOT NULL,
  tx_id bigint NOT NULL
);

CREATE TABLE extra_migrations (
  id bigserial NOT NULL,
  token character varying NOT NULL,
  description character varying
);
