import type { ShownBlockRow } from "../../lib/pages/list-rows";
import { formatInteger, formatKB, HASH_TRUNCATION } from "../../lib/formats/format";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
import { PoolLabel } from "./pool-label";
import * as styles from "./blocks-table.css";

export const RECENT_BLOCKS = "Recent Blocks";

/** Spec §2 Blocks list: the 'Recent Blocks' table, one page of blocks, newest first. */
export function BlocksTable({
  blocks,
  now,
  loading = false,
  empty,
}: {
  blocks: ReadonlyArray<ShownBlockRow>;
  now: number;
  loading?: boolean;
  empty: React.ReactNode;
}) {
  const columns: ReadonlyArray<Column<ShownBlockRow>> = [
    { key: "height", header: "Height", className: styles.nowrap, cell: (b) => <EntityLink kind="block" id={b.height} /> },
    { key: "epoch", header: "Epoch", cell: (b) => <EntityLink kind="epoch" id={b.epochNumber} /> },
    { key: "timestamp", header: "Timestamp", className: styles.nowrap, cell: (b) => <Timestamp value={b.timestamp} now={now} layout="stacked" /> },
    { key: "transactions", header: "Transactions", align: "end", cell: (b) => formatInteger(b.txCount) },
    { key: "pool", header: "Pool", cell: (b) => <PoolLabel name={b.poolName} ticker={b.poolTicker} poolId={b.poolId} lookAlike={b.poolLookAlike} /> },
    { key: "size", header: "Size", align: "end", className: styles.nowrap, cell: (b) => formatKB(b.size, 1) },
    {
      key: "hash",
      header: "Hash",
      className: styles.nowrap,
      cell: (b) => <EntityLink kind="block" id={b.hash} truncate={HASH_TRUNCATION.default} />,
    },
  ];
  return (
    <DataTable
      caption={RECENT_BLOCKS}
      captionHidden
      columns={columns}
      rows={blocks}
      rowKey={(b) => b.hash}
      empty={empty}
      loading={loading}
    />
  );
}
