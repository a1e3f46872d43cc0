import type { BlockTransactionSummary } from "../../lib/domain";
import { NO_BLOCK_TRANSACTIONS, transactionRangeText } from "../../lib/chain/blocks";
import { formatInteger, HASH_TRUNCATION } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import type { ConfirmationStatus } from "../../lib/chain/status";
import { Amount } from "../values/amount";
import { Card } from "../page/card";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { Pager } from "../tables/pager";
import { ConfirmationStatusBadge } from "../values/confirmation-status";
import * as styles from "./block-view.css";
import { nowrap } from "./blocks-table.css";

export type BlockTransactionsProps = {
  transactions: ReadonlyArray<BlockTransactionSummary>;
  /** All of the block's transactions, of which `transactions` is one page. */
  total: number;
  page: number;
  pageSize: number;
  /** Every transaction of a block has the block's confirmations (spec §4). */
  status: ConfirmationStatus;
  network: Network;
  search: string;
};

/**
 * spec §2 Block detail: the block's transactions, each linking to its page,
 * a page at a time when the block holds more than one page.
 */
export function BlockTransactions({ transactions, total, page, pageSize, status, network, search }: BlockTransactionsProps) {
  const columns: ReadonlyArray<Column<BlockTransactionSummary>> = [
    {
      key: "hash",
      header: "Hash",
      className: nowrap,
      cell: (tx) => <EntityLink kind="transaction" id={tx.hash} truncate={HASH_TRUNCATION.default} />,
    },
    { key: "inputs", header: "Inputs", align: "end", cell: (tx) => formatInteger(tx.inputCount) },
    { key: "outputs", header: "Outputs", align: "end", cell: (tx) => formatInteger(tx.outputCount) },
    { key: "confirmations", header: "Confirmations", cell: () => <ConfirmationStatusBadge status={status} /> },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      className: nowrap,
      cell: (tx) => <Amount dfm={tx.amount} network={network} />,
    },
    { key: "fee", header: "Fee", align: "end", className: nowrap, cell: (tx) => <Amount dfm={tx.fee} network={network} format="fixed3" /> },
  ];
  const range = transactionRangeText(page, pageSize, total);
  const paged = total > pageSize || page > 1;
  return (
    <Card title="Transactions">
      {range ? (
        <p className={styles.note} data-testid="transactions-range">
          {range}
        </p>
      ) : null}
      <DataTable
        caption="Transactions in this block"
        captionHidden
        columns={columns}
        rows={transactions}
        rowKey={(tx) => tx.hash}
        empty={NO_BLOCK_TRANSACTIONS}
      />
      {paged ? <Pager page={page} hasNext={page * pageSize < total} search={search} /> : null}
    </Card>
  );
}
