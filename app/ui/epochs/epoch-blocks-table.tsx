import { useLocation } from "react-router";
import { poolTickerText } from "../../lib/chain/blocks";
import { LookAlikeWarning } from "../pools/look-alike-warning";
import { EPOCH_BLOCKS_PAGE_PARAM, EPOCH_BLOCKS_PAGE_SIZE, type EpochBlock } from "../../lib/domain";
import { formatInteger, formatKB, HASH_TRUNCATION } from "../../lib/formats/format";
import { Card } from "../page/card";
import type { Column } from "../tables/data-table";
import { PagedTable } from "../tables/paged-table";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
import * as styles from "./epochs.css";

const BLOCKS_IN_EPOCH = "Blocks in Epoch";

/**
 * spec §2 'Blocks in Epoch': height, hash, timestamp, pool ticker, tx count,
 * size in KB (1 decimal); each row links its block; paged in the URL (?blocksPage=N).
 */
export function EpochBlocksTable({
  blocks,
  page,
  total,
}: {
  blocks: ReadonlyArray<EpochBlock>;
  page: number;
  /** The epoch's block count: the pager's range and last page. */
  total: number;
}) {
  const { search } = useLocation();
  const columns: ReadonlyArray<Column<EpochBlock>> = [
    { key: "height", header: "Height", cell: (b) => <EntityLink kind="block" id={b.height} /> },
    { key: "hash", header: "Hash", className: styles.nowrap, cell: (b) => <EntityLink kind="block" id={b.hash} truncate={HASH_TRUNCATION.default} /> },
    { key: "timestamp", header: "Timestamp", className: styles.nowrap, cell: (b) => <Timestamp value={b.timestamp} layout="split" /> },
    {
      key: "pool",
      header: "Pool",
      cell: (b) => (
        <>
          <bdi>{poolTickerText(b.poolTicker)}</bdi>
          {b.poolLookAlike ? " " : null}
          <LookAlikeWarning warning={b.poolLookAlike} />
        </>
      ),
    },
    { key: "transactions", header: "Transactions", align: "end", cell: (b) => formatInteger(b.txCount) },
    { key: "size", header: "Size", align: "end", className: styles.nowrap, cell: (b) => formatKB(b.size, 1) },
  ];
  return (
    <Card title={BLOCKS_IN_EPOCH}>
      <PagedTable
        testId="epoch-blocks-table"
        caption={BLOCKS_IN_EPOCH}
        columns={columns}
        rows={blocks}
        rowKey={(b) => b.hash}
        rowLink
        empty="No blocks in this epoch"
        paging={{ page, pageSize: EPOCH_BLOCKS_PAGE_SIZE, total, search, param: EPOCH_BLOCKS_PAGE_PARAM, label: "Blocks in Epoch pages" }}
      />
    </Card>
  );
}
