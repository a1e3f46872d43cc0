import type { AddressTransaction } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { GENESIS } from "../../lib/chain/status";
import { txTypeLabel } from "../../lib/transactions/tx-types";
import { Amount } from "../values/amount";
import { Badge } from "../values/badge";
import { BlockPlace } from "../links/block-place";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { ArrowDownLeftIcon, ArrowUpRightIcon } from "../icons";
import { Timestamp } from "../values/timestamp";
import * as styles from "./addresses.css";

const NO_ADDRESS_TRANSACTIONS = "No transactions found";

/** Received or sent (spec §4: from the sign of the net amount), with its icon and badge. */
function DirectionBadge({ type }: { type: AddressTransaction["type"] }) {
  const received = type === "received";
  return (
    <span className={styles.typeCell}>
      {received ? (
        <ArrowDownLeftIcon className={`${styles.typeIcon} ${styles.toneJoined}`} />
      ) : (
        <ArrowUpRightIcon className={`${styles.typeIcon} ${styles.toneLeft}`} />
      )}
      <Badge variant={received ? "success" : "warning"}>{txTypeLabel(type)}</Badge>
    </span>
  );
}

/** The change for this address: '+1.50 AP3X' received, '-2.17 AP3X' sent. */
function NetAmount({ dfm, network }: { dfm: string; network: Network }) {
  const negative = dfm.startsWith("-");
  return (
    <span className={negative ? styles.netNegative : styles.netPositive}>
      {negative ? null : "+"}
      <Amount dfm={dfm} network={network} />
    </span>
  );
}

/**
 * An address's transaction history (payment or stake, spec §2): type, transaction,
 * UTC date and time, the net amount for this address, fee, block.
 */
export function AddressHistoryTable({
  caption,
  transactions,
  network,
}: {
  caption: string;
  transactions: ReadonlyArray<AddressTransaction>;
  network: Network;
}) {
  const columns: ReadonlyArray<Column<AddressTransaction>> = [
    { key: "type", header: "Type", cell: (tx) => <DirectionBadge type={tx.type} /> },
    { key: "hash", header: "Transaction", className: styles.nowrap, cell: (tx) => <EntityLink kind="transaction" id={tx.hash} /> },
    { key: "time", header: "Date (UTC)", className: styles.nowrap, cell: (tx) => <Timestamp value={tx.timestamp} layout="split" /> },
    { key: "amount", header: "Amount", align: "end", cell: (tx) => <NetAmount dfm={tx.netAmount} network={network} /> },
    { key: "fee", header: "Fee", align: "end", cell: (tx) => <Amount dfm={tx.fee} network={network} format="fixed3" /> },
    {
      key: "block",
      header: "Block",
      className: styles.nowrap,
      cell: (tx) => <BlockPlace place={tx.blockHeight ?? GENESIS} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={transactions}
      rowKey={(tx) => tx.hash}
      empty={NO_ADDRESS_TRANSACTIONS}
    />
  );
}
