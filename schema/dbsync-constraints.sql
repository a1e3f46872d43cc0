-- Primary keys and unique keys of the db-sync 13.6 schema for the tables of
-- dbsync-subset.sql, under db-sync's own constraint names. Run once, after the bulk
-- load, only on a database whose tables came from dbsync-subset.sql (a database made
-- by db-sync's own migrations already has them).
-- unique_reward and unique_epoch_stake are the keys db-sync adds at run time once it
-- is near the chain tip.

ALTER TABLE schema_version ADD CONSTRAINT schema_version_pkey PRIMARY KEY (id);
ALTER TABLE meta ADD CONSTRAINT meta_pkey PRIMARY KEY (id);
ALTER TABLE meta ADD CONSTRAINT unique_meta UNIQUE (start_time);
ALTER TABLE slot_leader ADD CONSTRAINT slot_leader_pkey PRIMARY KEY (id);
ALTER TABLE slot_leader ADD CONSTRAINT unique_slot_leader UNIQUE (hash);
ALTER TABLE block ADD CONSTRAINT block_pkey PRIMARY KEY (id);
ALTER TABLE block ADD CONSTRAINT unique_block UNIQUE (hash);
ALTER TABLE tx ADD CONSTRAINT tx_pkey PRIMARY KEY (id);
ALTER TABLE tx ADD CONSTRAINT unique_tx UNIQUE (hash);
ALTER TABLE stake_address ADD CONSTRAINT stake_address_pkey PRIMARY KEY (id);
ALTER TABLE stake_address ADD CONSTRAINT unique_stake_address UNIQUE (hash_raw);
ALTER TABLE tx_out ADD CONSTRAINT tx_out_pkey PRIMARY KEY (id);
ALTER TABLE tx_out ADD CONSTRAINT unique_txout UNIQUE (tx_id, index);
ALTER TABLE tx_in ADD CONSTRAINT tx_in_pkey PRIMARY KEY (id);
ALTER TABLE tx_metadata ADD CONSTRAINT tx_metadata_pkey PRIMARY KEY (id);
ALTER TABLE stake_registration ADD CONSTRAINT stake_registration_pkey PRIMARY KEY (id);
ALTER TABLE stake_deregistration ADD CONSTRAINT stake_deregistration_pkey PRIMARY KEY (id);
ALTER TABLE delegation ADD CONSTRAINT delegation_pkey PRIMARY KEY (id);
ALTER TABLE withdrawal ADD CONSTRAINT withdrawal_pkey PRIMARY KEY (id);
ALTER TABLE reward ADD CONSTRAINT unique_reward UNIQUE (addr_id, type, earned_epoch, pool_id);
ALTER TABLE epoch_stake ADD CONSTRAINT epoch_stake_pkey PRIMARY KEY (id);
ALTER TABLE epoch_stake ADD CONSTRAINT unique_epoch_stake UNIQUE (epoch_no, addr_id, pool_id);
ALTER TABLE epoch_stake_progress ADD CONSTRAINT epoch_stake_progress_pkey PRIMARY KEY (id);
ALTER TABLE epoch_stake_progress ADD CONSTRAINT unique_epoch_stake_progress UNIQUE (epoch_no);
ALTER TABLE pool_hash ADD CONSTRAINT pool_hash_pkey PRIMARY KEY (id);
ALTER TABLE pool_hash ADD CONSTRAINT unique_pool_hash UNIQUE (hash_raw);
ALTER TABLE pool_metadata_ref ADD CONSTRAINT pool_metadata_ref_pkey PRIMARY KEY (id);
ALTER TABLE pool_update ADD CONSTRAINT pool_update_pkey PRIMARY KEY (id);
ALTER TABLE pool_relay ADD CONSTRAINT pool_relay_pkey PRIMARY KEY (id);
ALTER TABLE pool_owner ADD CONSTRAINT pool_owner_pkey PRIMARY KEY (id);
ALTER TABLE pool_retire ADD CONSTRAINT pool_retire_pkey PRIMARY KEY (id);
ALTER TABLE off_chain_pool_data ADD CONSTRAINT off_chain_pool_data_pkey PRIMARY KEY (id);
ALTER TABLE off_chain_pool_data ADD CONSTRAINT unique_off_chain_pool_data UNIQUE (pool_id, pmr_id);
ALTER TABLE epoch ADD CONSTRAINT epoch_pkey PRIMARY KEY (id);
ALTER TABLE epoch ADD CONSTRAINT unique_epoch UNIQUE (no);
ALTER TABLE epoch_param ADD CONSTRAINT epoch_param_pkey PRIMARY KEY (id);
ALTER TABLE ada_pots ADD CONSTRAINT ada_pots_pkey PRIMARY KEY (id);
ALTER TABLE multi_asset ADD CONSTRAINT multi_asset_pkey PRIMARY KEY (id);
ALTER TABLE multi_asset ADD CONSTRAINT unique_multi_asset UNIQUE (policy, name);
ALTER TABLE ma_tx_out ADD CONSTRAINT ma_tx_out_pkey PRIMARY KEY (id);
ALTER TABLE ma_tx_mint ADD CONSTRAINT ma_tx_mint_pkey PRIMARY KEY (id);
ALTER TABLE datum ADD CONSTRAINT datum_pkey PRIMARY KEY (id);
ALTER TABLE datum ADD CONSTRAINT unique_datum UNIQUE (hash);
ALTER TABLE redeemer_data ADD CONSTRAINT redeemer_data_pkey PRIMARY KEY (id);
ALTER TABLE redeemer_data ADD CONSTRAINT unique_redeemer_data UNIQUE (hash);
ALTER TABLE redeemer ADD CONSTRAINT redeemer_pkey PRIMARY KEY (id);
ALTER TABLE script ADD CONSTRAINT script_pkey PRIMARY KEY (id);
ALTER TABLE script ADD CONSTRAINT unique_script UNIQUE (hash);
ALTER TABLE collateral_tx_in ADD CONSTRAINT collateral_tx_in_pkey PRIMARY KEY (id);
ALTER TABLE reference_tx_in ADD CONSTRAINT reference_tx_in_pkey PRIMARY KEY (id);
ALTER TABLE collateral_tx_out ADD CONSTRAINT collateral_tx_out_pkey PRIMARY KEY (id);
ALTER TABLE extra_key_witness ADD CONSTRAINT extra_key_witness_pkey PRIMARY KEY (id);
ALTER TABLE extra_migrations ADD CONSTRAINT extra_migrations_pkey PRIMARY KEY (id);
