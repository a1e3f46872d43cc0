import type { ReactNode } from "react";
import type { TransactionListRow } from "../../lib/pages/list-rows";
import type { Network } from "../../lib/navigation/network";
import { chainPlace, confirmationStatus } from "../../lib/chain/status";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { Amount } from "../values/amount";
import { BlockRef } from "./block-ref";
import { Timestamp } from "../values/timestamp";
import { ConfirmationStatusBadge } from "../values/confirmation-status";
import { TxTypeBadge } from "./tx-type-badge";
import * as styles from "./transactions-table.css";

export const NO_TRANSACTIONS = "No transactions to display";

/**
 * The spec's 'Recent Transactions' table: Hash, Type, Amount, Fee, Block,
 * Status, Timestamp. Status counts confirmations from `currentBlock`.
 */
export function TransactionsTable({
  transactions,
  network,
  currentBlock,
  empty,
}: {
  transactions: ReadonlyArray<TransactionListRow>;
  network: Network;
  currentBlock: number | null;
  /** What an empty page shows instead of the spec's empty text (a page past the end). */
  empty?: ReactNode;
}) {
  const columns: ReadonlyArray<Column<TransactionListRow>> = [
    { key: "hash", header: "Hash", className: styles.nowrap, cell: (tx) => <EntityLink kind="transaction" id={tx.hash} /> },
    { key: "type", header: "Type", cell: (tx) => <TxTypeBadge type={tx.txType} /> },
    { key: "amount", header: "Amount", align: "end", cell: (tx) => <Amount dfm={tx.amount} network={network} /> },
    { key: "fee", header: "Fee", align: "end", cell: (tx) => <Amount dfm={tx.fee} network={network} format="fixed3" /> },
    { key: "block", header: "Block", className: styles.nowrap, cell: (tx) => <BlockRef blockHeight={tx.blockHeight} blockId={tx.blockId} /> },
    {
      key: "status",
      header: "Status",
      cell: (tx) => <ConfirmationStatusBadge status={confirmationStatus(currentBlock, chainPlace(tx))} layout="stacked" />,
    },
    { key: "timestamp", header: "Timestamp", className: styles.nowrap, cell: (tx) => <Timestamp value={tx.timestamp} layout="split" /> },
  ];
  return (
    <DataTable
      caption="Recent Transactions"
      captionHidden
      columns={columns}
      rows={transactions}
      rowKey={(tx) => tx.hash}
      empty={empty ?? NO_TRANSACTIONS}
    />
  );
}
