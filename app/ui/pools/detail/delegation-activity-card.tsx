import { useLocation } from "react-router";
import { delegationLabel } from "../../../lib/pools/delegation-types";
import { DELEGATION_TYPES, POOL_DELEGATIONS_PAGE_SIZE, type DelegationType, type PoolDelegationActivity } from "../../../lib/domain";
import { NOT_AVAILABLE, visibleTextOrNull } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { POOL_PAGE_PARAMS } from "../../../lib/params/pool-page";
import { Amount } from "../../values/amount";
import { Badge } from "../../values/badge";
import { Card } from "../../page/card";
import type { Column } from "../../tables/data-table";
import { PagedTable } from "../../tables/paged-table";
import { DelegationRecordNote } from "../../addresses/delegation-record-note";
import { EntityLink } from "../../links/entity-link";
import { EpochRef } from "../../links/epoch-ref";
import { RetiredMark } from "../retired-mark";
import * as styles from "./stakepool.css";

function isDelegationType(value: string): value is DelegationType {
  return (DELEGATION_TYPES as readonly string[]).includes(value);
}

function typeLabel(entry: PoolDelegationActivity): string {
  if (!isDelegationType(entry.delegationType)) return entry.delegationType;
  return delegationLabel({
    delegationType: entry.delegationType,
    poolId: entry.toPoolId ?? entry.poolId,
    poolTicker: entry.toPoolTicker,
    poolName: null,
    fromPoolId: entry.fromPoolId,
    fromPoolTicker: null,
  });
}

/** spec §2 Recent Delegation Activity: 20 a page (server paging), previous/next through the URL. */
export function DelegationActivityCard({
  entries,
  page,
  network,
  retiringEpoch = null,
  total = null,
}: {
  entries: ReadonlyArray<PoolDelegationActivity>;
  page: number;
  network: Network;
  /** The pool's delegation certificates (StakePool.delegationActivityCount): the pager's count and Last; null: unknown. */
  total?: number | null;
  /** The pool's announced retirement (StakePool.retiringEpoch): delegations effective from it on are marked. */
  retiringEpoch?: number | null;
}) {
  const { search } = useLocation();
  const na = <span className={styles.muted}>{NOT_AVAILABLE}</span>;
  const columns: Column<PoolDelegationActivity>[] = [
    { key: "address", header: "Stake Address", cell: (r) => <EntityLink kind="address" id={r.stakeAddress} /> },
    {
      key: "epoch",
      header: "Effective Epoch",
      cell: (r) => (
        <>
          <EpochRef epochNumber={r.epochNumber} upcoming={r.upcoming} />
          <RetiredMark epoch={r.epochNumber} retiringEpoch={retiringEpoch} />
        </>
      ),
    },
    {
      key: "type",
      header: "Type",
      className: styles.typeCell,
      cell: (r) => (
        <Badge variant="info">
          <bdi>{typeLabel(r)}</bdi>
        </Badge>
      ),
    },
    { key: "amount", header: "Stake", align: "end", cell: (r) => (r.amount === null ? na : <Amount dfm={r.amount} network={network} />) },
    { key: "from", header: "From Pool", cell: (r) => (r.fromPoolId ? <FromPool poolId={r.fromPoolId} ticker={r.fromPoolTicker ?? null} /> : na) },
  ];
  return (
    <Card title="Recent Delegation Activity">
      <PagedTable
        testId="pool-delegations"
        caption="Recent Delegation Activity"
        columns={columns}
        rows={entries}
        rowKey={(r) => `${r.stakeAddress}-${r.epochNumber}-${r.delegationType}-${r.fromPoolId ?? ""}`}
        empty="No delegation activity yet"
        note={<DelegationRecordNote />}
        paging={{
          page,
          pageSize: POOL_DELEGATIONS_PAGE_SIZE,
          total,
          search,
          param: POOL_PAGE_PARAMS.delegationsPage,
          label: "Recent Delegation Activity pages",
        }}
      />
    </Card>
  );
}

/** The pool a switch came from, by its ticker as the type names the pool it went to ('Switched to {ticker}'); its id without one. */
function FromPool({ poolId, ticker }: { poolId: string; ticker: string | null }) {
  const shown = visibleTextOrNull(ticker);
  return shown === null ? <EntityLink kind="pool" id={poolId} /> : <EntityLink kind="pool" id={poolId} label={<bdi>{shown}</bdi>} mono={false} />;
}
