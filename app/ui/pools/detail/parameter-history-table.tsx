import type { StakePool } from "../../../lib/domain";
import { formatMarginPercent } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { GENESIS } from "../../../lib/chain/status";
import { Amount } from "../../values/amount";
import { BlockPlace } from "../../links/block-place";
import { Card } from "../../page/card";
import { DataTable, type Column } from "../../tables/data-table";
import { EntityLink } from "../../links/entity-link";
import { Timestamp } from "../../values/timestamp";
import * as styles from "./stakepool.css";

type Update = NonNullable<StakePool["parameterHistory"]>[number];

/** spec §2 Pool Parameter History: date, block, pledge, margin, fixed cost, transaction. */
export function ParameterHistoryTable({ updates, network }: { updates: ReadonlyArray<Update>; network: Network }) {
  const columns: Column<Update>[] = [
    { key: "date", header: "Date (UTC)", className: styles.nowrap, cell: (r) => <Timestamp value={r.updateTime} layout="split" /> },
    { key: "block", header: "Block", cell: (r) => <BlockPlace place={r.blockHeight ?? GENESIS} /> },
    { key: "pledge", header: "Pledge", align: "end", cell: (r) => <Amount dfm={r.pledge} network={network} /> },
    { key: "margin", header: "Margin", align: "end", cell: (r) => formatMarginPercent(r.margin) },
    { key: "cost", header: "Fixed Cost", align: "end", cell: (r) => <Amount dfm={r.fixedCost} network={network} /> },
    { key: "tx", header: "Transaction", cell: (r) => <EntityLink kind="transaction" id={r.txHash} /> },
  ];
  return (
    <Card title="Pool Parameter History">
      <DataTable caption="Pool Parameter History" captionHidden columns={columns} rows={updates} rowKey={(r) => r.updateId} empty="No parameter updates" />
    </Card>
  );
}
