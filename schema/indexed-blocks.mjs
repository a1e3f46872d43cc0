// @ts-check
// What the block-by-block indexes (ADR 006, ADR 010) keep of the chain's blocks: shared
// by their passes (app/summaries/) and by the demo loader, which writes the address
// index together with the chain it generates (demo/generator/address-index-rows.mjs).

/** Indexed blocks kept for the rollback check: db-sync's k = 2,160 and a margin. */
export const KEPT_BLOCKS = 2_160 + 240;

/** The height the genesis pseudo-block (no block_no: the initial funds) is indexed at, shown as 0. */
export const GENESIS_BLOCK_NO = -1;
