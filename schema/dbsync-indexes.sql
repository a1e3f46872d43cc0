-- db-sync's own indexes (its stage 3 and stage 4 migrations, 13.6) for the tables of
-- dbsync-subset.sql, under db-sync's names. Idempotent: on a database made by
-- db-sync's migrations they already exist or db-sync creates them later (stage 4
-- waits until db-sync is near the tip) and skips them then, as they are IF NOT EXISTS.
-- 13.6 has no index on tx_out(address): our own one is in explorer.sql.

CREATE INDEX IF NOT EXISTS idx_slot_leader_pool_hash_id ON slot_leader (pool_hash_id);

CREATE INDEX IF NOT EXISTS idx_block_slot_no ON block (slot_no);
CREATE INDEX IF NOT EXISTS idx_block_block_no ON block (block_no);
CREATE INDEX IF NOT EXISTS idx_block_epoch_no ON block (epoch_no);
CREATE INDEX IF NOT EXISTS idx_block_previous_id ON block (previous_id);
CREATE INDEX IF NOT EXISTS idx_block_slot_leader_id ON block (slot_leader_id);
CREATE INDEX IF NOT EXISTS idx_block_time ON block ("time");

CREATE INDEX IF NOT EXISTS idx_tx_block_id ON tx (block_id);

CREATE INDEX IF NOT EXISTS idx_tx_out_tx_id ON tx_out (tx_id);
CREATE INDEX IF NOT EXISTS idx_tx_out_payment_cred ON tx_out (payment_cred);
CREATE INDEX IF NOT EXISTS idx_tx_out_stake_address_id ON tx_out (stake_address_id);
CREATE INDEX IF NOT EXISTS tx_out_inline_datum_id_idx ON tx_out (inline_datum_id);
CREATE INDEX IF NOT EXISTS tx_out_reference_script_id_idx ON tx_out (reference_script_id);

CREATE INDEX IF NOT EXISTS idx_tx_in_tx_in_id ON tx_in (tx_in_id);
CREATE INDEX IF NOT EXISTS idx_tx_in_tx_out_id ON tx_in (tx_out_id);
CREATE INDEX IF NOT EXISTS idx_tx_in_redeemer_id ON tx_in (redeemer_id);

CREATE INDEX IF NOT EXISTS idx_tx_metadata_tx_id ON tx_metadata (tx_id);

CREATE INDEX IF NOT EXISTS idx_stake_address_hash_raw ON stake_address (hash_raw);
CREATE INDEX IF NOT EXISTS idx_stake_address_view ON stake_address USING hash (view);

CREATE INDEX IF NOT EXISTS idx_stake_registration_addr_id ON stake_registration (addr_id);
CREATE INDEX IF NOT EXISTS idx_stake_registration_tx_id ON stake_registration (tx_id);
CREATE INDEX IF NOT EXISTS idx_stake_deregistration_addr_id ON stake_deregistration (addr_id);
CREATE INDEX IF NOT EXISTS idx_stake_deregistration_tx_id ON stake_deregistration (tx_id);
CREATE INDEX IF NOT EXISTS idx_stake_deregistration_redeemer_id ON stake_deregistration (redeemer_id);

CREATE INDEX IF NOT EXISTS idx_delegation_addr_id ON delegation (addr_id);
CREATE INDEX IF NOT EXISTS idx_delegation_pool_hash_id ON delegation (pool_hash_id);
CREATE INDEX IF NOT EXISTS idx_delegation_tx_id ON delegation (tx_id);
CREATE INDEX IF NOT EXISTS idx_delegation_active_epoch_no ON delegation (active_epoch_no);
CREATE INDEX IF NOT EXISTS idx_delegation_redeemer_id ON delegation (redeemer_id);

CREATE INDEX IF NOT EXISTS idx_withdrawal_addr_id ON withdrawal (addr_id);
CREATE INDEX IF NOT EXISTS idx_withdrawal_tx_id ON withdrawal (tx_id);
CREATE INDEX IF NOT EXISTS idx_withdrawal_redeemer_id ON withdrawal (redeemer_id);

