-- db-sync's consumed tracking (tx_out.value = "consumed", 13.2+) after the fact, for a
-- database db-sync filled without it: every spent output gets the id of the
-- transaction whose input spends it; unspent outputs keep NULL. Run by hand
-- (psql -f schema/dbsync-consumed.sql, then VACUUM ANALYZE tx_out); a second run
-- rewrites no row. The demo load does the same by rewriting tx_out before its indexes
-- exist, and each live demo block marks what its inputs spend
-- (demo/consumed-outputs.mjs); db-sync in consumed mode keeps it up to date itself.
UPDATE tx_out o
SET consumed_by_tx_id = i.tx_in_id
FROM tx_in i
WHERE o.tx_id = i.tx_out_id
  AND o.index = i.tx_out_index
  AND o.consumed_by_tx_id IS DISTINCT FROM i.tx_in_id;
