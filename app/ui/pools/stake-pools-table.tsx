import type { ReactNode } from "react";
import { Form } from "../links/page-network";
import type { PoolSortKey } from "../../lib/domain";
import { formatInteger, formatMarginPercent, formatPercent, NOT_AVAILABLE, visibleTextOrNull } from "../../lib/formats/format";
import { amountText } from "../../lib/formats/amount-text";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { classNames } from "../class-names";
import { DataTable, type Column } from "../tables/data-table";
import { LookAlikeWarning } from "./look-alike-warning";
import { PoolIdentity } from "./pool-identity";
import { ROA_MISSING } from "../../lib/pools/pool-detail";
import type { StakePoolListRow } from "../../lib/pools/stake-pool-list";
import { PoolStatusBadge } from "./pool-status-badge";
import { ariaSortOf, nextPoolSort, type PoolSort } from "./pool-sort";
import * as styles from "./stakepools.css";

export const STAKE_POOLS_CAPTION = "Stake Pools";

type ColumnSpec = {
  key: string;
  header: string;
  /** The sort key of spec §4; none: the column cannot be sorted (ROA has no sort key in spec §7). */
  sortBy?: PoolSortKey;
  align?: "start" | "end";
  cell: (pool: StakePoolListRow, network: Network) => ReactNode;
};

// The 11 columns of spec §2, in order.
const COLUMNS: ColumnSpec[] = [
  { key: "pool", header: "Pool", sortBy: "name", cell: (pool) => <PoolCell pool={pool} /> },
  {
    key: "ticker",
    header: "Ticker",
    sortBy: "ticker",
    cell: (pool) => (
      <bdi className={styles.ticker}>
        {visibleTextOrNull(pool.ticker) ?? NOT_AVAILABLE}
      </bdi>
    ),
  },
  {
    key: "stake",
    header: "Stake",
    sortBy: "totalStake",
    align: "end",
    // Plain text, not an <Amount> span: the table keeps its cells on one line and the body sets tabular figures.
    cell: (pool, network) => amountText(pool.totalStake, "compact", unitsFor(network).coin),
  },
  { key: "roa", header: "ROA", align: "end", cell: (pool) => (pool.roa === null ? ROA_MISSING : formatPercent(pool.roa)) },
  { key: "blocks", header: "Total Blocks", sortBy: "blocksLifetime", align: "end", cell: (pool) => formatInteger(pool.blocksLifetime) },
  { key: "epochBlocks", header: "Epoch Blocks", sortBy: "blocksEpoch", align: "end", cell: (pool) => formatInteger(pool.blocksEpoch) },
  { key: "delegators", header: "Delegators", sortBy: "delegatorCount", align: "end", cell: (pool) => formatInteger(pool.delegatorCount) },
  { key: "saturation", header: "Saturation", sortBy: "saturation", align: "end", cell: (pool) => formatPercent(pool.saturation) },
  { key: "margin", header: "Margin", sortBy: "margin", align: "end", cell: (pool) => formatMarginPercent(pool.margin) },
  {
    key: "fixedCost",
    header: "Fixed Cost",
    sortBy: "fixedCost",
    align: "end",
    cell: (pool, network) => amountText(pool.fixedCost, "amount", unitsFor(network).coin),
  },
  {
    key: "status",
    header: "Status",
    sortBy: "active",
    cell: (pool) => <PoolStatusBadge pool={{ status: pool.status, retired: pool.status === "Retired", retiringEpoch: pool.retiringEpoch }} />,
  },
];

/**
 * The stake pools table (spec §2). Every sortable header is a GET form's submit
 * button carrying the next sortBy and sortDirection (spec §4), so sorting works
 * without JavaScript and a sorted list is a bookmarkable URL.
 */
export const NO_STAKE_POOLS = "No stake pools to display";

export function StakePoolsTable({
  pools,
  network,
  sort,
  empty,
}: {
  pools: StakePoolListRow[];
  network: Network;
  sort: PoolSort;
  /** What an empty page shows instead of the spec's empty text (a page past the end). */
  empty?: ReactNode;
}) {
  const columns: Column<StakePoolListRow>[] = COLUMNS.map((spec) => ({
    key: spec.key,
    align: spec.align,
    sort: spec.sortBy ? ariaSortOf(sort, spec.sortBy) : undefined,
    header: spec.sortBy ? <SortHeader label={spec.header} column={spec.sortBy} sort={sort} /> : spec.header,
    // A sort control is no text label: on a phone each figure still needs its column's name (the card shows the pool itself).
    label: spec.key === "pool" ? undefined : spec.header,
    cell: (pool) => spec.cell(pool, network),
  }));
  return (
    <>
      <p className={styles.scrollHint} data-testid="stake-pools-scroll-hint">
        Scroll the table sideways for all its columns <span aria-hidden="true">→</span>
      </p>
      <DataTable
        caption={STAKE_POOLS_CAPTION}
        captionHidden
        columns={columns}
        rows={pools}
        rowKey={(pool) => pool.poolId}
        empty={empty ?? NO_STAKE_POOLS}
        className={styles.poolsTable}
      />
    </>
  );
}

function SortHeader({ label, column, sort }: { label: string; column: PoolSortKey; sort: PoolSort }) {
  const next = nextPoolSort(sort, column);
  const active = sort.sortBy === column;
  return (
    <Form method="get" className={styles.sortForm} preventScrollReset>
      <input type="hidden" name="sortBy" value={next.sortBy} />
      <button
        type="submit"
        name="sortDirection"
        value={next.sortDirection}
        className={classNames(styles.sortButton, active ? styles.sortActive : undefined)}
        data-testid={`sort-${column}`}
      >
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (sort.sortDirection === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </Form>
  );
}

function PoolCell({ pool }: { pool: StakePoolListRow }) {
  return (
    // 100 rows: no test ids (the tests find the link and the id by role and place).
    <PoolIdentity pool={pool} testIds={false}>
      {/* The compact badge names no imitated pools: the row carries only the reasons. */}
      <LookAlikeWarning warning={pool.lookAlike && { reasons: pool.lookAlike.reasons, imitates: [] }} />
    </PoolIdentity>
  );
}
