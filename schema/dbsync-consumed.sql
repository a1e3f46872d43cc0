-- db-sync's consumed tracking (tx_out.value = "consumed", 13.2+) after the fact:
-- every spent output gets the id of the transaction whose input spends it; unspent
-- outputs keep NULL. The demo load runs it once after the COPY (before the indexes:
-- a hash join, no index upkeep); on a database db-sync filled without consumed
-- tracking it can be run by hand (psql -f), and a second run rewrites no row.
-- db-sync in consumed mode keeps the column up to date itself from then on; the demo's
-- live blocks do the same (demo/consumed-outputs.mjs).
UPDATE tx_out o
SET consumed_by_tx_id = i.tx_in_id
FROM tx_in i
WHERE o.tx_id = i.tx_out_id
  AND o.index = i.tx_out_index
  AND o.consumed_by_tx_id IS DISTINCT FROM i.tx_in_id;