CREATE INDEX IF NOT EXISTS idx_reward_addr_id ON reward (addr_id);
CREATE INDEX IF NOT EXISTS idx_reward_pool_id ON reward (pool_id);
CREATE INDEX IF NOT EXISTS idx_reward_earned_epoch ON reward (earned_epoch);
CREATE INDEX IF NOT EXISTS idx_reward_spendable_epoch ON reward (spendable_epoch);

CREATE INDEX IF NOT EXISTS idx_epoch_stake_addr_id ON epoch_stake (addr_id);
CREATE INDEX IF NOT EXISTS idx_epoch_stake_pool_id ON epoch_stake (pool_id);
CREATE INDEX IF NOT EXISTS idx_epoch_stake_epoch_no ON epoch_stake (epoch_no);

CREATE INDEX IF NOT EXISTS idx_pool_metadata_ref_pool_id ON pool_metadata_ref (pool_id);
CREATE INDEX IF NOT EXISTS idx_pool_metadata_ref_registered_tx_id ON pool_metadata_ref (registered_tx_id);

CREATE INDEX IF NOT EXISTS idx_pool_update_hash_id ON pool_update (hash_id);
CREATE INDEX IF NOT EXISTS idx_pool_update_registered_tx_id ON pool_update (registered_tx_id);
CREATE INDEX IF NOT EXISTS idx_pool_update_meta_id ON pool_update (meta_id);
CREATE INDEX IF NOT EXISTS idx_pool_update_reward_addr ON pool_update (reward_addr_id);
CREATE INDEX IF NOT EXISTS idx_pool_update_active_epoch_no ON pool_update (active_epoch_no);

CREATE INDEX IF NOT EXISTS idx_pool_relay_update_id ON pool_relay (update_id);
CREATE INDEX IF NOT EXISTS pool_owner_pool_update_id_idx ON pool_owner (pool_update_id);

CREATE INDEX IF NOT EXISTS idx_pool_retire_hash_id ON pool_retire (hash_id);
CREATE INDEX IF NOT EXISTS idx_pool_retire_announced_tx_id ON pool_retire (announced_tx_id);

CREATE INDEX IF NOT EXISTS idx_off_chain_pool_data_pmr_id ON off_chain_pool_data (pmr_id);

CREATE INDEX IF NOT EXISTS idx_epoch_no ON epoch (no);
CREATE INDEX IF NOT EXISTS idx_epoch_param_block_id ON epoch_param (block_id);
CREATE INDEX IF NOT EXISTS idx_epoch_param_cost_model_id ON epoch_param (cost_model_id);

CREATE INDEX IF NOT EXISTS idx_ma_tx_out_tx_out_id ON ma_tx_out (tx_out_id);
CREATE INDEX IF NOT EXISTS idx_ma_tx_mint_tx_id ON ma_tx_mint (tx_id);

-- The eUTxO side tables: as db-sync 13.6 indexes them (redeemer has no tx_id index,
-- collateral_tx_in, reference_tx_in and collateral_tx_out none on the spending tx).
CREATE INDEX IF NOT EXISTS idx_datum_tx_id ON datum (tx_id);
CREATE INDEX IF NOT EXISTS redeemer_data_tx_id_idx ON redeemer_data (tx_id);
CREATE INDEX IF NOT EXISTS idx_redeemer_script_hash ON redeemer (script_hash);
CREATE INDEX IF NOT EXISTS redeemer_redeemer_data_id_idx ON redeemer (redeemer_data_id);
CREATE INDEX IF NOT EXISTS idx_script_tx_id ON script (tx_id);
CREATE INDEX IF NOT EXISTS idx_collateral_tx_in_tx_out_id ON collateral_tx_in (tx_out_id);
CREATE INDEX IF NOT EXISTS idx_reference_tx_in_tx_out_id ON reference_tx_in (tx_out_id);
CREATE INDEX IF NOT EXISTS collateral_tx_out_stake_address_id_idx ON collateral_tx_out (stake_address_id);
CREATE INDEX IF NOT EXISTS collateral_tx_out_inline_datum_id_idx ON collateral_tx_out (inline_datum_id);
CREATE INDEX IF NOT EXISTS collateral_tx_out_reference_script_id_idx ON collateral_tx_out (reference_script_id);
CREATE INDEX IF NOT EXISTS idx_extra_key_witness_tx_id ON extra_key_witness (tx_id);
