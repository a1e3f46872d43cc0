import type { PoolHistoryEntry } from "../../lib/domain";
import { formatInteger } from "../../lib/format";
import type { Network } from "../../lib/network";
import { Amount } from "../amount";
import { Card } from "../card";
import { DataTable, type Column } from "../data-table";
import { EntityLink } from "../entity-link";

/** spec §2 Delegation History: the latest epochs (8), each with its delegators and total stake. */
export function PoolDelegationHistory({ entries, network }: { entries: ReadonlyArray<PoolHistoryEntry>; network: Network }) {
  const columns: Column<PoolHistoryEntry>[] = [
    { key: "epoch", header: "Epoch", cell: (r) => <EntityLink kind="epoch" id={r.epochNumber} /> },
    { key: "delegators", header: "Delegators", align: "end", cell: (r) => formatInteger(r.delegatorCount) },
    { key: "stake", header: "Total Stake", align: "end", cell: (r) => <Amount dfm={r.totalStake} network={network} format="compact" /> },
  ];
  return (
    <Card title="Delegation History">
      <div data-testid="pool-delegation-history">
        <DataTable caption="Delegation History" captionHidden columns={columns} rows={entries} rowKey={(r) => String(r.epochNumber)} empty="No delegation history yet" />
      </div>
    </Card>
  );
}
