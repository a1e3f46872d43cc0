import { createHash } from "node:crypto";
import { bech32 } from "bech32";
import type { Queryable } from "../../app/db/queryable.server";
import type { Db } from "../../app/db/db.server";
import { summariesToTip } from "./chain-under-test";

// The asset figures taken directly from db-sync's tables (ma_tx_mint, ma_tx_out of
// the outputs no tx_in spends), independent of the asset index: what the index
// tests compare the index and its reads against. And a seed of assets for a test
// chain that has none of its own yet: a few mints, a burn, CIP-25 and CIP-68
// metadata, a look-alike ticker, placed on existing outputs.

const UNSPENT = `NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)`;

/** Assets whose indexed supply, holder count or mint counts differ from the chain's (none: the index is right). */
export async function assetMismatches(db: Queryable): Promise<unknown[]> {
  return db.query(
    `WITH mints AS (
       SELECT ident, sum(quantity) AS supply, count(*) FILTER (WHERE quantity > 0)::int AS mints, count(*) FILTER (WHERE quantity < 0)::int AS burns
       FROM ma_tx_mint GROUP BY ident),
     held AS (
       SELECT mo.ident, count(DISTINCT o.address)::int AS holders
       FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id
       WHERE mo.quantity > 0 AND ${UNSPENT} GROUP BY mo.ident),
     truth AS (
       SELECT ma.policy, ma.name, coalesce(m.supply, 0) AS supply, coalesce(m.mints, 0) AS mints, coalesce(m.burns, 0) AS burns, coalesce(h.holders, 0) AS holders
       FROM multi_asset ma LEFT JOIN mints m ON m.ident = ma.id LEFT JOIN held h ON h.ident = ma.id)
     SELECT encode(coalesce(t.policy, a.policy), 'hex') AS policy, encode(coalesce(t.name, a.name), 'hex') AS name,
            t.supply::text AS supply, a.supply::text AS "indexedSupply", t.holders, a.holders AS "indexedHolders",
            t.mints, a.mint_txs AS "indexedMints", t.burns, a.burn_txs AS "indexedBurns"
     FROM truth t FULL JOIN explorer.asset a ON a.policy = t.policy AND a.name = t.name
     WHERE (t.supply <> 0 OR t.holders > 0 OR t.mints > 0 OR a.id IS NOT NULL)
       AND (a.id IS NULL OR t.policy IS NULL OR a.supply <> t.supply OR a.holders <> t.holders OR a.mint_txs <> t.mints OR a.burn_txs <> t.burns)
     ORDER BY 1, 2`,
  );
}

/** Holdings (per address, and per stake address) that differ from the unspent outputs' assets. */
export async function holdingMismatches(db: Queryable): Promise<unknown[]> {
  return db.query(
    `WITH held AS (
       SELECT o.address, sa.view, ma.policy, ma.name, mo.quantity
       FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id JOIN multi_asset ma ON ma.id = mo.ident
       LEFT JOIN stake_address sa ON sa.id = o.stake_address_id
       WHERE ${UNSPENT}),
     by_address AS (SELECT address AS owner, policy, name, sum(quantity) AS quantity FROM held GROUP BY address, policy, name HAVING sum(quantity) > 0),
     by_stake AS (SELECT view AS owner, policy, name, sum(quantity) AS quantity FROM held WHERE view IS NOT NULL GROUP BY view, policy, name HAVING sum(quantity) > 0),
     indexed_address AS (SELECT h.address AS owner, a.policy, a.name, h.quantity FROM explorer.asset_holding h JOIN explorer.asset a ON a.id = h.asset_id),
     indexed_stake AS (SELECT h.stake_view AS owner, a.policy, a.name, h.quantity FROM explorer.asset_stake_holding h JOIN explorer.asset a ON a.id = h.asset_id)
     SELECT 'address' AS kind, coalesce(t.owner, x.owner) AS owner, t.quantity::text AS quantity, x.quantity::text AS indexed
     FROM by_address t FULL JOIN indexed_address x ON x.owner = t.owner AND x.policy = t.policy AND x.name = t.name
     WHERE t.quantity IS DISTINCT FROM x.quantity
     UNION ALL
     SELECT 'stake', coalesce(t.owner, x.owner), t.quantity::text, x.quantity::text
     FROM by_stake t FULL JOIN indexed_stake x ON x.owner = t.owner AND x.policy = t.policy AND x.name = t.name
     WHERE t.quantity IS DISTINCT FROM x.quantity`,
  );
}

