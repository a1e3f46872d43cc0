-- The epoch aggregates in the shape db-sync gives them from 13.7.2.0 on (its
-- stage-two migration 49; schema_version stage_two 50 with 13.7.2's port repair),
-- applied after dbsync-subset.sql to load the demo chain into that shape
-- (`demo/cli.mjs seed --dbsync-schema 13.7`). Our own sketch of the same names,
-- columns and meaning, not db-sync's text:
--
-- * `epoch` is no longer a table but a view: the finished epochs of the table
--   `epoch_finalized` (one row per epoch, unique on `no`) followed by
--   `epoch_current`, a view that aggregates block ⟕ tx for the epochs after the
--   last finalized one (the unfinished epoch), on every read.
-- * Both are empty unless the one row of `epoch_sync_enabled` says `enabled`,
--   which is false by default (db-sync's `disable_epoch`): a plain 13.7.2
--   installation has no epoch figures at all. Prime's pages therefore read their
--   own per-epoch summaries (schema/explorer.sql), never `epoch`.
-- * The view's columns are plain numeric/bigint (no domains).
--
-- The demo loader leaves epoch_finalized empty, as db-sync does by default, and
-- writes or indexes only tables (schema/dbsync-shape.mjs).

DROP TABLE epoch;

CREATE TABLE epoch_finalized (
  id bigserial PRIMARY KEY,
  out_sum word128type NOT NULL,
  fees lovelace NOT NULL,
  tx_count word31type NOT NULL,
  blk_count word31type NOT NULL,
  no word31type NOT NULL,
  start_time timestamp without time zone NOT NULL,
  end_time timestamp without time zone NOT NULL,
  CONSTRAINT unique_epoch_finalized UNIQUE (no)
);

-- One row, always: the switch db-sync's configuration sets.
CREATE TABLE epoch_sync_enabled (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false
);
INSERT INTO epoch_sync_enabled (id, enabled) VALUES (1, false);

-- Like db-sync's epoch table: start_time and end_time are the first and last
-- block times seen; out_sum and fees summed over the epoch's transactions.
CREATE VIEW epoch_current AS
SELECT NULL::bigint AS id,
       coalesce(sum(t.out_sum), 0)::numeric AS out_sum,
       coalesce(sum(t.fee), 0)::numeric AS fees,
       count(t.id)::bigint AS tx_count,
       count(DISTINCT b.id)::bigint AS blk_count,
       b.epoch_no::bigint AS no,
       min(b.time) AS start_time,
       max(b.time) AS end_time
FROM block b
LEFT JOIN tx t ON t.block_id = b.id
WHERE (SELECT s.enabled FROM epoch_sync_enabled s)
  AND b.epoch_no > coalesce((SELECT max(f.no) FROM epoch_finalized f), -1)
GROUP BY b.epoch_no;

CREATE VIEW epoch AS
SELECT f.id, f.out_sum::numeric AS out_sum, f.fees::numeric AS fees, f.tx_count::bigint AS tx_count,
       f.blk_count::bigint AS blk_count, f.no::bigint AS no, f.start_time, f.end_time
FROM epoch_finalized f
WHERE (SELECT s.enabled FROM epoch_sync_enabled s)
UNION ALL
SELECT c.id, c.out_sum, c.fees, c.tx_count, c.blk_count, c.no, c.start_time, c.end_time
FROM epoch_current c;

-- The version db-sync 13.7.2 records (the demo generator writes 13.6's: the
-- loader skips its row in this shape).
INSERT INTO schema_version (stage_one, stage_two, stage_three) VALUES (15, 50, 6);
