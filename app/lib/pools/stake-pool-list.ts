import type { LookAlikeReason, StakePool } from "../domain";
import { formatInteger } from "../formats/format";
import { shownPoolStatus, type PoolStatus } from "../chain/status";

/**
 * What one row of the stake pools list shows (spec §2), and nothing more: the
 * list's loader sends 100 of them to the browser as the page's hydration data, so
 * a field the row does not show (description, URLs, pledge, socials, the pools a
 * look-alike imitates…) is bytes every visitor downloads for nothing.
 */
export type StakePoolListRow = {
  poolId: string;
  name: string | null;
  ticker: string | null;
  /** poolIconUrl, else extendedIconUrl (spec §2). */
  poolIconUrl: string | null;
  totalStake: string;
  roa: number | null;
  blocksLifetime: number;
  blocksEpoch: number;
  delegatorCount: number;
  saturation: number;
  margin: number;
  fixedCost: string;
  /** The status the badge shows (app/lib/chain/status.ts shownPoolStatus). */
  status: PoolStatus;
  /** Set while an announced retirement is still ahead ('Retiring in epoch N'). */
  retiringEpoch: number | null;
  /** The compact badge's reasons (the list names no imitated pools); null when clean. */
  lookAlike: { reasons: LookAlikeReason[] } | null;
};

/**
 * The rows as one array per field. React Router's hydration data names every
 * key of every object (about 13 bytes a field, some 200 bytes a row); columns
 * name each field once, so 100 rows cost their values and little else.
 */
export type StakePoolListColumns = { [K in keyof StakePoolListRow]: Array<StakePoolListRow[K]> };

// A Record, so the compiler refuses a field of the row missing here or one too many.
const FIELDS: Record<keyof StakePoolListRow, true> = {
  poolId: true,
  name: true,
  ticker: true,
  poolIconUrl: true,
  totalStake: true,
  roa: true,
  blocksLifetime: true,
  blocksEpoch: true,
  delegatorCount: true,
  saturation: true,
  margin: true,
  fixedCost: true,
  status: true,
  retiringEpoch: true,
  lookAlike: true,
};
const FIELD_NAMES = Object.keys(FIELDS) as Array<keyof StakePoolListRow>;

/** A pool of the list's contract answer → the row the list shows. */
export function stakePoolListRow(pool: StakePool): StakePoolListRow {
  const shown = shownPoolStatus(pool);
  const reasons = pool.lookAlike?.reasons ?? [];
  return {
    poolId: pool.poolId,
    name: pool.name,
    ticker: pool.ticker,
    poolIconUrl: pool.poolIconUrl ?? pool.extendedIconUrl,
    totalStake: pool.totalStake,
    roa: pool.roa,
    blocksLifetime: pool.blocksLifetime,
    blocksEpoch: pool.blocksEpoch,
    delegatorCount: pool.delegatorCount,
    saturation: pool.saturation,
    margin: pool.margin,
    fixedCost: pool.fixedCost,
    status: shown.status,
    retiringEpoch: shown.text === shown.status ? null : (pool.retiringEpoch ?? null),
    lookAlike: reasons.length > 0 ? { reasons } : null,
  };
}

/** The list's loader data: the pools' shown fields, as columns. */
export function stakePoolListColumns(pools: StakePool[]): StakePoolListColumns {
  const rows = pools.map(stakePoolListRow);
  const columns = Object.fromEntries(FIELD_NAMES.map((field) => [field, rows.map((row) => row[field])]));
  return columns as StakePoolListColumns;
}

/** The columns back into rows, for the table. */
export function stakePoolListRows(columns: StakePoolListColumns): StakePoolListRow[] {
  // A loop, not Object.fromEntries over pairs: a page of 100 rows built 1,500 pairs to drop.
  return columns.poolId.map((_, i) => {
    const row: Record<string, unknown> = {};
    for (const field of FIELD_NAMES) row[field] = columns[field][i];
    return row as StakePoolListRow;
  });
}

/**
 * Which stake snapshot a pool's stake and delegators are (StakePool.stakeEpoch):
 * the one words for the list, its cards, the pool page and the dashboard's sample.
 */
export function stakeSnapshotText(epoch: number | null | undefined): string | null {
  return epoch == null ? null : `Epoch ${formatInteger(epoch)} snapshot`;
}
