// @ts-check
// Every rule the demo chain promises, as checks over the whole loaded chain. Most are
// one SQL query that returns the violating rows (none = the rule holds); the same SQL
// runs on PGlite and on PostgreSQL. A few decode values in JS (bech32) or do
// statistics (leaders drawn by stake).
import { bech32 } from "bech32";
import { EPOCH_SLOTS } from "../generator/profiles.mjs";

/** @typedef {(sql: string) => Promise<Record<string, unknown>[]>} Query */

/**
 * @typedef {object} CheckContext
 * @property {import("../generator/profiles.mjs").ChainProfile} profile
 * @property {number} now
 * @property {string | null} housePoolHash hex, mainnet only
 * @property {string | null} housePoolId bech32, mainnet only
 */

/** @typedef {{ name: string, run: (query: Query, ctx: CheckContext) => Promise<string[]> }} Check */

/**
 * A check whose SQL returns the violating rows.
 * @param {string} name
 * @param {(ctx: CheckContext) => string} sql
 * @returns {Check}
 */
export function violations(name, sql) {
  return {
    name,
    run: async (query, ctx) => (await query(`${sql(ctx)} LIMIT 5`)).map((row) => JSON.stringify(row)),
  };
}

/**
 * A check whose SQL returns one row of booleans, each of which must be true.
 * @param {string} name
 * @param {(ctx: CheckContext) => string} sql
 * @returns {Check}
 */
export function facts(name, sql) {
  return {
    name,
    run: async (query, ctx) => {
      const [row] = await query(sql(ctx));
      return Object.entries(row ?? {}).filter(([, value]) => value !== true).map(([key, value]) => `${key} is ${String(value)}`);
    },
  };
}

// Cyrillic capitals that look like Latin ones, and those Latin letters (for translate()).
const CYRILLIC = [1040, 1042, 1045, 1050, 1052, 1053, 1054, 1056, 1057, 1058, 1059, 1061].map((code) => `chr(${code})`).join(" || ");
const LATIN = "'ABEKMHOPCTYX'";

const BOUNDARY_BLOCK = (/** @type {string} */ label) =>
  `(CASE WHEN ${label} >= 2 THEN (SELECT min(id) FROM block WHERE epoch_no = ${label} - 1) ELSE (SELECT min(id) FROM block WHERE block_no = 0) END)`;