/** An address's (or a stake address's) tokens from its unspent outputs: unit → quantity. */
export async function directHoldings(db: Queryable, kind: "payment" | "stake", owner: string): Promise<Map<string, string>> {
  const where = kind === "payment" ? "o.address = $1" : "o.stake_address_id = (SELECT id FROM stake_address WHERE view = $1)";
  const rows = await db.query<{ unit: string; quantity: string }>(
    `SELECT encode(ma.policy, 'hex') || encode(ma.name, 'hex') AS unit, sum(mo.quantity)::text AS quantity
     FROM tx_out o JOIN ma_tx_out mo ON mo.tx_out_id = o.id JOIN multi_asset ma ON ma.id = mo.ident
     WHERE ${where} AND ${UNSPENT} GROUP BY ma.policy, ma.name`,
    [owner],
  );
  return new Map(rows.map((row) => [row.unit, row.quantity]));
}

/**
 * The transactions that moved each asset, from the asset's side: the outputs
 * holding it (ma_tx_out by ident), the inputs spending those outputs, its mints
 * and burns. Failed script transactions come as db-sync records them (their
 * collateral as inputs, their collateral return as output).
 */
const MOVED_BY_ASSET = `
  SELECT mo.ident, o.tx_id, mo.quantity FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id
  UNION ALL
  SELECT mo.ident, i.tx_in_id, -mo.quantity FROM ma_tx_out mo JOIN tx_out o ON o.id = mo.tx_out_id
  JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
  UNION ALL
  SELECT mm.ident, mm.tx_id, 0 FROM ma_tx_mint mm`;

/** A token's transactions, newest first, each with its outputs' quantity of it, and that minus its inputs'. */
export async function directTokenTransactions(
  db: Queryable,
  unit: string,
): Promise<{ txHash: string; blockHeight: number | null; outputQuantity: string; quantity: string }[]> {
  return db.query(
    `SELECT encode(t.hash, 'hex') AS "txHash", b.block_no AS "blockHeight",
            sum(greatest(m.quantity, 0))::text AS "outputQuantity", sum(m.quantity)::text AS quantity
     FROM (${MOVED_BY_ASSET}) m
     JOIN multi_asset ma ON ma.id = m.ident JOIN tx t ON t.id = m.tx_id JOIN block b ON b.id = t.block_id
     WHERE ma.policy = decode(substring($1 FROM 1 FOR 56), 'hex') AND ma.name = decode(substring($1 FROM 57), 'hex')
     GROUP BY t.hash, b.block_no, t.block_index ORDER BY b.block_no DESC, t.block_index DESC`,
    [unit],
  );
}

/** Indexed token transactions (explorer.asset_tx) and per-asset counts that differ from the chain's (none: the index is right). */
export async function assetTransactionMismatches(db: Queryable): Promise<unknown[]> {
  return db.query(
    `WITH truth AS (
       SELECT DISTINCT ma.policy, ma.name, t.hash FROM (${MOVED_BY_ASSET}) m
       JOIN multi_asset ma ON ma.id = m.ident JOIN tx t ON t.id = m.tx_id),
     -- A row left behind by a rollback names no transaction: it shows with a NULL hash.
     indexed AS (
       SELECT a.policy, a.name, t.hash FROM explorer.asset_tx x JOIN explorer.asset a ON a.id = x.asset_id
       LEFT JOIN block b ON b.block_no = x.block_no LEFT JOIN tx t ON t.block_id = b.id AND t.block_index = x.block_index)
     SELECT encode(coalesce(t.policy, x.policy), 'hex') AS policy, encode(coalesce(t.name, x.name), 'hex') AS name,
            encode(coalesce(t.hash, x.hash), 'hex') AS tx, x.hash IS NULL AS "missing"
     FROM truth t FULL JOIN indexed x ON x.policy = t.policy AND x.name = t.name AND x.hash = t.hash
     WHERE t.hash IS NULL OR x.hash IS NULL
     UNION ALL
     SELECT encode(a.policy, 'hex'), encode(a.name, 'hex'), 'count ' || a.transactions, NULL
     FROM explorer.asset a WHERE a.transactions <> (SELECT count(*) FROM explorer.asset_tx x WHERE x.asset_id = a.id)
     ORDER BY 1, 2, 3`,
  );
}

