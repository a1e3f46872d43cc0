// @ts-check
// The columns the generator writes per table, in COPY order. Every column db-sync
// declares NOT NULL is here (so the same rows load into a database made by db-sync's
// own migrations); nullable columns the demo leaves NULL are left out.

export const TABLE_COLUMNS = /** @type {const} */ ({
  schema_version: ["id", "stage_one", "stage_two", "stage_three"],
  meta: ["id", "start_time", "network_name", "version"],
  slot_leader: ["id", "hash", "pool_hash_id", "description"],
  block: [
    "id", "hash", "epoch_no", "slot_no", "epoch_slot_no", "block_no", "previous_id", "slot_leader_id",
    "size", "time", "tx_count", "proto_major", "proto_minor", "vrf_key", "op_cert", "op_cert_counter",
  ],
  tx: [
    "id", "hash", "block_id", "block_index", "out_sum", "fee", "deposit", "size", "invalid_before",
    "invalid_hereafter", "valid_contract", "script_size", "treasury_donation",
  ],
  stake_address: ["id", "hash_raw", "view", "script_hash"],
  tx_out: [
    "id", "tx_id", "index", "address", "address_has_script", "payment_cred", "stake_address_id", "value",
    "data_hash", "inline_datum_id", "reference_script_id",
  ],
  tx_in: ["id", "tx_in_id", "tx_out_id", "tx_out_index", "redeemer_id"],
  // Plutus: scripts, datums, redeemers, collateral, reference inputs, required signers
  // (demo/generator/script-transactions.mjs).
  script: ["id", "tx_id", "hash", "type", "json", "bytes", "serialised_size"],
  datum: ["id", "hash", "tx_id", "value", "bytes"],
  redeemer_data: ["id", "hash", "tx_id", "value", "bytes"],
  redeemer: ["id", "tx_id", "unit_mem", "unit_steps", "fee", "purpose", "index", "script_hash", "redeemer_data_id"],
  collateral_tx_in: ["id", "tx_in_id", "tx_out_id", "tx_out_index"],
  reference_tx_in: ["id", "tx_in_id", "tx_out_id", "tx_out_index"],
  collateral_tx_out: [
    "id", "tx_id", "index", "address", "address_has_script", "payment_cred", "stake_address_id", "value",
    "data_hash", "multi_assets_descr", "inline_datum_id", "reference_script_id",
  ],
  extra_key_witness: ["id", "hash", "tx_id"],
  tx_metadata: ["id", "key", "json", "bytes", "tx_id"],
  multi_asset: ["id", "policy", "name", "fingerprint"],
  ma_tx_mint: ["id", "quantity", "tx_id", "ident"],
  ma_tx_out: ["id", "quantity", "tx_out_id", "ident"],
  stake_registration: ["id", "addr_id", "cert_index", "epoch_no", "tx_id", "deposit"],
  stake_deregistration: ["id", "addr_id", "cert_index", "epoch_no", "tx_id"],
  delegation: ["id", "addr_id", "cert_index", "pool_hash_id", "active_epoch_no", "tx_id", "slot_no"],
  withdrawal: ["id", "addr_id", "amount", "tx_id"],
  reward: ["addr_id", "type", "amount", "spendable_epoch", "pool_id"],
  epoch_stake: ["id", "addr_id", "pool_id", "amount", "epoch_no"],
  epoch_stake_progress: ["id", "epoch_no", "completed"],
  pool_hash: ["id", "hash_raw", "view"],
  pool_metadata_ref: ["id", "pool_id", "url", "hash", "registered_tx_id"],
  pool_update: [
    "id", "hash_id", "cert_index", "vrf_key_hash", "pledge", "active_epoch_no", "meta_id", "margin",
    "fixed_cost", "registered_tx_id", "reward_addr_id", "deposit",
  ],
  pool_relay: ["id", "update_id", "ipv4", "ipv6", "dns_name", "dns_srv_name", "port"],
  pool_owner: ["id", "addr_id", "pool_update_id"],
  pool_retire: ["id", "hash_id", "cert_index", "announced_tx_id", "retiring_epoch"],
  off_chain_pool_data: ["id", "pool_id", "ticker_name", "hash", "json", "bytes", "pmr_id"],
  epoch: ["id", "out_sum", "fees", "tx_count", "blk_count", "no", "start_time", "end_time"],
  epoch_param: [
    "id", "epoch_no", "min_fee_a", "min_fee_b", "max_block_size", "max_tx_size", "max_bh_size",
    "key_deposit", "pool_deposit", "max_epoch", "optimal_pool_count", "influence", "monetary_expand_rate",
    "treasury_growth_rate", "decentralisation", "protocol_major", "protocol_minor", "min_utxo_value",
    "min_pool_cost", "nonce", "price_mem", "price_step", "max_tx_ex_mem", "max_tx_ex_steps",
    "max_block_ex_mem", "max_block_ex_steps", "max_val_size", "collateral_percent",
    "max_collateral_inputs", "block_id", "coins_per_utxo_size",
  ],
  ada_pots: [
    "id", "slot_no", "epoch_no", "treasury", "reserves", "rewards", "utxo", "deposits_stake", "fees",
    "block_id", "deposits_drep", "deposits_proposal",
  ],
  "explorer.relay_geo": ["relay", "country_code", "country", "isp"],
  "explorer.epoch_price": ["epoch_no", "usd"],
  // The address index (demo/generator/address-index-rows.mjs, schema/explorer.sql).
  "explorer.address_tx": ["address_id", "seq", "block_no", "block_index", "received", "sent", "created", "spent"],
  "explorer.stake_account_tx": ["account_id", "seq", "block_no", "block_index", "received", "sent"],
  "explorer.stake_account_summary": ["id", "view", "received", "sent", "tx_count", "address_count", "first_block_no", "last_block_no"],
  "explorer.address_summary": [
    "id", "address", "stake_account_id", "received", "sent", "tx_count", "utxo_count", "first_block_no", "last_block_no",
  ],
  "explorer.address_index_block": ["block_no", "hash"],
  // The asset index (demo/generator/asset-index-rows.mjs); its metadata columns are the pass's.
  "explorer.asset": [
    "id", "policy", "name", "fingerprint", "supply", "holders", "mint_txs", "burn_txs", "first_mint_time", "last_mint_time",
    "last_mint_block_no", "transactions",
  ],
  "explorer.asset_mint": ["asset_id", "block_no", "block_index", "quantity", "cip25"],
  "explorer.asset_datum": ["asset_id", "block_no", "block_index", "output_index", "value"],
  "explorer.asset_holding": ["address", "asset_id", "stake_view", "quantity"],
  "explorer.asset_stake_holding": ["stake_view", "asset_id", "quantity"],
  "explorer.asset_journal": ["block_no", "asset_id", "address", "stake_view", "quantity"],
  "explorer.asset_tx": ["asset_id", "block_no", "block_index"],
  "explorer.asset_metadata_pending": ["asset_id"],
  "explorer.asset_index_block": ["block_no", "hash"],
});

/** @typedef {keyof typeof TABLE_COLUMNS} TableName */

/** Tables of db-sync's schema that carry a bigserial id (their sequences are moved past the loaded rows). */
export const TABLES_WITH_ID = /** @type {TableName[]} */ (
  Object.keys(TABLE_COLUMNS).filter(
    (name) => !name.startsWith("explorer.") && TABLE_COLUMNS[/** @type {TableName} */ (name)][0] === "id",
  )
);
