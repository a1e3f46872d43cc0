import type { StakeDelegation } from "../../lib/domain";
import { NOT_AVAILABLE } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { PoolLabel } from "../blocks/pool-label";
import { DataTable, type Column } from "../tables/data-table";
import { EntityLink } from "../links/entity-link";
import { EpochRef } from "../links/epoch-ref";
import { DelegationRecordNote } from "./delegation-record-note";
import { DelegationTypeBadge } from "./delegation-type-badge";
import * as styles from "./addresses.css";

const NO_DELEGATIONS = "No delegation history";

/** spec §2 Delegation History: epoch, type, pool, amount, transaction (epoch and amount as DelegationRecordNote says). */
export function DelegationHistoryTable({ delegations, network }: { delegations: ReadonlyArray<StakeDelegation>; network: Network }) {
  const columns: ReadonlyArray<Column<StakeDelegation>> = [
    { key: "epoch", header: "Effective Epoch", cell: (d) => <EpochRef epochNumber={d.epochNumber} upcoming={d.upcoming} /> },
    { key: "type", header: "Type", cell: (d) => <DelegationTypeBadge entry={d} /> },
    { key: "pool", header: "Pool", cell: (d) => <PoolLabel name={d.poolName} ticker={d.poolTicker} poolId={d.poolId} /> },
    {
      key: "amount",
      header: "Stake",
      align: "end",
      cell: (d) => (d.amount === null ? <span className={styles.muted}>{NOT_AVAILABLE}</span> : <Amount dfm={d.amount} network={network} />),
    },
    { key: "tx", header: "Transaction", className: styles.nowrap, cell: (d) => <EntityLink kind="transaction" id={d.txId} /> },
  ];
  return (
    <>
      <DataTable
        caption="Delegation History"
        captionHidden
        columns={columns}
        rows={delegations}
        rowKey={(d) => `${d.txId}-${d.delegationType}-${d.epochNumber}`}
        empty={NO_DELEGATIONS}
      />
      {delegations.length > 0 ? <DelegationRecordNote /> : null}
    </>
  );
}
