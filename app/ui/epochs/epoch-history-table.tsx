import type { ReactNode } from "react";
import type { Epoch } from "../../lib/domain";
import { entityHref } from "../../lib/navigation/hrefs";
import { formatInteger } from "../../lib/formats/format";
import { EPOCH_IN_PROGRESS, epochListStatus } from "../../lib/chain/status";
import { DataTable, type Column } from "../tables/data-table";
import { InAppLink } from "../links/in-app-link";
import { Timestamp } from "../values/timestamp";
import { EpochStatusBadge } from "./epoch-status-badge";
import * as styles from "./epochs.css";

export const EPOCH_HISTORY = "Epoch History";

/**
 * spec §2 Epoch History: Epoch, Start Time, End Time ('In Progress' without
 * one), Blocks, Transactions, Status (spec §4); each row links its epoch.
 */
export function EpochHistoryTable({
  epochs,
  currentEpoch,
  loading = false,
  empty,
}: {
  epochs: ReadonlyArray<Epoch>;
  currentEpoch: number | null;
  loading?: boolean;
  empty: ReactNode;
}) {
  const columns: ReadonlyArray<Column<Epoch>> = [
    { key: "epoch", header: "Epoch", cell: (e) => <InAppLink to={entityHref("epoch", e.epochNumber)}>{e.epochNumber}</InAppLink> },
    { key: "start", header: "Start Time", className: styles.nowrap, cell: (e) => <Timestamp value={e.startTime} layout="split" /> },
    {
      key: "end",
      header: "End Time",
      className: styles.nowrap,
      cell: (e) => (e.endTime ? <Timestamp value={e.endTime} layout="split" /> : EPOCH_IN_PROGRESS),
    },
    { key: "blocks", header: "Blocks", align: "end", cell: (e) => formatInteger(e.blockCount) },
    { key: "transactions", header: "Transactions", align: "end", cell: (e) => formatInteger(e.txCount) },
    { key: "status", header: "Status", cell: (e) => <EpochStatusBadge status={epochListStatus(e, currentEpoch)} /> },
  ];
  return (
    <div data-testid="epoch-history">
      <DataTable
        caption={EPOCH_HISTORY}
        captionHidden
        columns={columns}
        rows={epochs}
        rowKey={(e) => String(e.epochNumber)}
        empty={empty}
        loading={loading}
        rowLink
      />
    </div>
  );
}