/** @type {Check[]} */
export const CHAIN_CHECKS = [
  // --- UTxO ----------------------------------------------------------------------
  violations("every output is spent at most once", () => `
    SELECT tx_out_id, tx_out_index, count(*)::int AS spends FROM tx_in GROUP BY 1, 2 HAVING count(*) > 1`),
  violations("every input spends an existing output of an earlier transaction", () => `
    SELECT i.id FROM tx_in i LEFT JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE o.id IS NULL OR i.tx_out_id >= i.tx_in_id`),
  violations("consumed_by_tx_id is the spending transaction, NULL exactly for unspent outputs", () => `
    SELECT o.id, o.consumed_by_tx_id, i.tx_in_id FROM tx_out o
    LEFT JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
    WHERE o.consumed_by_tx_id IS DISTINCT FROM i.tx_in_id`),
  violations("every transaction in a block has an input; genesis ones have none and no fee", () => `
    SELECT t.id FROM tx t JOIN block b ON b.id = t.block_id
    WHERE (b.block_no IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_in_id = t.id))
       OR (b.block_no IS NULL AND (EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_in_id = t.id) OR t.fee <> 0))`),
  violations("inputs + withdrawals = outputs + fee + deposit for every transaction", () => `
    WITH ins AS (SELECT i.tx_in_id AS tx_id, sum(o.value) AS v FROM tx_in i
                 JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index GROUP BY 1),
         outs AS (SELECT tx_id, sum(value) AS v FROM tx_out GROUP BY 1),
         wd AS (SELECT tx_id, sum(amount) AS v FROM withdrawal GROUP BY 1)
    SELECT t.id, ins.v::text AS ins, wd.v::text AS wd, outs.v::text AS outs, t.fee::text AS fee, t.deposit
    FROM tx t JOIN block b ON b.id = t.block_id
    LEFT JOIN ins ON ins.tx_id = t.id LEFT JOIN outs ON outs.tx_id = t.id LEFT JOIN wd ON wd.tx_id = t.id
    WHERE b.block_no IS NOT NULL
      AND coalesce(ins.v, 0) + coalesce(wd.v, 0) <> coalesce(outs.v, 0) + t.fee + t.deposit`),
  violations("tx.out_sum is the sum of the outputs", () => `
    SELECT t.id FROM tx t WHERE t.out_sum <> (SELECT coalesce(sum(o.value), 0) FROM tx_out o WHERE o.tx_id = t.id)`),
  violations("tx.deposit = key deposits − refunds + pool deposits of its certificates", () => `
    SELECT t.id, t.deposit FROM tx t JOIN block b ON b.id = t.block_id
    JOIN epoch_param ep ON ep.epoch_no = coalesce(b.epoch_no, 0)
    WHERE t.deposit IS DISTINCT FROM
      ep.key_deposit * ((SELECT count(*) FROM stake_registration r WHERE r.tx_id = t.id)
                      - (SELECT count(*) FROM stake_deregistration d WHERE d.tx_id = t.id))
      + (SELECT coalesce(sum(u.deposit), 0) FROM pool_update u WHERE u.registered_tx_id = t.id)`),
  violations("fee = min_fee_a × size + min_fee_b of the epoch's parameters", () => `
    SELECT t.id, t.fee::text, t.size FROM tx t JOIN block b ON b.id = t.block_id
    JOIN epoch_param ep ON ep.epoch_no = b.epoch_no
    WHERE b.block_no IS NOT NULL AND t.fee <> ep.min_fee_a * t.size + ep.min_fee_b`),
  violations("transactions sit at positions 0…n−1 of their block and tx_count counts them", () => `
    SELECT b.id FROM block b
    WHERE b.tx_count <> (SELECT count(*) FROM tx t WHERE t.block_id = b.id)
       OR (b.tx_count > 0 AND (SELECT max(t.block_index) FROM tx t WHERE t.block_id = b.id) <> b.tx_count - 1)`),

  // --- Blocks and time --------------------------------------------------------------
  facts("heights run from 0 without gaps, one genesis row without height", () => `
    SELECT min(block_no) = 0 AS "starts at 0",
           max(block_no) = count(block_no) - 1 AS "no gaps",
           count(DISTINCT block_no) = count(block_no) AS "no duplicates",
           count(*) FILTER (WHERE block_no IS NULL) = 1 AS "one genesis row",
           bool_and(octet_length(hash) = 32) AS "32-byte hashes"
    FROM block`),
  violations("previous_id links each block to the one below; ids and slots grow with height", () => `
    SELECT b.id, b.block_no FROM block b LEFT JOIN block p ON p.id = b.previous_id
    WHERE b.block_no IS NOT NULL AND (
      p.id IS NULL OR p.id >= b.id
      OR (b.block_no = 0 AND p.block_no IS NOT NULL)
      OR (b.block_no > 0 AND (p.block_no <> b.block_no - 1 OR p.slot_no >= b.slot_no)))`),
  violations("epoch, slot in epoch and time follow from the slot (432,000 one-second slots from meta.start_time)", () => `
    SELECT b.id FROM block b, meta m
    WHERE b.block_no IS NOT NULL AND (
      b.epoch_no <> b.slot_no / ${EPOCH_SLOTS} OR b.epoch_slot_no <> b.slot_no % ${EPOCH_SLOTS}
      OR b."time" <> m.start_time + b.slot_no * interval '1 second')`),
  facts("the tip is the last block at or before 'now', inside the current epoch", ({ now }) => `
    SELECT max(b."time") <= to_timestamp(${now / 1000}) AT TIME ZONE 'UTC' AS "tip not after now",
           max(b.epoch_no) = floor(extract(epoch FROM (to_timestamp(${now / 1000}) AT TIME ZONE 'UTC' - m.start_time)) / ${EPOCH_SLOTS})::int AS "now in the last epoch",
           to_timestamp(${now / 1000}) AT TIME ZONE 'UTC' - max(b."time") < interval '3 hours' AS "tip close to now"
    FROM block b, meta m WHERE b.block_no IS NOT NULL GROUP BY m.start_time`),
  {
    name: "about activeSlotCoeff × 432,000 blocks per complete epoch",
    run: async (query, { profile }) => {
      const rows = await query(`SELECT epoch_no, count(*)::int AS blocks FROM block WHERE block_no IS NOT NULL GROUP BY 1 ORDER BY 1`);
      const f = profile.activeSlotCoeff;
      const expected = f * EPOCH_SLOTS;
      const sigma = Math.sqrt(EPOCH_SLOTS * f * (1 - f));
      const problems = rows
        .slice(0, -1)
        .filter((row) => Math.abs(Number(row.blocks) - expected) > 5 * sigma)
        .map((row) => `epoch ${row.epoch_no}: ${row.blocks} blocks, expected ${expected}`);
      if (rows.some((row, n) => Number(row.epoch_no) !== n)) problems.push("an epoch without blocks");
      if (rows.length < profile.completeEpochs + 1) problems.push(`${rows.length} epochs, expected ${profile.completeEpochs + 1}`);
      return problems;
    },
  },
  violations("the epoch table aggregates the blocks and transactions of each epoch", () => `
    WITH blocks AS (SELECT epoch_no, count(*) AS blk, sum(tx_count) AS txs, min("time") AS st, max("time") AS et
                    FROM block WHERE block_no IS NOT NULL GROUP BY 1),
         txs AS (SELECT b.epoch_no, sum(t.fee) AS fees, sum(t.out_sum) AS out_sum
                 FROM tx t JOIN block b ON b.id = t.block_id WHERE b.block_no IS NOT NULL GROUP BY 1)
    SELECT blocks.epoch_no, e.no FROM blocks FULL JOIN epoch e ON e.no = blocks.epoch_no
    LEFT JOIN txs ON txs.epoch_no = blocks.epoch_no
    WHERE e.no IS NULL OR blocks.epoch_no IS NULL OR e.blk_count <> blocks.blk OR e.tx_count <> blocks.txs
       OR e.fees <> coalesce(txs.fees, 0) OR e.out_sum <> coalesce(txs.out_sum, 0)
       OR e.start_time <> blocks.st OR e.end_time <> blocks.et`),

  // --- Protocol parameters ---------------------------------------------------------
  violations("one epoch_param row per epoch, tied to the epoch's first block", () => `
    SELECT b.epoch_no, count(ep.id)::int AS rows FROM (SELECT epoch_no, min(id) AS first FROM block WHERE block_no IS NOT NULL GROUP BY 1) b
    LEFT JOIN epoch_param ep ON ep.epoch_no = b.epoch_no
    GROUP BY b.epoch_no, b.first HAVING count(ep.id) <> 1 OR min(ep.block_id) <> b.first`),
  facts("the protocol version changes from 8.0 to 9.0 at the fork epoch", ({ profile }) => `
    SELECT bool_and(ep.protocol_major::int = CASE WHEN ep.epoch_no >= ${profile.forkEpoch} THEN 9 ELSE 8 END AND ep.protocol_minor::int = 0) AS "epoch_param versions",
           count(DISTINCT (ep.protocol_major, ep.protocol_minor)) = 2 AS "two versions"
    FROM epoch_param ep`),
  violations("blocks signal at least the version in force (9.x from the fork)", () => `
    SELECT b.id, b.proto_major, b.proto_minor FROM block b JOIN epoch_param ep ON ep.epoch_no = b.epoch_no
    WHERE b.block_no IS NOT NULL AND ((b.proto_major, b.proto_minor) < (ep.protocol_major, ep.protocol_minor) OR b.proto_major > 9)`),

  // --- Staking ------------------------------------------------------------------------
  violations("registrations record the key deposit; delegations take effect two epochs on", () => `
    SELECT 'registration' AS kind, r.id FROM stake_registration r JOIN tx t ON t.id = r.tx_id JOIN block b ON b.id = t.block_id
      JOIN epoch_param ep ON ep.epoch_no = coalesce(b.epoch_no, 0)
      WHERE r.deposit <> ep.key_deposit OR r.epoch_no <> coalesce(b.epoch_no, 0)
    UNION ALL
    SELECT 'delegation', d.id FROM delegation d JOIN tx t ON t.id = d.tx_id JOIN block b ON b.id = t.block_id
      WHERE d.active_epoch_no <> CASE WHEN b.block_no IS NULL THEN 0 ELSE b.epoch_no + 2 END
         OR d.slot_no <> coalesce(b.slot_no, 0)`),
  violations("pool certificates take effect 2 epochs on (first registration) or 3 (update)", () => `
    SELECT u.id FROM pool_update u JOIN tx t ON t.id = u.registered_tx_id JOIN block b ON b.id = t.block_id
    WHERE u.active_epoch_no <> CASE WHEN b.block_no IS NULL THEN 0
                                    WHEN u.deposit IS NOT NULL THEN b.epoch_no + 2 ELSE b.epoch_no + 3 END
       OR (u.deposit IS NOT NULL) <> NOT EXISTS (SELECT 1 FROM pool_update e WHERE e.hash_id = u.hash_id AND e.id < u.id)`),
  violations("epoch_stake is the stake of every registered, delegated key at the snapshot", () => `
    WITH labels AS (SELECT DISTINCT epoch_no AS label FROM epoch_stake),
    cut AS (SELECT label, (SELECT max(t.id) FROM tx t WHERE t.block_id < ${BOUNDARY_BLOCK("label")}) AS maxtx FROM labels),
    reg AS (SELECT c.label, r.addr_id, max(r.tx_id * 100000 + r.cert_index) AS k FROM cut c JOIN stake_registration r ON r.tx_id <= c.maxtx GROUP BY 1, 2),
    dereg AS (SELECT c.label, r.addr_id, max(r.tx_id * 100000 + r.cert_index) AS k FROM cut c JOIN stake_deregistration r ON r.tx_id <= c.maxtx GROUP BY 1, 2),
    deleg AS (SELECT DISTINCT ON (c.label, d.addr_id) c.label, d.addr_id, d.pool_hash_id, d.tx_id * 100000 + d.cert_index AS k
              FROM cut c JOIN delegation d ON d.tx_id <= c.maxtx ORDER BY c.label, d.addr_id, d.tx_id DESC, d.cert_index DESC),
    live AS (SELECT c.label, u.hash_id FROM cut c JOIN pool_update u ON u.registered_tx_id <= c.maxtx
             WHERE NOT EXISTS (SELECT 1 FROM pool_retire r WHERE r.hash_id = u.hash_id AND r.retiring_epoch <= c.label - 1 AND r.announced_tx_id <= c.maxtx)
             GROUP BY 1, 2),
    utxo AS (SELECT c.label, o.stake_address_id AS addr_id, sum(o.value) AS v FROM cut c JOIN tx_out o ON o.tx_id <= c.maxtx
             WHERE o.stake_address_id IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index AND i.tx_in_id <= c.maxtx)
             GROUP BY 1, 2),
    rew AS (SELECT c.label, r.addr_id, sum(r.amount) AS v FROM cut c JOIN reward r ON r.spendable_epoch <= c.label - 1 GROUP BY 1, 2),
    wd AS (SELECT c.label, w.addr_id, sum(w.amount) AS v FROM cut c JOIN withdrawal w ON w.tx_id <= c.maxtx GROUP BY 1, 2),
    expected AS (
      SELECT d.label, d.addr_id, d.pool_hash_id AS pool_id, coalesce(u.v, 0) + coalesce(r.v, 0) - coalesce(w.v, 0) AS amount
      -- OFFSET 0 keeps the planner from joining reg to live first: on PGlite's estimates
      -- that cross product of every key with every pool took seconds.
      FROM (SELECT d.* FROM deleg d JOIN reg ON reg.label = d.label AND reg.addr_id = d.addr_id
            LEFT JOIN dereg ON dereg.label = d.label AND dereg.addr_id = d.addr_id
            WHERE reg.k > coalesce(dereg.k, -1) AND d.k > reg.k OFFSET 0) d
      JOIN live ON live.label = d.label AND live.hash_id = d.pool_hash_id
      LEFT JOIN utxo u ON u.label = d.label AND u.addr_id = d.addr_id
      LEFT JOIN rew r ON r.label = d.label AND r.addr_id = d.addr_id
      LEFT JOIN wd w ON w.label = d.label AND w.addr_id = d.addr_id)
    SELECT coalesce(e.label, s.epoch_no) AS epoch, coalesce(e.addr_id, s.addr_id) AS addr_id,
           e.amount::text AS expected, s.amount::text AS stored
    FROM (SELECT * FROM expected WHERE amount > 0) e
    FULL JOIN epoch_stake s ON s.epoch_no = e.label AND s.addr_id = e.addr_id AND s.pool_id = e.pool_id
    WHERE e.amount IS DISTINCT FROM s.amount`),
  facts("epoch_stake exists for every epoch and the next one, each marked complete", () => `
    SELECT (SELECT count(DISTINCT epoch_no) FROM epoch_stake) = (SELECT max(epoch_no) + 2 FROM block) AS "snapshots 0…current+1",
           (SELECT count(*) FROM epoch_stake_progress WHERE completed) = (SELECT count(DISTINCT epoch_no) FROM epoch_stake) AS "progress rows"`),
  violations("every block producer has active stake in the block's epoch and is not retired", () => `
    SELECT b.id FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
    WHERE b.block_no IS NOT NULL AND (
      sl.pool_hash_id IS NULL
      OR NOT EXISTS (SELECT 1 FROM epoch_stake es WHERE es.epoch_no = b.epoch_no AND es.pool_id = sl.pool_hash_id)
      OR EXISTS (SELECT 1 FROM pool_retire r WHERE r.hash_id = sl.pool_hash_id AND r.retiring_epoch <= b.epoch_no))`),
  {
    name: "slot leaders are drawn by stake (chi-square over pools per epoch)",
    run: async (query) => {
      const rows = await query(`
        WITH stake AS (SELECT es.epoch_no, es.pool_id, sum(es.amount)::float8 AS stake FROM epoch_stake es
                       WHERE NOT EXISTS (SELECT 1 FROM pool_retire r WHERE r.hash_id = es.pool_id AND r.retiring_epoch <= es.epoch_no)
                       GROUP BY 1, 2),
             made AS (SELECT b.epoch_no, sl.pool_hash_id AS pool_id, count(*)::int AS blocks FROM block b
                      JOIN slot_leader sl ON sl.id = b.slot_leader_id WHERE b.block_no IS NOT NULL GROUP BY 1, 2)
        SELECT s.epoch_no, s.pool_id, s.stake, coalesce(m.blocks, 0) AS blocks
        FROM stake s LEFT JOIN made m ON m.epoch_no = s.epoch_no AND m.pool_id = s.pool_id
        WHERE s.epoch_no <= (SELECT max(epoch_no) FROM block)`);
      /** @type {Map<number, { stake: number, blocks: number }[]>} */
      const byEpoch = new Map();
      for (const row of rows) {
        const epoch = Number(row.epoch_no);
        byEpoch.set(epoch, [...(byEpoch.get(epoch) ?? []), { stake: Number(row.stake), blocks: Number(row.blocks) }]);
      }
      const problems = [];
      for (const [epoch, pools] of byEpoch) {
        const stake = pools.reduce((sum, p) => sum + p.stake, 0);
        const blocks = pools.reduce((sum, p) => sum + p.blocks, 0);
        // Pools pooled into groups of at least 5 expected blocks keep chi-square valid.
        let chi = 0;
        let groups = 0;
        let expectedGroup = 0;
        let observedGroup = 0;
        for (const pool of pools.sort((a, b) => a.stake - b.stake)) {
          expectedGroup += (blocks * pool.stake) / stake;
          observedGroup += pool.blocks;
          if (expectedGroup >= 5) {
            chi += (observedGroup - expectedGroup) ** 2 / expectedGroup;
            groups++;
            expectedGroup = 0;
            observedGroup = 0;
          }
        }
        const limit = groups + 6 * Math.sqrt(2 * Math.max(1, groups));
        if (groups > 1 && chi > limit) problems.push(`epoch ${epoch}: chi-square ${chi.toFixed(1)} over ${groups} groups (limit ${limit.toFixed(1)})`);
      }
      return problems;
    },
  },

  // --- Rewards and pots -----------------------------------------------------------
  violations("rewards: earned_epoch generated as in db-sync; pool rewards only from blocks made", () => `
    SELECT r.addr_id, r.type, r.earned_epoch, r.spendable_epoch FROM reward r
    WHERE r.earned_epoch <> CASE WHEN r.type = 'refund' THEN r.spendable_epoch ELSE r.spendable_epoch - 2 END
       OR r.amount <= 0
       OR (r.type IN ('leader', 'member') AND NOT EXISTS (
             SELECT 1 FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
             WHERE sl.pool_hash_id = r.pool_id AND b.epoch_no = r.earned_epoch))
       OR (r.type = 'leader' AND r.addr_id NOT IN (SELECT u.reward_addr_id FROM pool_update u WHERE u.hash_id = r.pool_id))
       OR (r.type = 'member' AND NOT EXISTS (
             SELECT 1 FROM epoch_stake es WHERE es.addr_id = r.addr_id AND es.pool_id = r.pool_id AND es.epoch_no = r.earned_epoch))
       OR (r.type = 'refund' AND NOT EXISTS (
             SELECT 1 FROM pool_retire pr WHERE pr.hash_id = r.pool_id AND pr.retiring_epoch = r.spendable_epoch))`),
  violations("member rewards are pro rata to the member's active stake", () => `
    WITH m AS (
      SELECT r.pool_id, r.earned_epoch, r.amount, es.amount AS stake,
             (SELECT sum(e2.amount) FROM epoch_stake e2 WHERE e2.pool_id = r.pool_id AND e2.epoch_no = r.earned_epoch) AS pool_stake
      FROM reward r JOIN epoch_stake es ON es.addr_id = r.addr_id AND es.pool_id = r.pool_id AND es.epoch_no = r.earned_epoch
      WHERE r.type = 'member')
    SELECT pool_id, earned_epoch FROM m GROUP BY 1, 2
    HAVING max(amount * pool_stake / stake) > min((amount + 1) * pool_stake / stake) + 0.000001`),
  violations("the operator takes the fixed cost plus the margin of the rest", () => `
    WITH per_pool AS (
      SELECT r.pool_id, r.earned_epoch,
             sum(r.amount) FILTER (WHERE r.type = 'leader') AS leader,
             coalesce(sum(r.amount) FILTER (WHERE r.type = 'member'), 0) AS members
      FROM reward r WHERE r.type IN ('leader', 'member') GROUP BY 1, 2),
    params AS (
      SELECT p.*, (SELECT u.fixed_cost FROM pool_update u WHERE u.hash_id = p.pool_id AND u.active_epoch_no <= p.earned_epoch ORDER BY u.id DESC LIMIT 1) AS cost,
                  (SELECT u.margin FROM pool_update u WHERE u.hash_id = p.pool_id AND u.active_epoch_no <= p.earned_epoch ORDER BY u.id DESC LIMIT 1) AS margin
      FROM per_pool p)
    SELECT pool_id, earned_epoch, leader::text, members::text, cost::text, margin FROM params
    WHERE leader IS NULL
       OR leader < least(cost, leader + members)
       OR (leader + members > cost AND leader - cost < floor((leader + members - cost) * margin::numeric) - 1)`),
  {
    name: "each pool's reward is proportional to the blocks it made",
    run: async (query) => {
      // Pools none of whose delegators deregistered before the payout: their reward is
      // leader + members + rounding dust (< 1 per member).
      const rows = await query(`
        WITH made AS (SELECT b.epoch_no, sl.pool_hash_id AS pool_id, count(*)::int AS blocks FROM block b
                      JOIN slot_leader sl ON sl.id = b.slot_leader_id WHERE b.block_no IS NOT NULL GROUP BY 1, 2),
             paid AS (SELECT pool_id, earned_epoch, sum(amount) AS total FROM reward WHERE type IN ('leader', 'member') GROUP BY 1, 2)
        SELECT m.epoch_no, m.pool_id, m.blocks, p.total::text AS total,
               (SELECT count(*)::int FROM epoch_stake es WHERE es.pool_id = m.pool_id AND es.epoch_no = m.epoch_no) AS delegators,
               EXISTS (SELECT 1 FROM epoch_stake es JOIN stake_deregistration d ON d.addr_id = es.addr_id
                       JOIN tx t ON t.id = d.tx_id
                       WHERE es.pool_id = m.pool_id AND es.epoch_no = m.epoch_no
                         AND t.block_id < (SELECT min(id) FROM block WHERE epoch_no = m.epoch_no + 2)) AS lost
        FROM made m JOIN paid p ON p.pool_id = m.pool_id AND p.earned_epoch = m.epoch_no`);
      /** @type {Map<number, { low: number, high: number }>} */
      const byEpoch = new Map();
      for (const row of rows) {
        if (row.lost) continue;
        const epoch = Number(row.epoch_no);
        const blocks = Number(row.blocks);
        const total = Number(row.total);
        const range = byEpoch.get(epoch) ?? { low: 0, high: Infinity };
        range.low = Math.max(range.low, total / blocks);
        range.high = Math.min(range.high, (total + Number(row.delegators) + 2) / blocks);
        byEpoch.set(epoch, range);
      }
      return [...byEpoch].filter(([, r]) => r.low > r.high).map(([epoch, r]) => `epoch ${epoch}: per-block reward ${r.low} > ${r.high}`);
    },
  },
  violations("withdrawals take the whole reward balance at the time", () => `
    SELECT w.id, w.amount::text FROM withdrawal w JOIN tx t ON t.id = w.tx_id JOIN block b ON b.id = t.block_id
    WHERE w.amount <> (SELECT coalesce(sum(r.amount), 0) FROM reward r WHERE r.addr_id = w.addr_id AND r.spendable_epoch <= b.epoch_no)
                    - (SELECT coalesce(sum(w2.amount), 0) FROM withdrawal w2 WHERE w2.addr_id = w.addr_id AND w2.tx_id < w.tx_id)`),
  violations("ada_pots: constant total; utxo, deposits, rewards and fees match the chain at each boundary", ({ profile }) => `
    WITH pots AS (
      SELECT p.*,
        (SELECT coalesce(sum(o.value), 0) FROM tx_out o JOIN tx t ON t.id = o.tx_id WHERE t.block_id < p.block_id)
        - (SELECT coalesce(sum(o.value), 0) FROM tx_in i JOIN tx t ON t.id = i.tx_in_id
             JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index WHERE t.block_id < p.block_id) AS utxo_chain,
        (SELECT coalesce(sum(t.deposit), 0) FROM tx t WHERE t.block_id < p.block_id)
        - (SELECT coalesce(sum(r.amount), 0) FROM reward r WHERE r.type = 'refund' AND r.spendable_epoch <= p.epoch_no) AS deposits_chain,
        (SELECT coalesce(sum(r.amount), 0) FROM reward r WHERE r.spendable_epoch <= p.epoch_no)
        - (SELECT coalesce(sum(w.amount), 0) FROM withdrawal w JOIN tx t ON t.id = w.tx_id WHERE t.block_id < p.block_id) AS rewards_chain,
        (SELECT coalesce(sum(t.fee), 0) FROM tx t JOIN block b ON b.id = t.block_id WHERE b.epoch_no = p.epoch_no - 1) AS fees_chain,
        (SELECT min(id) FROM block WHERE epoch_no = p.epoch_no) AS first_block
      FROM ada_pots p)
    SELECT epoch_no FROM pots
    WHERE treasury + reserves + rewards + utxo + deposits_stake + fees + deposits_drep + deposits_proposal <> ${profile.maxSupply}
       OR utxo <> utxo_chain OR deposits_stake <> deposits_chain OR rewards <> rewards_chain OR fees <> fees_chain
       OR block_id <> first_block`),
  facts("one ada_pots row per epoch; reserves shrink while the treasury grows", () => `
    SELECT (SELECT count(*) FROM ada_pots) = (SELECT count(DISTINCT epoch_no) FROM block) AS "a row per epoch",
           (SELECT bool_and(d.reserves_drop AND d.treasury_grows) FROM (
              SELECT p.reserves < lag(p.reserves) OVER (ORDER BY p.epoch_no) OR p.epoch_no < 2 AS reserves_drop,
                     p.treasury > lag(p.treasury) OVER (ORDER BY p.epoch_no) OR p.epoch_no < 2 AS treasury_grows
              FROM ada_pots p) d) AS "pots move",
           (SELECT count(*) FROM reward WHERE type = 'leader') > 0 AS "leader rewards",
           (SELECT count(*) FROM reward WHERE type = 'member') > 0 AS "member rewards",
           (SELECT count(*) FROM reward WHERE type = 'refund') > 0 AS "pool deposit refunds"`),

  // --- Identifiers -----------------------------------------------------------------
  facts("key hashes are 28 bytes, stake addresses 29, hashes 32", () => `
    SELECT (SELECT bool_and(octet_length(hash) = 32) FROM tx) AS "tx hashes",
           (SELECT bool_and(octet_length(hash_raw) = 28) FROM pool_hash) AS "pool key hashes",
           (SELECT bool_and(octet_length(hash_raw) = 29) FROM stake_address) AS "stake addresses",
           (SELECT bool_and(octet_length(hash) = 28) FROM slot_leader) AS "slot leaders",
           (SELECT bool_and(octet_length(payment_cred) = 28) FROM tx_out) AS "payment credentials",
           (SELECT bool_and(octet_length(op_cert) = 32) FROM block WHERE block_no IS NOT NULL) AS "op certs",
           (SELECT bool_and(octet_length(vrf_key_hash) = 32) FROM pool_update) AS "vrf key hashes",
           (SELECT bool_and(sl.hash = ph.hash_raw) FROM slot_leader sl JOIN pool_hash ph ON ph.id = sl.pool_hash_id) AS "leaders are pool keys"`),
  {
    name: "bech32: addresses, stake addresses, pool ids and VRF keys are valid with the network's prefixes and header bytes",
    run: async (query, { profile }) => {
      const mainnet = profile.network === "mainnet";
      const netId = mainnet ? 1 : 0;
      const problems = [];
      const decode = (/** @type {string} */ text) => {
        const { prefix, words } = bech32.decode(text, 1023);
        return { prefix, bytes: Buffer.from(bech32.fromWords(words)) };
      };
      const outputs = await query(`
        SELECT DISTINCT o.address, encode(o.payment_cred, 'hex') AS cred, encode(sa.hash_raw, 'hex') AS stake
        FROM tx_out o LEFT JOIN stake_address sa ON sa.id = o.stake_address_id`);
      for (const row of outputs) {
        const { prefix, bytes } = decode(String(row.address));
        const header = /** @type {number} */ (bytes[0]);
        const ok =
          prefix === (mainnet ? "addr" : "addr_test") &&
          (header & 0x0f) === netId &&
          bytes.subarray(1, 29).toString("hex") === row.cred &&
          ((header === (0x00 | netId) && bytes.length === 57 && `e${netId}${bytes.subarray(29).toString("hex")}` === row.stake) ||
            (header === (0x60 | netId) && bytes.length === 29 && row.stake === null));
        if (!ok) problems.push(`address ${row.address}`);
      }
      for (const row of await query(`SELECT view, encode(hash_raw, 'hex') AS raw FROM stake_address`)) {
        const { prefix, bytes } = decode(String(row.view));
        if (prefix !== (mainnet ? "stake" : "stake_test") || bytes.toString("hex") !== row.raw || bytes[0] !== (0xe0 | netId)) {
          problems.push(`stake address ${row.view}`);
        }
      }
      for (const row of await query(`SELECT view, encode(hash_raw, 'hex') AS raw FROM pool_hash`)) {
        const { prefix, bytes } = decode(String(row.view));
        if (prefix !== "pool" || bytes.toString("hex") !== row.raw) problems.push(`pool ${row.view}`);
      }
      for (const row of await query(`SELECT DISTINCT vrf_key FROM block WHERE vrf_key IS NOT NULL`)) {
        const { prefix, bytes } = decode(String(row.vrf_key));
        if (prefix !== "vrf_vk" || bytes.length !== 32) problems.push(`vrf key ${row.vrf_key}`);
      }
      return problems.slice(0, 5);
    },
  },

  // --- Pools ---------------------------------------------------------------------------
  facts("pools: registrations, updates, retirements (done and pending), with and without metadata", ({ profile }) => `
    WITH latest AS (SELECT DISTINCT ON (hash_id) * FROM pool_update ORDER BY hash_id, id DESC),
         current AS (SELECT max(epoch_no) AS e FROM block)
    SELECT (SELECT count(DISTINCT hash_id) FROM pool_update) = ${profile.genesisPools + profile.laterPools} AS "all pools registered",
           (SELECT count(*) FROM pool_retire, current WHERE retiring_epoch <= current.e) >= 1 AS "some retired",
           (SELECT count(*) FROM pool_retire, current WHERE retiring_epoch > current.e) >= 1 AS "some retiring",
           (SELECT count(*) FROM latest WHERE meta_id IS NULL) >= ${profile.poolsWithoutMetadata} AS "without metadata",
           (SELECT count(*) FROM latest WHERE meta_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM off_chain_pool_data d WHERE d.pmr_id = latest.meta_id)) >= 1 AS "metadata not fetched",
           (SELECT count(*) FROM (SELECT hash_id FROM pool_update GROUP BY 1
              HAVING count(DISTINCT (pledge, margin, fixed_cost)) > 1) x) >= 1 AS "parameter changes",
           (SELECT bool_and(EXISTS (SELECT 1 FROM pool_owner o WHERE o.pool_update_id = u.id)) FROM pool_update u) AS "owners on every certificate",
           (SELECT count(*) FROM pool_relay WHERE ipv4 IS NOT NULL) > 0 AS "ipv4 relays",
           (SELECT count(*) FROM pool_relay WHERE ipv6 IS NOT NULL) > 0 AS "ipv6 relays",
           (SELECT count(*) FROM pool_relay WHERE dns_name IS NOT NULL) > 0 AS "dns relays",
           (SELECT bool_and(d.ticker_name = d.json ->> 'ticker' AND d.hash = r.hash) FROM off_chain_pool_data d
              JOIN pool_metadata_ref r ON r.id = d.pmr_id) AS "metadata rows match their reference",
           (SELECT bool_and(EXISTS (SELECT 1 FROM pool_relay r WHERE coalesce(r.ipv4, r.ipv6, r.dns_name, r.dns_srv_name) = g.relay))
              FROM explorer.relay_geo g) AS "relay_geo keyed by relay address",
           (SELECT count(*) FROM explorer.relay_geo) > 0 AS "relay geo rows"`),
  facts("delegations and re-delegations, registrations and deregistrations, withdrawals, metadata", () => `
    SELECT (SELECT count(*) FROM (SELECT addr_id FROM delegation GROUP BY 1 HAVING count(DISTINCT pool_hash_id) > 1) x) > 0 AS "re-delegations",
           (SELECT count(*) FROM stake_deregistration) > 0 AS "deregistrations",
           (SELECT count(*) FROM tx WHERE deposit < 0) > 0 AS "refunds",
           (SELECT count(*) FROM stake_registration r JOIN tx t ON t.id = r.tx_id JOIN block b ON b.id = t.block_id
              WHERE b.block_no IS NOT NULL) > 0 AS "registrations after genesis",
           (SELECT count(*) FROM withdrawal) > 0 AS "withdrawals",
           (SELECT count(*) FROM tx_metadata) > 0 AS "metadata"`),
  facts("the explorer schema: USD prices per epoch on mainnet only", ({ profile }) => `
    SELECT (SELECT count(*) FROM explorer.epoch_price) = ${profile.network === "mainnet" ? "(SELECT count(DISTINCT epoch_no) FROM block)" : "0"} AS "prices"`),

  // --- House pool and hostile data -------------------------------------------------------
  facts("the house pool is registered and active with metadata (mainnet)", ({ housePoolHash, housePoolId }) =>
    housePoolHash === null
      ? `SELECT true AS "no house pool on testnet"`
      : `
    WITH h AS (SELECT id, view FROM pool_hash WHERE hash_raw = decode('${housePoolHash}', 'hex'))
    SELECT (SELECT view FROM h) = '${housePoolId}' AS "pool id",
           EXISTS (SELECT 1 FROM off_chain_pool_data d, h WHERE d.pool_id = h.id) AS "metadata",
           NOT EXISTS (SELECT 1 FROM pool_retire r, h WHERE r.hash_id = h.id) AS "not retiring",
           EXISTS (SELECT 1 FROM epoch_stake es, h WHERE es.pool_id = h.id AND es.epoch_no = (SELECT max(epoch_no) FROM block)) AS "active stake now",
           EXISTS (SELECT 1 FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id, h
                   WHERE sl.pool_hash_id = h.id AND b.epoch_no = (SELECT max(epoch_no) FROM block)) AS "makes blocks"`),
  facts("hostile pool metadata is on chain", () => `
    SELECT bool_or(json ->> 'name' LIKE '%<script>%') AS "script in a name",
           bool_or(ticker_name LIKE '%<%>%') AS "markup in a ticker",
           bool_or(json ->> 'description' LIKE '%onerror=%') AS "markup in a description",
           bool_or(json ->> 'homepage' LIKE 'javascript:%') AS "javascript: homepage",
           bool_or(json ->> 'homepage' LIKE 'data:%') AS "data: homepage",
           bool_or(json ->> 'homepage' LIKE 'vbscript:%') AS "vbscript: homepage",
           bool_or(json ->> 'twitter_handle' LIKE 'javascript:%') AS "javascript: social handle",
           bool_or(json ->> 'name' LIKE '%' || chr(8238) || '%') AS "right-to-left override",
           bool_or(json ->> 'name' LIKE '%' || chr(8203) || '%') AS "zero-width space",
           bool_or(length(json ->> 'description') >= 10240) AS "10 KB description",
           bool_or(translate(ticker_name, ${CYRILLIC}, ${LATIN}) <> ticker_name
                   AND translate(ticker_name, ${CYRILLIC}, ${LATIN}) IN (SELECT d2.ticker_name FROM off_chain_pool_data d2)) AS "look-alike ticker"
    FROM off_chain_pool_data`),
  facts("hostile transaction metadata is on chain", () => `
    SELECT bool_or(json::text LIKE '%<script>alert(1)</script>%') AS "html",
           bool_or(jsonb_path_exists(json, ('$' || repeat('.next', 63) || '.level')::jsonpath)) AS "64 levels deep",
           bool_or(length(json ->> 'blob') = 16000) AS "16 KB string",
           bool_or(json::text LIKE '%' || chr(8238) || '%') AS "right-to-left override"
    FROM tx_metadata`),
];

