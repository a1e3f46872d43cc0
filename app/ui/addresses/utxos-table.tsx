import type { AddressUtxo } from "../../lib/domain";
import { truncateHash } from "../../lib/formats/format";
import { entityHref } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import { SHOW_ALL_IO } from "../../lib/params/transaction-page";
import { GENESIS } from "../../lib/chain/status";
import { Amount } from "../values/amount";
import { DataTable, type Column } from "../tables/data-table";
import { InAppLink } from "../links/in-app-link";
import { BlockPlace } from "../links/block-place";
import { Timestamp } from "../values/timestamp";
import { IO_DISPLAY_LIMIT, outputAnchor } from "../transactions/io-lists";
import * as styles from "./addresses.css";

const NO_UNSPENT_OUTPUTS = "No unspent outputs";

/** Where an output sits on its transaction's page (past the first IO_DISPLAY_LIMIT, on its full list). */
function outputHref(txId: string, outputIndex: number): string {
  const all = outputIndex >= IO_DISPLAY_LIMIT ? `?${SHOW_ALL_IO.param}=${SHOW_ALL_IO.value}` : "";
  return `${entityHref("transaction", txId)}${all}#${outputAnchor(outputIndex)}`;
}

/** spec §2 Unspent Outputs: output index, shortened tx id (to the output on its page), amount. */
export function UtxosTable({ utxos, network }: { utxos: ReadonlyArray<AddressUtxo>; network: Network }) {
  const columns: ReadonlyArray<Column<AddressUtxo>> = [
    { key: "index", header: "Index", align: "end", cell: (u) => `#${u.outputIndex}` },
    {
      key: "tx",
      header: "Transaction",
      className: styles.nowrap,
      cell: (u) => (
        <InAppLink to={outputHref(u.txId, u.outputIndex)} title={u.txId} className={styles.monoLink}>
          {`${truncateHash(u.txId)}#${u.outputIndex}`}
        </InAppLink>
      ),
    },
    { key: "block", header: "Block", className: styles.nowrap, cell: (u) => <BlockPlace place={u.blockHeight ?? GENESIS} /> },
    { key: "time", header: "Date (UTC)", className: styles.nowrap, cell: (u) => <Timestamp value={u.timestamp} layout="split" /> },
    { key: "amount", header: "Amount", align: "end", cell: (u) => <Amount dfm={u.amount} network={network} /> },
  ];
  return (
    <DataTable
      caption="Unspent Outputs"
      captionHidden
      columns={columns}
      rows={utxos}
      rowKey={(u) => `${u.txId}#${u.outputIndex}`}
      empty={NO_UNSPENT_OUTPUTS}
    />
  );
}