/** A token's holders from its unspent outputs, largest first (address ascending among equals). */
export async function directHolders(db: Queryable, unit: string): Promise<{ address: string; quantity: string }[]> {
  return db.query(
    `SELECT o.address, sum(mo.quantity)::text AS quantity
     FROM multi_asset ma JOIN ma_tx_out mo ON mo.ident = ma.id JOIN tx_out o ON o.id = mo.tx_out_id
     WHERE ma.policy = decode(substring($1 FROM 1 FOR 56), 'hex') AND ma.name = decode(substring($1 FROM 57), 'hex') AND ${UNSPENT}
     GROUP BY o.address ORDER BY sum(mo.quantity) DESC, o.address`,
    [unit],
  );
}

// ---- the seed ----

export const SEED_POLICY = "f0".repeat(28);
const SEED_LOOKALIKE_POLICY = "f1".repeat(28);
const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");
export const SEED = {
  prime: { policy: SEED_POLICY, name: hexOf("PRIME") },
  cyrillic: { policy: SEED_LOOKALIKE_POLICY, name: hexOf("\u0420RIME") },
  nft: { policy: SEED_POLICY, name: hexOf("Nft1") },
  cip68: { policy: SEED_POLICY, name: `0014df10${hexOf("pUSD")}` },
  reference: { policy: SEED_POLICY, name: `000643b0${hexOf("pUSD")}` },
  burnt: { policy: SEED_POLICY, name: hexOf("BURN") },
  // Held by the output a failed script transaction takes as collateral, and given back in its collateral return.
  collateral: { policy: "f2".repeat(28), name: hexOf("COLL") },
} as const;

/** A well-formed fingerprint (bech32 asset1…, 20 bytes) for a seeded asset. */
export function seedFingerprint(policy: string, name: string): string {
  const bytes = createHash("sha256").update(Buffer.from(policy + name, "hex")).digest().subarray(0, 20);
  return bech32.encode("asset", bech32.toWords(bytes));
}

/** SQL: the hash of the failed script transaction whose collateral the seed gives COLL. */
export const SEED_FAILED_SCRIPT_TX = `SELECT encode(t.hash, 'hex') AS hash
  FROM tx t JOIN tx_in i ON i.tx_in_id = t.id JOIN tx c ON c.id = i.tx_out_id JOIN block cb ON cb.id = c.block_id
  WHERE NOT t.valid_contract AND cb.block_no IS NOT NULL ORDER BY t.id LIMIT 1`;

const bytesField = (text: string) => ({ bytes: hexOf(text) });

/**
 * Seeds the assets of SEED on existing transactions: `early` (the oldest with an
 * unspent output), `middle`, and `newest` (in the chain's newest block, so a
 * rollback of the newest blocks takes a mint and holdings with it).
 */
