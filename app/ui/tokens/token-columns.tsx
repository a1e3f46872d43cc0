import type { TokenTransaction } from "../../lib/domain";
import { EntityLink } from "../links/entity-link";
import type { Column } from "../tables/data-table";
import { Timestamp } from "../values/timestamp";
import * as styles from "./tokens.css";

// Columns the token tables share.

/** Where a token's transaction stands in the chain: a row of its history or of its transactions. */
type PlacedTransaction = Pick<TokenTransaction, "txHash" | "timestamp"> & { blockHeight: number | null };

/** The transaction (its link's test id: `txTestId`), its block and when: the first columns of both token transaction tables. */
export function placedTransactionColumns<Row extends PlacedTransaction>(txTestId: string): Column<Row>[] {
  return [
    { key: "tx", header: "Transaction", cell: (row) => <EntityLink kind="transaction" id={row.txHash} testId={txTestId} /> },
    {
      key: "block",
      header: "Block",
      cell: (row) => (row.blockHeight === null ? <span className={styles.muted}>Genesis</span> : <EntityLink kind="block" id={row.blockHeight} />),
    },
    { key: "time", header: "Time", cell: (row) => <Timestamp value={row.timestamp} layout="split" /> },
  ];
}

/** A quantity column: right-aligned, each figure (as `text` writes it) on one line. */
export function quantityColumn<Row>(key: string, header: string, testId: string, text: (row: Row) => string): Column<Row> {
  return { key, header, align: "end", cell: (row) => <span className={styles.nowrap} data-testid={testId}>{text(row)}</span> };
}