/**
 * Size floors per scale: the full chain must reach the product's numbers, the
 * mainnet-scale benchmark chain mainnet's order of size.
 * @param {CheckContext} ctx
 * @returns {Check}
 */
export function sizeCheck(ctx) {
  const { scale, network } = ctx.profile;
  const floors =
    scale === "mainnet"
      ? { blocks: 3_000_000, maxBlocks: 3_200_000, pools: 1_000, stakeAddresses: 200_000, addresses: 600_000, txs: 5_000_000, busy: 100_000 }
      : scale === "full" && network === "mainnet"
        ? { blocks: 70_000, maxBlocks: 200_000, pools: 150, stakeAddresses: 5_000, addresses: 20_000, txs: 200_000, busy: 5_000 }
        : scale === "full"
          ? { blocks: 15_000, maxBlocks: 200_000, pools: 40, stakeAddresses: 1_250, addresses: 5_000, txs: 50_000, busy: 1_500 }
          : { blocks: 2_000, maxBlocks: 4_000, pools: 25, stakeAddresses: 350, addresses: 1_200, txs: 6_000, busy: 300 };
  // The mainnet-scale exchange's base address carries a stake key: a busy stake
  // address as well.
  const busyStake = ctx.profile.exchangeStakeKey
    ? `,
           (SELECT max(n) FROM (SELECT count(DISTINCT tx_id) AS n FROM (
              SELECT o.stake_address_id, o.tx_id FROM tx_out o WHERE o.stake_address_id IS NOT NULL
              UNION ALL SELECT o.stake_address_id, i.tx_in_id FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
              WHERE o.stake_address_id IS NOT NULL) a
            GROUP BY stake_address_id) x) >= ${floors.busy} AS "one busy stake address"`
    : "";
  return facts("chain size", () => `
    SELECT (SELECT count(*) FROM block WHERE block_no IS NOT NULL) >= ${floors.blocks} AS "blocks",
           (SELECT count(*) FROM block WHERE block_no IS NOT NULL) <= ${floors.maxBlocks} AS "blocks (at most)",
           (SELECT count(DISTINCT hash_id) FROM pool_update) >= ${floors.pools} AS "pools",
           (SELECT count(*) FROM stake_address) >= ${floors.stakeAddresses} AS "stake addresses",
           (SELECT count(DISTINCT address) FROM tx_out) >= ${floors.addresses} AS "payment addresses",
           (SELECT count(*) FROM tx) >= ${floors.txs} AS "transactions",
           (SELECT max(n) FROM (SELECT count(DISTINCT tx_id) AS n FROM (
              SELECT o.address, o.tx_id FROM tx_out o
              UNION ALL SELECT o.address, i.tx_in_id FROM tx_in i JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index) a
            GROUP BY address) x) >= ${floors.busy} AS "one busy address"${busyStake}`);
}
