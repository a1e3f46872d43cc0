import type { PaymentAddressEntry } from "../../lib/domain";
import { formatInteger } from "../../lib/formats/format";
import { activityPlace } from "../../lib/chain/status";
import { entityHref } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { BlockPlace } from "../links/block-place";
import { CopyButton } from "../values/copy-button";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { ExternalIcon } from "../icons";
import { InAppLink } from "../links/in-app-link";
import * as styles from "./addresses.css";

const NO_PAYMENT_ADDRESSES = "No payment addresses found";
const ADDRESS_SHOWN = 24;

// An entry is an address with transactions: a missing height is the genesis distribution's block.
function BlockCell({ height, txCount }: { height: number | null; txCount: number }) {
  return <BlockPlace place={activityPlace(height, txCount)} className={styles.muted} />;
}

/** spec §2 Associated Payment Addresses: address, balance, tx count, first seen, last activity, copy and open-in-new-tab. */
export function PaymentAddressesTable({ addresses, network }: { addresses: ReadonlyArray<PaymentAddressEntry>; network: Network }) {
  const columns: ReadonlyArray<Column<PaymentAddressEntry>> = [
    { key: "address", header: "Address", className: styles.nowrap, cell: (a) => <EntityLink kind="address" id={a.address} truncate={ADDRESS_SHOWN} /> },
    { key: "balance", header: "Balance", align: "end", cell: (a) => <Amount dfm={a.balance} network={network} /> },
    { key: "txs", header: "Tx Count", align: "end", cell: (a) => formatInteger(a.txCount) },
    { key: "first", header: "First Seen", className: styles.nowrap, cell: (a) => <BlockCell height={a.firstSeen} txCount={a.txCount} /> },
    { key: "last", header: "Last Activity", className: styles.nowrap, cell: (a) => <BlockCell height={a.lastActivity} txCount={a.txCount} /> },
    {
      key: "actions",
      header: "Actions",
      cell: (a) => (
        <span className={styles.rowActions}>
          <CopyButton value={a.address} label="Copy address" />
          <InAppLink
            to={entityHref("address", a.address)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.iconLink}
            aria-label="Open address in a new tab"
            title="Open in a new tab"
            data-testid="open-in-new-tab"
          >
            <ExternalIcon />
          </InAppLink>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Associated Payment Addresses"
      captionHidden
      columns={columns}
      rows={addresses}
      rowKey={(a) => a.address}
      empty={NO_PAYMENT_ADDRESSES}
    />
  );
}