async function seedAssets(db: Queryable): Promise<void> {
  const [picked] = await db.query<{ early: number; middle: number; newest: number }>(
    // Not the genesis block's (no height): no chain mints there.
    `WITH unspent AS (SELECT DISTINCT o.tx_id FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
                     WHERE b.block_no IS NOT NULL AND ${UNSPENT})
     SELECT (SELECT min(tx_id) FROM unspent) AS early,
            (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY tx_id) FROM unspent) AS middle,
            (SELECT max(o.tx_id) FROM tx_out o) AS newest`,
  );
  const { early, middle, newest } = picked!;
  const ids: Record<string, number> = {};
  for (const [key, { policy, name }] of Object.entries(SEED)) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO multi_asset (policy, name, fingerprint) VALUES (decode($1, 'hex'), decode($2, 'hex'), $3) RETURNING id`,
      [policy, name, seedFingerprint(policy, name)],
    );
    ids[key] = row!.id;
  }
  const mint = (key: keyof typeof SEED, tx: number, quantity: number) =>
    db.query(`INSERT INTO ma_tx_mint (quantity, tx_id, ident) VALUES ($1, $2, $3)`, [quantity, tx, ids[key]]);
  // Every output of the transaction carries `each`.
  const carry = (key: keyof typeof SEED, tx: number, each: number) =>
    db.query(`INSERT INTO ma_tx_out (quantity, tx_out_id, ident) SELECT $1, o.id, $3 FROM tx_out o WHERE o.tx_id = $2`, [each, tx, ids[key]]);
  const metadata = (tx: number, json: unknown) =>
    db.query(`INSERT INTO tx_metadata (key, json, bytes, tx_id) VALUES (721, $1::text::jsonb, '\\x00', $2)`, [JSON.stringify(json), tx]);

  await mint("prime", early, 1_000_000);
  await carry("prime", early, 1_000);
  await mint("cip68", early, 5_000);
  await carry("cip68", early, 50);
  await mint("reference", early, 1);
  await db.query(`INSERT INTO ma_tx_out (quantity, tx_out_id, ident) SELECT 1, min(o.id), $2 FROM tx_out o WHERE o.tx_id = $1`, [early, ids.reference]);
  await mint("burnt", early, 100);
  await carry("burnt", early, 7);
  await metadata(early, {
    [SEED_POLICY]: {
      PRIME: { name: "Prime Token", ticker: "PRIME", decimals: 6, image: "https://example.org/prime.png", description: "The house token" },
      // Shadowed by the CIP-68 datum.
      [SEED.cip68.name]: { name: "old name" },
    },
    version: "1.0",
  });
  const datum = {
    constructor: 0,
    fields: [{ map: [{ k: bytesField("name"), v: bytesField("Prime USD") }, { k: bytesField("ticker"), v: bytesField("pUSD") }, { k: bytesField("decimals"), v: { int: 6 } }] }, { int: 1 }],
  };
  await db.query(
    `WITH d AS (INSERT INTO datum (hash, tx_id, value, bytes) VALUES (decode(repeat('ab', 32), 'hex'), $1, $2::text::jsonb, '\\x00') RETURNING id)
     UPDATE tx_out SET inline_datum_id = (SELECT id FROM d) WHERE id = (SELECT min(id) FROM tx_out WHERE tx_id = $1)`,
    [early, JSON.stringify(datum)],
  );

  await mint("cyrillic", middle, 10);
  await carry("cyrillic", middle, 5);
  await mint("nft", middle, 1);
  await db.query(`INSERT INTO ma_tx_out (quantity, tx_out_id, ident) SELECT 1, min(o.id), $2 FROM tx_out o WHERE o.tx_id = $1`, [middle, ids.nft]);
  await metadata(middle, {
    [SEED_LOOKALIKE_POLICY]: { "\u0420RIME": { name: "Prime Token", ticker: "\u0420RIME" } },
    [SEED_POLICY]: { [SEED.nft.name]: { name: "Number one", image: "javascript:alert(1)" } },
    version: 2,
  });
  await mint("burnt", middle, -40);

  await mint("prime", newest, 500);
  await carry("prime", newest, 250);

  // The oldest failed script transaction (SEED_FAILED_SCRIPT_TX): db-sync records only its collateral as
  // inputs and its collateral return as its one output. Its collateral's output
  // is minted 3 COLL, and its return gives them back.
  const [failed] = await db.query<{ failed: number; creator: number; index: number }>(
    `SELECT t.id AS failed, i.tx_out_id AS creator, i.tx_out_index AS index
     FROM tx t JOIN tx_in i ON i.tx_in_id = t.id JOIN tx c ON c.id = i.tx_out_id JOIN block cb ON cb.id = c.block_id
     WHERE NOT t.valid_contract AND cb.block_no IS NOT NULL ORDER BY t.id LIMIT 1`,
  );
  if (!failed) throw new Error("the test chain has no failed script transaction");
  await mint("collateral", failed.creator, 3);
  await db.query(`INSERT INTO ma_tx_out (quantity, tx_out_id, ident) SELECT 3, o.id, $3 FROM tx_out o WHERE o.tx_id = $1 AND o.index = $2`, [
    failed.creator,
    failed.index,
    ids.collateral,
  ]);
  await carry("collateral", failed.failed, 3);
}

export const ASSET_INDEX_TABLES =
  "explorer.asset, explorer.asset_mint, explorer.asset_datum, explorer.asset_holding, explorer.asset_stake_holding, explorer.asset_journal, explorer.asset_tx, explorer.asset_metadata_pending, explorer.asset_index_block";

/** Seeds SEED and rebuilds the asset index from genesis (the seed sits in blocks it had indexed already). */
export async function seedAndReindex(db: Db): Promise<void> {
  // A copied chain's first statement waits for its database to start: on a busy machine longer than a read's limit.
  const patient = { timeoutMs: 120_000 };
  await seedAssets({ query: (text, params) => db.query(text, params, patient) });
  await db.exec(`TRUNCATE ${ASSET_INDEX_TABLES}`, patient);
  await summariesToTip(db);
}

/** Every row of the asset index as text, assets by policy and name (ids are each writer's own). */
export async function assetIndexRows(db: Queryable): Promise<Record<string, string[]>> {
  const lines = async (sql: string) => (await db.query<{ line: string }>(sql)).map((row) => row.line);
  const unit = `encode(a.policy, 'hex') || encode(a.name, 'hex')`;
  return {
    assets: await lines(
      `SELECT concat_ws(' ', ${unit}, a.fingerprint, a.supply, a.holders, a.mint_txs, a.burn_txs, a.first_mint_time, a.last_mint_time,
              a.last_mint_block_no, a.transactions, a.display_name, a.ticker, a.decimals, a.description, a.image_url,
              a.metadata_standard, a.metadata::text, a.name_key, a.ticker_key, a.look_alike::text) AS line
       FROM explorer.asset a`,
    ),
    mints: await lines(
      `SELECT concat_ws(' ', ${unit}, m.block_no, m.block_index, m.quantity, m.cip25) AS line
       FROM explorer.asset_mint m JOIN explorer.asset a ON a.id = m.asset_id`,
    ),
    datums: await lines(
      `SELECT concat_ws(' ', ${unit}, d.block_no, d.block_index, d.output_index, d.value::text) AS line
       FROM explorer.asset_datum d JOIN explorer.asset a ON a.id = d.asset_id`,
    ),
    holdings: await lines(
      `SELECT concat_ws(' ', ${unit}, h.address, h.stake_view, h.quantity) AS line
       FROM explorer.asset_holding h JOIN explorer.asset a ON a.id = h.asset_id`,
    ),
    stakeHoldings: await lines(
      `SELECT concat_ws(' ', ${unit}, h.stake_view, h.quantity) AS line
       FROM explorer.asset_stake_holding h JOIN explorer.asset a ON a.id = h.asset_id`,
    ),
    journal: await lines(
      `SELECT concat_ws(' ', j.block_no, ${unit}, j.address, j.stake_view, j.quantity) AS line
       FROM explorer.asset_journal j JOIN explorer.asset a ON a.id = j.asset_id`,
    ),
    transactions: await lines(
      `SELECT concat_ws(' ', ${unit}, x.block_no, x.block_index) AS line FROM explorer.asset_tx x JOIN explorer.asset a ON a.id = x.asset_id`,
    ),
    pending: await lines(`SELECT asset_id::text AS line FROM explorer.asset_metadata_pending`),
    blocks: await lines(`SELECT concat_ws(' ', block_no, encode(hash, 'hex')) AS line FROM explorer.asset_index_block`),
  };
}
