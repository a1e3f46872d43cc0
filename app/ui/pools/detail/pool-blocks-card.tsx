import { Suspense } from "react";
import { Await, useAsyncError, useLocation } from "react-router";
import { POOL_BLOCKS_PAGE_SIZES } from "../../../lib/domain";
import type { PoolBlockRow } from "../../../lib/pages/list-rows";
import { formatInteger, formatKB } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { POOL_PAGE_PARAMS } from "../../../lib/params/pool-page";
import { Amount } from "../../values/amount";
import { Card } from "../../page/card";
import type { Column } from "../../tables/data-table";
import { PagedTable } from "../../tables/paged-table";
import { EntityLink } from "../../links/entity-link";
import { Timestamp } from "../../values/timestamp";
import { PageSizeForm } from "../../tables/page-size-form";
import * as styles from "./stakepool.css";

/** A page of the pool's blocks, or why it could not be read (shown as 'Error loading blocks'). */
export type PoolBlocksResult = { ok: true; rows: PoolBlockRow[] } | { ok: false; error: string };

const LOADING = "Loading blocks...";
const ERROR = "Error loading blocks";

function BlocksError({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="pool-blocks-error">
      <p className={styles.errorText}>{ERROR}</p>
      <p className={styles.muted}>{message}</p>
    </div>
  );
}

function UnexpectedBlocksError() {
  const error = useAsyncError();
  return <BlocksError message={error instanceof Error ? error.message : "The blocks could not be read."} />;
}

function BlocksTable({ result, page, size, total, network }: { result: PoolBlocksResult; page: number; size: number; total: number; network: Network }) {
  const { search } = useLocation();
  if (!result.ok) return <BlocksError message={result.error} />;
  const columns: Column<PoolBlockRow>[] = [
    { key: "height", header: "Height", cell: (r) => <EntityLink kind="block" id={r.height} /> },
    { key: "hash", header: "Hash", className: styles.nowrap, cell: (r) => <EntityLink kind="block" id={r.hash} /> },
    { key: "epoch", header: "Epoch", cell: (r) => <EntityLink kind="epoch" id={r.epochNumber} /> },
    { key: "size", header: "Size", align: "end", className: styles.nowrap, cell: (r) => formatKB(r.size, 1) },
    { key: "txs", header: "Transactions", align: "end", cell: (r) => formatInteger(r.txCount) },
    { key: "output", header: "Total Output", align: "end", cell: (r) => <Amount dfm={r.totalOutput} network={network} /> },
    { key: "time", header: "Time (UTC)", className: styles.nowrap, cell: (r) => <Timestamp value={r.timestamp} layout="split" /> },
  ];
  return (
    <PagedTable
      testId="pool-blocks"
      caption="Pool Blocks"
      columns={columns}
      rows={result.rows}
      rowKey={(r) => r.hash}
      empty="No blocks made yet"
      paging={{ page, pageSize: size, total, search, param: POOL_PAGE_PARAMS.blocksPage, label: "Pool Blocks pages" }}
    />
  );
}

/**
 * spec §2 Pool Blocks: server paging (page and size in the URL), Export CSV as a
 * plain download link. The page streams: the rest of the screen does not wait
 * for the blocks ('Loading blocks...').
 */
export function PoolBlocksCard({
  blocks,
  page,
  size,
  total,
  csvHref,
  csvFileName,
  network,
}: {
  blocks: Promise<PoolBlocksResult> | PoolBlocksResult;
  page: number;
  size: number;
  /** The pool's lifetime block count: the pager's range and last page. */
  total: number;
  csvHref: string;
  csvFileName: string;
  network: Network;
}) {
  return (
    <Card
      title="Pool Blocks"
      actions={
        <div className={styles.actions}>
          <PageSizeForm id="blocks-size" sizeParam={POOL_PAGE_PARAMS.blocksSize} pageParam={POOL_PAGE_PARAMS.blocksPage} size={size} sizes={POOL_BLOCKS_PAGE_SIZES} />
          <a href={csvHref} download={csvFileName} className={styles.secondaryButton} data-testid="pool-blocks-export">
            Export CSV
          </a>
        </div>
      }
    >
      {blocks instanceof Promise ? (
        <Suspense fallback={<p className={styles.status}>{LOADING}</p>}>
          <Await resolve={blocks} errorElement={<UnexpectedBlocksError />}>
            {(result) => <BlocksTable result={result} page={page} size={size} total={total} network={network} />}
          </Await>
        </Suspense>
      ) : (
        // Already read: no boundary at all. React outlines even a finished boundary
        // once the page passes its chunk size, and a browser without JavaScript
        // would then keep showing the fallback.
        <BlocksTable result={blocks} page={page} size={size} total={total} network={network} />
      )}
    </Card>
  );
}
