import type { PoolHistoryEntry } from "../../../lib/domain";
import { formatInteger } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { Amount } from "../../values/amount";
import { Card } from "../../page/card";
import { DataTable, type Column } from "../../tables/data-table";
import { EpochRef } from "../../links/epoch-ref";
import { TableNote } from "../../tables/table-note";
import { RetiredMark } from "../retired-mark";

/**
 * spec §2 Delegation History: the latest stake snapshots (8), each with its
 * delegators and total stake, by the epoch the snapshot takes effect in (the
 * newest may not have begun: plain text, no link).
 */
export function PoolDelegationHistory({
  entries,
  network,
  retiringEpoch = null,
}: {
  entries: ReadonlyArray<PoolHistoryEntry>;
  network: Network;
  /** The pool's announced retirement (StakePool.retiringEpoch): rows from it on are marked. */
  retiringEpoch?: number | null;
}) {
  const columns: Column<PoolHistoryEntry>[] = [
    {
      key: "epoch",
      header: "Active in Epoch",
      cell: (r) => (
        <>
          <EpochRef epochNumber={r.epochNumber} upcoming={r.upcoming} />
          <RetiredMark epoch={r.epochNumber} retiringEpoch={retiringEpoch} />
        </>
      ),
    },
    { key: "delegators", header: "Delegators", align: "end", cell: (r) => formatInteger(r.delegatorCount) },
    { key: "stake", header: "Total Stake", align: "end", cell: (r) => <Amount dfm={r.totalStake} network={network} format="compact" /> },
  ];
  return (
    <Card title="Delegation History">
      <div data-testid="pool-delegation-history">
        <DataTable caption="Delegation History" captionHidden columns={columns} rows={entries} rowKey={(r) => String(r.epochNumber)} empty="No delegation history yet" />
      </div>
      <TableNote testId="pool-delegation-history-note">
        Each row is the pool&apos;s stake snapshot that is active in that epoch (the stake its blocks and rewards count in that epoch). An upcoming epoch has not begun yet.
      </TableNote>
    </Card>
  );
}
