import type { EpochProtocolParameters, ProtocolParameters } from "../../lib/domain";
import { EPOCH_SLOTS, SLOT_SECONDS } from "../../lib/chain/epoch-clock";
import { minUtxoForPlainOutput } from "../../lib/transactions/min-utxo";
import { epochCacheOf, type EpochBoundary, type EpochCache, type EpochValue } from "./cache.server";
import { TIP_BLOCK_SQL } from "../chain-tip.server";
import type { Queryable } from "../../db/queryable.server";
import { getSaturationThreshold, getSupply } from "../supply.server";

// Protocol parameters change only at an epoch boundary. A database with a source
// has its EpochCache (cache.server.ts, epochCacheOf): a request between two
// boundary checks costs no query. Without a source the parameters are read afresh
// (tests compare both with direct SQL).

type ParametersRow = Omit<ProtocolParameters, "saturationThreshold" | "totalSupply" | "circulatingSupply" | "supplyEpoch">;

/**
 * The tip's epoch and the hash of that epoch's first block: two steps down the
 * block_no and slot_no indexes (the tip gives the epoch's first slot).
 */
export async function readEpochBoundary(db: Queryable): Promise<EpochBoundary | null> {
  const [row] = await db.query<EpochBoundary>(
    `SELECT t.epoch_no AS "epoch", encode(f.hash, 'hex') AS "firstBlockHash"
     FROM (SELECT b.epoch_no, b.slot_no - b.epoch_slot_no AS start_slot
           ${TIP_BLOCK_SQL}) t
     CROSS JOIN LATERAL (SELECT f.hash FROM block f WHERE f.slot_no >= t.start_slot ORDER BY f.slot_no LIMIT 1) f`,
  );
  return row && row.epoch !== null ? row : null;
}

function boundaryOf(db: Queryable, cache: EpochCache | undefined): Promise<EpochBoundary | null> {
  return cache ? cache.boundary(() => readEpochBoundary(db)) : readEpochBoundary(db);
}

async function cachedOrFresh<T>(
  cache: EpochCache | undefined,
  name: string,
  epoch: number,
  boundary: EpochBoundary,
  load: () => Promise<EpochValue<T>>,
): Promise<T> {
  return cache ? cache.forEpoch(name, epoch, boundary, load) : (await load()).value;
}

/**
 * The parameters in force in the current epoch (epoch_param, newest row of the
 * epoch: db-sync dropped its unique key; the previous epoch's where the row is
 * missing), with the saturation threshold the pools are measured against
 * (getSaturationThreshold: Total Supply ÷ k), the chain's supply from the same
 * function as the dashboard's (getSupply), and the minimum coin of a plain
 * output from the price per byte (app/lib/transactions/min-utxo.ts; db-sync's min_utxo_value is unused since Alonzo).
 * Kept for the epoch once its supply is that epoch's.
 */
export async function getProtocolParameters(db: Queryable): Promise<ProtocolParameters | null> {
  const cache = epochCacheOf(db);
  const boundary = await boundaryOf(db, cache);
  if (!boundary) return null;
  const epoch = boundary.epoch;
  return cachedOrFresh(cache, "protocol-parameters", epoch, boundary, async () => {
    const [[row], supply, threshold] = await Promise.all([
      parametersOfEpoch(db, epoch),
      getSupply(db),
      getSaturationThreshold(db, epoch),
    ]);
    if (!row) return { value: null, final: false };
    const minUtxo = minUtxoForPlainOutput(BigInt(row.coinsPerUtxoByte));
    const value: ProtocolParameters = {
      ...row,
      minUtxo: minUtxo ? minUtxo.coin.toString() : row.minUtxo,
      saturationThreshold: threshold,
      ...supply,
    };
    // The supply (and so the threshold) is final once the epoch's own pots are written.
    return { value, final: supply.supplyEpoch === epoch };
  });
}

function parametersOfEpoch(db: Queryable, epoch: number) {
  return db.query<ParametersRow>(
    `SELECT $1::int AS "epoch",
            ep.optimal_pool_count AS "kParameter",
            ep.min_fee_b::text AS "minFee",
            ep.max_tx_size AS "maxTxSize",
            coalesce(ep.coins_per_utxo_size, 0)::text AS "utxoCost",
            ep.key_deposit::text AS "keyDeposit",
            ep.pool_deposit::text AS "poolDeposit",
            ep.min_pool_cost::text AS "minPoolCost",
            ep.monetary_expand_rate AS "rho",
            ep.treasury_growth_rate AS "tau",
            ep.protocol_major || '.' || ep.protocol_minor AS "protocolVersion",
            ep.decentralisation AS "decentralization",
            ep.min_utxo_value::text AS "minUtxo",
            coalesce(ep.coins_per_utxo_size, 0)::text AS "coinsPerUtxoByte"
     FROM epoch_param ep
     WHERE ep.epoch_no IN ($1::int, $1::int - 1)
     ORDER BY ep.epoch_no DESC, ep.id DESC
     LIMIT 1`,
    [epoch],
  );
}

/**
 * spec §7 getEpochProtocolParameters: the parameters in force in `epoch` (its
 * epoch_param row, the newest by id; the previous epoch's where it is missing);
 * epoch length and slot duration are the chain's constants (app/lib/chain/epoch-clock.ts).
 * null for an epoch after the tip's or one without parameters. A past epoch's are
 * kept for good, the current epoch's until its boundary moves.
 */
export async function getEpochProtocolParameters(
  db: Queryable,
  epoch: number,
): Promise<EpochProtocolParameters | null> {
  const cache = epochCacheOf(db);
  const boundary = await boundaryOf(db, cache);
  if (!boundary || epoch > boundary.epoch) return null;
  return cachedOrFresh(cache, "epoch-protocol-parameters", epoch, boundary, async () => {
    const [row] = await db.query<Omit<EpochProtocolParameters, "epochLength" | "slotDuration">>(
      `SELECT ep.min_fee_a AS "minFeeA",
              ep.min_fee_b AS "minFeeB",
              ep.key_deposit::text AS "keyDeposit",
              ep.pool_deposit::text AS "poolDeposit",
              ep.max_block_size AS "maxBlockSize",
              ep.max_tx_size AS "maxTxSize",
              ep.influence AS "poolInfluence",
              ep.monetary_expand_rate AS "monetaryExpansion",
              ep.treasury_growth_rate AS "treasuryGrowth",
              ep.decentralisation AS "decentralization"
       FROM epoch_param ep
       WHERE ep.epoch_no IN ($1::int, $1::int - 1)
       ORDER BY ep.epoch_no DESC, ep.id DESC
       LIMIT 1`,
      [epoch],
    );
    if (!row) return { value: null, final: false };
    return {
      value: { ...row, epochLength: EPOCH_SLOTS, slotDuration: SLOT_SECONDS },
      final: true,
    };
  });
}
